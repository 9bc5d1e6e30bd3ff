import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `TabBarAppearance` (UITabBarAppearance) and the tab bar's standard and scroll-edge appearances
/// (iOS 15): a tab bar controller's bar is transparent while the selected tab's content ends at
/// or above it, standard once content runs under it. Oracles: Apple's documented resolution
/// (a nil `scrollEdgeAppearance` is the standard one with a transparent background), the bar
/// grey and hairline of `BarAppearance`, and the scroll geometry `contentSize.height ≤
/// contentOffset.y + height − adjustedContentInset.bottom` of a 390 × 844 window (83 pt bar).
@MainActor
@Suite struct TabBarAppearanceTests {
    static let glyph = Image(color: .black, size: CGSize(width: 30, height: 30))!

    func makeTabs(_ children: [ViewController]) -> (TestHost, TabBarController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let tabs = TabBarController()
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        return (host, tabs)
    }

    func hairline(_ bar: TabBar) -> Color? { bar.viewWithTag(TabBar.hairlineTag)?.backgroundColor }

    @Test func aStandaloneBarDrawsTheStandardAppearance() {
        let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(bar.backgroundEffect, BlurEffect(style: .systemChromeMaterial))
        expectEqual(hairline(bar), BarAppearance.defaultShadowColor)
        expectEqual(bar.effectiveAppearance.backgroundEffect, BlurEffect(style: .systemChromeMaterial))
        let appearance = TabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        bar.standardAppearance = appearance
        expectEqual(bar.backgroundColor, .systemTeal)
        // Copied when assigned: later changes need another assignment.
        appearance.backgroundColor = .systemPink
        expectEqual(bar.backgroundColor, .systemTeal)
        expectNotIdentical(bar.standardAppearance, appearance)
        bar.isTranslucent = false
        bar.standardAppearance = TabBarAppearance()
        expectEqual(bar.backgroundColor?.fixed, Color(rgb: 0xF7F7F7))
        expectEqual(bar.layer.backgroundColor, Color(rgb: 0xF7F7F7))
    }

    @Test func aTabWithoutAScrollViewGetsTheTransparentBar() {
        let (host, tabs) = makeTabs([NamedController("A"), NamedController("B")])
        defer { withExtendedLifetime(host) {} }
        let bar = tabs.tabBar
        expect(bar.isAtScrollEdge)
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(hairline(bar), .clear)
        // A scroll-edge appearance of the app's own is used instead.
        let edge = TabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemYellow
        bar.scrollEdgeAppearance = edge
        expectEqual(bar.backgroundColor, .systemYellow)
        expectEqual(hairline(bar), BarAppearance.defaultShadowColor)
    }

