import Foundation

/// Modal presentation (`UIViewController.present(_:animated:completion:)` and friends).
///
/// A presentation is linked at once (`presentedViewController` and `presentingViewController` are
/// set when `present` returns, as in UIKit) and its transition starts on the next run-loop turn
/// (the window's next frame step). Transitions of one window run one at a time: a presentation or
/// dismissal asked for while another runs is queued and runs after it, in order; the link of a
/// queued presentation is made when its turn comes.
extension ViewController {
    /// The controller presented by this one, or by its nearest ancestor that presents
    /// (`presentedViewController`).
    public var presentedViewController: ViewController? {
        transitionState.presented ?? parent?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor
    /// (`presentingViewController`).
    public var presentingViewController: ViewController? {
        transitionState.presenting ?? parent?.presentingViewController
    }

    /// The presentation controller managing this controller's presentation
    /// (`presentationController`). As in UIKit, reading it before the controller is presented
    /// makes the controller for the current `modalPresentationStyle` (so a `delegate` can be set
    /// first), which the presentation then uses; `.custom` presentations get theirs from the
    /// transitioning delegate when they begin, so it is `nil` until then.
    public var presentationController: PresentationController? {
        if let controller = transitionState.presentationController ?? parent?.presentationController {
            return controller
        }
        guard parent == nil else { return nil }
        let style = resolvedPresentationStyle
        guard style != .custom else { return nil }
        if let prepared = transitionState.preparedPresentationController, prepared.style == style {
            return prepared.controller
        }
        let controller = Self.systemPresentationController(for: style, presented: self, presenting: nil)
        controller.releasePresented()
        transitionState.preparedPresentationController = (controller, style)
        return controller
    }

    /// Whether the user may not dismiss this controller by pulling its sheet down
    /// (`UIViewController.isModalInPresentation`); also read on the controllers inside a
    /// presented one. `false` by default.
    public var isModalInPresentation: Bool {
        get { transitionState.isModalInPresentation }
        set { transitionState.isModalInPresentation = newValue }
    }

    /// The object that vends the animators, interaction controllers and presentation controller
    /// for presenting and dismissing this controller (`transitioningDelegate`). Held weakly.
    public var transitioningDelegate: ViewControllerTransitioningDelegate? {
        get { transitionState.transitioningDelegate }
        set { transitionState.transitioningDelegate = newValue }
    }

    /// Whether this controller's view is covered by `.currentContext` and `.overCurrentContext`
    /// presentations made by it or its descendants (`definesPresentationContext`).
    public var definesPresentationContext: Bool {
        get { transitionState.definesPresentationContext }
        set { transitionState.definesPresentationContext = newValue }
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, while it
    /// runs (`transitionCoordinator`); `nil` otherwise.
    public var transitionCoordinator: ViewControllerTransitionCoordinator? {
        if let coordinator = transitionState.coordinator, !coordinator.isFinished { return coordinator }
        return parent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` modally (`present(_:animated:completion:)`).
    ///
    /// The style comes from its `modalPresentationStyle` (`.automatic` is a page sheet, as on
    /// iOS 13 and later); the animation from its transitioning delegate, else from its
    /// `modalTransitionStyle`. `completion` runs after the presented controller's `viewDidAppear`.
    /// Misuse is reported and changes nothing: presenting a controller that is already presented
    /// or has a parent, presenting from a controller whose view is in no window, presenting from a
    /// controller that already presents another.
    public func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        guard let window = hostWindow else {
            report(
                .error, code: "presentation.notInWindow",
                "Attempt to present \(viewControllerToPresent.timelineName) on \(timelineName) "
                    + "whose view is not in a window; ignored")
            return
        }
        // Work the window keeps refers to it weakly: a window released with work still queued
        // is not kept alive by that work.
        window.transitionRunner.submit(
            ModalRequest(
                .present(viewControllerToPresent), on: self, animated: flag,
                completion: completion
            ) { [self, weak window] in
                guard let window else { return .ended }
                // Checked when the request's turn comes: the presenter may have left the window
                // while earlier transitions ran (dismissed, popped, its root replaced).
                guard hostWindow === window else {
                    report(
                        .error, code: "presentation.presenterLeftWindow",
                        "Attempt to present \(viewControllerToPresent.timelineName) on \(timelineName), which left "
                            + "the window before the queued presentation could start; ignored")
                    return .ended
                }
                guard let presenter = validatedPresenter(for: viewControllerToPresent) else { return .ended }
                let presented = viewControllerToPresent
                presenter.transitionState.presented = presented
                presented.transitionState.presenting = presenter
                window.performOnNextTurn { [self, weak window] in
                    guard let window else { return }
                    beginPresentation(
                        of: presented, by: presenter, animated: flag, in: window,
                        completion: completion)
                }
                return .continues
            })
    }

    /// Dismisses the controller this one presented, or this controller if it presents nothing
    /// (`dismiss(animated:completion:)`).
    ///
    /// Dismissing a controller lower in a chain of presentations dismisses every controller above
    /// it: only the topmost animates, the ones in between are removed with it. Dismissing when
    /// nothing is presented is reported (`presentation.nothingToDismiss`) and `completion` still
    /// runs on the next turn, so nothing waits for ever.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let window = hostWindow ?? transitionState.presenting?.hostWindow else {
            report(
                .warning, code: "presentation.nothingToDismiss",
                "dismiss(animated:) on \(timelineName), which is in no window and presents nothing")
            completion?()
            return
        }
        window.transitionRunner.submit(
            ModalRequest(
                .dismiss, on: self, animated: flag,
                completion: completion
            ) { [self, weak window] in
                guard let window else { return .ended }
                let presenter: ViewController
                if presentedViewController != nil {
                    presenter = presentationOwner
                } else if let presenting = presentingViewController {
                    presenter = presenting
                } else {
                    report(
                        .warning, code: "presentation.nothingToDismiss",
                        "dismiss(animated:) on \(timelineName), which presents nothing and is not presented")
                    if let completion { window.performOnNextTurn(completion) }
                    return .ended
                }
                window.performOnNextTurn { [weak window] in
                    guard let window else { return }
                    presenter.beginDismissal(animated: flag, in: window, completion: completion)
                }
                return .continues
            })
    }

    /// The controller in this one's parent chain that actually holds the presentation link.
    var presentationOwner: ViewController {
        var current: ViewController? = self
        while let vc = current {
            if vc.transitionState.presented != nil { return vc }
            current = vc.parent
        }
        return self
    }

    /// Checks a presentation request when its turn comes; returns the controller that becomes the
    /// presenting controller, or `nil` after reporting why the request is ignored.
    private func validatedPresenter(for vc: ViewController) -> ViewController? {
        if vc === self || isDescendant(of: vc) {
            report(
                .error, code: "presentation.presentingSelf",
                "Attempt to present \(vc.timelineName) on itself or on its own child; ignored")
            return nil
        }
        if vc.transitionState.presenting != nil {
            report(
                .error, code: "presentation.alreadyPresented",
                "Attempt to present \(vc.timelineName), which is already presented; ignored")
            return nil
        }
        if vc.parent != nil {
            report(
                .error, code: "presentation.hasParent",
                "Attempt to present \(vc.timelineName), which is a child of \(vc.parent!.timelineName); ignored")
            return nil
        }
        if vc.hostWindow != nil || vc.transitionState.presented != nil {
            // UIKit refuses to present an active controller: one on screen, installed as a
            // window's root, or itself presenting (which would make a cycle).
            report(
                .error, code: "presentation.activeController",
                "Attempt to present \(vc.timelineName), which is active (in a window, a window's root or "
                    + "presenting another controller); ignored")
            return nil
        }
        let presenter = presentingHost(for: vc.resolvedPresentationStyle)
        if let current = presenter.transitionState.presented {
            report(
                .error, code: "presentation.alreadyPresenting",
                "Attempt to present \(vc.timelineName) on \(presenter.timelineName), which is already "
                    + "presenting \(current.timelineName); ignored")
            return nil
        }
        return presenter
    }

    /// The controller that presents for a presentation asked of this one: for the current-context
    /// styles, the nearest controller up the parent chain that defines the presentation context;
    /// otherwise the root of this controller's parent chain (the controller that fills the window
    /// or was itself presented).
    func presentingHost(for style: ModalPresentationStyle) -> ViewController {
        var current: ViewController = self
        if style == .currentContext || style == .overCurrentContext {
            while !current.definesPresentationContext, let parent = current.parent { current = parent }
            return current
        }
        while let parent = current.parent { current = parent }
        return current
    }

    /// The style actually used: `.automatic` is a page sheet (iOS 13 and later); `.none` is full
    /// screen.
    var resolvedPresentationStyle: ModalPresentationStyle {
        switch modalPresentationStyle {
        // A zoom presents full screen (the detail grows to fill the screen).
        case .automatic: transitionState.preferredTransition?.isZoom == true ? .fullScreen : .pageSheet
        case .none: .fullScreen
        default: modalPresentationStyle
        }
    }
}
