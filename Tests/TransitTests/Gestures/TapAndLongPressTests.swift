import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Taps, multiple taps, failure requirements and long presses, against UIKit's documented rules.
@MainActor
@Suite struct TapAndLongPressTests {
    func scene() -> (TouchScene, View) {
        let s = TouchScene()
        let v = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.window.addSubview(v)
        return (s, v)
    }

    func tap(_ s: TouchScene, _ p: CGPoint, at t: TimeInterval, hold: TimeInterval = 0.05) {
        s.down(p, at: t)
        s.up(p, at: t + hold)
    }

    @Test func singleTapIsRecognizedWhenTheFingerLifts() {
        let (s, v) = scene()
        var events: [(GestureRecognizer.State, CGPoint, Int, TimeInterval)] = []
        let tap = TapGestureRecognizer { t in events.append((t.state, t.location(in: v), t.numberOfTouches, s.time)) }
        v.addGestureRecognizer(tap)
        s.down(CGPoint(x: 50, y: 60), at: 0)
        expect(events.isEmpty)
        s.up(CGPoint(x: 52, y: 61), at: 0.1)
        expectEqual(events.count, 1)
        expectEqual(events.first?.0, .recognized)
        expectEqual(events.first?.1, CGPoint(x: 52, y: 61))
        expectEqual(events.first?.2, 1)
        expectEqual(events.first?.3, 0.1)
        expectEqual(tap.state, .possible)
    }

    @Test func movingTooFarFailsTheTap() {
        let (s, v) = scene()
        var count = 0
        v.addGestureRecognizer(TapGestureRecognizer { _ in count += 1 })
        s.down(CGPoint(x: 50, y: 60), at: 0)
        s.move(CGPoint(x: 62, y: 60), at: 0.05)  // 12 pt > 10 pt
        s.up(CGPoint(x: 50, y: 60), at: 0.1)
        expectEqual(count, 0)
    }

    @Test func doubleTapNeedsTwoQuickTaps() {
        let (s, v) = scene()
        var times: [TimeInterval] = []
        let double = TapGestureRecognizer { _ in times.append(s.time) }
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        tap(s, CGPoint(x: 100, y: 100), at: 0)
        tap(s, CGPoint(x: 100, y: 100), at: 0.2)
        expectEqual(times, [0.25])
        tap(s, CGPoint(x: 100, y: 100), at: 1)
        tap(s, CGPoint(x: 100, y: 100), at: 1.5)  // 0.45 s after the lift: too slow
        expectEqual(times, [0.25])
    }

    @Test func doubleTapFarApartFails() {
        let (s, v) = scene()
        var count = 0
        let double = TapGestureRecognizer { _ in count += 1 }
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        tap(s, CGPoint(x: 100, y: 100), at: 0)
        tap(s, CGPoint(x: 200, y: 100), at: 0.2)
        expectEqual(count, 0)
    }

