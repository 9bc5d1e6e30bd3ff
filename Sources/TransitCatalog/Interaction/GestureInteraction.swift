import Foundation

/// A percent-driven interaction controller fed by a gesture, reusable across transitions and
/// containers (a `UIPercentDrivenInteractiveTransition` subclass doing what UIKit apps write by
/// hand). Its subclasses read progress from a particular gesture: `EdgeSwipeInteraction`,
/// `PanInteraction`, `PinchInteraction`, `PredictiveBackInteraction`.
///
/// When the gesture begins, `isInteracting` becomes true and `begin` runs: it starts the
/// transition (push, pop, present, dismiss, select), and the container asks its delegate — one of
/// the catalogue's adapters — for the interaction controller, which offers this object while it
/// is interacting. The gesture then scrubs the progress; on release the transition finishes when
/// the *projected* progress — where the finger would come to rest decelerating at UIKit's normal
/// rate, `(v/1000)·r/(1−r)` with r = 0.998 — passes `completionThreshold`, and cancels
/// otherwise. Either way the rest runs on a critically damped spring whose initial velocity is the
/// finger's, relative to the distance left, so the screen keeps the finger's speed.
///
/// A new gesture that begins while the transition is still running — started non-interactively,
/// or finishing or cancelling after an earlier release — grabs it where it is on screen
/// (`pause()`, UIKit's interruptible transitions) and moves it from there: the subclasses count
/// the finger's travel from the progress grabbed, and the release decides again.
@MainActor
open class GestureInteraction: PercentDrivenInteractiveTransition {
    /// Whether a gesture is driving a transition now.
    public private(set) var isInteracting = false
    /// Starts the transition when the gesture begins (a push, pop, present, dismiss…).
    public var begin: (@MainActor () -> Void)?
    /// The projected progress past which a release finishes (0.5 by default).
    public var completionThreshold: CGFloat = 0.5
    /// The damping ratio of the spring the rest runs on (1: critically damped, no overshoot).
    public var springDampingRatio: CGFloat = 1
    /// The last progress handed to `update(_:)`.
    public private(set) var gestureProgress: CGFloat = 0
    /// Whether the running gesture grabbed a transition already under way (rather than
    /// starting one with `begin`).
    public private(set) var didGrab = false
    /// What a recognizer's own progress (0 where it began) is added to: the progress grabbed,
    /// minus the recognizer's progress when it began; 0 for a gesture that started the transition.
    private var fingerOrigin: CGFloat = 0

    /// Creates the interaction; `begin` starts the transition.
    public init(begin: (@MainActor () -> Void)? = nil) {
        self.begin = begin
        super.init()
    }

    private weak var drivenContext: ViewControllerContextTransitioning?

    /// Whether a transition this object drives is still running (it may be animating on its
    /// own after a release, or after a non-interactive start).
    public var isDrivingTransition: Bool {
        guard let context = drivenContext else { return false }
        return !((context as? TransitionContext)?.isCompleted ?? false)
    }

    open override func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        drivenContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }

    /// The gesture began. When a transition this object drives is still animating — started
    /// without interaction, or running to its end after a release — the gesture grabs it where it
    /// is on screen (`pause()`) and `gestureProgress` is that progress; otherwise `begin` runs and
    /// the transition it starts is driven.
    public func gestureBegan() {
        guard !isInteracting else { return }
        isInteracting = true
        if isDrivingTransition {
            didGrab = true
            pause()
            gestureProgress = percentComplete
        } else {
            didGrab = false
            gestureProgress = 0
            begin?()
        }
    }

    /// The gesture moved to `progress` (0…1 of the transition).
    public func gestureChanged(progress: CGFloat) {
        guard isInteracting, progress.isFinite else { return }
        gestureProgress = min(1, max(0, progress))
        update(gestureProgress)
    }

    /// The gesture ended at `progress`, moving at `velocity` (progress per second); `cancelled`
    /// for a gesture that was cancelled or failed, which always cancels.
    public func gestureEnded(progress: CGFloat, velocity: CGFloat, cancelled: Bool = false) {
        guard isInteracting else { return }
        isInteracting = false
        let p = progress.isFinite ? min(1, max(0, progress)) : gestureProgress
        let v = velocity.isFinite && !cancelled ? velocity : 0
        update(p)
        let commit = !cancelled && Self.projectedProgress(p, velocity: v) > completionThreshold
        timingCurve = Self.handOff(progress: p, velocity: v, finishing: commit, dampingRatio: springDampingRatio)
        if commit { finish() } else { cancel() }
    }

    /// Follows a recognizer whose own progress is `finger` (0 where it began) moving at
    /// `velocity` (progress per second): what the subclasses call from their action. A gesture
    /// that grabbed a running transition moves it from the progress grabbed.
    func follow(_ state: GestureRecognizer.State, finger: CGFloat, velocity: CGFloat) {
        switch state {
        case .began:
            gestureBegan()
            fingerOrigin = didGrab ? gestureProgress - finger : 0
            gestureChanged(progress: fingerOrigin + finger)
        case .changed:
            gestureChanged(progress: fingerOrigin + finger)
        case .ended:
            gestureEnded(progress: fingerOrigin + finger, velocity: velocity)
        case .cancelled, .failed:
            gestureEnded(progress: fingerOrigin + finger, velocity: 0, cancelled: true)
        default: break
        }
    }

    /// Where progress `p` moving at `velocity` (progress per second) comes to rest decelerating
    /// at UIKit's normal rate (`DecelerationRate.normal`): `p + (v/1000)·r/(1−r)`, r = 0.998.
    public static func projectedProgress(_ p: CGFloat, velocity: CGFloat) -> CGFloat {
        p + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
    }

    /// The spring that runs the rest from `progress` with the finger's `velocity`: its initial
    /// velocity is relative to the distance left (1 − p finishing, p cancelling), positive
    /// toward the target, as `SpringTimingParameters(dampingRatio:initialVelocity:)` takes it.
    public static func handOff(
        progress p: CGFloat, velocity v: CGFloat, finishing: Bool,
        dampingRatio: CGFloat = 1
    ) -> SpringTimingParameters {
        let distance = finishing ? 1 - p : p
        let toward = finishing ? v : -v
        let relative = distance > 0.001 ? toward / distance : 0
        return SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: relative, dy: 0))
    }
}
