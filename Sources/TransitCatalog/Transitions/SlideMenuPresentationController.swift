import Foundation

/// A presentation controller for a side menu: the menu takes 70 % of the container's
/// width (rounded down) and its full height; a black dimming view behind it fades in to alpha
/// 0.55 alongside the presentation, out alongside the dismissal, and dismisses the menu when
/// tapped.
@MainActor
public final class SlideMenuPresentationController: PresentationController {
    /// The dimming view, created when the presentation begins.
    public private(set) var dimmingView: View?
    /// The width of the menu as a fraction of the container (0.7).
    public static let widthFraction: CGFloat = 0.7
    /// The dimming view's alpha once the menu is up (0.55).
    public static let dimmingAlpha: CGFloat = 0.55

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 0, width: (bounds.width * Self.widthFraction).rounded(.down), height: bounds.height)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dimming = View(frame: containerView.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView.addSubview(dimming)
        dimming.addGestureRecognizer(
            TapGestureRecognizer { [weak self] _ in
                self?.presentingViewController?.dismiss(animated: true, completion: nil)
            })
        dimmingView = dimming
        let alpha = Self.dimmingAlpha
        if let coordinator = presentingViewController?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = alpha }, completion: nil)
        } else {
            dimming.alpha = alpha
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    public override func dismissalTransitionWillBegin() {
        guard let dimming = dimmingView else { return }
        if let coordinator = presentingViewController?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }
}

/// The side menu's transitioning delegate: vends the slide-menu presentation controller and the
/// present and dismiss animators. Keep a strong reference to it (a view controller holds its
/// transitioning delegate weakly).
@MainActor
public final class SlideMenuTransitioningDelegate: ViewControllerTransitioningDelegate {
    /// Creates the delegate.
    public init() {}

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        SlideMenuPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SlideMenuAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SlideMenuAnimator(presenting: false)
    }
}
