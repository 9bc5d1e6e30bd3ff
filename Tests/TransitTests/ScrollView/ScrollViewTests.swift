import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Records the delegate calls and what they were told.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var releaseVelocity: CGPoint = .zero
    var releaseOffset: CGPoint = .zero
    var proposedTarget: CGPoint = .zero
    var retarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        releaseOffset = scrollView.contentOffset
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

/// UIScrollView's physics against its formulas: the documented deceleration rates and the
/// projection they imply, the reported rubber band (c = 0.55), springs back and page snaps,
/// the delegate's order, a retargeted deceleration, constant-velocity animations, nested scroll
/// views and the navigation edge swipe.
@MainActor
@Suite struct ScrollViewTests {
    func makeScroll(content: CGSize, size: CGSize = CGSize(width: 320, height: 480))
        -> (TestHost, ScrollView, ScrollRecorder)
    {
        let host = TestHost(size: size, scale: 1)
        let scroll = ScrollView(frame: CGRect(origin: .zero, size: size))
        scroll.contentSize = content
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        host.window.addSubview(scroll)
        host.step()
        return (host, scroll, recorder)
    }

    @Test func documentedRatesAndTheRubberBandFormula() {
        expectEqual(ScrollView.DecelerationRate.normal.rawValue, 0.998)
        expectEqual(ScrollView.DecelerationRate.fast.rawValue, 0.99)
        // The reported values for d = 960 (c = 0.55): 5 → 2.74, 100 → 52.02, 960 → 340.65.
        expectClose(ScrollView.rubberBandDistance(5, dimension: 960), 2.74, within: 0.005)
        expectClose(ScrollView.rubberBandDistance(100, dimension: 960), 52.02, within: 0.005)
        expectClose(ScrollView.rubberBandDistance(960, dimension: 960), 340.65, within: 0.005)
        for x in stride(from: 1.0, through: 500, by: 37) {
            let b = ScrollView.rubberBandDistance(CGFloat(x), dimension: 480)
            expectClose(ScrollView.fingerDistance(forRubberBand: b, dimension: 480), CGFloat(x), within: 1e-6)
        }
    }

