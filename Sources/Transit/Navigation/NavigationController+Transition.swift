import Foundation

/// Showing one queued change: containment, appearance, the bar and the animator, in UIKit's order.
extension NavigationController {
    /// The frames a push or pop gives its controllers (`initialFrame(for:)`/`finalFrame(for:)`):
    /// the incoming controller of a push starts one width to the right, the outgoing one ends
    /// `NavigationSlideAnimator.parallaxFraction` of the width to the left; a pop mirrors this.
    /// Right to left (`rightToLeft`, the navigation controller's view's direction), everything
    /// is mirrored: a push comes in from the left edge, as UIKit's does.
    static func frames(for operation: Operation, from: CGRect, to: CGRect, rightToLeft: Bool = false)
        -> (fromInitial: CGRect, fromFinal: CGRect, toInitial: CGRect, toFinal: CGRect)
    {
        let width = max(from.width, to.width) * (rightToLeft ? -1 : 1)
        let pop = operation == .pop
        let fromFinal =
            pop
            ? from.offsetBy(dx: width, dy: 0)
            : from.offsetBy(dx: -width * NavigationSlideAnimator.parallaxFraction, dy: 0)
        let toInitial =
            pop
            ? to.offsetBy(dx: -width * NavigationSlideAnimator.parallaxFraction, dy: 0)
            : to.offsetBy(dx: width, dy: 0)
        return (from, fromFinal, toInitial, to)
    }

    /// Shows one change: ends with it when shown without animation, else its transition ends it.
    func perform(_ change: NavigationChange) -> TransitionRunner<NavigationChange>.Progress {
        let from = shownStack
        var target = change.applied(to: from)
        if case .push(let vc) = change.kind, from.contains(where: { $0 === vc }) {
            report(
                .error, code: "navigation.invalidController",
                "pushViewController on \(timelineName): \(vc.timelineName) is already in the stack; nothing changed")
            target = from
        }
        // Checked again when the change is shown: a controller queued here may have been adopted
        // by another container (or presented) meanwhile.
        target = target.filter { vc in
            guard !from.contains(where: { $0 === vc }), let problem = adoptionProblem(vc) else { return true }
            report(
                .error, code: "navigation.invalidController",
                "\(timelineName): \(problem) by the time its queued change was shown; left out of the stack")
            return false
        }
        if target.isEmpty, !from.isEmpty { target = from }
        let fromVC = from.last, toVC = target.last
        let removed = from.filter { vc in !target.contains { $0 === vc } }
        let added = target.filter { vc in !from.contains { $0 === vc } }
        guard fromVC !== toVC || !removed.isEmpty || !added.isEmpty || from.count != target.count else {
            return .ended
        }
        for vc in added where vc.parent !== self { addChild(vc) }
        for vc in removed { vc.notifyWillMove(toParent: nil) }
        shownStack = target
        // `children` lists the stack in stack order (then the controllers on their way out).
        childrenStorage = target + childrenStorage.filter { child in !target.contains { $0 === child } }
        let operation: Operation =
            fromVC == nil || toVC == nil || fromVC === toVC
            ? .none : (from.contains { $0 === toVC } ? .pop : .push)
        let inWindow = isViewLoaded && view.window != nil
        let animated = change.animated && operation != .none && inWindow
        if let toVC, toVC !== fromVC, let delegate {
            recordDelegate("navigationController(_:willShow: \(toVC.timelineName), animated: \(animated))")
            delegate.navigationController(self, willShow: toVC, animated: animated)
        }
        if animated, let fromVC, let toVC {
            runAnimated(
                from: fromVC, to: toVC, operation: operation, removed: removed, added: added,
                previous: from, interactive: change.interactive)
            return .continues
        }
        swapImmediately(from: fromVC, to: toVC, removed: removed, added: added)
        return .ended
    }

