import TransitUIKit

// An animator that conforms to UIKit's protocol in an extension and has view code of its own.
@MainActor
final class PortedFadeAnimator: NSObject {
    let duration: TimeInterval = 0.25

    func fade(_ view: UIView, to alpha: CGFloat) {
        view.alpha = alpha
    }
}

extension PortedFadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        fade(toView, to: 0)
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

// A conformance of a type declared in another file, with a helper besides the witness.
@MainActor
extension PortedGestureGate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isOpen(gestureRecognizer.view)
    }

    func isOpen(_ view: UIView?) -> Bool {
        view?.isHidden == false
    }
}

// Helpers that make and style views, and one that does not.
@MainActor
func makePortedBadge(title: String) -> UILabel {
    let label = UILabel()
    label.text = title
    return label
}

enum PortedStyle {
    static let cornerRadius: CGFloat = 12

    @MainActor
    static func round(_ view: UIView) {
        view.layer.cornerRadius = cornerRadius
    }
}

func portedProgress(_ translation: CGFloat, width: CGFloat) -> CGFloat {
    min(max(translation / width, 0), 1)
}

// A value holding a closure that makes a view.
struct PortedCardConfiguration {
    var title = "Card"
    var makeBackground: @MainActor () -> UIView = { UIView() }
}

// Conforming in the primary declaration, or subclassing a UIKit class: isolated already.
final class PortedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

final class PortedCardView: UIView {
    static func make() -> PortedCardView {
        PortedCardView(frame: .zero)
    }
}
