import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// UIKit's rules between recognizers and views: exclusivity, simultaneous recognition, the
/// delegate, `cancelsTouchesInView`, `delaysTouchesBegan/Ended`, enabling and removal.
@MainActor
@Suite struct ArbitrationTests {
    func scene() -> (TouchScene, TouchRecordingView) {
        let s = TouchScene()
        let v = TouchRecordingView(frame: s.window.bounds)
        s.window.addSubview(v)
        return (s, v)
    }

    /// Two fingers spreading apart while their centroid moves right: both a pan and a pinch.
    func panAndPinch(_ s: TouchScene) {
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 400)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 200, y: 400))
            ], at: 0)
        for k in 1...10 {
            let x = CGFloat(k) * 5
            s.send(
                [
                    TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 100 + x - CGFloat(k) * 3, y: 400)),
                    TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 200 + x + CGFloat(k) * 3, y: 400))
                ],
                at: Double(k) / 60)
        }
    }

    @Test func firstRecognizerToBeginExcludesTheOther() {
        let (s, v) = scene()
        var log: [String] = []
        let pan = PanGestureRecognizer { log.append("pan.\($0.state)") }
        let pinch = PinchGestureRecognizer { log.append("pinch.\($0.state)") }
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(pinch)
        panAndPinch(s)
        expectEqual(log.first, "pan.began")
        expect(!log.contains { $0.hasPrefix("pinch") })
    }

    @Test func delegateAllowsSimultaneousRecognition() {
        let (s, v) = scene()
        var log: [String] = []
        let pan = PanGestureRecognizer { log.append("pan.\($0.state)") }
        let pinch = PinchGestureRecognizer { log.append("pinch.\($0.state)") }
        let delegate = ConfigurableDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate  // one side saying yes is enough
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(pinch)
        panAndPinch(s)
        expect(log.contains("pan.began"))
        expect(log.contains("pinch.began"))
    }

    @Test func delegateCanRefuseToBegin() {
        let (s, v) = scene()
        var count = 0
        let pan = PanGestureRecognizer { _ in count += 1 }
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10)
        expectEqual(count, 0)
        expectEqual(v.calls, ["began"] + Array(repeating: "moved", count: 10) + ["ended"])
    }

    @Test func delegateCanKeepTouchesAway() {
        let (s, v) = scene()
        var count = 0
        let pan = PanGestureRecognizer { _ in count += 1 }
        let delegate = ConfigurableDelegate()
        delegate.receive = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10)
        expectEqual(count, 0)
        expectEqual(pan.numberOfTouches, 0)
    }

    @Test func recognizedGestureCancelsTouchesInView() {
        let (s, v) = scene()
        v.addGestureRecognizer(PanGestureRecognizer())
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10)
        expectEqual(v.calls, ["began", "cancelled"])
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouches() {
        let (s, v) = scene()
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10)
        expectEqual(v.calls, ["began"] + Array(repeating: "moved", count: 10) + ["ended"])
    }

    @Test func tapCancelsTheViewsTouchAtLiftOff() {
        let (s, v) = scene()
        v.addGestureRecognizer(TapGestureRecognizer())
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.1)
        expectEqual(v.calls, ["began", "cancelled"])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilFailure() {
        let (s, v) = scene()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        v.addGestureRecognizer(press)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        expect(v.calls.isEmpty)
        s.move(CGPoint(x: 40, y: 10), at: 0.1)  // the long press fails
        expectEqual(v.calls, ["began", "moved"])
        s.up(CGPoint(x: 40, y: 10), at: 0.2)
        expectEqual(v.calls, ["began", "moved", "ended"])
        // When it recognizes, the view never hears of the touch.
        v.calls.removeAll()
        s.down(CGPoint(x: 10, y: 10), at: 1)
        s.idle(until: 1.6)
        s.up(CGPoint(x: 10, y: 10), at: 1.7)
        expect(v.calls.isEmpty)
    }

    @Test func delaysTouchesEndedHoldsTheLiftWhileADoubleTapWaits() {
        let (s, v) = scene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.05)
        expectEqual(v.calls, ["began"])
        s.idle(until: 0.5)  // the double tap failed
        expectEqual(v.calls, ["began", "ended"])
        double.delaysTouchesEnded = false
        v.calls.removeAll()
        s.down(CGPoint(x: 10, y: 10), at: 1)
        s.up(CGPoint(x: 10, y: 10), at: 1.05)
        expectEqual(v.calls, ["began", "ended"])
    }

    @Test func recognizerOnAnAncestorSeesTouchesOfSubviews() {
        let (s, v) = scene()
        let child = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        v.addSubview(child)
        var count = 0
        v.addGestureRecognizer(TapGestureRecognizer { _ in count += 1 })
        s.down(CGPoint(x: 120, y: 120), at: 0)
        s.up(CGPoint(x: 120, y: 120), at: 0.1)
        expectEqual(count, 1)
        expectEqual(child.calls, ["began", "cancelled"])
    }

    @Test func fingersJoiningARecognizedGestureSkipTheView() {
        let (s, v) = scene()
        v.addGestureRecognizer(PanGestureRecognizer())
        s.down(CGPoint(x: 10, y: 10), finger: 1, at: 0)
        s.move(CGPoint(x: 60, y: 10), finger: 1, at: 0.1)
        s.down(CGPoint(x: 200, y: 200), finger: 2, at: 0.2)
        s.move(CGPoint(x: 220, y: 200), finger: 2, at: 0.3)
        expectEqual(v.calls, ["began", "cancelled"])
    }

    @Test func touchesAPanIgnoresStayWithTheView() {
        let (s, v) = scene()
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        v.addGestureRecognizer(pan)
        s.down(CGPoint(x: 10, y: 10), finger: 1, at: 0)
        s.move(CGPoint(x: 60, y: 10), finger: 1, at: 0.1)
        s.down(CGPoint(x: 200, y: 200), finger: 2, at: 0.2)
        s.move(CGPoint(x: 220, y: 200), finger: 2, at: 0.3)
        s.up(CGPoint(x: 220, y: 200), finger: 2, at: 0.4)
        expectEqual(v.calls, ["began", "cancelled", "began", "moved", "ended"])
        expectEqual(pan.state, .began)
    }

    @Test func actionRemovingAnotherRecognizerMidEventJudgesNoOneEarly() {
        let (s, v) = scene()
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.addSubview(child)
        var log: [String] = []
        let outer = TapGestureRecognizer { _ in log.append("outer") }
        let inner = LongPressGestureRecognizer { _ in log.append("inner") }
        inner.minimumPressDuration = 0
        let victim = TapGestureRecognizer { _ in log.append("victim") }
        inner.addTarget { _ in if inner.state == .began { v.removeGestureRecognizer(victim) } }
        let sim = ConfigurableDelegate()
        sim.simultaneous = true
        inner.delegate = sim
        child.addGestureRecognizer(inner)
        v.addGestureRecognizer(victim)
        v.addGestureRecognizer(outer)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.1)
        expectEqual(log, ["inner", "inner", "outer"])
    }

    @Test func delegateDeclaresFailureRequirements() {
        final class Requirements: GestureRecognizerDelegate {
            weak var waiter: GestureRecognizer?
            func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                g === waiter && other is TapGestureRecognizer
            }
        }
        let (s, v) = scene()
        var log: [String] = []
        let press = LongPressGestureRecognizer { log.append("press.\($0.state)") }
        press.minimumPressDuration = 0
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = Requirements()
        delegate.waiter = press
        press.delegate = delegate
        v.addGestureRecognizer(press)
        v.addGestureRecognizer(double)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        expect(log.isEmpty)  // the press waits for the double tap
        s.up(CGPoint(x: 10, y: 10), at: 0.05)
        s.down(CGPoint(x: 10, y: 10), at: 0.1)
        s.up(CGPoint(x: 10, y: 10), at: 0.15)
        expectEqual(log, ["double"])  // it recognized, so the press failed
    }

    @Test func mutualFailureRequirementsAreReportedNotStuck() {
        let (s, v) = scene()
        var log: [String] = []
        let a = TapGestureRecognizer { _ in log.append("a") }
        let b = TapGestureRecognizer { _ in log.append("b") }
        a.require(toFail: b)
        b.require(toFail: a)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.05)
        expectEqual(log, ["b"])
        expectEqual(s.log.diagnostics(withCode: "gesture.failureCycle").count, 1)
        expect(!s.window.hasPendingGestureWork)
    }

    @Test func subclassCanDeclineToBePrevented() {
        final class Stubborn: PanGestureRecognizer {
            override func canBePrevented(by preventing: GestureRecognizer) -> Bool { false }
        }
        let (s, v) = scene()
        var log: [String] = []
        let press = LongPressGestureRecognizer { log.append("press.\($0.state)") }
        press.minimumPressDuration = 0
        v.addGestureRecognizer(press)
        v.addGestureRecognizer(Stubborn { log.append("pan.\($0.state)") })
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), frames: 3)
        expectEqual(log.first, "press.began")
        expect(log.contains("pan.began"))
    }

    @Test func disablingMidGestureCancelsIt() {
        let (s, v) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10, lift: false) { k in
            if k == 3 { pan.isEnabled = false }
        }
        s.up(CGPoint(x: 200, y: 10), at: 1)
        expectEqual(states, [.began, .changed, .changed, .cancelled])
        expectEqual(pan.state, .possible)
        pan.isEnabled = true
        states.removeAll()
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10, start: 2)
        expectEqual(states.first, .began)
    }

    @Test func removingMidGestureCancelsIt() {
        let (s, v) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), frames: 10) { k in
            if k == 2 { v.removeGestureRecognizer(pan) }
        }
        expectEqual(states, [.began, .changed, .cancelled])
        expectNil(pan.view)
        expectNil(v.gestureRecognizers)
        v.removeGestureRecognizer(pan)
        expectEqual(s.log.diagnostics(withCode: "gesture.notAttached").count, 1)
    }

    @Test func disabledRecognizerGetsNoTouches() {
        let (s, v) = scene()
        var count = 0
        let tap = TapGestureRecognizer { _ in count += 1 }
        tap.isEnabled = false
        v.addGestureRecognizer(tap)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.1)
        expectEqual(count, 0)
        expectEqual(v.calls, ["began", "ended"])
    }

    @Test func addingToAnotherViewMovesTheRecognizer() {
        let (_, v) = scene()
        let other = View()
        let tap = TapGestureRecognizer()
        v.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)
        expectIdentical(tap.view, other)
        expectNil(v.gestureRecognizers)
        expectEqual(other.gestureRecognizers?.count, 1)
    }

    @Test func forbiddenTransitionIsReported() {
        final class Eager: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .changed }
        }
        let (s, v) = scene()
        var count = 0
        v.addGestureRecognizer(Eager { _ in count += 1 })
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.1)
        expectEqual(count, 0)
        expectEqual(s.log.diagnostics(withCode: "gesture.invalidTransition").count, 1)
    }

    @Test func targetsAreHeldWeaklyAndRemovable() {
        final class Handler {
            var count = 0
            func handle(_ tap: TapGestureRecognizer) { count += 1 }
        }
        let (s, v) = scene()
        let tap = TapGestureRecognizer()
        var handler: Handler? = Handler()
        tap.addTarget(handler!, action: Handler.handle)
        weak let weakHandler = handler
        v.addGestureRecognizer(tap)
        s.down(CGPoint(x: 10, y: 10), at: 0); s.up(CGPoint(x: 10, y: 10), at: 0.1)
        expectEqual(handler?.count, 1)
        handler = nil
        expectNil(weakHandler)
        s.down(CGPoint(x: 10, y: 10), at: 1); s.up(CGPoint(x: 10, y: 10), at: 1.1)
        let second = Handler()
        tap.addTarget(second, action: Handler.handle)
        tap.removeTarget(second)
        s.down(CGPoint(x: 10, y: 10), at: 2); s.up(CGPoint(x: 10, y: 10), at: 2.1)
        expectEqual(second.count, 0)
    }
}
