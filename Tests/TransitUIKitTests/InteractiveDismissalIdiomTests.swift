import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

// The interaction controller of countless tutorials, as written for iOS; the only edit is the
// target–action line, where `#selector(handleGesture(_:))` becomes the method itself.

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = (translation.x / 200)
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition { finish() } else { cancel() }
        default:
            break
        }
    }
}

final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let finalFrame = fromVC.view.frame.offsetBy(dx: fromVC.view.frame.width, dy: 0)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                fromVC.view.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class SwipeDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionController: SwipeInteractionController?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideOutAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interactionController, interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}

@MainActor @Suite struct InteractiveDismissalIdiomTests {
    @Test func anEdgeSwipeDismissesOrCancels() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        let delegate = SwipeDismissDelegate()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate
        root.present(detail, animated: false)
        host.runUntilIdle()
        delegate.interactionController = SwipeInteractionController(viewController: detail)

        // A short swipe from the left edge: progress stays below one half, so it cancels.
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 62, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, detail)
        expectEqual(detail.view.frame.origin, .zero)

        // A long one finishes it.
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 302, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectIdentical(root.view.window, host.window)
        withExtendedLifetime(delegate) {}
    }
}
