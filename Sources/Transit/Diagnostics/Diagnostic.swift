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

/// A sink that prints warnings and errors on standard error, one line each, once per distinct
/// cause (the same code and message print once; later repeats are counted), as UIKit's console
/// shows its warnings. Notes are not printed.
///
/// Windows print through one by default; `TestHost` forwards its log to one (set its
/// `diagnostics.forward` to `nil`, or to a sink of your own, to redirect). Objects outside any
/// window report to `StandardErrorDiagnostics.console`. Where the lines go is settable
/// (`output`), and a test that provokes a diagnostic outside any window on purpose captures it
/// with `capturing(_:)` instead of printing it.
@MainActor
public final class StandardErrorDiagnostics: DiagnosticSink {
    /// The least severe diagnostic printed (`.warning` by default).
    public let minimumSeverity: Diagnostic.Severity
    /// How many times each printed cause was reported, by its line.
    public private(set) var repeats: [String: Int] = [:]
    /// Where each printed line goes (with its newline): standard error unless set.
    public var output: @MainActor (String) -> Void = StandardErrorDiagnostics.writeToStandardError
    /// The logs of the `capturing(_:)` calls under way, innermost last.
    private var captures: [DiagnosticLog] = []

    /// Creates the sink.
    public init(minimumSeverity: Diagnostic.Severity = .warning) {
        self.minimumSeverity = minimumSeverity
    }

    /// The sink for objects that have no window (and so no injected sink) yet: the process's
    /// standard error is one console, so its "once per cause" is shared too.
    public static let console = StandardErrorDiagnostics()

    /// Writes a line on the process's standard error.
    public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }

    public func report(_ diagnostic: Diagnostic) {
        if let capture = captures.last {
            capture.report(diagnostic)
            return
        }
        guard diagnostic.severity >= minimumSeverity else { return }
        let line = "transit: " + diagnostic.description
        let count = repeats[line, default: 0]
        repeats[line] = count + 1
        guard count == 0 else { return }
        output(line + "\n")
    }

    /// Runs `body` and returns what it reported to this sink, of every severity, in order;
    /// nothing of it is printed or counted in `repeats`. For tests that provoke a diagnostic on
    /// purpose: `body` runs on the main actor without suspending, so no other work's
    /// diagnostics can come in between.
    public func capturing<Result>(_ body: () throws -> Result) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        captures.append(log)
        defer { captures.removeAll { $0 === log } }
        let result = try body()
        return (result, log.diagnostics)
    }
}
