import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Hit testing and delivery of touches to views (`UIWindow.sendEvent` / `UIView.hitTest`).
@MainActor
@Suite struct TouchRoutingTests {
    /// Two overlapping views in a container: `b` is in front of `a`.
    func scene() -> (TouchScene, TouchRecordingView, TouchRecordingView, TouchRecordingView) {
        let s = TouchScene()
        let root = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.window.addSubview(root)
        root.addSubview(a)
        root.addSubview(b)
        return (s, root, a, b)
    }

    @Test func touchGoesToFrontmostViewContainingIt() {
        let (s, root, a, b) = scene()
        s.down(CGPoint(x: 60, y: 60), at: 0)
        s.move(CGPoint(x: 70, y: 65), at: 0.1)
        s.up(CGPoint(x: 70, y: 65), at: 0.2)
        expectEqual(b.calls, ["began", "moved", "ended"])
        expect(a.calls.isEmpty)
        expect(root.calls.isEmpty)
    }

    @Test func touchStaysWithItsViewOutsideItsBounds() {
        let (s, _, a, b) = scene()
        s.down(CGPoint(x: 20, y: 20), at: 0)
        s.move(CGPoint(x: 280, y: 280), at: 0.1)
        s.up(CGPoint(x: 280, y: 280), at: 0.2)
        expectEqual(a.calls, ["began", "moved", "ended"])
        expect(b.calls.isEmpty)
    }

    @Test(arguments: ["hidden", "alpha", "interaction"])
    func skippedViewsLetTouchesThrough(_ reason: String) {
        let (s, _, a, b) = scene()
        switch reason {
        case "hidden": b.isHidden = true
        case "alpha": b.alpha = 0.005
        default: b.isUserInteractionEnabled = false
        }
        s.down(CGPoint(x: 60, y: 60), at: 0)
        s.up(CGPoint(x: 60, y: 60), at: 0.1)
        expectEqual(a.calls, ["began", "ended"])
        expect(b.calls.isEmpty)
    }

    @Test func alphaAtThresholdStillReceives() {
        let (s, _, _, b) = scene()
        b.alpha = 0.01
        s.down(CGPoint(x: 60, y: 60), at: 0)
        expectEqual(b.calls, ["began"])
    }

    @Test func defaultImplementationForwardsToSuperview() {
        let s = TouchScene()
        let root = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let plain = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        s.window.addSubview(root)
        root.addSubview(plain)
        s.down(CGPoint(x: 20, y: 20), at: 0)
        s.up(CGPoint(x: 20, y: 20), at: 0.1)
        expectEqual(root.calls, ["began", "ended"])
    }

    @Test func touchReportsViewWindowAndConvertedLocations() throws {
        let (s, _, _, b) = scene()
        var seen: [Touch] = []
        final class Spy: View {
            var onBegan: ((Touch) -> Void)?
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touches.forEach { onBegan?($0) } }
        }
        let spy = Spy(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        spy.transform = CGAffineTransform(scaleX: 2, y: 2)
        b.addSubview(spy)
        spy.onBegan = { seen.append($0) }
        // spy's centre is at b(40,40) = window(90,90); scaled ×2 about it.
        s.down(CGPoint(x: 100, y: 90), at: 0)
        let touch = try unwrap(seen.first)
        expectIdentical(touch.view, spy)
        expectIdentical(touch.window, s.window)
        expectEqual(touch.phase, .began)
        expectEqual(touch.location(in: nil), CGPoint(x: 100, y: 90))
        expectEqual(touch.location(in: b), CGPoint(x: 50, y: 40))
        expectEqual(touch.location(in: spy), CGPoint(x: 25, y: 20))
        s.move(CGPoint(x: 110, y: 90), at: 0.05)
        expectEqual(touch.phase, .moved)
        expectEqual(touch.previousLocation(in: nil), CGPoint(x: 100, y: 90))
        expectEqual(touch.location(in: spy), CGPoint(x: 30, y: 20))
        expectEqual(touch.timestamp, 0.05)
    }

