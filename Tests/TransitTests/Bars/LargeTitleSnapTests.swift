import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A large title is never left half collapsed: released so that the content would come to rest
/// inside the collapse (0 < scrolled < 52), the list glides to the nearer end — expanded at
/// `contentOffset.y` = −143 (47 + 96) or collapsed at −91 (47 + 44). Oracles: those hand-computed
/// offsets, and the deceleration's own target `p + v·r/(1 − r)` (r = 0.998, v in points per
/// millisecond) from the offset and velocity the delegate was told at release.
@MainActor
@Suite struct LargeTitleSnapTests {
    static let expanded = CGFloat(-143), collapsed = CGFloat(-91)

    func makeList() -> (TestHost, ScrollingController, NavigationController, ScrollRecorder) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ScrollingController("Parks")
        let navigation = NavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        let recorder = ScrollRecorder()
        list.scrollView.delegate = recorder
        return (host, list, navigation, recorder)
    }

    /// Drags the content up by `scrolled` points past the hysteresis, holds still, and lifts.
    func slowDrag(_ host: TestHost, scrolled: CGFloat) {
        host.touchDown(at: CGPoint(x: 200, y: 600))
        host.touchMove(to: CGPoint(x: 200, y: 590))
        for k in 1...10 { host.touchMove(to: CGPoint(x: 200, y: 590 - scrolled * CGFloat(k) / 10)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 200, y: 590 - scrolled)) }
        host.touchUp()
    }

    @Test(arguments: [(CGFloat(10), CGFloat(-143)), (25, -143), (27, -91), (40, -91), (51, -91)] as [(CGFloat, CGFloat)])
    func releasedWithoutVelocitySnapsToTheNearerEnd(scrolled: CGFloat, expected: CGFloat) {
        let (host, list, navigation, recorder) = makeList()
        slowDrag(host, scrolled: scrolled)
        expectNotEqual(list.scrollView.contentOffset.y, expected)
        expectClose(recorder.releaseOffset.y, (Self.expanded + scrolled), within: 1e-9)
        expectEqual(recorder.releaseVelocity.y, 0)
        // The delegate is told the snapped target, and the content glides there.
        expectEqual(recorder.proposedTarget.y, expected)
        expect(recorder.calls.contains("didEndDragging(true)"))
        expect(host.runUntilIdle())
        expectClose(list.scrollView.contentOffset.y, expected, within: 1e-9)
        expectEqual(recorder.calls.last, "didEndDecelerating")
        expectEqual(navigation.navigationBar.frame.height, (expected == Self.expanded ? 96 : 44))
    }

    @Test(arguments: [CGFloat(0), 52, 60, 200])
    func restsOutsideTheCollapseAreKept(scrolled: CGFloat) {
        let (host, list, _, recorder) = makeList()
        slowDrag(host, scrolled: scrolled)
        expect(host.runUntilIdle())
        expectClose(list.scrollView.contentOffset.y, (Self.expanded + scrolled), within: 1e-9)
        expect(!recorder.calls.contains("willBeginDecelerating"))
    }

    @Test func theDecelerationTargetDecidesNotTheReleaseOffset() {
        let (host, list, _, recorder) = makeList()
        // 30 pt in half a second: released 20 pt past the top (the pan begins after 10 pt), so
        // nearer the expanded end, but moving at 60 pt/s, which carries it another 29.94 pt.
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 570), duration: 0.5)
        let r = 0.998
        let natural = Double(recorder.releaseOffset.y) + Double(recorder.releaseVelocity.y) * r / (1 - r)
        expectLessThan(recorder.releaseOffset.y - Self.expanded, 26)
        expectGreaterThan(natural - Double(Self.expanded), 26)
        expectLessThan(natural - Double(Self.expanded), 52)
        expectEqual(recorder.proposedTarget.y, Self.collapsed)
        expect(host.runUntilIdle())
        expectClose(list.scrollView.contentOffset.y, Self.collapsed, within: 1e-6)
    }

    @Test func aFlickThroughTheCollapseLandsOnItsProjection() {
        let (host, list, _, recorder) = makeList()
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.1)
        let r = 0.998
        let natural = Double(recorder.releaseOffset.y) + Double(recorder.releaseVelocity.y) * r / (1 - r)
        expectGreaterThan(natural - Double(Self.expanded), 52)
        expectClose(Double(recorder.proposedTarget.y), natural, within: 1e-9)
        expect(host.runUntilIdle())
        expectClose(Double(list.scrollView.contentOffset.y), natural, within: 1e-6)
    }

    @Test func theDelegateHasTheLastWord() {
        let (host, list, _, recorder) = makeList()
        recorder.retarget = { _ in CGPoint(x: 0, y: Self.expanded + 30) }
        slowDrag(host, scrolled: 40)
        expectEqual(recorder.proposedTarget.y, Self.collapsed)
        expect(host.runUntilIdle())
        expectClose(list.scrollView.contentOffset.y, (Self.expanded + 30), within: 1e-9)
    }

    @Test func withoutALargeTitleNothingSnaps() {
        let (host, list, navigation, recorder) = makeList()
        navigation.navigationBar.prefersLargeTitles = false
        host.step()
        expectEqual(list.scrollView.contentOffset.y, Self.collapsed)
        slowDrag(host, scrolled: 20)
        expect(host.runUntilIdle())
        expectClose(list.scrollView.contentOffset.y, (Self.collapsed + 20), within: 1e-9)
        expect(!recorder.calls.contains("willBeginDecelerating"))
    }
}
