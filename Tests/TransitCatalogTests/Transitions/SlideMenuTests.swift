import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Seed 004: the slide menu's presentation controller and animator, frame by frame. The menu
/// moves with UIKit's default block-animation curve, ease-in-out (0.42, 0, 0.58, 1), whose value
/// at x = 0.25 is 0.129162 (DESIGN §4's oracle).
@MainActor
@Suite struct SlideMenuTests {
    final class Menu: ViewController {}

    /// A menu set up as the slide menu's segue does: custom style, the slide-menu delegate.
    func makeMenu() -> (Menu, SlideMenuTransitioningDelegate) {
        let delegate = SlideMenuTransitioningDelegate()
        let menu = Menu()
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = delegate
        return (menu, delegate)
    }

    func host() -> (TestHost, ViewController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.framesPerSecond = 40  // frames every 0.025 s: 0.075 s = a quarter of 0.3 s is a frame
        let root = ViewController()
        host.window.rootViewController = root
        host.step()
        return (host, root)
    }

    @Test func menuTakesSeventyPercentAndSlidesInOnTheEaseInOutCurve() throws {
        let (host, root) = host()
        let (menu, delegate) = makeMenu()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(menu, animated: true)
        host.step()  // the next run-loop turn: the transition starts at this frame's time
        let start = host.now
        let controller = try unwrap(menu.presentationController as? SlideMenuPresentationController)
        let width = (390 * 0.7).rounded(.down)
        expectEqual(controller.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 0, width: width, height: 844))
        host.advance(by: 0.075)
        expectClose(host.now - start, 0.075, within: 1e-9)
        let x = menu.view.layer.presentation()!.frame.minX
        expectClose(x, (-width + width * 0.129162), within: 1e-3)
        let dimming = try unwrap(controller.dimmingView)
        expectClose(dimming.layer.presentation()!.opacity, 0.55 * 0.129162, within: 1e-5)
        host.runUntilIdle()
        expectEqual(menu.view.frame, CGRect(x: 0, y: 0, width: width, height: 844))
        expectEqual(dimming.alpha, 0.55)
        expectIdentical(dimming.superview, controller.containerView)
    }

    @Test func tapOnTheDimmingViewDismissesAndTheMenuSlidesOut() throws {
        let (host, root) = host()
        let (menu, delegate) = makeMenu()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(menu, animated: true)
        host.runUntilIdle()
        let controller = try unwrap(menu.presentationController as? SlideMenuPresentationController)
        let dimming = try unwrap(controller.dimmingView)
        host.tap(at: CGPoint(x: 350, y: 400))
        host.advance(by: 0.15)  // half of 0.3 s: ease-in-out is 0.5 there, by symmetry
        let width = (390 * 0.7).rounded(.down)
        expectClose(menu.view.layer.presentation()!.frame.minX, (-width * 0.5), within: 1e-3)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(dimming.superview)
        expectNil(menu.view.window)
    }

    @Test func aTapOnTheMenuItselfDoesNotDismiss() {
        let (host, root) = host()
        let (menu, delegate) = makeMenu()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        root.present(menu, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 100, y: 400))
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, menu)
    }
}
