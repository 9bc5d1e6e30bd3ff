import Foundation

extension PropertyAnimator {
    /// The spring that carries the animator's properties from where they are on screen to
    /// `position` (`.end` or `.start`; `.current` counts as `.end`), starting with the velocity they
    /// have now: UIKit's system spring (`SpringTimingParameters()`: mass 3, stiffness 1000, damping
    /// 500, critically damped, settling in about 0.5 s) whose `initialVelocity` is the present
    /// velocity of the animator's first group of animations, in units of the distance left to
    /// `position`. A paused or delayed animator has no velocity to carry.
    ///
    /// A property moving away from `position` keeps moving that way for a moment and then turns
    /// back, as a thrown object does: its position and velocity never jump.
    public func turningSpring(toward position: AnimatingPosition) -> SpringTimingParameters {
        let target: Double = position == .start ? 0 : 1
        guard state == .active, let track = tracks.min(by: { $0.startTime < $1.startTime }) else {
            return SpringTimingParameters()
        }
        let distance = target - track.progress
        let velocity = progressVelocity(of: track)
        let relative = abs(distance) > 1e-9 && velocity.isFinite ? velocity / distance : 0
        return SpringTimingParameters(
            mass: 3, stiffness: 1000, damping: 500,
            initialVelocity: CGVector(dx: relative, dy: relative))
    }

    /// Sends an active animator to `position` (`.start` reverses it, `.end` runs it forward; `.current`
    /// counts as `.end`) from where its properties are on screen, along `turningSpring(toward:)`,
    /// so neither position nor velocity jumps: what an interruptible transition does when a new
    /// request turns it around mid-flight. Works on a running or paused animator; its completions
    /// run when it arrives, with `position`. Reported and ignored unless the animator is active and
    /// interruptible.
    public func turn(toward position: AnimatingPosition) {
        guard state == .active, interruptible else {
            engine.report(.illegalStateTransition, "turn(toward:) requires an active, interruptible animator")
            return
        }
        let spring = turningSpring(toward: position)
        pauseAnimation()
        isReversed = position == .start
        continueAnimation(withTimingParameters: spring, durationFactor: 1)
    }
}
