import Foundation

/// One group of animations inside an animator that share a start: the main group (start 0) and
/// one per `addAnimations(_:delayFactor:)` start. It carries the progress the animator computed
/// for the current time, which every property animation of the group reads.
@usableFromInline
final class AnimationTrack {
    /// Progress for the engine's current time (unclamped). Read by every property animation of the
    /// group each frame, so it comes first.
    @usableFromInline @exclusivity(unchecked) var progress: Double
    /// The group's curve, resolved for the part of the duration it spans.
    let curve: TimingCurve
    /// Where the group starts, in seconds into one cycle of the animator's timeline.
    let startTime: Double
    /// Progress at the start and end of a continuation (`continueAnimation`).
    var continuationFrom = 0.0, continuationTo = 1.0
    /// The animator; a strong reference, released when the animator deactivates and drops its
    /// tracks (and entries drop theirs when detached).
    var animator: PropertyAnimator?

    init(animator: PropertyAnimator, startTime: Double, curve: TimingCurve, progress: Double) {
        self.animator = animator
        self.startTime = startTime
        self.curve = curve
        self.progress = progress
    }

    /// Progress per second at the engine's current time.
    var velocity: Double { animator?.progressVelocity(of: self) ?? 0 }
}
