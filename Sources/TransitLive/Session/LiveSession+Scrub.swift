import Foundation

/// Scrubbing the running transition with the keys ([ and ]), through the paths UIKit gives a
/// transition for being moved by hand, so the transition's own animations do the work:
///
/// - an interactive transition driven by a `PercentDrivenInteractiveTransition` (no finger on
///   it, or one resting) moves by `update(_:)`, as a gesture would move it;
/// - a transition running on its own moves through its animator's interruptible animator
///   (`interruptibleAnimator(using:)`, which every catalogue entry vends): content time pauses,
///   the animator pauses (`pauseAnimation()`) and its `fractionComplete` moves by a twentieth
///   per key, between 0 and 1. Resuming (space) or stepping a frame (→) starts it again from
///   there (`startAnimation()`), as a paused `UIViewPropertyAnimator` resumes, and the
///   transition runs on to its end.
///
/// A transition with neither — block animations started in `animateTransition(using:)` and no
/// interaction controller — offers no way to be moved by hand; the overlay says so.
extension LiveSession {
    /// The share of the transition's way one scrub key moves it: a twentieth.
    static let scrubStep: CGFloat = 0.05

    /// After a frame step: notes the newest running transition and what the overlay says about
    /// it. A transition that ended in the step is shown one last time.
    func trackRunningTransition() {
        let running = window.runningTransitions.last
        if let previous = scrubbed, previous !== running {
            overlayState.phase = phase(of: previous)
            scrubbed = nil
            heldAnimator = nil
        }
        guard let running else {
            if showsOverlay { noteVisibleViews() }
            return
        }
        scrubbed = running
        overlayState.phase = phase(of: running)
        if let driven = running.interactionController as? PercentDrivenInteractiveTransition, running.context.isInteractive {
            overlayState.fraction = driven.percentComplete
        } else if let held = heldAnimator {
            overlayState.fraction = held.fractionComplete
        }
    }

    /// Moves the running transition a twentieth of its way forward or back (see above).
    func scrub(forward: Bool, at displayTime: TimeInterval) {
        needsPresent = true
        guard preludeStart == nil, let coordinator = scrubbed, !coordinator.context.isCompleted else {
            overlayState.note = "[ and ]: no transition is running"
            return
        }
        overlayState.note = nil
        let step = forward ? Self.scrubStep : -Self.scrubStep
        if coordinator.context.isInteractive,
            let driven = coordinator.interactionController as? PercentDrivenInteractiveTransition
        {
            driven.update(driven.percentComplete + step)
            overlayState.fraction = driven.percentComplete
            return
        }
        guard let animator = heldAnimator ?? coordinator.interruptibleAnimator, animator.state == .active else {
            overlayState.note = "[ and ]: this transition's animator offers no interruptible animator to scrub"
            return
        }
        if pausedTime == nil { togglePause(at: displayTime) }
        if animator.isRunning { animator.pauseAnimation() }
        heldAnimator = animator
        animator.fractionComplete = min(max(animator.fractionComplete + step, 0), 1)
        overlayState.fraction = animator.fractionComplete
    }

    /// Lets a transition the keys hold run on from where they left it.
    func releaseHeldAnimator() {
        guard let animator = heldAnimator else { return }
        heldAnimator = nil
        if animator.state == .active, !animator.isRunning { animator.startAnimation() }
        needsPresent = true
    }

    /// The transition's last callback, as the window's `CallbackTimeline` recorded it
    /// (`"PushAnimator.animateTransition(using:)"`), or `completeTransition(_:)` with the
    /// animator's result once it has called it.
    func phase(of coordinator: TransitionCoordinator) -> String {
        if let didComplete = coordinator.context.didComplete { return "completeTransition(\(didComplete))" }
        var names = [String(describing: type(of: coordinator.animator))]
        if let interaction = coordinator.interactionController { names.append(String(describing: type(of: interaction))) }
        guard let entry = window.timeline.entries.last(where: { names.contains($0.object) }) else { return "" }
        return entry.object + "." + entry.callback
    }
}
