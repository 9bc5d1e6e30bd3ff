import Foundation

/// One group of animations inside an animator that share a start: the main group (start 0) and
/// one per `addAnimations(_:delayFactor:)` start. It carries the progress the animator computed
/// for the current time, which every property animation of the group reads.
@usableFromInline
final class AnimationTrack {
    /// Where the progress for the engine's current time lives: a cell of the engine's
    /// `ProgressCellPool`, written by the engine each frame and read by the properties.
    @usableFromInline let cell: UnsafeMutablePointer<Double>
    private let pool: ProgressCellPool
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
        pool = animator.engine.progressCells
        cell = pool.allocate(progress)
    }

    /// A track no animator drives, for an explicit entry (its client evaluates it).
    init(pool: ProgressCellPool) {
        self.pool = pool
        startTime = 0
        curve = .linear(duration: 0)
        cell = pool.allocate(0)
    }

    deinit { pool.release(cell) }

    /// Progress for the engine's current time (unclamped).
    @usableFromInline var progress: Double {
        @inline(__always) get { cell.pointee }
        @inline(__always) set { cell.pointee = newValue }
    }

    /// Progress per second at the engine's current time.
    var velocity: Double { animator?.progressVelocity(of: self) ?? 0 }
}