    @Test func tapThatRequiresDoubleTapToFailWaits() {
        let (s, v) = scene()
        var log: [String] = []
        let single = TapGestureRecognizer { _ in log.append("single@\(s.time)") }
        let double = TapGestureRecognizer { _ in log.append("double@\(s.time)") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        tap(s, CGPoint(x: 100, y: 100), at: 0)
        expect(log.isEmpty)  // the single tap waits for the double tap
        expect(s.window.hasPendingGestureWork)
        s.idle(until: 0.3)
        expect(log.isEmpty)
        s.idle(until: 0.4)  // 0.35 s after the lift the double tap gave up
        expectEqual(log, ["single@0.4"])
        expect(!s.window.hasPendingGestureWork)
        tap(s, CGPoint(x: 100, y: 100), at: 1)
        tap(s, CGPoint(x: 100, y: 100), at: 1.2)
        s.idle(until: 3)
        expectEqual(log, ["single@0.4", "double@1.25"])
    }

    @Test func twoFingerTap() {
        let (s, v) = scene()
        var count = 0
        let tap = TapGestureRecognizer { _ in count += 1 }
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        self.tap(s, CGPoint(x: 100, y: 100), at: 0)
        expectEqual(count, 0)
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 150, y: 100))
            ], at: 1)
        s.up(CGPoint(x: 100, y: 100), finger: 1, at: 1.05)
        expectEqual(count, 0)
        s.up(CGPoint(x: 150, y: 100), finger: 2, at: 1.1)
        expectEqual(count, 1)
    }

    @Test func longPressWithZeroDurationBeginsAtOnce() {
        let (s, v) = scene()
        var states: [(GestureRecognizer.State, TimeInterval)] = []
        let press = LongPressGestureRecognizer { p in states.append((p.state, s.time)) }
        press.minimumPressDuration = 0
        v.addGestureRecognizer(press)
        s.down(CGPoint(x: 10, y: 10), at: 0)
        expectEqual(states.map(\.0), [.began])
        s.move(CGPoint(x: 200, y: 10), at: 0.1)  // no movement limit once begun
        s.up(CGPoint(x: 200, y: 10), at: 0.2)
        expectEqual(states.map(\.0), [.began, .changed, .ended])
    }

    @Test func longPressBeginsAfterMinimumDurationWithoutMoving() {
        let (s, v) = scene()
        var states: [(GestureRecognizer.State, TimeInterval)] = []
        v.addGestureRecognizer(LongPressGestureRecognizer { p in states.append((p.state, s.time)) })
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.move(CGPoint(x: 15, y: 15), at: 0.2)  // 7.1 pt: allowed
        s.idle(until: 0.45)
        expect(states.isEmpty)
        s.idle(until: 0.5)
        expect(states.count == 1 && states[0].0 == .began && states[0].1 == 0.5)
        s.up(CGPoint(x: 15, y: 15), at: 0.6)
        expectEqual(states.map(\.0), [.began, .ended])
    }

    @Test func longPressFailsWhenLiftedEarlyOrMovedTooFar() {
        let (s, v) = scene()
        var count = 0
        v.addGestureRecognizer(LongPressGestureRecognizer { _ in count += 1 })
        s.down(CGPoint(x: 10, y: 10), at: 0)
        s.up(CGPoint(x: 10, y: 10), at: 0.3)
        s.idle(until: 1)
        s.down(CGPoint(x: 10, y: 10), at: 2)
        s.move(CGPoint(x: 21, y: 10), at: 2.1)  // 11 pt > allowableMovement 10
        s.idle(until: 3)
        s.up(CGPoint(x: 21, y: 10), at: 3.1)
        expectEqual(count, 0)
    }

    @Test func longPressAfterATap() {
        let (s, v) = scene()
        var states: [(GestureRecognizer.State, TimeInterval)] = []
        let press = LongPressGestureRecognizer { p in states.append((p.state, s.time)) }
        press.numberOfTapsRequired = 1
        v.addGestureRecognizer(press)
        s.down(CGPoint(x: 10, y: 10), at: 0)  // a press without the tap first
        s.idle(until: 1)
        s.up(CGPoint(x: 10, y: 10), at: 1.1)
        expect(states.isEmpty)
        tap(s, CGPoint(x: 10, y: 10), at: 2)  // the tap, then the press
        s.down(CGPoint(x: 10, y: 10), at: 2.2)
        s.idle(until: 2.7)
        expectEqual(states.map(\.0), [.began])
        expectEqual(states.first?.1, 2.7)
        s.up(CGPoint(x: 10, y: 10), at: 2.8)
        tap(s, CGPoint(x: 10, y: 10), at: 4)  // a tap, then too long a gap
        s.down(CGPoint(x: 10, y: 10), at: 4.5)
        s.idle(until: 5.5)
        expectEqual(states.map(\.0), [.began, .ended])
    }

    @Test func invalidConfigurationIsReportedAndReplaced() {
        let (s, v) = scene()
        let press = LongPressGestureRecognizer()
        let tap = TapGestureRecognizer()
        v.addGestureRecognizer(press)
        v.addGestureRecognizer(tap)
        press.minimumPressDuration = -1
        press.allowableMovement = .nan
        tap.numberOfTapsRequired = 0
        expectEqual(press.minimumPressDuration, 0.5)
        expectEqual(press.allowableMovement, 10)
        expectEqual(tap.numberOfTapsRequired, 1)
        expectEqual(s.log.diagnostics.count, 3)
    }
}
