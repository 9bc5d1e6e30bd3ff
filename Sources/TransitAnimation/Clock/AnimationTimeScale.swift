import Foundation

/// How an animation engine's time runs against its clock (Transit extension): at `speed` times
/// the clock's pace since the clock time `clockAnchor`, when the engine's time was `timeAnchor`.
/// A change of speed re-anchors at the present moment, so animation time never jumps or runs
/// backwards. With speed 1 from the start the two times are the same numbers.
struct AnimationTimeScale {
    /// Animation seconds per clock second: 0.1 runs animations ten times slower.
    private(set) var speed: Double = 1
    private var clockAnchor: TimeInterval = 0
    private var timeAnchor: TimeInterval = 0
    /// Whether animation time is the clock's time itself (no arithmetic on the hot path).
    private var isIdentity = true

    /// The animation time at clock time `t`.
    func time(atClock t: TimeInterval) -> TimeInterval {
        isIdentity ? t : timeAnchor + (t - clockAnchor) * speed
    }

    /// Runs at `speed` from clock time `clock`, when animation time is `time`.
    mutating func set(speed: Double, atClock clock: TimeInterval, time: TimeInterval) {
        self.speed = speed
        clockAnchor = clock
        timeAnchor = time
        isIdentity = speed == 1 && clock == time
    }
}
