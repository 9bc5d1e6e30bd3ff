import Foundation

extension TabBarController {
    /// Selects `controller` now, or queues the selection while a switch runs. A user's selection
    /// asks the delegate's `shouldSelect` first (when it is applied) and reports `didSelect`.
    func requestSelection(_ controller: ViewController, byUser: Bool) {
        guard transitionInFlight == nil, changeDepth == 0 else {
            if case .select? = pending.last { pending.removeLast() }
            pending.append(.select(controller, byUser: byUser))
            report(.note, code: "tabBarController.queued",
                   "selection of \(controller.timelineName) while a tab switch or another change runs; applied when it ends")
            return
        }
        changeDepth += 1
        defer { endChange() }
        if byUser, let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedStorage?.tabBarItem
            return
        }
        _ = switchTab(to: controller, byUser: byUser, interactive: false)
    }

    /// Ends one change; when the outermost ends, applies what its callbacks queued.
    func endChange() {
        changeDepth -= 1
        if changeDepth == 0 { runPending() }
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
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: fromVC, to: toVC)
        guard let animator else {
            if interactive {
                report(.note, code: "tabBarController.noAnimator",
                       "the interactive pan needs an animator from the delegate; no switch to \(toVC.timelineName)")
                return false
            }
            selectedStorage = toVC
            tabBar.selectedItem = toVC.tabBarItem
            show(toVC, replacing: fromVC, animatedAppearance: false)
            if byUser { delegate?.tabBarController(self, didSelect: toVC) }
            return true
        }
        var interactionController = delegate?.tabBarController(self, interactionControllerFor: animator)
        if interactive, interactionController == nil { interactionController = drivenInteraction }
        if interactive { drivenInteraction = interactionController as? PercentDrivenInteractiveTransition }
        runAnimatedSwitch(from: fromVC, to: toVC, animator: animator, interactionController: interactionController)
        if byUser { delegate?.tabBarController(self, didSelect: toVC) }
        return true
    }

    /// Puts `toVC`'s view in the content area in place of `previous`'s, with unanimated
    /// appearance callbacks when the controller is on screen.
    func show(_ toVC: ViewController, replacing previous: ViewController?, animatedAppearance: Bool) {
        let toView: View = toVC.view
        reconcileChildAppearance(animated: animatedAppearance, settle: false)
        toView.frame = contentFrame(for: toVC)
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(toView)
        if let previous, previous !== toVC, let old = previous.viewIfLoaded, old.superview === transitionView {
            old.removeFromSuperview()
        }
        displayedStorage = toVC
        reconcileChildAppearance(animated: animatedAppearance, settle: true)
        updateTabBarScrollEdge()
    }

    private func runAnimatedSwitch(from fromVC: ViewController, to toVC: ViewController,
                                   animator: ViewControllerAnimatedTransitioning,
                                   interactionController: ViewControllerInteractiveTransitioning?) {
        let fromView: View = fromVC.view
        let toView: View = toVC.view
        let fromFrame = contentFrame(for: fromVC), toFrame = contentFrame(for: toVC)
        toView.frame = toFrame
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(containerView: transitionView, from: fromVC, to: toVC,
                                        fromView: fromView, toView: toView, isAnimated: true,
                                        isInteractive: false, presentationStyle: .none)
        context.setFrames(for: fromVC, initial: fromFrame, final: .zero)
        context.setFrames(for: toVC, initial: .zero, final: toFrame)
        let coordinator = TransitionCoordinator(context: context, animator: animator, interactionController: interactionController)
        transitionInFlight = coordinator
        transitionState.coordinator = coordinator
        selectedStorage = toVC
        tabBar.selectedItem = toVC.tabBarItem
        updateTabBarScrollEdge()
        holdAppearance(of: [fromVC, toVC])
        reconcileChildAppearance(animated: true, settle: false)
        coordinator.cleanup = { [self] completed in
            let kept = completed ? toVC : fromVC
            let dropped = completed ? fromVC : toVC
            let keptView = completed ? toView : fromView
            let droppedView = completed ? fromView : toView
            droppedView.removeFromSuperview()
            droppedView.transform = .identity
            droppedView.alpha = 1
            if keptView.superview !== transitionView { transitionView.addSubview(keptView) }
            keptView.frame = contentFrame(for: kept)
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
        coordinator.didEnd = { [self] _ in
            transitionInFlight = nil
            transitionState.coordinator = nil
            drivenInteraction = nil
            runPending()
        }
        coordinator.start()
    }

    /// Applies queued operations in order until one starts a new switch (inside a change, the
    /// change's end applies them).
    func runPending() {
        while transitionInFlight == nil, changeDepth == 0, !pending.isEmpty {
            switch pending.removeFirst() {
            case let .select(controller, byUser):
                guard (viewControllersStorage ?? []).contains(where: { $0 === controller }) else {
                    report(.note, code: "tabBarController.queuedSelectionDropped",
                           "queued selection of \(controller.timelineName), no longer a tab; dropped")
                    continue
                }
                requestSelection(controller, byUser: byUser)
            case let .setViewControllers(controllers, animated):
                setViewControllers(controllers, animated: animated)
            }
        }
    }
}
