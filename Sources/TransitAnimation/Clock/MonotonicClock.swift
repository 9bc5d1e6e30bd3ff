import Foundation

/// Real elapsed time from the system's monotonic clock, in seconds since the clock was created.
/// For live use only (a window on screen); tests and rendering use `ManualClock`.
public final class MonotonicClock: AnimationClock {
    private let origin: ContinuousClock.Instant
    private let clock = ContinuousClock()

    /// A clock reading 0 now.
    public init() { origin = clock.now }

    /// Seconds elapsed since creation.
    public var now: TimeInterval {
        let d = origin.duration(to: clock.now)
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}