    @Test func aLongListIsStandardUntilScrolledToItsEnd() {
        let list = ScrollingController("List", contentHeight: 3000)
        let (host, tabs) = makeTabs([list, NamedController("B")])
        let bar = tabs.tabBar, scroll = list.scrollView
        expectEqual(scroll.adjustedContentInset.bottom, 83)
        // At rest at the top: 3000 > −47 + 844 − 83, content runs under the bar.
        expectEqual(scroll.contentOffset.y, -47)
        expect(!bar.isAtScrollEdge)
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(bar.backgroundEffect, BlurEffect(style: .systemChromeMaterial))
        // One point short of the end, then at the end: 3000 ≤ y + 844 − 83 from y = 2239.
        scroll.contentOffset = CGPoint(x: 0, y: 2238)
        expect(!bar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 2239)
        expect(bar.isAtScrollEdge)
        expectEqual(bar.backgroundColor, .clear)
        // Pulled past the end (the rubber band) it stays at the edge.
        scroll.contentOffset = CGPoint(x: 0, y: 2300)
        expect(bar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(bar.backgroundEffect, BlurEffect(style: .systemChromeMaterial))
        // Switching to a tab without a scroll view, and back.
        tabs.selectedIndex = 1
        host.step()
        expect(bar.isAtScrollEdge)
        tabs.selectedIndex = 0
        host.step()
        expect(!bar.isAtScrollEdge)
    }

    @Test func aShortListNeverReachesTheBar() {
        let list = ScrollingController("List", contentHeight: 300)
        let (host, tabs) = makeTabs([list])
        defer { withExtendedLifetime(host) {} }
        expect(tabs.tabBar.isAtScrollEdge)
    }

    @Test func theListOfANavigationTabIsObserved() {
        let list = ScrollingController("List", contentHeight: 3000)
        let navigation = NavigationController(rootViewController: list)
        let (host, tabs) = makeTabs([navigation])
        defer { withExtendedLifetime(host) {} }
        expect(!tabs.tabBar.isAtScrollEdge)
        let scroll = list.scrollView
        scroll.contentOffset = CGPoint(
            x: 0, y: scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height)
        expect(tabs.tabBar.isAtScrollEdge)
    }

    @Test func itemStatesColourTheItems() {
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        a.tabBarItem = TabBarItem(title: "Alpha", image: Self.glyph, selectedImage: nil)
        b.tabBarItem = TabBarItem(title: "Beta", image: Self.glyph, selectedImage: nil)
        b.tabBarItem.badgeValue = "3"
        c.tabBarItem = TabBarItem(title: "Gamma", image: Self.glyph, selectedImage: nil)
        c.tabBarItem.isEnabled = false
        let (host, tabs) = makeTabs([a, b, c])
        defer { withExtendedLifetime(host) {} }
        let appearance = TabBarAppearance()
        let items = appearance.stackedLayoutAppearance
        items.normal.iconColor = .systemOrange
        items.normal.titleTextAttributes.foregroundColor = .systemPink
        items.normal.badgeBackgroundColor = .systemPurple
        items.normal.badgeTextAttributes.foregroundColor = .black
        items.selected.iconColor = .systemGreen
        items.selected.titleTextAttributes.font = .systemFont(ofSize: 12, weight: .bold)
        items.disabled.iconColor = .systemIndigo
        tabs.tabBar.standardAppearance = appearance
        // The bar is at the scroll edge: the transparent copy keeps the item appearance.
        expect(tabs.tabBar.isAtScrollEdge)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        expectEqual(buttons[0].drawnImage, Self.glyph.withTintColor(.systemGreen))
        expectEqual(buttons[0].titleLabel.textColor, .systemGreen)
        expectEqual(buttons[0].titleLabel.font.pointSize, 12)
        expectEqual(buttons[1].drawnImage, Self.glyph.withTintColor(.systemOrange))
        expectEqual(buttons[1].titleLabel.textColor, .systemPink)
        expectEqual(buttons[1].titleLabel.font.pointSize, 10)
        expectEqual(buttons[1].badgeView.backgroundColor, .systemPurple)
        expectEqual(buttons[1].badgeLabel.textColor, .black)
        expectEqual(buttons[2].drawnImage, Self.glyph.withTintColor(.systemIndigo))
        expectEqual(buttons[0].badgeView.backgroundColor, .systemRed)
        // Without an appearance's colours, the bar's own: tint for the selected item, grey else.
        tabs.tabBar.standardAppearance = TabBarAppearance()
        expectEqual(buttons[1].drawnImage, Self.glyph.withTintColor(.systemGray))
        expectEqual(buttons[2].drawnImage, Self.glyph.withTintColor(Color.systemGray.withAlphaComponent(0.5)))
    }

    @Test func copiesAreDeep() {
        let appearance = TabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        let copy = appearance.copy()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemBlue
        expectEqual(copy.stackedLayoutAppearance.selected.iconColor, .systemRed)
        let fromBase = TabBarAppearance(barAppearance: BarAppearance())
        expectNil(fromBase.stackedLayoutAppearance.selected.iconColor)
    }
}
