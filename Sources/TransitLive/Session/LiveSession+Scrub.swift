import Foundation

/// Scrubbing the running transition with the keys ([ and ]), through the paths UIKit and Core
/// Animation give a transition for being moved by hand, so the transition's own animations do
/// the work:
///
/// - an interactive transition driven by a `PercentDrivenInteractiveTransition` (no finger on
///   it, or one resting) moves by `update(_:)`, as a gesture would move it;
/// - a transition running on its own whose animator vends an interruptible animator
///   (`interruptibleAnimator(using:)`, as every catalogue entry does) moves through it: content
///   time pauses, the animator pauses (`pauseAnimation()`) and its `fractionComplete` moves by a
///   twentieth per key, between 0 and 1. Resuming (space) or stepping a frame (→) starts it again
///   from there (`startAnimation()`), as a paused `UIViewPropertyAnimator` resumes;
/// - any other transition running on its own — block animations (`View.animate`) started in
///   `animateTransition(using:)`, with no interruptible animator — moves by its layer tree's
///   time (`LiveSession+LayerTime`): content time pauses, the window's layer stops (`speed` 0)
///   and its `timeOffset` moves by a twentieth of the transition's duration per key, between the
///   transition's start and its end, as Core Animation's classic pause-and-scrub of a layer
///   tree does. Every animation in the window follows its layers' time, so the whole screen
///   shows the moment chosen. Resuming or stepping a frame lets the tree run on from there.
///
/// Either way the transition then runs on to its end from where the keys left it.
extension LiveSession {
    /// The share of the transition's way one scrub key moves it: a twentieth.
    static let scrubStep: CGFloat = 0.05

    /// After a frame step: notes the newest running transition (and where on the window's layer
    /// time it began) and what the overlay says about it. A transition that ended in the step is
    /// shown one last time.
    func trackRunningTransition() {
        let running = window.runningTransitions.last
        if let previous = scrubbed, previous !== running {
            overlayState.phase = phase(of: previous)
            scrubbed = nil
            heldAnimator = nil
        }
        restoreLayerTimingWhenIdle()
        guard let running else {
            if showsOverlay { noteVisibleViews() }
            return
        }
        if scrubbed !== running { scrubbedStart = windowLayerTime }
        scrubbed = running
        overlayState.phase = phase(of: running)
        if let driven = running.interactionController as? PercentDrivenInteractiveTransition, running.context.isInteractive {
            overlayState.fraction = driven.percentComplete
        } else if let held = heldAnimator {
            overlayState.fraction = held.fractionComplete
        } else if let hold = layerTimeHold {
            overlayState.fraction = fraction(at: hold.time, of: running)
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
        if pausedTime == nil { togglePause(at: displayTime) }
        if layerTimeHold == nil, let animator = heldAnimator ?? coordinator.interruptibleAnimator, animator.state == .active {
            if animator.isRunning { animator.pauseAnimation() }
            heldAnimator = animator
            animator.fractionComplete = min(max(animator.fractionComplete + step, 0), 1)
            overlayState.fraction = animator.fractionComplete
            return
        }
        scrubLayerTime(of: coordinator, by: step)
    }

    /// Lets a transition the keys hold run on from where they left it: its interruptible
    /// animator starts again, or its layer tree's time runs again.
    func releaseScrub() {
        releaseLayerTime()
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
