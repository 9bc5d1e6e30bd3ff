import Foundation

/// A recorded or scripted touch sequence: what each finger did, and when.
///
/// A trace is plain data, stored as text in a `.transit-gesture` file (see
/// `init(text:)` for the format), recorded from any input a `TestHost` delivers
/// (`startRecordingGesture()`), and replayed through the host's clock (`replay(_:)`), so a
/// gesture a person made once can be run in a test, frame for frame, forever. Transit extension
/// (UIKit has no counterpart; XCUITest synthesises gestures but cannot replay recorded ones).
public struct GestureTrace: Equatable, Sendable {
    /// One report of one finger.
    public struct Event: Equatable, Sendable {
        /// Seconds from the start of the trace (not negative; events are in time order).
        public var time: TimeInterval
        /// The finger's number (0...99); a `.began` starts a touch for it, later events move or end it.
        public var finger: Int
        /// What the finger did.
        public var phase: Touch.Phase
        /// Where, in window coordinates (points).
        public var location: CGPoint

        /// Creates an event.
        public init(time: TimeInterval, finger: Int = 0, phase: Touch.Phase, location: CGPoint) {
            self.time = time
            self.finger = finger
            self.phase = phase
            self.location = location
        }
    }

    /// The events, in time order.
    public var events: [Event]

    /// The largest finger number a trace may use.
    public static let maximumFinger = 99

    /// A trace of `events`; throws `GestureTraceError` (its `line` is the 1-based index of the
    /// offending event) when they break the rules `init(text:)` checks.
    public init(events: [Event]) throws {
        try Self.validate(events.enumerated().map { ($0.offset + 1, $0.element) })
        self.events = events
    }

    init(unchecked events: [Event]) { self.events = events }

    /// The time of the last event (0 for an empty trace).
    public var duration: TimeInterval { events.last?.time ?? 0 }

    /// The trace moved by `dx`, `dy` points (to replay a gesture elsewhere on the screen).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> GestureTrace {
        GestureTrace(
            unchecked: events.map { event in
                var moved = event
                moved.location = CGPoint(x: event.location.x + dx, y: event.location.y + dy)
                return moved
            })
    }

    /// Checks time order, finger numbers, coordinates and each finger's phase sequence
    /// (`began`, then `moved`/`stationary`, then `ended`/`cancelled`).
    static func validate(_ events: [(line: Int, event: Event)]) throws {
        var down = Set<Int>()
        var last = 0.0
        for (line, event) in events {
            guard event.time.isFinite, event.time >= 0 else {
                throw GestureTraceError(line: line, "the time \(event.time) must be a finite number of seconds, not negative")
            }
            guard event.time >= last else {
                throw GestureTraceError(
                    line: line, "the time \(event.time) is before the previous event's \(last); events must be in time order")
            }
            guard (0...maximumFinger).contains(event.finger) else {
                throw GestureTraceError(line: line, "finger \(event.finger) is not in 0...\(maximumFinger)")
            }
            guard event.location.x.isFinite, event.location.y.isFinite else {
                throw GestureTraceError(line: line, "the location (\(event.location.x), \(event.location.y)) must be finite")
            }
            switch event.phase {
            case .began:
                guard down.insert(event.finger).inserted else {
                    throw GestureTraceError(line: line, "finger \(event.finger) begins while already down")
                }
            case .moved, .stationary:
                guard down.contains(event.finger) else {
                    throw GestureTraceError(line: line, "finger \(event.finger) \(event.phase.traceName) without having begun")
                }
            case .ended, .cancelled:
                guard down.remove(event.finger) != nil else {
                    throw GestureTraceError(line: line, "finger \(event.finger) \(event.phase.traceName) without having begun")
                }
            }
            last = event.time
        }
    }
}

/// A `.transit-gesture` file or event list that cannot be used: the line and what is wrong.
public struct GestureTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file (or index of the event) at fault.
    public var line: Int
    /// What is wrong there.
    public var reason: String

    init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}

extension Touch.Phase {
    /// The phase as a trace file spells it.
    var traceName: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
