import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `zoom(options:sourceBarButtonItemProvider:)` (iOS 26): the zoom grows out of the button that
/// shows the bar button item in the navigation bar, and shrinks back into it.
@MainActor
@Suite struct ZoomBarButtonItemTests {
    @Test func theZoomGrowsOutOfTheItemsButtonAndLandsBackOnIt() throws {
        let list = TileListController()
        let add = BarButtonItem(title: "Add")
        list.navigationItem.rightBarButtonItem = add
        let (host, navigation) = makeNavigationHost(root: list)
        let detail = ZoomDetailController(item: 0)
        final class Asked { var count = 0 }
        let asked = Asked()
        detail.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in
            asked.count += 1
            return add
        })
        let button = try unwrap(BarButtonItem.shownView(of: add, near: list))
        expectIdentical(button.window, host.window)
        expect((button as? Button)?.title(for: .normal) == "Add")
        let frame = button.convert(button.bounds, to: nil)
        expectGreaterThan(frame.width, 0, "a right item, at the right: \(frame)")
        expectGreaterThan(frame.height, 0, "a right item, at the right: \(frame)")
        expectGreaterThan(frame.maxX, 300, "a right item, at the right: \(frame)")
        navigation.pushViewController(detail, animated: true)
        // At once the detail shows exactly through the button's frame; the button is hidden.
        let driver = try unwrap(navigation.transitionRunner.running?.animator as? ZoomTransitionDriver)
        let clip = try unwrap(driver.clipView)
        expect(ZoomOracle.close(clip.convert(clip.bounds, to: nil), frame, 1e-9))
        expect(button.isHidden)
        expectEqual(asked.count, 1)
        expect(host.runUntilIdle())
        expect(!button.isHidden)
        navigation.popViewController(animated: true)
        var last = CGRect.zero
        for _ in 0..<240 where navigation.isTransitioning {
            host.step()
            if let clip = detail.view.superview, clip.window != nil, clip !== navigation.transitionContainer {
                last = clip.convert(clip.bounds, to: nil)
            }
        }
        let now = try unwrap(BarButtonItem.shownView(of: add, near: list))
        expect(ZoomOracle.close(last, now.convert(now.bounds, to: nil), 1), "\(last)")
        expectGreaterThan(asked.count, 2)
        expect(!now.isHidden)
        expectEqual(navigation.viewControllers.count, 1)
    }

    @Test func anItemNoBarShowsZoomsWithoutASource() {
        let list = TileListController()
        let (host, navigation) = makeNavigationHost(root: list)
        let stray = BarButtonItem(title: "Elsewhere")
        let detail = ZoomDetailController(item: 0)
        detail.preferredTransition = .zoom(sourceBarButtonItemProvider: { _ in stray })
        expectNil(BarButtonItem.shownView(of: stray, near: list))
        navigation.pushViewController(detail, animated: true)
        let driver = navigation.transitionRunner.running?.animator as? ZoomTransitionDriver
        // The fallback: 80 % of the container about its centre, transparent.
        let bounds = navigation.transitionContainer.bounds
        expectEqual(
            driver?.clipView.map {
                ZoomOracle.close($0.frame, bounds.insetBy(dx: bounds.width * 0.1, dy: bounds.height * 0.1), 1e-9)
            }, true)
        expectEqual(driver?.clipView?.alpha, 0)
        expect(host.runUntilIdle())
        expectEqual(navigation.viewControllers.count, 2)
    }
}
