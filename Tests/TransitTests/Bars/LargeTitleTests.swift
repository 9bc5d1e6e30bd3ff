import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Large titles: a 96 pt bar (44 pt row and 52 pt large-title area) that collapses as the
/// content scrolls — the bar's bottom follows the content's top until it reaches 44 pt — and
/// animates its height along pushes and pops. Oracles: UIKit's heights and the geometry
/// `bar height = 44 + max(0, 52 − scrolled)` below the 47 pt status area, with
/// `scrolled = contentOffset.y + 143`.
@MainActor
@Suite struct LargeTitleTests {
    func makeLargeTitleStack(root: ViewController) -> (TestHost, NavigationController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        return (host, navigation)
    }

    @Test func largeTitleBarIs96PointsAndTheListRestsBelowIt() {
        let list = ScrollingController("Parks")
        let (host, navigation) = makeLargeTitleStack(root: list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        expectEqual(NavigationBar.height + NavigationBar.largeTitleHeight, 96)
        expectEqual(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        expectEqual(list.view.safeAreaInsets.top, 143)
        expectEqual(list.scrollView.contentOffset.y, -143)
        let content = bar.contentView!
        expect(content.showsLargeTitle)
        expectEqual(content.largeTitleLabel.text, "Parks")
        expectEqual(content.largeTitleLabel.font.pointSize, 34)
        expectEqual(content.largeTitleLabel.font.weight, .bold)
        expectEqual(content.largeTitleLabel.alpha, 1)
        expectEqual(content.titleLabel.alpha, 0)
        // The large title sits at the leading margin, 8 pt above the bar's bottom edge.
        let large = content.largeTitleLabel.convert(content.largeTitleLabel.bounds, to: bar)
        expectEqual(large.minX, 16)
        expectEqual(large.maxY, CGFloat(96 - 8))
    }

    @Test func barHeightFollowsTheOffsetUntilCollapsed() {
        let list = ScrollingController("Parks")
        let (host, navigation) = makeLargeTitleStack(root: list)
        let bar = navigation.navigationBar
        let content = bar.contentView!
        for scrolled in [CGFloat(0), 10, 26, 39, 52, 53, 80, 400, -30] {
            list.scrollView.contentOffset = CGPoint(x: 0, y: scrolled - 143)
            let expected = 44 + max(0, 52 - scrolled)
            expectEqual(bar.frame.height, expected, "scrolled \(scrolled)")
            let openness = max(0, 52 - scrolled) / 52
            expectClose(content.largeTitleLabel.alpha, min(1, 2 * openness), within: 1e-12)
            expectClose(content.titleLabel.alpha, max(0, 1 - 2 * openness), within: 1e-12)
            // Transparent while the large title area is open (the bar follows the content's top
            // edge); the standard appearance once content goes under the collapsed bar.
            expectEqual(bar.isAtScrollEdge, (scrolled <= 52), "scrolled \(scrolled)")
        }
        // The safe area and the resting offset do not move while the title collapses.
        expectEqual(list.view.safeAreaInsets.top, 143)
        expectEqual(list.scrollView.minimumContentOffset.y, -143)
        host.step()
    }

    @Test func displayModesDecidePerItem() {
        let root = ScrollingController("Root")
        let (host, navigation) = makeLargeTitleStack(root: root)
        let bar = navigation.navigationBar
        let automatic = ScrollingController("Automatic")
        navigation.pushViewController(automatic, animated: false)
        host.step()
        // .automatic inherits from the item below: the root shows it large.
        expectEqual(bar.frame.height, 96)
        let never = ScrollingController("Never")
        never.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(never, animated: false)
        host.step()
        expectEqual(bar.frame.height, 44)
        expectEqual(never.view.safeAreaInsets.top, 91)
        expectEqual(never.scrollView.contentOffset.y, -91)
        let after = ScrollingController("AfterNever")
        navigation.pushViewController(after, animated: false)
        host.step()
        expectEqual(bar.frame.height, 44)
        after.navigationItem.largeTitleDisplayMode = .always
        host.step()
        expectEqual(bar.frame.height, 96)
        expectEqual(after.scrollView.contentOffset.y, -143)
        bar.prefersLargeTitles = false
        host.step()
        expectEqual(bar.frame.height, 44)
        expectEqual(after.scrollView.contentOffset.y, -91)
    }

    @Test func pushToAnInlineTitleShrinksTheBarAlongTheTransitionAndPopGrowsIt() {
        let list = ScrollingController("Parks")
        let (host, navigation) = makeLargeTitleStack(root: list)
        let bar = navigation.navigationBar
        let detail = ScrollingController("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        var heights: [CGFloat] = []
        while navigation.transitionRunner.running != nil {
            host.step()
            heights.append(bar.layer.presentation()!.bounds.height)
        }
        host.runUntilIdle()
        // Monotonic from 96 to 44, strictly between them midway.
        expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 })
        expect(heights.contains { $0 > 44 && $0 < 96 })
        expectEqual(bar.frame.height, 44)
        expectEqual(detail.scrollView.contentOffset.y, -91)
        navigation.popViewController(animated: true)
        heights = []
        while navigation.transitionRunner.running != nil {
            host.step()
            heights.append(bar.layer.presentation()!.bounds.height)
        }
        host.runUntilIdle()
        expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        expectEqual(bar.frame.height, 96)
        expectEqual(list.scrollView.contentOffset.y, -143)
    }

    @Test func interactivePopFollowsTheFingerAndCancelRestoresTheBar() {
        let list = ScrollingController("Parks")
        let (host, navigation) = makeLargeTitleStack(root: list)
        let bar = navigation.navigationBar
        let detail = ScrollingController("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        // Drag from the left edge a quarter of the width and hold: the bar's height is scrubbed
        // by the progress, between 44 and 96 (the spring timing of the push maps progress to
        // the height, so only the bounds are asserted).
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 105, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        let midway = bar.layer.presentation()!.bounds.height
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        expectGreaterThan(midway, 44)
        expectLessThan(midway, 96)
        // Deeper drag, taller bar.
        for x in stride(from: 115, through: 195, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        expectGreaterThan(bar.layer.presentation()!.bounds.height, midway)
        // Back short of the middle and rest, then lift: cancelled, the inline bar comes back.
        for x in stride(from: 185, through: 45, by: -10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.advance(by: 0.2)
        host.touchUp()
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, detail)
        expectEqual(bar.frame.height, 44)
        expectEqual(bar.layer.presentation()!.bounds.height, 44)
        expectEqual(bar.contentView?.showsLargeTitle, false)
        expect(bar.isAtScrollEdge)
        // A full swipe finishes: the large bar is back.
        host.replay(.edgeSwipe(in: CGSize(width: 390, height: 844), finishing: true))
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, list)
        expectEqual(bar.frame.height, 96)
        expectEqual(bar.contentView?.showsLargeTitle, true)
    }
}
