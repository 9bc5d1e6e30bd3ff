import Foundation

/// A finger taking hold of a transition that runs on its own: iOS 26's navigation lets a pan in
/// the content (or at the edge) catch a push still animating, and the push then follows the finger
/// — back toward where it started, or on toward its end — until the finger lifts. Transit does this
/// for any animator it can turn around (see `turnAround()`): the transition becomes interactive
/// where it is on screen, is scrubbed by the finger, and on release runs to the end the finger
/// chose along the system spring, carrying the finger's velocity.
extension TransitionCoordinator {
    /// Whether a finger can take hold of the transition now: as `canTurnAround` (started,
    /// animated, running on its own with animations Transit can move) and not already driven by a
    /// percent-driven interaction, which catches touches its own way.
    var canGrab: Bool { scrubber == nil && canTurnAround }

    /// The animations a finger moves: the animator's interruptible one or the block animations it
    /// started, and the alongside animations, each as a `ViewAnimating`-shaped handle.
    private var heldAnimators: [HeldAnimator] {
        var held: [HeldAnimator] = []
        if let property = interruptibleAnimator, property.state == .active {
            held.append(HeldAnimator(property))
        } else {
            held += blockAnimators.filter { $0.state == .active && $0.isInterruptible }.map(HeldAnimator.init)
        }
        held += alongsideAnimators.filter { $0.state == .active && $0.isInterruptible }.map(HeldAnimator.init)
        return held
    }

    /// Stops the transition where it is on screen and makes it interactive
    /// (`pauseInteractiveTransition()`); returns how far it has come from its start toward its
    /// end, 0…1, or nil when it cannot be held (see `canGrab`).
    func grab() -> CGFloat? {
        guard canGrab else { return nil }
        let held = heldAnimators
        guard let primary = held.first else { return nil }
        record(animatorName, "grab")
        context.pauseInteractiveTransition()
        for animator in held {
            animator.pause()
            animator.setReversed(false)
        }
        let fraction = primary.fractionComplete
        context.updateInteractiveTransition(fraction)
        return fraction
    }

    /// Moves a held transition to `fraction` of the way from its start to its end (clamped to
    /// 0…1; NaN is ignored).
    func drag(to fraction: CGFloat) {
        guard context.isInteractive, !context.isCompleted, !fraction.isNaN else { return }
        let clamped = min(1, max(0, fraction))
        context.updateInteractiveTransition(clamped)
        for animator in heldAnimators { animator.fractionComplete = clamped }
    }

    /// Lets a held transition go: on to its end (`toEnd`) or back to its start, which cancels it,
    /// along the system spring (mass 3, stiffness 1000, damping 500, as `turnAround()` uses)
    /// starting at `velocity`, in fractions of the whole way per second toward the end.
    func release(toEnd: Bool, velocity: CGFloat) {
        guard context.isInteractive, !context.isCompleted else { return }
        let held = heldAnimators
        let fraction = held.first?.fractionComplete ?? (toEnd ? 0 : 1)
        record(animatorName, toEnd ? "release(toEnd)" : "release(toStart)")
        nonInteractiveSince = now
        if toEnd { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let left = toEnd ? 1 - fraction : fraction
        let speed = velocity.isFinite && left > 1e-3 ? (toEnd ? velocity : -velocity) / left : 0
        let spring = SpringTimingParameters(
            mass: 3, stiffness: 1000, damping: 500,
            initialVelocity: CGVector(dx: speed, dy: speed))
        for animator in held {
            animator.setReversed(!toEnd)
            animator.continue(spring)
        }
    }
}

extension TransitionCoordinator {
    /// Ends a held transition where it is on screen, completed (`toEnd`) or cancelled: its
    /// animations stop at the values they show (`stopAnimation(false)` then
    /// `finishAnimation(at: .current)`), so what follows — a sheet springing to another detent —
    /// starts from there.
    func end(here toEnd: Bool) {
        guard context.isInteractive, !context.isCompleted else { return }
        let held = heldAnimators
        record(animatorName, toEnd ? "endHere(toEnd)" : "endHere(toStart)")
        nonInteractiveSince = now
        if toEnd { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        // The alongside animations first: the primary one's end completes the transition.
        for animator in held.reversed() { animator.stop() }
    }
}

/// One animation a finger holds: an engine animator or a vended `ViewImplicitlyAnimating`.
@MainActor
private struct HeldAnimator {
    let pause: () -> Void
    let getFraction: () -> CGFloat
    let setFraction: (CGFloat) -> Void
    let setReversed: (Bool) -> Void
    let `continue`: (SpringTimingParameters) -> Void
    let stop: () -> Void

    init(_ animator: PropertyAnimator) {
        pause = { animator.pauseAnimation() }
        getFraction = { animator.fractionComplete }
        setFraction = { animator.fractionComplete = $0 }
        setReversed = { animator.isReversed = $0 }
        `continue` = { animator.continueAnimation(withTimingParameters: $0, durationFactor: 1) }
        stop = {
            guard animator.state == .active else { return }
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
    }

    init(_ animator: ViewImplicitlyAnimating) {
        pause = { if animator.isRunning { animator.pauseAnimation() } }
        getFraction = { animator.fractionComplete }
        setFraction = { animator.fractionComplete = $0 }
        setReversed = { animator.isReversed = $0 }
        `continue` = { animator.continueAnimation(withTimingParameters: $0, durationFactor: 1) }
        stop = {
            guard animator.state == .active else { return }
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
    }

    var fractionComplete: CGFloat {
        get { getFraction() }
        nonmutating set { setFraction(newValue) }
    }
}
