import Foundation
import Testing
import Transit
import TransitTesting
import TransitTestingReporting

/// The animator of README.md's "Writing a transition", verbatim, run in a navigation controller.
final class ReadmeFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 2 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)!
        let to = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.addSubview(from.view)
        transitionContext.containerView.addSubview(to.view)
        to.view.alpha = 0
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                to.view.alpha = 1
            },
            completion: { _ in
                from.view.removeFromSuperview()
                transitionContext.completeTransition(true)
            })
    }
}

@MainActor
final class ReadmeNavigationDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        ReadmeFadeAnimator()
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeAnimatorPushesWithATwoSecondFade() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let navigationController = NavigationController(rootViewController: ViewController())
        let delegate = ReadmeNavigationDelegate()
        navigationController.delegate = delegate
        host.window.rootViewController = navigationController
        host.step()
        let detail = ViewController()
        navigationController.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 1)  // half of 2 s: ease-in-out is 0.5 there, by symmetry
        expectClose(detail.view.layer.presentation()!.opacity, 0.5, within: 0.02)
        host.runUntilIdle()
        expectIdentical(navigationController.topViewController, detail)
        expectEqual(detail.view.alpha, 1)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}
