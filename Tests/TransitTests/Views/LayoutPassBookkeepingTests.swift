import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A view that counts the frame changes and layout passes it receives.
@MainActor
final class FrameCountingView: View {
    var boundsSets = 0, centerSets = 0, frameSets = 0, layouts = 0
    override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsSets += 1
            super.bounds = newValue
        }
    }
    override var center: CGPoint {
        get { super.center }
        set {
            centerSets += 1
            super.center = newValue
        }
    }
    override var frame: CGRect {
        get { super.frame }
        set {
            frameSets += 1
            super.frame = newValue
        }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    /// The bounds, centre and frame sets and the layout passes, in that order.
    var counts: [Int] { [boundsSets, centerSets, frameSets, layouts] }
    func resetCounts() { (boundsSets, centerSets, frameSets, layouts) = (0, 0, 0, 0) }
}

/// The layout pass's bookkeeping: safe areas found from each superview's map to the window
/// handed down the pass (not by walking up from every view), frames applied only where the
/// solution moved them, and a layer's frame read from its cached model values. Oracles: insets
/// and frames worked out by hand below; UIKit lays out a view when its bounds' size changes and
/// not when it only moves (`setNeedsLayout` on a size change), and sets nothing on a view whose
/// solved frame is the one it has.
@MainActor
@Suite struct LayoutPassBookkeepingTests {
    /// A 390 × 844 window with 47 pt at the top; `outer` (0, 100, 390, 300) holds `mid`
    /// (10, 20, 200, 200) scaled by ½ about its centre, which holds `inner` (0, 20, 100, 100).
    func makeTree(_ log: SafeAreaLog) -> (TestHost, [SafeAreaLoggingView]) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let outer = SafeAreaLoggingView("outer", log: log, frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let mid = SafeAreaLoggingView("mid", log: log, frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = SafeAreaLoggingView("inner", log: log, frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        mid.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.window.addSubview(outer)
        outer.addSubview(mid)
        mid.addSubview(inner)
        host.window.layoutIfNeeded()
        return (host, [outer, mid, inner])
    }

    @Test func aSafeAreaChangeDeepInATreeReachesEveryViewAfterItsSuperviewMoved() {
        let log = SafeAreaLog()
        let (host, views) = makeTree(log)
        defer { withExtendedLifetime(host) {} }
        let (outer, mid, inner) = (views[0], views[1], views[2])
        // Clear of the 47 pt band at first: no insets, nothing to report.
        expect(log.entries.filter { $0.contains("safeArea") }.isEmpty)
        expect([outer, mid, inner].allSatisfy { $0.safeAreaInsets == .zero })
        // `outer` moves up to y = −40. In the window: outer spans y −40…260, so its inset is
        // 47 + 40 = 87; mid's frame in outer is (60, 70, 100, 100) (200 × 200 about the centre
        // (110, 120), halved), y 30 in the window: 47 − 30 = 17; inner's (0…100, 20…120) maps
        // through mid to outer's 60…110 × 80…130, y 40 in the window: 47 − 40 = 7.
        outer.frame.origin.y = -40
        host.window.layoutIfNeeded()
        expectEqual(
            log.entries.filter { $0.contains("safeArea") },
            [
                "outer.safeAreaInsetsDidChange 87 0 0 0",
                "mid.safeAreaInsetsDidChange 17 0 0 0",
                "inner.safeAreaInsetsDidChange 7 0 0 0"
            ])
        expectClose(inner.convert(inner.bounds, to: host.window).minY, 40, within: 1e-9)
        // Back down: every view hears of its return to zero, once.
        log.entries.removeAll()
        outer.frame.origin.y = 100
        host.window.layoutIfNeeded()
        host.window.layoutIfNeeded()
        expectEqual(
            log.entries.filter { $0.contains("safeArea") },
            [
                "outer.safeAreaInsetsDidChange 0 0 0 0",
                "mid.safeAreaInsetsDidChange 0 0 0 0",
                "inner.safeAreaInsetsDidChange 0 0 0 0"
            ])
    }

    /// Three views in a row, 10 pt apart from x = 10: a (50 wide), b (40, then 60), c (30).
    @Test func onlyViewsWhoseSolvedFrameChangedAreSetAndOnlyResizedOnesLaidOut() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        host.window.addSubview(container)
        let (a, b, c) = (FrameCountingView(), FrameCountingView(), FrameCountingView())
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let bWidth = b.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor), c.topAnchor.constraint(equalTo: a.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), bWidth, c.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            c.heightAnchor.constraint(equalTo: a.heightAnchor)
        ])
        host.window.layoutIfNeeded()
        expectEqual(b.frame, CGRect(x: 70, y: 10, width: 40, height: 20))
        expectEqual(c.frame, CGRect(x: 120, y: 10, width: 30, height: 20))
        for v in [a, b, c] { v.resetCounts() }
        bWidth.constant = 60
        host.window.layoutIfNeeded()
        expectEqual(a.frame, CGRect(x: 10, y: 10, width: 50, height: 20))
        expectEqual(b.frame, CGRect(x: 70, y: 10, width: 60, height: 20))
        expectEqual(c.frame, CGRect(x: 140, y: 10, width: 30, height: 20))
        // a: the same frame, untouched. b: resized (bounds) and moved (its centre, 90 → 100),
        // laid out once. c: moved only, not laid out.
        expectEqual(a.counts, [0, 0, 0, 0])
        expectEqual(b.counts, [1, 1, 0, 1])
        expectEqual(c.counts, [0, 1, 0, 0])
        // Nothing changed since: another pass sets and lays out nothing.
        for v in [a, b, c] { v.resetCounts() }
        container.setNeedsLayout()
        host.window.layoutIfNeeded()
        expect([a, b, c].allSatisfy { $0.counts == [0, 0, 0, 0] })
    }

    /// A layer's frame is read from its cached model values; while a property animates (and
    /// when an animation ends somewhere other than its target) the model is read from the
    /// animation engine. UIKit's getters return the model value: the target during an
    /// animation, the start after an animator finishes at `.start`, the value reached after
    /// one stopped and finished at `.current`.
    @Test func aLayersFrameFollowsTheModelThroughAnimations() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let back = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        back.startAnimation()
        expectEqual(v.frame.minX, 100, "the target during the animation")
        w.step(to: 0.4)
        back.pauseAnimation()
        back.isReversed = true
        back.startAnimation()
        w.step(to: 1)
        expectEqual(v.frame.minX, 0, "finished at the start: the model returns to it")
        expectEqual(v.convert(CGPoint.zero, to: w).x, 0)
        let stop = ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        stop.startAnimation()
        w.step(to: 1.25)
        stop.stopAnimation(false)
        stop.finishAnimation(at: .current)
        expectClose(v.frame.minX, 25, within: 1e-9, "finished at the value reached, a quarter of the way")
        expectClose(v.convert(CGPoint.zero, to: w).x, 25, within: 1e-9)
    }
}