    /// A change shown without animation: views swap at once, appearance begins and ends at once.
    private func swapImmediately(
        from fromVC: ViewController?, to toVC: ViewController?,
        removed: [ViewController], added: [ViewController]
    ) {
        let changesTop = fromVC !== toVC
        if isViewLoaded {
            layoutNavigation()
            if changesTop, let toVC { install(toVC) }
            reconcileChildAppearance(animated: false, settle: false)
            navigationBar.showItems(shownStack.map(\.navigationItem))
            updateBarFromContent()
            if changesTop { fromVC?.viewIfLoaded?.removeFromSuperview() }
            for vc in removed where vc.viewIfLoaded?.superview === transitionContainer { vc.view.removeFromSuperview() }
            reconcileChildAppearance(animated: false, settle: true)
        }
        for vc in removed { vc.removeFromParent() }
        for vc in added { vc.notifyDidMove(toParent: self) }
        if changesTop, let toVC, let delegate {
            recordDelegate("navigationController(_:didShow: \(toVC.timelineName), animated: false)")
            delegate.navigationController(self, didShow: toVC, animated: false)
        }
    }

    /// A push or pop run by an animator through a transition coordinator.
    private func runAnimated(
        from fromVC: ViewController, to toVC: ViewController, operation: Operation,
        removed: [ViewController], added: [ViewController], previous: [ViewController],
        interactive: Bool
    ) {
        layoutNavigation()
        let container = transitionContainer
        let fromView: View = fromVC.view
        let toView: View = toVC.view
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let frames = Self.frames(
            for: operation, from: contentFrame(for: fromVC), to: contentFrame(for: toVC),
            rightToLeft: view.isRightToLeft)
        let context = TransitionContext(
            containerView: container, from: fromVC, to: toVC,
            fromView: fromView, toView: toView, isAnimated: true, isInteractive: false)
        context.setFrames(for: fromVC, initial: frames.fromInitial, final: frames.fromFinal)
        context.setFrames(for: toVC, initial: frames.toInitial, final: frames.toFinal)

        let (animator, interaction) = navigationAnimator(
            from: fromVC, to: toVC, operation: operation,
            interactive: interactive)
        edgeDriven = interactive ? interaction as? PercentDrivenInteractiveTransition : nil

        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interaction, participants: [self],
            cleanup: { [self] in
                navigationCleanup(
                    from: fromVC, to: toVC, removed: removed, added: added,
                    previous: previous, in: container)
            })
        steps.holdingAppearance = (self, [fromVC, toVC])
        steps.willBegin = { [self] coordinator in
            navigationBar.transition(
                to: shownStack.map(\.navigationItem), push: operation == .push, coordinator: coordinator,
                incomingExtent: { [weak self] in self?.restingLargeTitleExtent(for: toVC) ?? 0 },
                alongside: { [weak self] in self?.animateBar(to: toVC) },
                settle: { [weak self] cancelled in self?.settleBar(on: cancelled ? fromVC : toVC) })
        }
        steps.completion = { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.recordDelegate("navigationController(_:didShow: \(toVC.timelineName), animated: true)")
            delegate.navigationController(self, didShow: toVC, animated: true)
        }
        steps.didEnd = { [weak self] _ in
            self?.edgeDriven = nil
            self?.runningStacks = nil
        }
        runningStacks = (previous, shownStack)
        transitionRunner.run(steps)
    }

    /// The animator of a push or pop and its interaction controller: the delegate's (asked for
    /// the interaction controller only when it gives an animator), else the moving controller's
    /// `preferredTransition`, else a layout-to-layout collection transition, else the system's
    /// slide; an edge-swipe pop without an interaction controller of its own is driven by the
    /// edge interaction.
    private func navigationAnimator(
        from fromVC: ViewController, to toVC: ViewController, operation: Operation,
        interactive: Bool
    ) -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?) {
        if delegate != nil {
            recordDelegate(
                "navigationController(_:animationControllerFor: \(operation), from: \(fromVC.timelineName), to: \(toVC.timelineName))"
            )
        }
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: fromVC, to: toVC)
        // The pushed (or popped) controller's `preferredTransition`, when no delegate animator.
        let zoomedVC = operation == .pop ? fromVC : toVC
        let preferred =
            custom == nil
            ? zoomedVC.preferredTransition?.makeAnimator(
                forward: operation != .pop, zoomed: zoomedVC,
                source: operation == .pop ? toVC : fromVC)
            : nil
        let chosen: ViewControllerAnimatedTransitioning? = custom ?? preferred?.animator
        let layoutToLayout: ViewControllerAnimatedTransitioning? = LayoutToLayoutNavigationAnimator.animator(
            for: operation, from: fromVC, to: toVC)
        let animator: ViewControllerAnimatedTransitioning =
            chosen ?? layoutToLayout ?? NavigationSlideAnimator(operation: operation)
        var interaction: ViewControllerInteractiveTransitioning? = preferred?.interaction
        if let custom, let delegate {
            recordDelegate("navigationController(_:interactionControllerFor:)")
            interaction = delegate.navigationController(self, interactionControllerFor: custom)
        }
        if interaction == nil, interactive { interaction = edgeInteraction }
        return (animator, interaction)
    }

    /// What the end of a push or pop does: completed, the views and containment of the new stack
    /// settle; cancelled, the previous stack comes back with its appearance and containment.
    private func navigationCleanup(
        from fromVC: ViewController, to toVC: ViewController, removed: [ViewController],
        added: [ViewController], previous: [ViewController],
        in container: View
    ) -> @MainActor (Bool) -> Void {
        let fromView: View = fromVC.view
        let toView: View = toVC.view
        return { [self] completed in
            if completed {
                for vc in removed where vc.viewIfLoaded?.superview === container { vc.view.removeFromSuperview() }
                if fromView.superview === container { fromView.removeFromSuperview() }
                if toView.superview !== container { container.addSubview(toView) }
                // The context's final frame, as the container is now (its size may have changed).
                if toView.transform.isIdentity { toView.frame = self.contentFrame(for: toVC) }
                releaseAppearance(of: [fromVC, toVC])
                reconcileChildAppearance(animated: true, settle: true)
                for vc in removed { vc.removeFromParent() }
                for vc in added { vc.notifyDidMove(toParent: self) }
                return
            }
            shownStack = previous
            if toView.superview === container { toView.removeFromSuperview() }
            View.performWithoutAnimation {
                fromView.transform = .identity
                fromView.alpha = 1
            }
            install(fromVC)
            releaseAppearance(of: [fromVC, toVC])
            reconcileAppearance(of: toVC, animated: true)
            reconcileAppearance(of: fromVC, animated: true)
            reconcileChildAppearance(animated: true, settle: true)
            for vc in added {
                vc.notifyWillMove(toParent: nil)
                vc.removeFromParent()
            }
            for vc in removed {
                vc.isMovingFromParentStorage = false
                vc.notifyDidMove(toParent: self)
            }
        }
    }

    /// Turns the running push or pop around when `change` asks for the stack it started from (a
    /// pop, or a back tap, during a push; pushing the popped controller again during a pop), or,
    /// once turned back, for the stack it was going to: the transition runs back (or forward
    /// again) from where it is on screen, carrying its velocity, instead of the change waiting
    /// for it (iOS 26's interruptible navigation; see `TransitionCoordinator.turnAround()`).
    /// Turned back, the transition ends cancelled: the controllers get the appearance callbacks
    /// and the bar the items of a cancelled interactive pop, and the delegate's `didShow` is not
    /// called. An unanimated change, or one that leads anywhere else, waits its turn.
    func turnAround(for change: NavigationChange, _ running: TransitionCoordinator) -> Bool {
        guard change.animated, !change.interactive, let stacks = runningStacks else { return false }
        let other = running.isTurnedBack ? stacks.target : stacks.previous
        guard change.applied(to: shownStack).elementsEqual(other, by: ===), running.turnAround() else { return false }
        shownStack = other
        return true
    }

    /// Records a call into the delegate in the timeline, under the delegate's type name.
    func recordDelegate(_ callback: String) {
        guard let delegate else { return }
        callbackTimeline?.record(String(describing: type(of: delegate)), callback)
    }
}
