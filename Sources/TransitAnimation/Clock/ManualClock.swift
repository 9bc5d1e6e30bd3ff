import Foundation

/// A clock that moves only when told to: the deterministic time source of tests and of headless
/// rendering (after swift-nio's `EmbeddedEventLoop.advanceTime(by:)`). No wall-clock reads.
public final class ManualClock: AnimationClock {
    /// The current time in seconds.
    public private(set) var now: TimeInterval

    /// A clock that starts at `now` seconds (0 by default; a non-finite start counts as 0).
    public init(now: TimeInterval = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves time forward by `interval` seconds. Negative or non-finite intervals are ignored and
    /// return false: time never runs backwards.
    @discardableResult
    public func advance(by interval: TimeInterval) -> Bool {
        guard interval.isFinite, interval >= 0 else { return false }
        now += interval
        return true
    }

    /// Moves time forward to `time`. An earlier or non-finite time is ignored and returns false.
    @discardableResult
    public func advance(to time: TimeInterval) -> Bool {
        guard time.isFinite, time >= now else { return false }
        now = time
        return true
    }
}
