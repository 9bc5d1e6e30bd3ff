import Foundation

/// An interaction controller that drives an animator's transition by a percentage
/// (`UIPercentDrivenInteractiveTransition`): a gesture calls `update(_:)` as it moves, then
/// `finish()` or `cancel()`.
///
/// It works with both of UIKit's kinds of animator:
/// - an animator that provides `interruptibleAnimator(using:)` is driven through that animator:
///   `update(_:)` sets its `fractionComplete`, `finish()` continues it (with `timingCurve` if set)
///   and `cancel()` reverses it;
/// - any other animator has the block animations it starts in `animateTransition(using:)` (and
///   the coordinator's alongside animations) taken hold of and scrubbed: progress `p` shows every
///   animation as it is `p × duration` seconds into the transition, along its own curve, delay and
///   duration. `finish()` runs the rest over `(1 − p) × duration / completionSpeed` along
///   `completionCurve`; `cancel()` runs back over `p × duration / completionSpeed`, and every
///   animated property returns to the value it had before the transition (UIKit leaves the end
///   values in the model; animators that reset them themselves work unchanged).
///
/// After `finish()` or `cancel()` the transition runs to its end on its own, and until it completes
/// `pause()` takes hold of it again where it is on screen (the grab of UIKit's interruptible
/// transitions, iOS 10): `percentComplete` becomes the progress shown at that frame, `update(_:)`
/// scrubs from there, and a new `finish()` or `cancel()` decides again. `update(_:)` after a
/// release without `pause()` is ignored, as is a second `finish()` or `cancel()`.
///
/// Progress is clamped to 0…1 and NaN is ignored (with a diagnostic). The object is reusable: each
/// `startInteractiveTransition(_:)` forgets the previous transition, so keeping one interaction
/// controller for many transitions is safe (a pitfall WWDC 2013 session 218's examples meet).
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIPercentDrivenInteractiveTransition` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// How fast the remainder runs after `finish()` or `cancel()`, relative to the animator's
    /// duration (`completionSpeed`, 1 by default). Values ≤ 0 or non-finite count as 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the remainder (`completionCurve`, `.easeInOut` by default).
    open var completionCurve: AnimationCurve = .easeInOut
    /// The timing of the remainder when an interruptible animator is driven (`timingCurve`);
    /// `nil` continues with the animator's own timing. Set a spring with the gesture's velocity
    /// here before `finish()` or `cancel()` to hand the velocity on.
    open var timingCurve: TimingCurveProvider?
    /// Whether the transition starts interactively (`wantsInteractiveStart`, `true` by default).
    /// When `false` the transition animates at once and `pause()` takes hold of it.
    open var wantsInteractiveStart = true

    /// The animator's duration for the transition being driven (`duration`).
    public private(set) var duration: CGFloat = 0
    /// The progress, 0…1 (`percentComplete`).
    public private(set) var percentComplete: CGFloat = 0

    /// An animator to drive when the context is not one of Transit's own (a custom container's
    /// private context); Transit's containers supply the animator themselves.
    public weak var explicitAnimator: ViewControllerAnimatedTransitioning?

    /// Whether held block animations move linearly with the progress (the properties at `p` of
    /// the way between their start and end values) instead of along their own curves: how a
    /// system edge-swipe pop keeps the view under the finger. Off for this class as UIKit has it
    /// (it scrubs the animations' timing).
    var tracksLinearly = false

    private weak var context: ViewControllerContextTransitioning?
    private weak var coordinator: TransitionCoordinator?
    private var interruptible: ViewImplicitlyAnimating?
    private var captured: [PropertyAnimator] = []
    private var isDriving = false
    /// The transition completed: nothing more to drive.
    private var didEnd = false
    /// `finish()` or `cancel()` was called and no `pause()` since: the rest runs on its own.
    private var isReleased = false

    /// Creates an interaction controller.
    public init() {}

    /// Creates an interaction controller that drives `animator` when the context does not name one.
    public convenience init(animator: ViewControllerAnimatedTransitioning) {
        self.init()
        explicitAnimator = animator
    }

    // MARK: Starting

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        // Forget the previous transition: one object serves many (pitfall 3).
        context = transitionContext
        interruptible = nil
        captured = []
        percentComplete = 0
        didEnd = false
        isReleased = false
        isDriving = wantsInteractiveStart
        let owner = (transitionContext as? TransitionContext)?.interactionObserver
        coordinator = owner
        guard let animator = owner?.animator ?? explicitAnimator else {
            transitionContext.containerView.diagnostics.report(
                Diagnostic(
                    .error, code: "interaction.noAnimator",
                    "\(type(of: self)) cannot find the animator of this transition; pass it with init(animator:)"))
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        duration = CGFloat(owner?.transitionDuration ?? animator.transitionDuration(using: transitionContext))
        if !(duration.isFinite && duration >= 0) { duration = 0 }
        let engine = transitionContext.containerView.window?.animationEngine
        let animate = {
            owner?.record(owner?.animatorName ?? "\(type(of: animator))", "animateTransition(using:)")
            animator.animateTransition(using: transitionContext)
        }
        if let engine {
            captured = engine.capturingAnimators(animate)
        } else {
            animate()
        }
        owner?.scrubber = self
        let property = owner?.interruptibleAnimator ?? animator.interruptibleAnimator(using: transitionContext)
        interruptible = property
        if wantsInteractiveStart { holdAnimations() }
    }

    /// Runs `body` (alongside animations) and takes hold of the animations it starts too.
    func adopt(_ body: () -> Void) {
        guard let engine = context?.containerView.window?.animationEngine else { body(); return }
        let more = engine.capturingAnimators(body)
        if isDriving {
            for animator in more { hold(animator) }
            for animator in more { scrub(animator, to: percentComplete) }
        }
        captured += more
    }

    private func holdAnimations() {
        if let interruptible {
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
            return
        }
        for animator in captured { hold(animator) }
        for animator in captured { scrub(animator, to: percentComplete) }
    }

    private func hold(_ animator: PropertyAnimator) {
        guard animator.state == .active else { return }
        animator.pauseAnimation()
        animator.scrubsLinearly = tracksLinearly
    }

    /// Shows `animator` as it is `p × duration` seconds into the transition.
    private func scrub(_ animator: PropertyAnimator, to p: CGFloat) {
        guard animator.state == .active else { return }
        let elapsed = Double(p * duration) - animator.delay
        let total = animator.totalDuration.isFinite ? animator.totalDuration : animator.effectiveDuration
        let fraction = total > 0 ? min(1, max(0, elapsed / total)) : (elapsed >= 0 ? 1 : 0)
        animator.fractionComplete = CGFloat(fraction)
    }

    // MARK: Driving

    /// Sets the progress (`update(_:)`), clamped to 0…1; NaN is reported and ignored.
    open func update(_ percentComplete: CGFloat) {
        guard let context, !didEnd, !isReleased else { return }
        guard !percentComplete.isNaN else {
            context.containerView.diagnostics.report(
                Diagnostic(
                    .warning, code: "interaction.nanProgress",
                    "\(type(of: self)).update(NaN) ignored"))
            return
        }
        if !isDriving { pause() }
        let p = min(1, max(0, percentComplete))
        self.percentComplete = p
        if let interruptible {
            if interruptible.state == .active, !interruptible.isRunning { interruptible.fractionComplete = p }
        } else {
            for animator in captured { scrub(animator, to: p) }
        }
        context.updateInteractiveTransition(p)
    }

    /// Takes hold of a running transition (`pause()`): its animations stop where they are and
    /// `update(_:)` moves them from there. This also works after `finish()` or `cancel()`, while
    /// the rest of the transition is still running: the transition is grabbed mid-flight,
    /// `percentComplete` becomes the progress on screen and the context is interactive again.
    open func pause() {
        guard let context, !didEnd, !((context as? TransitionContext)?.isCompleted ?? false) else { return }
        if let interruptible {
            guard interruptible.state != .stopped else { return }
            isReleased = false
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else if let first = captured.first(where: { $0.state == .active }) {
            // Held first: a linearly tracking animator, paused, reports the progress its
            // properties show (a released one's timeline runs on the curve it was released with).
            for animator in captured { hold(animator) }
            let elapsed = first.delay + Double(first.fractionComplete) * first.totalDuration
            percentComplete = duration > 0 ? CGFloat(min(1, max(0, elapsed / Double(duration)))) : 0
            for animator in captured { scrub(animator, to: percentComplete) }
        }
        isReleased = false
        isDriving = true
        context.pauseInteractiveTransition()
    }

    /// Completes the transition from the current progress (`finish()`).
    open func finish() {
        guard let context, !didEnd, !isReleased else { return }
        isReleased = true
        isDriving = false
        context.finishInteractiveTransition()
        resume(reversed: false)
    }

    /// Cancels the transition, running back from the current progress (`cancel()`).
    open func cancel() {
        guard let context, !didEnd, !isReleased else { return }
        isReleased = true
        isDriving = false
        context.cancelInteractiveTransition()
        resume(reversed: true)
    }

    /// Called by the coordinator when the transition completed, by whatever path: a transition
    /// ended without `finish()` or `cancel()` (forced to complete after a stall) leaves no paused
    /// animation behind (each settles at the end or the start), and the object lets go of the
    /// transition's animators, ready for the next one.
    func transitionDidEnd(_ completed: Bool) {
        didEnd = true
        isDriving = false
        let position: AnimatingPosition = completed ? .end : .start
        if let interruptible, interruptible.state == .active {
            interruptible.stopAnimation(false)
        }
        if let interruptible, interruptible.state == .stopped {
            interruptible.finishAnimation(at: position)
        }
        for animator in captured where animator.state != .inactive {
            if animator.state == .active { animator.stopAnimation(false) }
            animator.finishAnimation(at: position)
        }
        interruptible = nil
        captured = []
    }

    private var speed: Double {
        completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
    }

    private func resume(reversed: Bool) {
        let factor = CGFloat(1 / speed)
        if let interruptible {
            if interruptible.state == .active {
                if interruptible.isRunning { interruptible.pauseAnimation() }
                interruptible.isReversed = reversed
                interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            }
            return
        }
        let timing = timingCurve ?? CubicTimingParameters(animationCurve: completionCurve)
        let running = captured.filter { $0.state == .active }
        if running.isEmpty, let context, !((context as? TransitionContext)?.isCompleted ?? false) {
            // Nothing animates (the animator animates by other means or not at all): the animator
            // is told through the context flags and completes on its own.
            return
        }
        for animator in running {
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
        }
    }
}
