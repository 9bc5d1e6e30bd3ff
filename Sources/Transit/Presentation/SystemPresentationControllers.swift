import Foundation

/// The presentation controller of `.fullScreen` and `.currentContext` presentations: the
/// presented view fills the container and the presenter's view is removed once the presentation
/// completes.
@MainActor
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of `.overFullScreen` and `.overCurrentContext` presentations: the
/// presented view fills the container and the views underneath stay.
@MainActor
final class OverFullScreenPresentationController: PresentationController {}

/// The presentation controller of `.pageSheet`, `.formSheet` and `.automatic` presentations: a
/// card with rounded corners over a dimmed presenter (iOS 13's sheet). A page sheet leaves the
/// top safe-area inset plus 10 pt uncovered; a form sheet is centred, at most 540 × 620 pt. The
/// presenter's view stays and gets no appearance callbacks, as in UIKit. Once up, the sheet can
/// be pulled down to dismiss it (see `delegate` and `ViewController.isModalInPresentation`).
@MainActor
public final class SheetPresentationController: PresentationController {
    /// Whether this is a form sheet (centred card) rather than a page sheet; a form sheet that
    /// adapts to a compact width becomes a page sheet.
    public internal(set) var isFormSheet: Bool
    /// The view that dims the presenter, black at `dimmingAlpha` once presented.
    public let dimmingView = View(frame: .zero)
    /// The alpha of the dimming view when the sheet is up (0.4).
    public let dimmingAlpha: CGFloat = 0.4
    /// The corner radius of the card (10 pt).
    public let cornerRadius: CGFloat = 10
    /// The pan on the container that pulls the sheet down, while the sheet is up.
    var pullDownRecognizer: PanGestureRecognizer?
    /// The pull-down in progress.
    var pullDown = SheetPullDown.ignored

    init(presentedViewController: ViewController, presenting: ViewController?, isFormSheet: Bool) {
        self.isFormSheet = isFormSheet
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let top = container.safeAreaInsets.top + 10
        if isFormSheet {
            let width = min(540, bounds.width - 40), height = min(620, bounds.height - 2 * top)
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2,
                          width: max(0, width), height: max(0, height))
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.clipsToBounds = true
        let alpha = dimmingAlpha
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { installPullDown() } else { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            removePullDown()
        }
    }
}
