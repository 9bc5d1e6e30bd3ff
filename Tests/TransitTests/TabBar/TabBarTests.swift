import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The tab bar: 49 pt plus the bottom safe area, items with image / selected image / title /
/// badge (UITabBar, UITabBarItem), and the tab list rules of `setViewControllers(_:animated:)`.
@MainActor
@Suite struct TabBarTests {
    static let glyph = Image(color: .black, size: CGSize(width: 30, height: 30))!
    static let filled = Image(color: .white, size: CGSize(width: 30, height: 30))!

    @Test func barIs49PointsPlusTheBottomSafeArea() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let tabs = TabBarController()
        tabs.viewControllers = [NamedController("A"), NamedController("B")]
        host.window.rootViewController = tabs
        host.advance(by: 1.0 / 60)
        expectEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        // The tab bar is translucent by default (UIKit): content spans the view under it, and the
        // bar's 83 pt reach the child as its bottom safe-area inset.
        expectEqual(tabs.transitionView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(tabs.selectedViewController?.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        tabs.tabBar.isTranslucent = false
        host.advance(by: 1.0 / 60)
        expectEqual(tabs.selectedViewController?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 761))
        expectEqual(tabs.selectedViewController?.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        expectEqual(tabs.tabBar.itemFrame(at: 1), CGRect(x: 195, y: 0, width: 195, height: 49))
    }

    @Test func itemsShowSelectedImageTitleAndBadge() {
        let a = NamedController("A"), b = NamedController("B")
        a.tabBarItem = TabBarItem(title: "Alpha", image: Self.glyph, selectedImage: Self.filled)
        b.tabBarItem = TabBarItem(title: "Beta", image: Self.glyph, tag: 2)
        b.tabBarItem.badgeValue = "3"
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let host = makeHost(root: tabs)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        expectEqual(buttons.count, 2)
        let tint = tabs.tabBar.tintColor ?? .systemBlue
        expect(buttons[0].isSelected && !buttons[1].isSelected)
        expectEqual(buttons[0].drawnImage, Self.filled.withTintColor(tint))
        expectEqual(buttons[1].drawnImage, Self.glyph.withTintColor(.systemGray))
        expect(buttons[0].titleLabel.text == "Alpha" && buttons[1].titleLabel.text == "Beta")
        expect(buttons[0].badgeView.isHidden)
        expect(!buttons[1].badgeView.isHidden && buttons[1].badgeLabel.text == "3")

        // Selecting B: B has no selected image, so UIKit's fallback shows its image, tinted.
        tabs.selectedIndex = 1
        expectEqual(buttons[1].drawnImage, Self.glyph.withTintColor(tint))
        expectEqual(buttons[0].drawnImage, Self.glyph.withTintColor(.systemGray))
        // Badge changes show at the bar's next layout.
        b.tabBarItem.badgeValue = nil
        tabs.tabBar.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        expect(buttons[1].badgeView.isHidden)
    }

    @Test func setViewControllersKeepsOrReselectsAsDocumented() {
        let (tabs, _, host, vcs) = makeTabs()
        tabs.selectedIndex = 2
        let d = NamedController("D"), e = NamedController("E"), f = NamedController("F")
        host.timeline.removeAll()
        tabs.setViewControllers([d, e, f], animated: false)
        // C is gone: the controller at the same index (F) is selected.
        expectIdentical(tabs.selectedViewController, f)
        expect(vcs.allSatisfy { $0.parent == nil })
        expectEqual(tabs.children.map(\.timelineName), ["D", "E", "F"])
        let calls = host.timeline.switchCalls.filter { !$0.lowercased().contains("load") }
        let joins = ["D", "E", "F"].flatMap {
            [
                "\($0).willMove(toParent: RetainingTabBarController)",
                "\($0).didMove(toParent: RetainingTabBarController)"
            ]
        }
        let leaves = ["A", "B", "C"].flatMap { ["\($0).willMove(toParent: nil)", "\($0).didMove(toParent: nil)"] }
        expectEqual(
            calls,
            joins + [
                "C.viewWillDisappear(false)", "F.viewWillAppear(false)",
                "C.viewDidDisappear(false)", "F.viewDidAppear(false)"
            ] + leaves)
        // Index 2 is out of range for two tabs: the first is selected.
        tabs.setViewControllers([d, e], animated: true)
        expectIdentical(tabs.selectedViewController, d)
        // The selected controller is kept when it is still listed.
        tabs.setViewControllers([e, d], animated: false)
        expectIdentical(tabs.selectedViewController, d)
        expectEqual(tabs.selectedIndex, 1)
        tabs.setViewControllers([], animated: false)
        expectEqual(tabs.selectedIndex, NSNotFound)
        expect(tabs.transitionView.subviews.isEmpty)
        expectEqual(d.appearanceState, .disappeared)
    }

    @Test func tabsAreReleasedAfterRemoval() {
        weak var weakB: ViewController?
        let tabs: TabBarController
        let host: TestHost
        do {
            let animator = TabSlideAnimator(duration: 0.2)
            let made = makeTabs(animator: animator)
            tabs = made.0
            host = made.2
            weakB = made.3[1]
            tabs.selectedIndex = 1
            host.runUntilIdle()
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 400), duration: 1)
            host.runUntilIdle()
            tabs.setViewControllers([made.3[0]], animated: false)
            host.runUntilIdle()
        }
        expectNil(weakB)
        expectNil(tabs.tabBarController)
    }

    @Test func childrenFindTheirTabBarController() {
        let (tabs, _, _, vcs) = makeTabs()
        expectIdentical(vcs[1].tabBarController, tabs)
        expectNil(NamedController("X").tabBarController)
    }
}

extension TabBarButton {
    /// The item's image as the button's image view draws it: the template filled with its tint.
    var drawnImage: Image? { imageView.image?.withTintColor(imageView.tintColor) }
}
