import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// The animator of the "Writing an animator" article, with the duration as a parameter.
@MainActor
final class ArticleFadeAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        View.animate(
            withDuration: duration,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

@MainActor
final class ArticleFadeDelegate: NavigationControllerDelegate {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        ArticleFadeAnimator(duration: duration)
    }
}

/// The examples of the TransitTesting and Transit articles, run as they are written there.
@MainActor
@Suite struct ArticleExampleTests {
    func navigation(fade duration: TimeInterval) -> (TestHost, NavigationController, ViewController, ArticleFadeDelegate) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let inbox = ViewController()
        inbox.title = "Inbox"
        let navigationController = NavigationController(rootViewController: inbox)
        let delegate = ArticleFadeDelegate(duration: duration)
        navigationController.delegate = delegate
        host.window.rootViewController = navigationController
        host.step()
        return (host, navigationController, inbox, delegate)
    }

    /// "Checking motion against an oracle": a push on an idle navigation controller starts at
    /// once, so one second later the 2 s ease-in-out fade is at 0.5, to the Bézier solver's 1e-6.
    @Test func fadeIsHalfWayAtHalfTime() {
        let (host, navigationController, _, delegate) = navigation(fade: 2)
        let detail = ViewController()
        navigationController.pushViewController(detail, animated: true)  // starts now, at this frame's time
        host.advance(by: 1)
        expectClose(detail.view.layer.presentation()!.opacity, 0.5, within: 1e-6)
        expect(host.runUntilIdle())
        expectEqual(
            host.timeline.callbacks(of: "ArticleFadeAnimator"),
            [
                "transitionDuration(using:)", "animateTransition(using:)", "animationEnded(true)"
            ])
        withExtendedLifetime(delegate) {}
    }

    /// "Scripting the finger": an edge swipe over 40 % of the width in 0.1 s projects past half
    /// the width ((1560 / 1000) · 0.998 / 0.002 ≈ 778 points further), so the pop finishes.
    @Test func edgeFlickPops() {
        let (host, navigationController, inbox, _) = navigation(fade: 0.35)
        navigationController.delegate = nil  // the built-in slide and its own interaction
        navigationController.pushViewController(ViewController(), animated: true)
        expect(host.runUntilIdle())
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 158, y: 400), duration: 0.1)
        expect(host.runUntilIdle())
        expectIdentical(navigationController.topViewController, inbox)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    /// "Frames as pixels": after a page-sheet presentation the sheet's colour is on screen,
    /// premultiplied and opaque.
    @Test func sheetColourIsOnScreen() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = ViewController(), sheet = ViewController()
        host.window.rootViewController = home
        sheet.view.backgroundColor = .systemOrange
        home.present(sheet, animated: true)
        host.runUntilIdle()
        let frame = host.render()
        let pixel = frame[195, 600]
        expectEqual(pixel.r, 0xFF)
        expectEqual(pixel.g, 0x95)
        expectEqual(pixel.b, 0x00)
        expectEqual(pixel.a, 0xFF)
    }
}
