import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A delegate that logs the scroll-to-top calls and may refuse.
@MainActor
final class ScrollToTopRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var allows = true
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allows
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("didScrollToTop \(scrollView.contentOffset.y)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

/// `scrollsToTop` and the status-bar tap: UIKit scrolls to the top only when exactly one scroll
/// view in the window has `scrollsToTop` set, asks `scrollViewShouldScrollToTop(_:)` first and
/// says `scrollViewDidScrollToTop(_:)` when the content arrives. Oracles: that rule, the top
/// offset `−adjustedContentInset.top`, and the constant-velocity 0.3 s animation
/// `y(t) = y₀ + (top − y₀)·t/0.3`.
@MainActor
@Suite struct ScrollsToTopTests {
    func makeScroll(in host: TestHost, frame: CGRect) -> ScrollView {
        let scroll = ScrollView(frame: frame)
        scroll.contentSize = CGSize(width: frame.width, height: 5000)
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.window.addSubview(scroll)
        return scroll
    }

    @Test func theOnlyScrollViewAnimatesToItsTop() {
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.makeKeyAndVisible()
        let scroll = makeScroll(in: host, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollToTopRecorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 1200)
        host.step()
        expect(scroll.scrollsToTop)
        let start = host.now
        expect(host.tapStatusBar())
        expectEqual(recorder.calls, ["shouldScrollToTop"])
        // Frame by frame along the constant-velocity path from 1200 to −20.
        for _ in 0..<10 {
            let t = host.now - start
            if t >= 0.3 { break }
            let expected = 1200 + (-20 - 1200) * t / 0.3
            expectClose(Double(scroll.contentOffset.y), expected, within: 1e-6, "t = \(t)")
            host.step()
        }
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.y, -20)
        expectEqual(recorder.calls, ["shouldScrollToTop", "didScrollToTop -20.0"])
    }

    @Test func theDelegateCanRefuse() {
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.makeKeyAndVisible()
        let scroll = makeScroll(in: host, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollToTopRecorder()
        recorder.allows = false
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 700)
        expect(!host.tapStatusBar())
        expect(host.runUntilIdle())
        expectEqual(scroll.contentOffset.y, 700)
        expectEqual(recorder.calls, ["shouldScrollToTop"])
    }

    @Test func twoCandidatesMeanNothingScrolls() {
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.diagnostics.forward = nil
        host.window.makeKeyAndVisible()
        let a = makeScroll(in: host, frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let b = makeScroll(in: host, frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        a.contentOffset = CGPoint(x: 0, y: 300)
        b.contentOffset = CGPoint(x: 0, y: 400)
        expect(!host.tapStatusBar())
        expectEqual(host.diagnostics.diagnostics(withCode: "window.scrollsToTop").count, 1)
        expectEqual(a.contentOffset.y, 300)
        expectEqual(b.contentOffset.y, 400)
        // Turning one off leaves exactly one: it scrolls.
        a.scrollsToTop = false
        expect(host.tapStatusBar())
        expect(host.runUntilIdle())
        expectEqual(a.contentOffset.y, 300)
        expectEqual(b.contentOffset.y, -20)
        // A hidden scroll view (or one under a hidden superview) does not count.
        a.scrollsToTop = true
        a.isHidden = true
        b.contentOffset = CGPoint(x: 0, y: 50)
        expect(host.tapStatusBar())
        expect(host.runUntilIdle())
        expectEqual(b.contentOffset.y, -20)
        // None left: nothing happens.
        b.scrollsToTop = false
        expect(!host.tapStatusBar())
    }

    @Test func aDecelerationStopsFirstAndContentAtItsTopArrivesAtOnce() {
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.makeKeyAndVisible()
        let scroll = makeScroll(in: host, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollToTopRecorder()
        scroll.delegate = recorder
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        expect(scroll.isDecelerating)
        expect(host.tapStatusBar())
        expectEqual(recorder.calls, ["shouldScrollToTop", "didEndDecelerating"])
        expect(!scroll.isDecelerating)
        expect(host.runUntilIdle())
        expectEqual(recorder.calls.last, "didScrollToTop -20.0")
        recorder.calls.removeAll()
        expect(host.tapStatusBar())
        expectEqual(recorder.calls, ["shouldScrollToTop", "didScrollToTop -20.0"])
    }

    @Test func aListUnderANavigationBarGoesBackBelowTheBar() {
        let list = ScrollingController("List")
        let (host, _) = makeNavigationHost(root: list)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        expect(host.tapStatusBar())
        expect(host.runUntilIdle())
        expectEqual(list.scrollView.contentOffset.y, -91)
    }
}
