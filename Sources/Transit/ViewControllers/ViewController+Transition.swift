import Foundation

extension ViewController {
    /// Transitions between two of this controller's children
    /// (`UIViewController.transition(from:to:duration:options:animations:completion:)`).
    ///
    /// As in UIKit: `toViewController`'s view is added to the superview of `fromViewController`'s
    /// view (above it), `animations` runs as a `View.animate` block with `duration` and
    /// `options` (a zero duration makes the changes without animating), and when the animation
    /// ends `fromViewController`'s view is removed from its superview. With a transition effect
    /// in `options` (`transitionCrossDissolve`, the flips), the effect plays on that superview as
    /// `View.transition(with:duration:options:animations:completion:)` does, from its content
    /// before to its content after the to-view is added and `animations` ran. The containment
    /// calls stay with the container (`willMove(toParent: nil)` before, `removeFromParent()` and
    /// `didMove(toParent:)` in `completion`).
    ///
    /// Appearance: when this controller forwards appearance automatically and its view is in a
    /// window, `fromViewController` gets `viewWillDisappear` and `toViewController`
    /// `viewWillAppear` before the animation starts, and `viewDidDisappear` / `viewDidAppear`
    /// after it ends, before `completion` runs; `animated` is `duration > 0`. This controller's
    /// own `viewDidAppear` in the meantime (a tab switch to it still running) does not end
    /// theirs early: the transition's end does. When the controller
    /// forwards appearance itself (`shouldAutomaticallyForwardAppearanceMethods` is `false`), no
    /// appearance callback is made: the container calls `beginAppearanceTransition(_:animated:)`
    /// and `endAppearanceTransition()` on the children itself.
    ///
    /// Misuse, which UIKit answers with an exception, is reported (`transition.invalid`) and the
    /// call is ignored: `completion` is not called and nothing changes. That covers a controller
    /// that is not a child of this one, the same controller as both, and a `fromViewController`
    /// whose view is not in a view hierarchy. A negative or non-finite duration is reported
    /// (`transition.invalidDuration`) and treated as zero.
    public func transition(
        from fromViewController: ViewController,
        to toViewController: ViewController,
        duration: TimeInterval,
        options: View.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard
            let container = validatedTransitionContainer(
                from: fromViewController,
                to: toViewController)
        else { return }
        let duration = validatedChildTransitionDuration(duration, from: fromViewController, to: toViewController)
        let animated = duration > 0
        // Children appear only in a container that is on screen (or on its way there): one that
        // left (a tab that was switched away) forwards its own appearance when it comes back.
        let forwards =
            shouldAutomaticallyForwardAppearanceMethods && viewIfLoaded?.window != nil
            && appearanceStateStorage.isOnScreen
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let fromView: View = fromViewController.view
        let toView: View = toViewController.view
        transitionState.latestChildTransitionTarget = ObjectIdentifier(toViewController)
        let participants = [ObjectIdentifier(fromViewController), ObjectIdentifier(toViewController)]
        transitionState.childTransitionParticipants += participants
        let finish: (Bool) -> Void = { [weak self] finished in
            self?.releaseChildTransitionParticipants(participants)
            // A later transition may have brought the from-controller back meanwhile: its view
            // then stays. (Being on screen again is not that: the container may have left the
            // screen and come back mid-way, which forwards appearance to both children.) Only
            // the appearance transitions begun here and still running in the same direction are
            // ended here; others belong to whoever changed them (the container leaving the
            // screen, or a later transition that reversed them).
            let broughtBack = self?.transitionState.latestChildTransitionTarget == ObjectIdentifier(fromViewController)
            if fromView.superview != nil, !broughtBack { fromView.removeFromSuperview() }
            self?.settleSwappedChildren(from: fromViewController, to: toViewController)
            completion?(finished)
        }
        if options.transitionKind != 0 {
            // A transition effect plays on the shared superview, from its content before the
            // to-view joins to its content after (`View.transition(with:…)`).
            View.transition(
                with: container, duration: duration, options: options,
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    animations?()
                },
                completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            View.animate(
                withDuration: duration, delay: 0, options: options,
                animations: { animations?() }, completion: finish)
        }
    }

    /// `duration`, or zero for a negative or non-finite one, which is reported
    /// (`transition.invalidDuration`).
    private func validatedChildTransitionDuration(
        _ duration: TimeInterval, from fromViewController: ViewController, to toViewController: ViewController
    ) -> TimeInterval {
        if duration.isFinite && duration >= 0 { return duration }
        report(
            .warning, code: "transition.invalidDuration",
            "transition(from: \(fromViewController.timelineName), to: "
                + "\(toViewController.timelineName)) with duration \(duration); using 0")
        return 0
    }

    /// Forgets the two children of a `transition(from:to:…)` that ended (once each: another
    /// transition may still move them).
    private func releaseChildTransitionParticipants(_ participants: [ObjectIdentifier]) {
        for id in participants {
            if let index = transitionState.childTransitionParticipants.firstIndex(of: id) {
                transitionState.childTransitionParticipants.remove(at: index)
            }
        }
    }

    /// Ends the appearance of the two children of a finished `transition(from:to:…)` in step with
    /// this container: a child not shown — its view left the container, or the container is off
    /// screen — ends disappeared (it may have been made to appear meanwhile, by the container
    /// coming back, or by the transition's start while the container was leaving), and the child
    /// shown ends appeared. Nothing happens for a container that forwards appearance itself.
    private func settleSwappedChildren(from fromViewController: ViewController, to toViewController: ViewController) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return }
        for child in [fromViewController, toViewController] {
            let shown = appearanceStateStorage.isOnScreen && child.viewIfLoaded?.isInside(root) == true
            if !shown {
                // Left the container, or the container left the screen while it was appearing.
                if child.appearanceStateStorage.isOnScreen {
                    child.beginAppearance(false, animated: child.appearanceAnimated, reportsUnbalanced: false)
                }
                if child.appearanceStateStorage == .disappearing { child.endAppearance(reportsUnbalanced: false) }
            } else if child === toViewController, child.appearanceStateStorage == .appearing {
                child.endAppearance(reportsUnbalanced: false)
            }
        }
    }

    /// Checks `transition(from:to:…)`'s preconditions; returns the view both views share, or
    /// reports and returns `nil`.
    private func validatedTransitionContainer(
        from: ViewController,
        to: ViewController
    ) -> View? {
        let call = "transition(from: \(from.timelineName), to: \(to.timelineName))"
        func fail(_ reason: String) -> View? {
            report(.error, code: "transition.invalid", "\(call) on \(timelineName): \(reason); ignored")
            return nil
        }
        if from === to { return fail("the two controllers are the same") }
        if from.parentStorage !== self {
            return fail("\(from.timelineName) is not a child of \(timelineName)")
        }
        if to.parentStorage !== self {
            return fail("\(to.timelineName) is not a child of \(timelineName)")
        }
        guard let container = from.viewIfLoaded?.superview else {
            return fail("the view of \(from.timelineName) is not in a view hierarchy")
        }
        if let toView = to.viewIfLoaded, container.isInside(toView) {
            return fail("the view of \(to.timelineName) contains the view of \(from.timelineName)")
        }
        return container
    }
}
