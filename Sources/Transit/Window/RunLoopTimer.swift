import Foundation

/// Work scheduled on the main run loop for a time on a window's clock: what a `Timer` scheduled on
/// `RunLoop.main` and a block passed to `DispatchQueue.main.asyncAfter` become under Transit.
///
/// A timer fires at the first frame step whose time is at or after its fire time, never before,
/// as Apple documents for `Timer` ("a timer fires at or after its scheduled fire date, never
/// before"). A repeating timer then moves its fire time on by whole intervals, based on the
/// scheduled time rather than the time it actually fired; when a frame step passes several
/// scheduled times, it fires once and is rescheduled for the next one in the future ("the timer
/// is fired only once for that time period", Timer's documentation). An invalidated timer never
/// fires again, and the run loop lets go of it.
///
/// Create one with ``MainRunLoop/scheduledTimer(withTimeInterval:repeats:block:)``,
/// ``MainRunLoop/schedule(after:repeatingEvery:isValid:_:)`` or
/// ``Window/scheduleTimer(after:repeatingEvery:isValid:_:)``. Transit extension.
@MainActor
public final class RunLoopTimer {
    /// The time (on the window's clock) of the next firing.
    public var fireTime: TimeInterval { origin + Double(periods) * (repeatInterval ?? 0) }
    /// The time of the first firing; a repeating timer's later times are whole intervals after it
    /// (computed by multiplication, so no rounding error accumulates).
    var origin: TimeInterval
    /// The intervals a repeating timer has moved on since `origin`.
    private var periods = 0
    /// The interval of a repeating timer, or `nil` for one that fires once.
    public let repeatInterval: TimeInterval?
    /// Whether the timer will still fire (`Timer.isValid`): false after `invalidate()`, after a
    /// one-shot timer fired, and once the validity condition it was created with is false.
    public var isValid: Bool { !invalidated && condition() }
    /// The order in which timers with the same fire time fire: the order they were scheduled.
    let sequence: Int
    private var invalidated = false
    private let condition: @MainActor () -> Bool
    private let action: @MainActor () -> Void

    init(
        fireTime: TimeInterval, repeatInterval: TimeInterval?, sequence: Int,
        condition: @escaping @MainActor () -> Bool, action: @escaping @MainActor () -> Void
    ) {
        origin = fireTime
        self.repeatInterval = repeatInterval
        self.sequence = sequence
        self.condition = condition
        self.action = action
    }

    /// Stops the timer from ever firing again (`Timer.invalidate()`).
    public func invalidate() { invalidated = true }

    /// Fires the timer at a frame step at `time` and moves a repeating one to its next scheduled
    /// time after `time`; returns whether it stays scheduled.
    func fire(at time: TimeInterval) -> Bool {
        guard isValid else { return false }
        guard let interval = repeatInterval else {
            invalidated = true
            action()
            return false
        }
        let passed = ((time + RunLoopQueue.dueTolerance - fireTime) / interval).rounded(.down) + 1
        periods += Int(min(max(1, passed), Double(Int32.max)))
        action()
        return isValid
    }
}

/// The work a window's run loop holds: blocks for the next turn, in order, and timers.
@MainActor
struct RunLoopQueue {
    /// Blocks for the next turn, in the order they were queued.
    var blocks: [@MainActor () -> Void] = []
    /// Timers waiting for their fire time.
    var timers: [RunLoopTimer] = []

    /// The smallest interval a repeating timer may have: shorter (or non-finite) intervals are
    /// raised to this, so a timer cannot spin a frame step forever.
    static let minimumInterval: TimeInterval = 0.000_1

    /// How far past a frame's time a fire time may lie and still count as due: a nanosecond, so a
    /// 0.1 s timer is due at the frame at 0.3 s although 3 × 0.1 is 0.30000000000000004.
    static let dueTolerance: TimeInterval = 1e-9

    /// The timers due at `time`, in fire-time order (ties in scheduling order).
    func due(at time: TimeInterval) -> [RunLoopTimer] {
        timers.filter { $0.fireTime <= time + Self.dueTolerance }
            .sorted { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
    }

    /// Drops the timers that were invalidated.
    mutating func pruneInvalidTimers() {
        timers.removeAll { !$0.isValid }
    }
}
