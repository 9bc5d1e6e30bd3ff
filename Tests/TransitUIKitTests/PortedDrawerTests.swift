import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Runs `Ported/DrawerMenuPorting.swift`, the output of `transit-port` for a side-drawer library
/// written for iOS (see `PortedFileTests.drawerOriginal`): what the port kept must behave as the
/// original does on iOS.
@MainActor @Suite struct PortedDrawerTests {
    /// The conformer's implementations of the optional requirements are the ones called (their
    /// types were made optional with the requirements'), the delegate is held weakly, and the
    /// defaults stand in for what a delegate does not implement.
    @Test func theDelegatesOptionalRequirementsAreCalled() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let menuHost = DrawerMenuHost()
        let drawer = menuHost.drawer
        host.window.rootViewController = drawer
        host.step()
        drawer.delegate = menuHost
        drawer.open()
        expectEqual(drawer.panel.frame.width, 300)
        expectEqual(drawer.dimmingView.alpha, 0.6)
        expectEqual(menuHost.openCount, 1)
        expect(drawer.isOpen)
        expectNil(drawer.titleLabel, "the outlet stays unset until the app creates it")

        final class Silent: NSObject, DrawerMenuDelegate {}
        var silent: Silent? = Silent()
        drawer.delegate = silent
        drawer.open()
        expectEqual(drawer.panel.frame.width, 280, "the original's fallbacks")
        expectEqual(drawer.dimmingView.alpha, 0.4, "the original's fallbacks")
        silent = nil
        expectNil(drawer.delegate, "held weakly: the protocol kept its class bound")
        withExtendedLifetime(menuHost) {}
    }

    /// `#selector(close)` — a method with no sender — was ported to `DrawerMenuController.close`,
    /// which the tap recognizer and the button call.
    @Test func actionsWithoutASenderRun() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let drawer = DrawerMenuController()
        host.window.rootViewController = drawer
        host.step()
        drawer.open()
        expect(drawer.isOpen)
        host.tap(at: CGPoint(x: 350, y: 400))  // on the dimming view, right of the 280 pt panel
        host.advance(by: 0.1)
        expect(!drawer.isOpen)
        expectEqual(drawer.dimmingView.alpha, 0)
        drawer.open()
        let button = drawer.panel.subviews.compactMap { $0 as? UIButton }.first
        button?.sendActions(for: .touchUpInside)
        expect(!drawer.isOpen)
    }

    /// The helper that holds views was isolated to the main actor as a whole.
    @Test func theViewHoldingHelperWorks() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let handle = DrawerEdgeHandle()
        handle.attach(to: container)
        expectIdentical(handle.grip.superview, container)
        expectEqual(handle.grip.frame.height, 400)
    }
}