    @Test func aFlickDeceleratesOntoItsProjection() {
        let (host, scroll, recorder) = makeScroll(content: CGSize(width: 320, height: 20000))
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        let p = Double(recorder.releaseOffset.y), v = Double(recorder.releaseVelocity.y) * 1000
        expectGreaterThan(v, 500)
        expect(scroll.isDecelerating)
        expect(!scroll.isDragging)
        let r = 0.998
        let released = host.now
        // Frame by frame: p + (v/1000)·r·(1 − rⁿ)/(1 − r), n in milliseconds since the release.
        for _ in 0..<20 {
            host.step()
            let n = (host.now - released) * 1000
            let expected = p + v / 1000 * r * (1 - pow(r, n)) / (1 - r)
            expectClose(Double(scroll.contentOffset.y), expected, within: 1e-6)
        }
        expect(host.runUntilIdle())
        // At rest exactly on the projection (v/1000)·r/(1 − r) from the release point.
        expectClose(Double(scroll.contentOffset.y), (p + v / 1000 * r / (1 - r)), within: 1e-6)
        expectClose(Double(recorder.proposedTarget.y), (p + v / 1000 * r / (1 - r)), within: 1e-6)
        expectEqual(
            recorder.calls,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating"
            ])
        expect(!scroll.isDecelerating)
    }

    @Test func aRetargetedFlickLandsOnTheNewTarget() {
        let (host, scroll, recorder) = makeScroll(content: CGSize(width: 320, height: 20000))
        recorder.retarget = { target in CGPoint(x: target.x, y: (target.y / 100).rounded() * 100) }
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        expect(host.runUntilIdle())
        let expected = (recorder.proposedTarget.y / 100).rounded() * 100
        expectEqual(scroll.contentOffset.y, expected)
    }

    @Test func aDragPastTheTopIsDampedAndSpringsBack() {
        let (host, scroll, recorder) = makeScroll(content: CGSize(width: 320, height: 2000))
        host.touchDown(at: CGPoint(x: 160, y: 100))
        // Past the 10 pt hysteresis the content follows the finger from where the pan began.
        for y in stride(from: 110, through: 150, by: 10) { host.touchMove(to: CGPoint(x: 160, y: CGFloat(y))) }
        let began = 110.0
        for y in stride(from: 160, through: 250, by: 10) { host.touchMove(to: CGPoint(x: 160, y: CGFloat(y))) }
        let pulled = CGFloat(250 - began)
        expectLessThan(abs(scroll.contentOffset.y + ScrollView.rubberBandDistance(pulled, dimension: 480)), 1e-9)
        // Hold still, then lift: no velocity, a spring back to the top.
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 160, y: 250)) }
        host.touchUp()
        let ending = recorder.calls.drop { $0 != "willEndDragging" }.filter { $0 != "didScroll" }
        expectEqual(ending.prefix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        expectEqual(recorder.proposedTarget, .zero)
        // A critically damped spring: b·(1 + ωt)·e^(−ωt) from the release, ω = 2π/0.4, no velocity.
        let start = Double(recorder.releaseOffset.y), released = host.now, omega = 2 * Double.pi / 0.4
        for _ in 0..<5 {
            host.step()
            let t = host.now - released
            expectClose(Double(scroll.contentOffset.y), start * (1 + omega * t) * exp(-omega * t), within: 1e-9)
        }
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset, .zero)
        expectEqual(recorder.calls.last, "didEndDecelerating")
    }

    @Test func withoutBouncesTheContentStopsAtTheEdges() {
        let (host, scroll, _) = makeScroll(content: CGSize(width: 320, height: 2000))
        scroll.bounces = false
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.3)
        expectEqual(scroll.contentOffset.y, 0)
        // A hard flick towards the end stops exactly at the bottom limit.
        host.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 50), duration: 0.05)
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.y, CGFloat(2000 - 480))
    }

    @Test func pagingSnapsToTheNextPageOrBack() {
        let (host, scroll, _) = makeScroll(content: CGSize(width: 960, height: 480))
        scroll.isPagingEnabled = true
        // A quick flick left: the next page.
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 190, y: 200), duration: 0.05)
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.x, 320)
        // A slow, short drag: back to the same page.
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 200, y: 200), duration: 1)
        host.advance(by: 0.2)
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.x, 320)
        // Never more than one page per drag, however hard the flick.
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 10, y: 200), duration: 0.03)
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.x, 640)
    }

    @Test func animatedOffsetChangesRunAtConstantVelocity() {
        let (host, scroll, recorder) = makeScroll(content: CGSize(width: 320, height: 3000))
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        let start = host.now
        host.advance(by: 0.15)
        expectClose(scroll.contentOffset.y, CGFloat((host.now - start) / 0.3 * 600), within: 1e-9)
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.y, 600)
        expectEqual(recorder.calls.filter { $0 == "didEndScrollingAnimation" }.count, 1)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
        expectEqual(scroll.contentOffset.y, CGFloat(2100 - 480))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1700, width: 10, height: 10), animated: false)
        expectEqual(scroll.contentOffset.y, 1620)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 10), animated: false)
        expectEqual(scroll.contentOffset.y, 1000)
    }

    @Test func insetsAndTheSafeAreaSetTheLimits() {
        let (host, scroll, _) = makeScroll(content: CGSize(width: 320, height: 1000))
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        host.step()
        // .automatic outside a navigation controller adjusts a vertically scrolling view.
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
        expectEqual(scroll.minimumContentOffset.y, -57)
        expectEqual(scroll.maximumContentOffset.y, CGFloat(1000 + 54 - 480))
        scroll.contentInsetAdjustmentBehavior = .never
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
        scroll.contentSize = CGSize(width: 320, height: 100)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    }

    @Test func nestedScrollViewsEachTakeTheirAxis() {
        let (host, list, _) = makeScroll(content: CGSize(width: 320, height: 3000))
        let pager = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        pager.contentSize = CGSize(width: 960, height: 200)
        pager.isPagingEnabled = true
        list.addSubview(pager)
        host.step()
        host.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: 0.5)
        host.runUntilIdle()
        expectGreaterThan(list.contentOffset.y, 50)
        expectEqual(pager.contentOffset.x, 0)
        let listOffset = list.contentOffset
        let y = pager.convert(CGPoint(x: 0, y: 100), to: host.window).y
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 100, y: y), duration: 0.2)
        host.runUntilIdle()
        expectEqual(pager.contentOffset.x, 320)
        expectEqual(list.contentOffset, listOffset)
    }

    @Test func theNavigationEdgeSwipeWinsAtTheEdge() {
        final class Pages: ViewController {
            override func loadView() {
                let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                scroll.contentSize = CGSize(width: 960, height: 100)
                view = scroll
            }
        }
        let root = ViewController(), pages = Pages()
        let navigation = NavigationController(rootViewController: root)
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = navigation
        navigation.pushViewController(pages, animated: false)
        host.runUntilIdle()
        let scroll = pages.view as! ScrollView
        host.touchDown(at: CGPoint(x: 3, y: 300))
        for x in stride(from: 20, through: 120, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 300)) }
        expectEqual(navigation.transitionCoordinator?.isInteractive, true)
        expectEqual(scroll.contentOffset.x, 0)
        expect(!scroll.isDragging)
        host.touchUp()
        host.runUntilIdle()
        // Away from the edge the scroll view takes the drag.
        if navigation.topViewController === pages {
            host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.5)
            host.runUntilIdle()
            expectGreaterThan(scroll.contentOffset.x, 0)
        }
    }

    @Test func badValuesAreReported() {
        let (host, scroll, _) = makeScroll(content: CGSize(width: 320, height: 1000))
        host.diagnostics.forward = nil
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scroll.contentSize = CGSize(width: -1, height: 10)
        scroll.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        expectEqual(scroll.contentOffset, .zero)
        expectEqual(scroll.contentSize, CGSize(width: 320, height: 1000))
        expectEqual(
            host.diagnostics.diagnostics.map(\.code).prefix(3),
            [
                "scrollView.contentOffset", "scrollView.contentSize",
                "scrollView.contentInset"
            ])
        scroll.decelerationRate = ScrollView.DecelerationRate(rawValue: .nan)
        scroll.decelerationRate = ScrollView.DecelerationRate(rawValue: 1)
        expectEqual(scroll.decelerationRate, .normal)
        expectEqual(host.diagnostics.diagnostics(withCode: "scrollView.decelerationRate").count, 2)
    }
}
