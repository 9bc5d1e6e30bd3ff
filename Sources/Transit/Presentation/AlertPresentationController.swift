import Foundation

/// The presentation controller of an ``AlertController`` shown as an alert, or as an action sheet
/// in a horizontally compact window: it dims the presenter with a translucent black that fades in
/// and out alongside the transition, and places the alert in the centre of the container or the
/// sheet at its bottom. A tap on the dimmed area of a sheet chooses its cancel action.
///
/// The dimming is black at 20 % opacity: Apple publishes no value; this is Transit's choice, close
/// to what iOS shows under its alerts.
@MainActor
final class AlertPresentationController: PresentationController {
    /// The opacity of the black dimming the presenter.
    static let dimmingAlpha: CGFloat = 0.2

    /// The form the alert takes: `.alert` or `.sheet`.
    let form: AlertLayout.Form
    /// The view that dims the presenter and takes taps outside a sheet.
    let dimmingView = View(frame: .zero)

    init(form: AlertLayout.Form, presentedViewController: ViewController, presenting: ViewController?) {
        self.form = form
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = Color(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.tappedOutside() })
    }

    /// The alert centred in the container, or the sheet above its bottom edge (8 pt above it,
    /// or the bottom safe-area inset when larger), 8 pt in from the safe area's sides.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert = presentedViewController as? AlertController else {
            return .zero
        }
        let bounds = container.bounds
        let insets = container.safeAreaInsets
        switch form {
        case .sheet:
            let margin = AlertLayout.Metrics.sheet.margin
            let width = max(0, bounds.width - insets.left - insets.right - 2 * margin)
            let height = alert.layout(width: width, form: .sheet).size.height
            let bottom = bounds.maxY - max(insets.bottom, margin)
            return CGRect(x: bounds.minX + insets.left + margin, y: bottom - height, width: width, height: height)
        default:
            let width = AlertLayout.Metrics.alert.width
            let height = min(alert.layout(width: width, form: .alert).size.height, bounds.height - insets.top - insets.bottom)
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: max(0, height))
        }
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.alpha = 1
        } else {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    /// Fades the dimming alongside the running transition, or at once without one.
    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [self] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    /// A tap on the dimmed area: a sheet chooses its cancel action, if it has one; an alert
    /// ignores it, as UIKit's does.
    private func tappedOutside() {
        guard form == .sheet, isPresented, !isTransitioning,
            let alert = presentedViewController as? AlertController, let cancel = alert.cancelAction
        else { return }
        alert.choose(cancel)
    }
}
