import Foundation

/// The presentation and dismissal transitions, in UIKit's order (DESIGN §4).
extension ViewController {
    /// Starts the presentation of `presented` (already linked) by this controller's request.
    func beginPresentation(
        of presented: ViewController, by presenter: ViewController, animated: Bool,
        in window: Window, completion: (@MainActor () -> Void)?
    ) {
        // 1. The presentation controller (for `.custom`, from the delegate, first of all).
        let (controller, style) = presentationController(for: presented, by: presenter, in: window)
        // 2. The animator, then (only if there is one) the interaction controller.
        let (animator, interaction) = presentationAnimator(
            for: presented, by: presenter, controller: controller,
            animated: animated, in: window)
        // 3. The container, over the presentation context.
        let container = presentationContainer(for: controller, by: presenter, style: style, in: window)

        // 4. Context and coordinator.
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: View = presenter.view
        let presentedView = controller.presentedView
        let context = TransitionContext(
            containerView: container, from: presenter, to: presented,
            fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            isAnimated: animated, isInteractive: false, presentationStyle: style)
        let frame = container.convert(presenterView.bounds, from: presenterView)
        context.setFrames(for: presenter, initial: frame, final: frame)
        context.setFrames(for: presented, initial: .zero, final: controller.frameOfPresentedViewInContainerView)
        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interaction,
            participants: [presented, presenter],
            cleanup: {
                Self.presentationCleanup(
                    of: presented, showing: presentedView, by: presenter,
                    removingItsView: removesPresenter, controller: controller,
                    container: container, animated: animated, in: window)
            })
        // 5. Appearance, then the presentation controller, then the animation.
        steps.willBegin = { _ in
            presented.isBeingPresented = true
            if removesPresenter { presenter.beginTransitionAppearance(false, animated: animated) }
            presented.beginTransitionAppearance(true, animated: animated)
            window.timeline.record(controller.timelineName, "presentationTransitionWillBegin()")
            controller.presentationTransitionWillBegin()
        }
        steps.completion = completion
        steps.didEnd = { _ in window.updateStatusBarAppearance() }
        window.transitionRunner.run(steps)
    }

    /// The presentation controller of a presentation and the style it runs in: from the
    /// transitioning delegate first of all for `.custom`, else the one prepared by
    /// `presentationController`'s early access or the system's for the style, then adapted to the
    /// window's traits. Links it to both controllers and installs the presented one in `window`.
    private func presentationController(
        for presented: ViewController, by presenter: ViewController,
        in window: Window
    ) -> (PresentationController, ModalPresentationStyle) {
        var style = presented.resolvedPresentationStyle
        var controller: PresentationController
        if style == .custom {
            let delegate = presented.transitioningDelegate
            window.timeline.record(
                delegate.map { String(describing: type(of: $0)) } ?? "",
                "presentationController(forPresented:presenting:source:)")
            controller =
                delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? Self.systemPresentationController(for: .custom, presented: presented, presenting: presenter)
        } else if let prepared = presented.transitionState.preparedPresentationController, prepared.style == style {
            controller = prepared.controller
            controller.presentingViewController = presenter
            controller.retainPresented()
        } else {
            controller = Self.systemPresentationController(for: style, presented: presented, presenting: presenter)
        }
        presented.transitionState.preparedPresentationController = nil
        (controller, style) = Self.adaptPresentation(of: presented, controller: controller, style: style, in: window)
        presented.transitionState.presentationStyleInUse = style
        presenter.transitionState.ownedPresentationController = controller
        presented.transitionState.presentationController = controller
        // The presented controller belongs to this window from now until its dismissal ends, so
        // its callbacks are recorded there even while its view is out of the window.
        presented.install(in: window)
        return (controller, style)
    }

    /// The animator of a presentation and its interaction controller: the transitioning
    /// delegate's (asked for the interaction controller only when it gives an animator), else
    /// the presented controller's `preferredTransition`, else the system's modal animation.
    private func presentationAnimator(
        for presented: ViewController, by presenter: ViewController,
        controller: PresentationController, animated: Bool, in window: Window
    ) -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?) {
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        let isSheet = controller is SheetPresentationController
        if animated, let delegate = presented.transitioningDelegate {
            let delegateName = String(describing: type(of: delegate))
            window.timeline.record(delegateName, "animationController(forPresented:presenting:source:)")
            animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self)
            if let animator {
                window.timeline.record(delegateName, "interactionControllerForPresentation(using:)")
                interaction = delegate.interactionControllerForPresentation(using: animator)
            }
        }
        if animator == nil, animated, let preferred = presented.preferredTransition {
            (animator, interaction) = preferred.makeAnimator(forward: true, zoomed: presented, source: self, sheet: isSheet)
        }
        let system =
            animated
            ? ModalTransitionAnimator(style: presented.modalTransitionStyle, for: controller, isPresenting: true)
            : ModalTransitionAnimator.immediate(isPresenting: true)
        return (animator ?? system, interaction)
    }

    /// A new container view for a presentation, over its presentation context (the window, or
    /// the context controller's view for the current-context styles), linked to `controller`.
    private func presentationContainer(
        for controller: PresentationController, by presenter: ViewController,
        style: ModalPresentationStyle, in window: Window
    ) -> PresentationContainerView {
        let contextView = presentationContextView(
            of: presenter, style: style, window: window,
            fullscreen: controller.shouldPresentInFullscreen)
        let container = PresentationContainerView(frame: contextView.frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        if contextView !== window, let superview = contextView.superview {
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            window.addSubview(container)
        }
        controller.containerView = container
        controller.isTransitioning = true
        return container
    }

    /// What the end of a presentation does, completed or cancelled: views back in place,
    /// `presentationTransitionDidEnd(_:)`, appearance settled, and on cancellation every link
    /// the presentation made undone.
    private static func presentationCleanup(
        of presented: ViewController, showing presentedView: View?,
        by presenter: ViewController, removingItsView removesPresenter: Bool,
        controller: PresentationController, container: View, animated: Bool,
        in window: Window
    ) -> @MainActor (Bool) -> Void {
        let presenterView: View = presenter.view
        let presenterPlace = ViewPlace(of: presenterView)
        return { completed in
            controller.isTransitioning = false
            // An animator may have moved the presenter's view into the container (Apple's
            // recipes add both views); it goes back where it was before anything else.
            presenterPlace.restore(presenterView, ifInside: container)
            if completed {
                if let presentedView, presentedView.superview == nil {
                    presentedView.frame = controller.frameOfPresentedViewInContainerView
                    container.addSubview(presentedView)
                }
                if removesPresenter {
                    // Where the view was before the presentation began: the animator may already
                    // have removed it (Apple's recipes remove the from view when they finish).
                    presenter.transitionState.presenterViewHome = presenterPlace
                    presenterView.removeFromSuperview()
                }
                controller.isPresented = true
            }
            window.timeline.record(controller.timelineName, "presentationTransitionDidEnd(\(completed))")
            controller.presentationTransitionDidEnd(completed)
            if completed {
                if removesPresenter { presenter.settleAppearanceWithWindow(animated: animated) }
                presented.settleAppearanceWithWindow(animated: animated)
                // UIKit: true from viewWillAppear through viewDidAppear.
                presented.isBeingPresented = false
            } else {
                presented.isBeingPresented = false
                presented.beginTransitionAppearance(false, animated: animated)
                presentedView?.removeFromSuperview()
                presented.settleAppearanceWithWindow(animated: animated)
                if removesPresenter { presenter.settleAppearanceWithWindow(animated: animated) }
                container.removeFromSuperview()
                presented.install(in: nil)
                presenter.transitionState.presented = nil
                presented.transitionState.presenting = nil
                presented.transitionState.presentationController = nil
            }
        }
    }

    /// Starts dismissing the controller this one presents (and every controller above it).
    func beginDismissal(animated: Bool, in window: Window, completion: (@MainActor () -> Void)?) {
        guard let presented = transitionState.presented,
            let controller = presented.transitionState.presentationController,
            let container = controller.containerView
        else {
            report(
                .warning, code: "presentation.nothingToDismiss",
                "\(timelineName) no longer presents anything; dismissal skipped")
            window.transitionRunner.finish()
            if let completion { window.performOnNextTurn(completion) }
            return
        }
        let chain = DismissalChain(from: presented, controller: controller, container: container)
        // The containers in between leave at once; a cancelled dismissal puts them back.
        for (view, _) in chain.between { view.removeFromSuperview() }
        let animating = chain.animating, topController = chain.topController
        let (animator, interaction) = dismissalAnimator(
            for: animating, controller: topController,
            animated: animated, in: window)

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: View = view
        let dismissedView = topController.presentedView
        let dismissedFrame = dismissedView?.frame ?? .zero
        let context = TransitionContext(
            containerView: chain.topContainer, from: animating, to: self,
            fromView: dismissedView, toView: removesPresenter ? presenterView : nil,
            isAnimated: animated, isInteractive: false,
            presentationStyle: animating.transitionState.presentationStyleInUse ?? animating.resolvedPresentationStyle)
        context.setFrames(for: animating, initial: dismissedFrame, final: .zero)
        let frame =
            transitionState.presenterViewHome?.frame(autoresizing: presenterView)
            ?? chain.topContainer.convert(presenterView.bounds, from: presenterView)
        context.setFrames(for: self, initial: frame, final: frame)
        var steps = TransitionSteps(
            context: context, animator: animator, interaction: interaction,
            participants: [animating, self],
            cleanup: { [self] in
                dismissalCleanup(
                    of: chain, showing: dismissedView, at: dismissedFrame,
                    removingPresenterView: removesPresenter, animated: animated, in: window)
            })
        steps.willBegin = { [self] coordinator in
            beginDismissalAppearance(
                of: chain, removingPresenterView: removesPresenter, animated: animated,
                coordinator: coordinator, in: window)
        }
        steps.completion = completion
        steps.didEnd = { completed in
            if completed { for vc in chain.controllers { vc.install(in: nil) } }
            window.updateStatusBarAppearance()
        }
        window.transitionRunner.run(steps)
    }

    /// The start of a dismissal, before its animation: the appearance of the dismissed controller
    /// and of the presenter, the presenter's view back under the presentation, the sheets below
    /// told, and `dismissalTransitionWillBegin()`.
    private func beginDismissalAppearance(
        of chain: DismissalChain, removingPresenterView removesPresenter: Bool,
        animated: Bool, coordinator: TransitionCoordinator, in window: Window
    ) {
        let animating = chain.animating, topController = chain.topController
        animating.isBeingDismissed = true
        animating.beginTransitionAppearance(false, animated: animated)
        // A presentation hidden with its context (a tab that is not shown) leaves the presenter's
        // view off screen: the context's container puts it back when it shows the context again.
        if removesPresenter, chain.container.superview != nil {
            beginTransitionAppearance(true, animated: animated)
            // The presenter's view goes back where it was, under the presentation, after its
            // appearance began (so the window move adds no appearance calls of its own).
            returnPresenterViewHome(below: chain)
        }
        for vc in chain.controllers.dropLast() {
            (vc.transitionState.presentationController as? SheetPresentationController)?.chainDismissalWillBegin(
                with: coordinator)
        }
        topController.isTransitioning = true
        window.timeline.record(topController.timelineName, "dismissalTransitionWillBegin()")
        topController.dismissalTransitionWillBegin()
    }

    /// The animator of a dismissal and its interaction controller: the transitioning delegate's
    /// (asked for the interaction controller only when it gives an animator), else a sheet
    /// drag's interaction, else the dismissed controller's `preferredTransition`, else the
    /// system's modal animation.
    private func dismissalAnimator(
        for animating: ViewController, controller: PresentationController,
        animated: Bool, in window: Window
    ) -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?) {
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        let isSheet = controller is SheetPresentationController
        if animated, let delegate = animating.transitioningDelegate {
            let delegateName = String(describing: type(of: delegate))
            window.timeline.record(delegateName, "animationController(forDismissed:)")
            animator = delegate.animationController(forDismissed: animating)
            if let animator {
                window.timeline.record(delegateName, "interactionControllerForDismissal(using:)")
                interaction = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        if interaction == nil, animator == nil, animated {
            interaction = animating.transitionState.systemDismissalInteraction
        }
        animating.transitionState.systemDismissalInteraction = nil
        // The dismissed controller's `preferredTransition`, when the delegate gives no animator
        // (and no sheet drag is dismissing it).
        if animator == nil, interaction == nil, animated, let preferred = animating.preferredTransition {
            (animator, interaction) = preferred.makeAnimator(forward: false, zoomed: animating, source: self, sheet: isSheet)
        }
        let system =
            animated
            ? ModalTransitionAnimator(style: animating.modalTransitionStyle, for: controller, isPresenting: false)
            : ModalTransitionAnimator.immediate(isPresenting: false)
        return (animator ?? system, interaction)
    }

    /// Puts this presenter's view back where it was before its presentation removed it, under the
    /// presentation's container.
    private func returnPresenterViewHome(below chain: DismissalChain) {
        let presenterView: View = view
        guard presenterView.superview == nil, let home = transitionState.presenterViewHome,
            let homeView = home.superview
        else { return }
        presenterView.frame = home.frame(autoresizing: presenterView)
        if homeView === chain.topContainer.superview {
            homeView.insertSubview(presenterView, belowSubview: chain.container)
        } else {
            homeView.insertSubview(presenterView, at: min(home.index, homeView.subviews.count))
        }
    }

    /// What the end of a dismissal does, completed or cancelled: views back in place,
    /// `dismissalTransitionDidEnd(_:)`, appearance settled, and on completion every link of the
    /// dismissed chain undone; on cancellation the containers in between come back.
    private func dismissalCleanup(
        of chain: DismissalChain, showing dismissedView: View?, at dismissedFrame: CGRect,
        removingPresenterView removesPresenter: Bool, animated: Bool,
        in window: Window
    ) -> @MainActor (Bool) -> Void {
        let presenterView: View = view
        let presenterPlace = ViewPlace(of: presenterView)
        let animating = chain.animating, topController = chain.topController
        return { [self] completed in
            topController.isTransitioning = false
            // A dismissal animator adds the view it reveals to the container (the recipe in
            // Apple's guide): the presenter's view goes back to its place, so it stays on screen.
            presenterPlace.restore(presenterView, ifInside: chain.topContainer)
            presenterPlace.restore(presenterView, ifInside: chain.container)
            if completed {
                dismissedView?.removeFromSuperview()
                chain.topContainer.removeFromSuperview()
                chain.container.removeFromSuperview()
                topController.isPresented = false
            } else {
                chain.restoreContainersBetween()
                if let dismissedView, dismissedView.superview == nil {
                    dismissedView.frame = dismissedFrame
                    chain.topContainer.addSubview(dismissedView)
                }
                if removesPresenter { presenterView.removeFromSuperview() }
            }
            window.timeline.record(topController.timelineName, "dismissalTransitionDidEnd(\(completed))")
            topController.dismissalTransitionDidEnd(completed)
            if !completed { animating.isBeingDismissed = false }
            if completed {
                animating.settleAppearanceWithWindow(animated: animated)
                // UIKit: true from viewWillDisappear through viewDidDisappear.
                animating.isBeingDismissed = false
                if removesPresenter { settleAppearanceWithWindow(animated: animated) }
                chain.unlink()
                transitionState.presenterViewHome = nil
            } else {
                if removesPresenter { settleAppearanceWithWindow(animated: animated) }
                animating.settleAppearanceWithWindow(animated: animated)
            }
        }
    }
}
