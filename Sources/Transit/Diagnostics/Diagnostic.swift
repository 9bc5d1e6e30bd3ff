import Foundation

/// A report of API misuse or of a recoverable problem: what went wrong, where, and what Transit
/// did about it.
///
/// UIKit logs such problems to the console ("Unbalanced calls to begin/end appearance transitions
/// for …") or traps; Transit reports every one of them through a `DiagnosticSink` and takes the
/// documented safe outcome instead.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: Int, Comparable, Sendable {
        /// Worth knowing; nothing was lost (e.g. a call that has no effect in this state).
        case note
        /// A misuse that Transit recovered from (e.g. an unbalanced appearance call).
        case warning
        /// A misuse that UIKit would trap on or that loses work; Transit ignored the call.
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }

    /// The severity.
    public var severity: Severity
    /// A stable identifier of the kind of problem, e.g. `appearance.unbalanced`.
    public var code: String
    /// A one-line, human-readable explanation naming the objects involved.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, code: String, _ message: String) {
        self.severity = severity
        self.code = code
        self.message = message
    }

    public var description: String { "[\(severity)] \(code): \(message)" }
}

/// Where diagnostics go. Injected (a window, a test host or a command owns one); never global.
@MainActor
public protocol DiagnosticSink: AnyObject {
    /// Receives one diagnostic.
    func report(_ diagnostic: Diagnostic)
}

/// A sink that keeps every diagnostic in order, for tests and tools.
@MainActor
public final class DiagnosticLog: DiagnosticSink {
    /// Everything reported so far, oldest first.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Another sink that also receives each diagnostic (e.g. a `StandardErrorDiagnostics`).
    public var forward: (any DiagnosticSink)?

    /// Creates an empty log, optionally forwarding to another sink.
    public init(forwardingTo forward: (any DiagnosticSink)? = nil) { self.forward = forward }

    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        forward?.report(diagnostic)
    }

    /// The diagnostics with the given code.
    public func diagnostics(withCode code: String) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    /// Forgets everything reported so far.
    public func removeAll() { diagnostics.removeAll() }
}

/// A sink that prints each diagnostic as one line on standard error. Stateless: the fallback for
/// objects that have no window (and so no injected sink) yet.
@MainActor
public final class StandardErrorDiagnostics: DiagnosticSink {
    /// Creates the sink.
    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data(("transit: " + diagnostic.description + "\n").utf8))
    }
}
