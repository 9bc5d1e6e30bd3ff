import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A large title grows when the list is pulled down past its top, anchored at its bottom-leading
/// corner, and never scales while collapsing. Oracles: the scale `min(1.1, 1 + 0.1·e/52)` with
/// `e` the pull past the top (the area's stretch), and the corner staying 16 pt from the leading
/// edge and 8 pt above the bar's bottom.
@MainActor
@Suite struct LargeTitleScaleTests {
    func makeList() -> (TestHost, ScrollingController, NavigationController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ScrollingController("Parks")
        let navigation = NavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        return (host, list, navigation)
    }

    @Test func theScaleFormula() {
        expectEqual(NavigationItemView.largeTitleScale(openness: 0), 1)
        expectEqual(NavigationItemView.largeTitleScale(openness: 0.5), 1)
        expectEqual(NavigationItemView.largeTitleScale(openness: 1), 1)
        expectClose(NavigationItemView.largeTitleScale(openness: 1.5), 1.05, within: 1e-12)
        expectClose(NavigationItemView.largeTitleScale(openness: 2), 1.1, within: 1e-12)
        expectEqual(NavigationItemView.largeTitleScale(openness: 7), 1.1)
        expectEqual(NavigationItemView.largeTitleScale(openness: .nan), 1)
        expectEqual(NavigationItemView.largeTitleScale(openness: .infinity), 1)
    }

    @Test(arguments: [CGFloat(5), 26, 40, 52, 80, 200])
    func pulledDownTheTitleGrowsFromItsBottomLeadingCorner(pull: CGFloat) {
        let (host, list, navigation) = makeList()
        defer { withExtendedLifetime(host) {} }
        list.scrollView.contentOffset = CGPoint(x: 0, y: -143 - pull)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let label = bar.contentView!.largeTitleLabel
        let s = min(1.1, 1 + 0.1 * pull / 52)
        let t = label.transform
        expectClose(t.a, s, within: 1e-12)
        expectClose(t.d, s, within: 1e-12)
        expectEqual(t.b, 0)
        expectEqual(t.c, 0)
        // Where the transformed label lands in the bar: its bottom-leading corner is fixed.
        let shown = label.convert(label.bounds, to: bar)
        expectClose(shown.minX, 16, within: 1e-9)
        expectClose(shown.maxY, (bar.bounds.height - 8), within: 1e-9)
        expectClose(shown.width, label.bounds.width * s, within: 1e-9)
        expectClose(shown.height, label.bounds.height * s, within: 1e-9)
        expectEqual(bar.frame.height, 96 + pull)
    }

    @Test(arguments: [CGFloat(0), 10, 26, 51, 52, 300])
    func collapsingNeverScales(scrolled: CGFloat) {
        let (host, list, navigation) = makeList()
        defer { withExtendedLifetime(host) {} }
        list.scrollView.contentOffset = CGPoint(x: 0, y: -143 + scrolled)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let label = bar.contentView!.largeTitleLabel
        expectEqual(label.transform, .identity)
        let shown = label.convert(label.bounds, to: bar)
        expectEqual(shown.minX, 16)
        expectClose(shown.maxY, (bar.bounds.height - 8), within: 1e-9)
    }

    @Test func theTitleSettlesBackToItsSizeWhenTheListSpringsBack() {
        let (host, list, navigation) = makeList()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        for k in 1...12 { host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(k) * 10)) }
        let label = navigation.navigationBar.contentView!.largeTitleLabel
        expectGreaterThan(label.transform.a, 1)
        host.touchUp()
        expect(host.runUntilIdle())
        expectEqual(list.scrollView.contentOffset.y, -143)
        expectEqual(label.transform, .identity)
    }
}
