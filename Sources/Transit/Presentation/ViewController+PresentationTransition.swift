import Foundation

/// The presentation and dismissal transitions, in UIKit's order (DESIGN §4).
extension ViewController {
    /// Starts the presentation of `presented` (already linked) by this controller's request.
    func beginPresentation(of presented: ViewController, by presenter: ViewController, animated: Bool,
                           in window: Window, completion: (@MainActor () -> Void)?) {
        var style = presented.resolvedPresentationStyle
        let delegate = presented.transitioningDelegate
        let timeline = window.timeline
        let delegateName = delegate.map { String(describing: type(of: $0)) } ?? ""

        // 1. The presentation controller (for `.custom`, from the delegate, first of all).
        var controller: PresentationController
        if style == .custom {
            timeline.record(delegateName, "presentationController(forPresented:presenting:source:)")
            controller = delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? PresentationController(presentedViewController: presented, presenting: presenter)
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
        presented.transitionState.presentationController = controller
        // The presented controller belongs to this window from now until its dismissal ends, so
        // its callbacks are recorded there even while its view is out of the window.
        presented.install(in: window)

        // 2. The animator, then (only if there is one) the interaction controller.
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        if animated, let delegate {
            timeline.record(delegateName, "animationController(forPresented:presenting:source:)")
            animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self)
            if let animator {
                timeline.record(delegateName, "interactionControllerForPresentation(using:)")
                interaction = delegate.interactionControllerForPresentation(using: animator)
            }
        }
        let finalAnimator = animator ?? (animated
            ? ModalTransitionAnimator(style: presented.modalTransitionStyle, sheet: controller is SheetPresentationController, isPresenting: true)
            : ModalTransitionAnimator.immediate(isPresenting: true))

        // 3. The container, over the presentation context.
        let contextView = presentationContextView(of: presenter, style: style, window: window,
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

        // 4. Context and coordinator.
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: View = presenter.view
        let presentedView = controller.presentedView
        let context = TransitionContext(containerView: container, from: presenter, to: presented,
                                        fromView: removesPresenter ? presenterView : nil, toView: presentedView,
                                        isAnimated: animated, isInteractive: false, presentationStyle: style)
        let frame = container.convert(presenterView.bounds, from: presenterView)
        context.setFrames(for: presenter, initial: frame, final: frame)
        context.setFrames(for: presented, initial: .zero, final: controller.frameOfPresentedViewInContainerView)
        let coordinator = TransitionCoordinator(context: context, animator: finalAnimator, interactionController: interaction)
        presented.transitionState.coordinator = coordinator
        presenter.transitionState.coordinator = coordinator

        // 5. Appearance, then the presentation controller, then the animation.
        presented.isBeingPresented = true
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        timeline.record(controller.timelineName, "presentationTransitionWillBegin()")
        controller.presentationTransitionWillBegin()

        coordinator.cleanup = { completed in
            controller.isTransitioning = false
            let controllerName = controller.timelineName
            if completed {
                if let presentedView, presentedView.superview == nil {
                    presentedView.frame = controller.frameOfPresentedViewInContainerView
                    container.addSubview(presentedView)
                }
                if removesPresenter, let home = presenterView.superview {
                    presenter.transitionState.presenterViewHome =
                        (home, home.subviews.firstIndex { $0 === presenterView } ?? 0, presenterView.frame)
                    presenterView.removeFromSuperview()
                }
                controller.isPresented = true
            }
            timeline.record(controllerName, "presentationTransitionDidEnd(\(completed))")
            controller.presentationTransitionDidEnd(completed)
            if completed {
                if removesPresenter { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
                // UIKit: true from viewWillAppear through viewDidAppear.
                presented.isBeingPresented = false
            } else {
                presented.isBeingPresented = false
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                presented.install(in: nil)
                presenter.transitionState.presented = nil
                presented.transitionState.presenting = nil
                presented.transitionState.presentationController = nil
            }
        }
        coordinator.completion = completion
        coordinator.didEnd = { _ in
            presented.transitionState.coordinator = nil
            presenter.transitionState.coordinator = nil
            window.updateStatusBarAppearance()
            window.transitionQueue.finish()
        }
        coordinator.start()
    }

    /// Starts dismissing the controller this one presents (and every controller above it).
    func beginDismissal(animated: Bool, in window: Window, completion: (@MainActor () -> Void)?) {
        guard let presented = transitionState.presented,
              let controller = presented.transitionState.presentationController,
              let container = controller.containerView else {
            report(.warning, code: "presentation.nothingToDismiss",
                   "\(timelineName) no longer presents anything; dismissal skipped")
            window.transitionQueue.finish()
            if let completion { window.performOnNextTurn(completion) }
            return
        }
        // Controllers above `presented` leave without animation; the topmost one animates away
        // (UIKit animates only the topmost of a chain).
        var top = presented
        var chain = [presented]
        while let next = top.transitionState.presented { chain.append(next); top = next }
        let animating = top
        let topController = animating.transitionState.presentationController ?? controller
        let topContainer = topController.containerView ?? container
        for vc in chain.dropFirst().dropLast().reversed() {
            vc.transitionState.presentationController?.containerView?.removeFromSuperview()
        }

        let timeline = window.timeline
        let delegate = animating.transitioningDelegate
        let delegateName = delegate.map { String(describing: type(of: $0)) } ?? ""
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        if animated, let delegate {
            timeline.record(delegateName, "animationController(forDismissed:)")
            animator = delegate.animationController(forDismissed: animating)
            if let animator {
                timeline.record(delegateName, "interactionControllerForDismissal(using:)")
                interaction = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        if interaction == nil, animator == nil, animated {
            interaction = animating.transitionState.systemDismissalInteraction
        }
        animating.transitionState.systemDismissalInteraction = nil
        let finalAnimator = animator ?? (animated
            ? ModalTransitionAnimator(style: animating.modalTransitionStyle, sheet: topController is SheetPresentationController, isPresenting: false)
            : ModalTransitionAnimator.immediate(isPresenting: false))

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView: View = view
        let dismissedView = topController.presentedView
        let context = TransitionContext(containerView: topContainer, from: animating, to: self,
                                        fromView: dismissedView, toView: removesPresenter ? presenterView : nil,
                                        isAnimated: animated, isInteractive: false,
                                        presentationStyle: animating.transitionState.presentationStyleInUse ?? animating.resolvedPresentationStyle)
        let dismissedFrame = dismissedView?.frame ?? .zero
        context.setFrames(for: animating, initial: dismissedFrame, final: .zero)
        let frame = transitionState.presenterViewHome?.frame ?? topContainer.convert(presenterView.bounds, from: presenterView)
        context.setFrames(for: self, initial: frame, final: frame)
        let coordinator = TransitionCoordinator(context: context, animator: finalAnimator, interactionController: interaction)
        animating.transitionState.coordinator = coordinator
        transitionState.coordinator = coordinator

        animating.isBeingDismissed = true
        animating.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { beginAppearanceTransition(true, animated: animated) }
        // The presenter's view goes back where it was, under the presentation, after its
        // appearance began (so the window move adds no appearance calls of its own).
        let presenterHome = transitionState.presenterViewHome
        func putPresenterViewHome(_ home: (superview: View, index: Int, frame: CGRect)) {
            if home.superview === topContainer.superview, container.superview === home.superview {
                home.superview.insertSubview(presenterView, belowSubview: container)
            } else {
                home.superview.insertSubview(presenterView, at: min(home.index, home.superview.subviews.count))
            }
        }
        if removesPresenter, presenterView.superview == nil, let home = presenterHome {
            presenterView.frame = home.frame
            putPresenterViewHome(home)
        }
        topController.isTransitioning = true
        timeline.record(topController.timelineName, "dismissalTransitionWillBegin()")
        topController.dismissalTransitionWillBegin()

        coordinator.cleanup = { [self] completed in
            topController.isTransitioning = false
            if completed {
                // An animator that added the presenter's view to the container (Apple's guide
                // does) must not take it away with the container: it goes back home, without
                // leaving the window.
                if removesPresenter, let home = presenterHome,
                   presenterView.isDescendant(of: topContainer) || presenterView.isDescendant(of: container) {
                    putPresenterViewHome(home)
                }
                dismissedView?.removeFromSuperview()
                topContainer.removeFromSuperview()
                container.removeFromSuperview()
                topController.isPresented = false
            } else {
                if let dismissedView, dismissedView.superview == nil {
                    dismissedView.frame = dismissedFrame
                    topContainer.addSubview(dismissedView)
                }
                if removesPresenter { presenterView.removeFromSuperview() }
            }
            timeline.record(topController.timelineName, "dismissalTransitionDidEnd(\(completed))")
            topController.dismissalTransitionDidEnd(completed)
            if !completed { animating.isBeingDismissed = false }
            if completed {
                animating.endAppearanceTransition()
                // UIKit: true from viewWillDisappear through viewDidDisappear.
                animating.isBeingDismissed = false
                if removesPresenter { endAppearanceTransition() }
                for vc in chain {
                    vc.transitionState.presenting?.transitionState.presented = nil
                    vc.transitionState.presenting = nil
                    vc.transitionState.presentationController = nil
                }
                transitionState.presenterViewHome = nil
            } else {
                if removesPresenter {
                    beginAppearanceTransition(false, animated: animated)
                    endAppearanceTransition()
                }
                animating.beginAppearanceTransition(true, animated: animated)
                animating.endAppearanceTransition()
            }
        }
        coordinator.completion = completion
        coordinator.didEnd = { [self] completed in
            if completed { for vc in chain { vc.install(in: nil) } }
            animating.transitionState.coordinator = nil
            transitionState.coordinator = nil
            window.updateStatusBarAppearance()
            window.transitionQueue.finish()
        }
        coordinator.start()
    }

    /// The view a presentation covers: the context controller's view for the current-context
    /// styles, else the window.
    private func presentationContextView(of presenter: ViewController, style: ModalPresentationStyle,
                                         window: Window, fullscreen: Bool) -> View {
        let inContext = style == .currentContext || style == .overCurrentContext || (style == .custom && !fullscreen)
        guard inContext else { return window }
        var context = presenter
        if style == .custom {
            // The presenter of a custom style is the root of the chain; look for a context
            // from the controller that asked for the presentation.
            context = presentingHost(for: .currentContext)
        }
        if context.definesPresentationContext || context.parent != nil, let view = context.viewIfLoaded, view.window === window {
            return view
        }
        return window
    }

    static func systemPresentationController(for style: ModalPresentationStyle, presented: ViewController,
                                             presenting: ViewController?) -> PresentationController {
        switch style {
        case .fullScreen, .currentContext:
            FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet:
            SheetPresentationController(presentedViewController: presented, presenting: presenting,
                                        isFormSheet: style == .formSheet)
        default:
            OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

extension PresentationController {
    /// How the presentation controller is named in the callback timeline: its type name.
    var timelineName: String { String(describing: type(of: self)) }
}
