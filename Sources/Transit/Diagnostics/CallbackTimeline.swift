import Foundation

/// A record, with the clock time, of every call Transit makes into user code: lifecycle,
/// appearance, containment, layout, gesture actions, animation completions, delegate, animator
/// and presentation-controller calls. Tests and `transit inspect` read it.
///
/// Owned by a window (and so by a test host); objects record into the timeline of the window they
/// belong to, or are on their way into.
@MainActor
public final class CallbackTimeline {
    /// One call.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// The clock time of the call, in seconds.
        public var time: TimeInterval
        /// The object called, as it describes itself (a view controller's class name and title,
        /// an animator's type name, …).
        public var object: String
        /// The callback, in UIKit's spelling, e.g. `viewWillAppear(true)`,
        /// `animateTransition(using:)`, `didMove(toParent: Root)`.
        public var callback: String
        /// Where the object was made, for animations: the call to `View.animate…`,
        /// `View.transition…` or `ViewPropertyAnimator`'s initializers whose completion this entry
        /// is. A `fileID` in the `Transit` module marks an animation the system runs itself.
        public var callSite: CallSite?

        /// Creates an entry.
        public init(time: TimeInterval, object: String, callback: String, callSite: CallSite? = nil) {
            self.time = time
            self.object = object
            self.callback = callback
            self.callSite = callSite
        }

        /// The time, object and callback, then `from` and the call site's file when there is one
        /// (the file, not the line, so a timeline golden does not change when code above the call
        /// moves).
        public var description: String {
            String(format: "%8.4f  ", time) + object + "  " + callback + (callSite.map { "  from " + $0.fileID } ?? "")
        }
    }

    /// A place in the source: Swift's `#fileID` (`Module/File.swift`) and `#line`.
    public struct CallSite: Equatable, Sendable, CustomStringConvertible {
        /// The module and file, as `#fileID` gives them.
        public var fileID: String
        /// The line in that file.
        public var line: Int

        /// Creates a call site; the defaults take the caller's.
        public init(fileID: String = #fileID, line: Int = #line) {
            self.fileID = fileID
            self.line = line
        }

        /// Whether the call was made by Transit itself (its `Transit` module) rather than by the
        /// app or a library built on it.
        public var isSystem: Bool { fileID.hasPrefix("Transit/") }

        /// `fileID:line`.
        public var description: String { "\(fileID):\(line)" }
    }

    /// Every call recorded so far, in the order they were made.
    public private(set) var entries: [Entry] = []
    /// Whether calls are recorded (on by default).
    public var isEnabled = true
    /// The time stamped on new entries; the window's frame step keeps it equal to its clock.
    public var now: TimeInterval = 0

    /// Creates an empty timeline.
    public init() {}

    /// Records a call made now; `callSite` is where `object` was made, for animations.
    public func record(_ object: String, _ callback: String, from callSite: CallSite? = nil) {
        guard isEnabled else { return }
        entries.append(Entry(time: now, object: object, callback: callback, callSite: callSite))
    }

    /// The callbacks recorded for one object, in order (e.g. to assert appearance order).
    public func callbacks(of object: String) -> [String] {
        entries.filter { $0.object == object }.map(\.callback)
    }

    /// `"object.callback"` for every entry, in order: handy for order assertions.
    public var calls: [String] { entries.map { $0.object + "." + $0.callback } }

    /// Forgets everything recorded so far.
    public func removeAll() { entries.removeAll() }
}
