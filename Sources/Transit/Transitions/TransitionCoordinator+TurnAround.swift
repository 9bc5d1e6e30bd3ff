import Foundation

/// Turning a running transition around: what iOS 26 does when the back button is tapped during a
/// push ("fluid and interruptible" navigation), made available to every container and animator.
extension TransitionCoordinator {
    /// Whether the transition is on its way back to where it started: cancelled, by an
    /// interaction or by `turnAround()`.
    var isTurnedBack: Bool { context.transitionWasCancelled }

    /// Whether `turnAround()` can turn the transition now: it has started, is animated, has not
    /// completed, and no interaction is holding it (a finger or code in the middle of
    /// `update(_:)` decides where it goes), and it has animations Transit can take over.
    var canTurnAround: Bool {
        guard started, context.isAnimated, !context.isCompleted, !context.isInteractive else { return false }
        if let own = animator as? SelfTurningAnimator { return own.canTurnAround }
        if scrubber != nil { return true }
        if let property = interruptibleAnimator { return property.state == .active }
        return blockAnimators.contains { $0.state == .active && $0.isInterruptible }
    }

    /// Turns the running transition around where it is on screen: a transition on its way to its
    /// end is cancelled and runs back to its start; one already turned back runs forward again and
    /// completes. Returns whether it turned; when it cannot (see `canTurnAround`) nothing changes
    /// and the container queues the request instead.
    ///
    /// How each kind of animator is taken over:
    /// - an animator that vends `interruptibleAnimator(using:)` has that animator paused, reversed
    ///   (or run forward again) and continued; a `ViewPropertyAnimator` continues along the system
    ///   spring from the velocity on screen, so nothing jumps;
    /// - a transition driven by a percent-driven interaction (released and finishing on its own)
    ///   is grabbed with `pause()` and released again with `cancel()` or `finish()`;
    /// - any other animator has the block animations it started in `animateTransition(using:)`
    ///   turned, each from its own position and velocity along the system spring
    ///   (`PropertyAnimator.turn(toward:)`); their completion blocks run when they arrive, so an
    ///   animator that completes with `completeTransition(!transitionWasCancelled)` — the usual
    ///   idiom — completes with `false` after a turn back, and its container restores the state
    ///   before the transition, exactly as after a cancelled interactive transition;
    /// - an animator that moves its views itself, frame by frame (Transit's zoom), turns itself
    ///   (`SelfTurningAnimator`).
    ///
    /// The context's `transitionWasCancelled` says which way the transition is going at every
    /// moment; alongside animations turn with it. Animators whose transition has no animation
    /// Transit can see (one that completes from a timer, or animations started after
    /// `animateTransition(using:)` returned) cannot be turned: the request waits its turn.
    func turnAround() -> Bool {
        guard canTurnAround else { return false }
        let back = !isTurnedBack
        let position: AnimatingPosition = back ? .start : .end
        record(animatorName, back ? "turnAround(toStart)" : "turnAround(toEnd)")
        nonInteractiveSince = now
        if let scrubber {
            scrubber.pause()
            if back { scrubber.cancel() } else { scrubber.finish() }
            return true
        }
        if back { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        if let own = animator as? SelfTurningAnimator {
            own.turnAround(towardStart: back)
        } else if let property = interruptibleAnimator, property.state == .active {
            turn(property, toward: position)
        } else {
            for animator in blockAnimators where animator.state == .active && animator.isInterruptible {
                animator.turn(toward: position)
            }
        }
        for animator in alongsideAnimators where animator.state == .active && animator.isInterruptible {
            animator.turn(toward: position)
        }
        return true
    }

    private func turn(_ property: ViewImplicitlyAnimating, toward position: AnimatingPosition) {
        if let animator = property as? ViewPropertyAnimator {
            animator.turn(toward: position)
            return
        }
        if property.isRunning { property.pauseAnimation() }
        property.isReversed = position == .start
        property.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
}

/// An animator whose motion Transit cannot take over from outside — no block animations, no
/// interruptible animator — because it moves its views itself at each frame (Transit's zoom runs
/// a spring from a display link): it turns its own transition around.
@MainActor
protocol SelfTurningAnimator: AnyObject {
    /// Whether the animation can turn now: it is running by itself, nothing holds it.
    var canTurnAround: Bool { get }
    /// Turns the animation from where it is on screen, carrying its velocity: toward where the
    /// transition started (`towardStart`) or on to its end again.
    func turnAround(towardStart: Bool)
}