    @Test func tapCountCountsQuickTapsAtOnePlace() {
        let s = TouchScene()
        var counts: [Int] = []
        final class Counter: View {
            var onBegan: ((Int) -> Void)?
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touches.forEach { onBegan?($0.tapCount) } }
        }
        let v = Counter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        v.onBegan = { counts.append($0) }
        s.window.addSubview(v)
        let p = CGPoint(x: 100, y: 100)
        s.down(p, at: 0); s.up(p, at: 0.05)
        s.down(p, at: 0.2); s.up(p, at: 0.25)
        s.down(CGPoint(x: 103, y: 99), at: 0.4); s.up(p, at: 0.45)
        s.down(p, at: 1.5); s.up(p, at: 1.55)  // too late
        s.down(p, at: 1.6); s.up(p, at: 1.65)
        s.down(CGPoint(x: 250, y: 250), at: 1.7)  // too far
        expectEqual(counts, [1, 2, 3, 1, 2, 1])
    }

    @Test func eventListsStationaryFingers() {
        let s = TouchScene()
        var phases: [[Touch.Phase]] = []
        final class Spy: View {
            var onMoved: ((Event?) -> Void)?
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { onMoved?(event) }
        }
        let v = Spy(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        v.onMoved = { event in
            phases.append((event?.allTouches ?? []).sorted { $0.location(in: nil).x < $1.location(in: nil).x }.map(\.phase))
        }
        s.window.addSubview(v)
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 200, y: 10))
            ], at: 0)
        s.move(CGPoint(x: 15, y: 10), finger: 1, at: 0.1)
        expectEqual(phases, [[.moved, .stationary]])
        expectEqual(s.window.activeTouches.count, 2)
    }

    @Test func eventGroupsTouchesByViewAndRecognizer() {
        let (s, _, a, b) = scene()
        let tap = TapGestureRecognizer()
        a.addGestureRecognizer(tap)
        var seen: Event?
        final class Spy: View {
            var onBegan: ((Event?) -> Void)?
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { onBegan?(event) }
        }
        let spy = Spy(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        b.superview?.addSubview(spy)
        spy.onBegan = { seen = $0 }
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 20, y: 20)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 210, y: 210))
            ], at: 0.5)
        let event = try! unwrap(seen)
        expectEqual(event.type, .touches)
        expectEqual(event.timestamp, 0.5)
        expectEqual(event.allTouches?.count, 2)
        expectIdentical(event.touches(for: a)?.first?.view, a)
        expectEqual(event.touches(for: spy)?.count, 1)
        expectNil(event.touches(for: b))
        expectIdentical(event.touches(for: tap)?.first?.view, a)
        expectEqual(event.touches(for: s.window)?.count, 2)
        expectIdentical(event.touches(for: a)?.first?.gestureRecognizers.first, tap)
    }

    @Test func gestureOfARemovedViewStillReportsToItsWindow() {
        let s = TouchScene()
        let v = View(frame: s.window.bounds)
        s.window.addSubview(v)
        var states: [GestureRecognizer.State] = []
        v.addGestureRecognizer(PanGestureRecognizer { states.append($0.state) })
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), frames: 5) { k in
            if k == 2 { v.removeFromSuperview() }
        }
        // Five moves (the first begins, four change) and the lift in the last frame.
        expectEqual(states, [.began, .changed, .changed, .changed, .changed, .ended])
        expectEqual(s.window.timeline.callbacks(of: "PanGestureRecognizer").count, 6)
    }

    @Test func badInputIsReportedAndIgnored() {
        let (s, _, _, b) = scene()
        s.move(CGPoint(x: 60, y: 60), finger: 7, at: 0)
        s.down(CGPoint(x: CGFloat.nan, y: 60), at: 0.1)
        s.down(CGPoint(x: 60, y: 60), at: 0.2)
        s.down(CGPoint(x: 70, y: 60), at: 0.3)
        s.up(CGPoint(x: 70, y: 60), at: 0.1)
        expectEqual(s.log.diagnostics(withCode: "touch.unknownFinger").count, 1)
        expectEqual(s.log.diagnostics(withCode: "touch.nonFinite").count, 1)
        expectEqual(s.log.diagnostics(withCode: "touch.duplicateBegan").count, 1)
        expectEqual(s.log.diagnostics(withCode: "touch.timeBackwards").count, 1)
        expectEqual(b.calls, ["began", "moved", "ended"])
        expect(s.window.activeTouches.isEmpty)
    }
}
