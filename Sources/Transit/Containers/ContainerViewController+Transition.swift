import Foundation

/// A switch to one of a `ContainerViewController`'s children, applied by its `transitionRunner`.
struct ContainerSwitch {
    let child: ViewController
    let interactive: Bool
}

extension ContainerViewController {
    /// Switches to `toViewController` (objc.io's `_transitionToChildViewController:`); refused
    /// while another switch runs.
    func transition(toChild toViewController: ViewController, interactive: Bool) {
        guard toViewController !== selectedStorage, isViewLoaded else { return }
        if transitionRunner.submit(ContainerSwitch(child: toViewController, interactive: interactive)) == .refused {
            report(
                .note, code: "container.busy",
                "selection of \(toViewController.timelineName) while a switch runs; ignored (buttons are disabled meanwhile)")
        }
    }

    /// Applies one switch; it continues while its transition runs.
    func performSwitch(to toViewController: ViewController, interactive: Bool) -> TransitionRunner<ContainerSwitch>.Progress {
        let fromViewController = selectedStorage
        guard toViewController !== fromViewController, canSwitch(to: toViewController) else { return .ended }
        let toView: View = toViewController.view
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        toView.frame = privateContainerView.bounds

        // Stage 1: no previous child (or not animating) — containment only.
        guard let fromViewController else {
            addChild(toViewController)
            privateContainerView.addSubview(toView)
            selectedStorage = toViewController
            reconcileChildAppearance(animated: false, settle: true)
            toViewController.notifyDidMove(toParent: self)
            updateButtons()
            return .ended
        }

        fromViewController.notifyWillMove(toParent: nil)
        addChild(toViewController)
        selectedStorage = toViewController
        updateButtons()
        delegate?.containerViewController(self, didSelect: toViewController)

        // Stage 2 and 3: an animator (the delegate's or ours) with a private context.
        let animator =
            delegate?.containerViewController(
                self, animationControllerForTransitionFrom: fromViewController,
                to: toViewController) ?? ContainerSlideAnimator()
        var interactionController: ViewControllerInteractiveTransitioning?
        if interactive {
            interactionController = delegate?.containerViewController(self, interactionControllerFor: animator) ?? interaction
        }
        let fromView: View = fromViewController.view
        let container = fromView.superview ?? privateContainerView
        let context = switchContext(from: fromViewController, to: toViewController, in: container)

        buttonsView.isUserInteractionEnabled = false
        for button in buttons { button.isEnabled = false }
        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interactionController,
            participants: [self],
            cleanup: { [self] in switchCleanup(from: fromViewController, to: toViewController, in: container) })
        steps.holdingAppearance = (self, [fromViewController, toViewController])
        steps.didEnd = { [self] _ in
            buttonsView.isUserInteractionEnabled = true
            for button in buttons { button.isEnabled = true }
        }
        transitionRunner.run(steps)
        return .continues
    }

    /// Turns the running switch around when `change` selects the child it leaves (or, once
    /// turned back, the child it was going to): it runs back from where it is on screen
    /// (`TransitionCoordinator.turnAround()`) and ends cancelled, the old child staying with the
    /// appearance callbacks of a cancelled switch. The delegate is told of the selection.
    func turnAround(for change: ContainerSwitch, _ running: TransitionCoordinator) -> Bool {
        guard !change.interactive, let fromVC = running.context.viewController(forKey: .from),
            let toVC = running.context.viewController(forKey: .to),
            change.child === (running.isTurnedBack ? toVC : fromVC), running.turnAround()
        else { return false }
        selectedStorage = change.child
        updateButtons()
        delegate?.containerViewController(self, didSelect: change.child)
        return true
    }

    /// The private context of a switch (objc.io's stage 2): the container is the old child's
    /// view's superview, and the frames encode the direction — going right when the new child's
    /// index is greater, the old view leaves by the container's width and the new one comes from
    /// the other side.
    private func switchContext(
        from fromViewController: ViewController, to toViewController: ViewController,
        in container: View
    ) -> TransitionContext {
        let fromIndex = viewControllers.firstIndex { $0 === fromViewController } ?? 0
        let toIndex = viewControllers.firstIndex { $0 === toViewController } ?? 0
        let goingRight = toIndex > fromIndex
        let context = TransitionContext(
            containerView: container, from: fromViewController, to: toViewController,
            fromView: fromViewController.view, toView: toViewController.view, isAnimated: true,
            isInteractive: false, presentationStyle: .custom)
        let travelDistance = goingRight ? -container.bounds.width : container.bounds.width
        let bounds = container.bounds
        context.setFrames(for: fromViewController, initial: bounds, final: bounds.offsetBy(dx: travelDistance, dy: 0))
        context.setFrames(for: toViewController, initial: bounds.offsetBy(dx: -travelDistance, dy: 0), final: bounds)
        return context
    }

    /// What the end of a switch does: completed, the old child leaves; cancelled, the old child
    /// stays, its appearance reversed and the new child's containment undone.
    private func switchCleanup(
        from fromViewController: ViewController, to toViewController: ViewController,
        in container: View
    ) -> @MainActor (Bool) -> Void {
        let fromView: View = fromViewController.view
        let toView: View = toViewController.view
        return { [self] completed in
            if completed {
                releaseAppearance(of: [fromViewController, toViewController])
                reconcileChildAppearance(animated: true, settle: true)
                fromView.removeFromSuperview()
                fromViewController.removeFromParent()
                toViewController.notifyDidMove(toParent: self)
            } else {
                // Cancelled: the old child stays. Appearance is reversed first (while both still
                // belong to the container, so the calls are recorded), then the containment of
                // the new child is undone.
                selectedStorage = fromViewController
                releaseAppearance(of: [fromViewController, toViewController])
                reconcileAppearance(of: toViewController, animated: true)
                reconcileAppearance(of: fromViewController, animated: true)
                toView.removeFromSuperview()
                toViewController.notifyWillMove(toParent: nil)
                toViewController.removeFromParent()
                fromViewController.isMovingFromParentStorage = false
                fromViewController.notifyDidMove(toParent: self)
                if fromView.superview == nil { container.addSubview(fromView) }
                // The container's bounds now: a rotation during the switch changed them.
                fromView.frame = container.bounds
                fromView.transform = .identity
                fromView.alpha = 1
                selectedStorage = fromViewController
                updateButtons()
            }
        }
    }

    /// Whether the container can adopt `toViewController`; a refusal is reported.
    private func canSwitch(to toViewController: ViewController) -> Bool {
        if let problem = adoptionProblem(toViewController) {
            report(
                .error, code: "container.invalidChild",
                "selection of \(toViewController.timelineName) in \(timelineName): \(problem); ignored")
            return false
        }
        return true
    }
}
