import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// A full-screen dismissal whose animator adds `view(forKey: .to)` to the container, as Apple's
/// "Customizing the Transition Animations" guide does: when it ends, the presenting view is on
/// screen where it was, as on iOS.
final class GuideFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toController = transitionContext.viewController(forKey: .to)!
        if let toView {
            toView.frame = transitionContext.finalFrame(for: toController)
            containerView.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.alpha = 1
            },
            completion: { _ in
                fromView?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class GuideFadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        GuideFadeAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GuideFadeAnimator()
    }
}

@MainActor @Suite struct FullScreenDismissalTests {
    @Test func thePresentingViewIsBackOnScreen() {
        let host = TestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .red
        host.window.rootViewController = root
        let delegate = GuideFadeDelegate()
        let cover = UIViewController()
        cover.view.backgroundColor = .blue
        cover.modalPresentationStyle = .fullScreen
        cover.transitioningDelegate = delegate
        root.present(cover, animated: true)
        host.runUntilIdle()
        expectNil(root.view.window, "a full-screen presentation removes the presenting view")
        cover.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectIdentical(root.view.window, host.window)
        expectIdentical(root.view.superview, host.window)
        expectEqual(root.view.frame, host.window.bounds)
        expectEqual(root.view.alpha, 1)
        let pixel = host.render()[20, 20]
        expectEqual([pixel.r, pixel.g, pixel.b, pixel.a], [255, 0, 0, 255], "the presenter, not a black window")
        withExtendedLifetime(delegate) {}
    }
}
