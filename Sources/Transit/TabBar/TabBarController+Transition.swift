import Foundation

extension TabBarController {
    /// Selects `controller` now, or queues the selection while another change is applied. A
    /// user's selection asks the delegate's `shouldSelect` first (when it is applied) and reports
    /// `didSelect`.
    func requestSelection(_ controller: ViewController, byUser: Bool) {
        if transitionRunner.submit(.select(controller, byUser: byUser)) == .queued {
            report(
                .note, code: "tabBarController.queued",
                "selection of \(controller.timelineName) while a tab switch or another change runs; applied when it ends")
        }
    }

    /// Applies one change in its turn; it continues while the switch it started runs.
    func apply(_ operation: PendingOperation) -> TransitionRunner<PendingOperation>.Progress {
        switch operation {
        case let .select(controller, byUser):
            guard (viewControllersStorage ?? []).contains(where: { $0 === controller }) else {
                report(
                    .note, code: "tabBarController.queuedSelectionDropped",
                    "queued selection of \(controller.timelineName), no longer a tab; dropped")
                return .ended
            }
            if byUser, let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
                tabBar.selectedItem = selectedStorage?.tabBarItem
                return .ended
            }
            switchTab(to: controller, byUser: byUser, interactive: false)
        case let .pan(controller):
            if !switchTab(to: controller, byUser: true, interactive: true) || transitionRunner.running == nil {
                drivenInteraction = nil
            }
        case let .setViewControllers(controllers, animated):
            replaceViewControllers(controllers, animated: animated)
        }
        return transitionRunner.running == nil ? .ended : .continues
    }

    /// Turns the running switch around when `operation` selects the tab it leaves (or, once
    /// turned back, the tab it was going to): the switch runs back from where it is on screen,
    /// carrying its velocity (`TransitionCoordinator.turnAround()`), and ends cancelled, with the
    /// appearance callbacks of a cancelled interactive switch. A user's selection asks the
    /// delegate's `shouldSelect` first and reports `didSelect`, as every selection does; a
    /// refused one changes nothing (and counts as handled).
    func turnAround(for operation: PendingOperation, _ running: TransitionCoordinator) -> Bool {
        guard case let .select(controller, byUser) = operation,
            let fromVC = running.context.viewController(forKey: .from),
            let toVC = running.context.viewController(forKey: .to),
            controller === (running.isTurnedBack ? toVC : fromVC)
        else { return false }
        if byUser, let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedStorage?.tabBarItem
            return true
        }
        guard running.turnAround() else { return false }
        selectedStorage = controller
        tabBar.selectedItem = controller.tabBarItem
        updateTabBarScrollEdge()
        if byUser { delegate?.tabBarController(self, didSelect: controller) }
        return true
    }

    /// Switches to `toVC`; returns whether the selection changed or a switch started. An
    /// interactive switch needs an animator: without one nothing happens (noted as
    /// `tabBarController.noAnimator`).
    @discardableResult
    func switchTab(to toVC: ViewController, byUser: Bool, interactive: Bool) -> Bool {
        let fromVC = selectedStorage
        guard toVC !== fromVC else {
            if byUser { delegate?.tabBarController(self, didSelect: toVC) }
            return false
        }
        guard let fromVC, isViewLoaded, view.window != nil, let shown = displayedStorage, shown === fromVC else {
            // Not on screen (or nothing shown yet): change the selection without animation.
            selectedStorage = toVC
            tabBar.selectedItem = toVC.tabBarItem
            if isViewLoaded { show(toVC, replacing: displayedStorage, animatedAppearance: false) }
            if byUser { delegate?.tabBarController(self, didSelect: toVC) }
            return true
        }
        let vended = delegate?.tabBarController(self, animationControllerForTransitionFrom: fromVC, to: toVC)
        guard let animator = vended ?? selectionTransition.makeAnimator() else {
            if interactive {
                report(
                    .note, code: "tabBarController.noAnimator",
                    "the interactive pan needs an animator from the delegate or the cross-fade "
                        + "(selectionTransition); no switch to \(toVC.timelineName)")
                return false
            }
            selectedStorage = toVC
            tabBar.selectedItem = toVC.tabBarItem
            show(toVC, replacing: fromVC, animatedAppearance: false)
            if byUser { delegate?.tabBarController(self, didSelect: toVC) }
            return true
        }
        // The delegate is asked for an interaction controller for its own animator only.
        var interactionController = vended == nil ? nil : delegate?.tabBarController(self, interactionControllerFor: animator)
        if interactive, interactionController == nil { interactionController = drivenInteraction }
        if interactive { drivenInteraction = interactionController as? PercentDrivenInteractiveTransition }
        runAnimatedSwitch(from: fromVC, to: toVC, animator: animator, interactionController: interactionController)
        if byUser { delegate?.tabBarController(self, didSelect: toVC) }
        return true
    }

    /// Puts `toVC`'s view (and the presentations in its context) in the content area in place of
    /// `previous`'s, with unanimated appearance callbacks when the controller is on screen.
    func show(_ toVC: ViewController, replacing previous: ViewController?, animatedAppearance: Bool) {
        let toView: View = toVC.view
        reconcileChildAppearance(animated: animatedAppearance, settle: false)
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // With the presentations shown in its context, which come and go with it.
        toVC.showInContext(in: transitionView, frame: contentFrame(for: toVC))
        if let previous, previous !== toVC { previous.hideFromContext(in: transitionView) }
        displayedStorage = toVC
        reconcileChildAppearance(animated: animatedAppearance, settle: true)
        updateTabBarScrollEdge()
    }

    private func runAnimatedSwitch(
        from fromVC: ViewController, to toVC: ViewController,
        animator: ViewControllerAnimatedTransitioning,
        interactionController: ViewControllerInteractiveTransitioning?
    ) {
        let fromView: View = fromVC.view
        let toView: View = toVC.view
        let fromFrame = contentFrame(for: fromVC), toFrame = contentFrame(for: toVC)
        toView.frame = toFrame
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(
            containerView: transitionView, from: fromVC, to: toVC,
            fromView: fromView, toView: toView, isAnimated: true,
            isInteractive: false, presentationStyle: .none)
        context.setFrames(for: fromVC, initial: fromFrame, final: .zero)
        context.setFrames(for: toVC, initial: .zero, final: toFrame)
        selectedStorage = toVC
        tabBar.selectedItem = toVC.tabBarItem
        updateTabBarScrollEdge()
        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interactionController,
            participants: [self],
            cleanup: { [self] in switchCleanup(from: fromVC, to: toVC) })
        steps.holdingAppearance = (self, [fromVC, toVC])
        steps.didEnd = { [self] _ in drivenInteraction = nil }
        transitionRunner.run(steps)
    }

    /// What the end of a switch does: the kept controller's view stays (the new one's when
    /// completed, the old one's when cancelled), the other leaves, and appearance settles.
    private func switchCleanup(from fromVC: ViewController, to toVC: ViewController) -> @MainActor (Bool) -> Void {
        let fromView: View = fromVC.view
        let toView: View = toVC.view
        return { [self] completed in
            let kept = completed ? toVC : fromVC
            let dropped = completed ? fromVC : toVC
            let keptView = completed ? toView : fromView
            let droppedView = completed ? fromView : toView
            dropped.hideFromContext(in: transitionView)
            droppedView.removeFromSuperview()
            droppedView.transform = .identity
            droppedView.alpha = 1
            // A view a current-context presentation took off screen stays off, whatever the
            // animator did with it; the presentations in the kept tab's context come with it.
            if kept.transitionState.presenterViewHome != nil { keptView.removeFromSuperview() }
            kept.showInContext(in: transitionView, frame: contentFrame(for: kept))
            displayedStorage = kept
            selectedStorage = kept
            tabBar.selectedItem = kept.tabBarItem
            updateTabBarScrollEdge()
            releaseAppearance(of: [fromVC, toVC])
            if !completed {
                reconcileAppearance(of: dropped, animated: true)
                reconcileAppearance(of: kept, animated: true)
            }
            reconcileChildAppearance(animated: true, settle: true)
        }
    }
}
