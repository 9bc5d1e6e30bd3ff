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
        presenter.transitionState.ownedPresentationController = controller
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
        // The presented controller's `preferredTransition`, when the delegate gives no animator.
        if animator == nil, animated, let preferred = presented.preferredTransition {
            (animator, interaction) = preferred.makeAnimator(forward: true, zoomed: presented, source: self,
                                                             sheet: controller is SheetPresentationController)
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
        if removesPresenter { presenter.beginTransitionAppearance(false, animated: animated) }
        presented.beginTransitionAppearance(true, animated: animated)
        timeline.record(controller.timelineName, "presentationTransitionWillBegin()")
        controller.presentationTransitionWillBegin()

        let presenterPlace = ViewPlace(of: presenterView)
        coordinator.cleanup = { completed in
            controller.isTransitioning = false
            let controllerName = controller.timelineName
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
                    presenter.transitionState.presenterViewHome = PresenterViewHome(
                        superview: presenterPlace.superview, index: presenterPlace.index, frame: presenterPlace.frame)
                    presenterView.removeFromSuperview()
                }
                controller.isPresented = true
            }
            timeline.record(controllerName, "presentationTransitionDidEnd(\(completed))")
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
        // The containers in between leave at once; a cancelled dismissal puts them back.
        let between = chain.dropFirst().dropLast().reversed().compactMap { vc -> (View, ViewPlace)? in
            guard let view = vc.transitionState.presentationController?.containerView else { return nil }
            return (view, ViewPlace(of: view))
        }
        for (view, _) in between { view.removeFromSuperview() }

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
        // The dismissed controller's `preferredTransition`, when the delegate gives no animator
        // (and no sheet drag is dismissing it).
        if animator == nil, interaction == nil, animated, let preferred = animating.preferredTransition {
            (animator, interaction) = preferred.makeAnimator(forward: false, zoomed: animating, source: self,
                                                             sheet: topController is SheetPresentationController)
        }
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
        animating.beginTransitionAppearance(false, animated: animated)
        if removesPresenter { beginTransitionAppearance(true, animated: animated) }
        // The presenter's view goes back where it was, under the presentation, after its
        // appearance began (so the window move adds no appearance calls of its own).
        if removesPresenter, presenterView.superview == nil, let home = transitionState.presenterViewHome,
           let homeView = home.superview {
            presenterView.frame = home.frame
            if homeView === topContainer.superview {
                homeView.insertSubview(presenterView, belowSubview: container)
            } else {
                homeView.insertSubview(presenterView, at: min(home.index, homeView.subviews.count))
            }
        }
        for vc in chain.dropLast() {
            (vc.transitionState.presentationController as? SheetPresentationController)?.chainDismissalWillBegin(with: coordinator)
        }
        topController.isTransitioning = true
        timeline.record(topController.timelineName, "dismissalTransitionWillBegin()")
        topController.dismissalTransitionWillBegin()

        let presenterPlace = ViewPlace(of: presenterView)
        coordinator.cleanup = { [self] completed in
            topController.isTransitioning = false
            // A dismissal animator adds the view it reveals to the container (the recipe in
            // Apple's guide): the presenter's view goes back to its place, so it stays on screen.
            presenterPlace.restore(presenterView, ifInside: topContainer)
            presenterPlace.restore(presenterView, ifInside: container)
            if completed {
                dismissedView?.removeFromSuperview()
                topContainer.removeFromSuperview()
                container.removeFromSuperview()
                topController.isPresented = false
            } else {
                for (view, place) in between.reversed() where view.superview == nil {
                    guard let home = place.superview else { continue }
                    home.insertSubview(view, at: min(place.index, home.subviews.count))
                }
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
                animating.settleAppearanceWithWindow(animated: animated)
                // UIKit: true from viewWillDisappear through viewDidDisappear.
                animating.isBeingDismissed = false
                if removesPresenter { settleAppearanceWithWindow(animated: animated) }
                for vc in chain {
                    vc.transitionState.presenting?.transitionState.presented = nil
                    vc.transitionState.presenting = nil
                    vc.transitionState.presentationController = nil
                }
                transitionState.presenterViewHome = nil
            } else {
                if removesPresenter { settleAppearanceWithWindow(animated: animated) }
                animating.settleAppearanceWithWindow(animated: animated)
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

/// Where a view sits in its superview, to put it back there after an animator moved it.
@MainActor
struct ViewPlace {
    weak var superview: View?
    let index: Int
    let frame: CGRect

    init(of view: View) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
    }

    /// Moves `view` back to this place when it is inside `container` (and the place still exists
    /// outside it).
    func restore(_ view: View, ifInside container: View) {
        guard let superview, view !== container, view.isInside(container), !superview.isInside(container) else { return }
        view.transform = .identity
        view.frame = frame
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}
