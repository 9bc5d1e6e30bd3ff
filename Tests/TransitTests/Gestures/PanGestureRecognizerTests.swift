import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Pan translation and velocity from scripted drags, against the values the script implies.
@MainActor
@Suite struct PanGestureRecognizerTests {
    /// Velocities come from a least-squares fit in floating point; 1e-6 pt/s is far below any
    /// visible difference and far above the rounding of a fit over a few samples.
    let tolerance: CGFloat = 1e-6

    func scene() -> (TouchScene, View, PanGestureRecognizer) {
        let s = TouchScene()
        let v = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.window.addSubview(v)
        let pan = PanGestureRecognizer()
        v.addGestureRecognizer(pan)
        return (s, v, pan)
    }

    @Test func dragOf300PointsInHalfASecondHasVelocity600() {
        let (s, v, pan) = scene()
        var log: [(GestureRecognizer.State, CGPoint, CGPoint)] = []
        pan.addTarget { p in log.append((p.state, p.translation(in: v), p.velocity(in: v))) }
        // 30 frames at 60 fps, 10 pt per frame: 600 pt/s throughout (the finger starts at rest
        // at t = 0 on the same line, so every sample lies on x = 20 + 600 t).
        s.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 320, y: 400), frames: 30)
        expectEqual(log.first?.0, .began)
        expectEqual(log.first?.1, CGPoint(x: 10, y: 0))  // hysteresis reached at the first move
        expectEqual(log.last?.0, .ended)
        expectEqual(log.filter { $0.0 == .changed }.count, 29)
        for (_, _, velocity) in log {
            expectClose(velocity.x, 600, within: tolerance)
            expectLessThan(abs(velocity.y), tolerance)
        }
        let last = try! unwrap(log.last)
        expectClose(last.1.x, 300, within: 1e-9)
        expectEqual(last.1.y, 0)
        expectEqual(s.window.timeline.callbacks(of: "PanGestureRecognizer").first, "action(began)")
        expectEqual(s.window.timeline.callbacks(of: "PanGestureRecognizer").last, "action(ended)")
        expectEqual(pan.state, .possible)  // reset once the finger lifted
    }

    @Test func diagonalDragAtThirtyFramesPerSecond() {
        let (s, _, pan) = scene()
        var end: CGPoint = .zero
        pan.addTarget { p in if p.state == .ended { end = p.velocity(in: nil) } }
        // 120 pt right and 90 pt down over 12 frames of 1/30 s = 0.4 s: (300, 225) pt/s.
        s.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 220, y: 190), frames: 12, fps: 30)
        expectClose(end.x, 300, within: tolerance)
        expectClose(end.y, 225, within: tolerance)
    }

    @Test func translationAndVelocityConvertIntoTransformedViews() {
        let (s, v, pan) = scene()
        let scaled = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.addSubview(scaled)
        let rotated = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        v.addSubview(rotated)
        var sample: (CGPoint, CGPoint, CGPoint, CGPoint)?
        pan.addTarget { p in
            if p.state == .ended {
                sample = (p.translation(in: scaled), p.velocity(in: scaled), p.translation(in: rotated), p.velocity(in: rotated))
            }
        }
        s.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 320, y: 400), frames: 30)
        let (t, vel, tr, vr) = try! unwrap(sample)
        // A view scaled ×2 sees half the distance and half the speed.
        expectClose(t.x, 150, within: 1e-9)
        expectLessThan(abs(t.y), 1e-9)
        expectClose(vel.x, 300, within: tolerance)
        // A view rotated 90° clockwise sees a rightward motion as moving towards its −y.
        expectLessThan(abs(tr.x), 1e-9)
        expectLessThan(abs(tr.y + 300), 1e-9)
        expectLessThan(abs(vr.x), tolerance)
        expectLessThan(abs(vr.y + 600), tolerance)
    }

    @Test func setTranslationRebasesWithoutTouchingVelocity() {
        let (s, v, pan) = scene()
        var translations: [CGFloat] = []
        var endVelocity: CGFloat = 0
        pan.addTarget { p in
            translations.append(p.translation(in: v).x)
            if p.state == .ended { endVelocity = p.velocity(in: v).x }
            p.setTranslation(.zero, in: v)
        }
        s.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 220, y: 400), frames: 20)
        // Each callback sees the 10 pt of its own frame; the lifting callback sees none.
        expect(translations.dropLast().allSatisfy { abs($0 - 10) < 1e-9 })
        expectEqual(translations.last, 0)
        expectClose(endVelocity, 600, within: tolerance)
    }

    @Test func fingerThatStopsBeforeLiftingHasNoVelocity() {
        let (s, v, pan) = scene()
        var endVelocity: CGPoint?
        pan.addTarget { p in if p.state == .ended { endVelocity = p.velocity(in: v) } }
        s.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 320, y: 400), frames: 30, lift: false)
        s.up(CGPoint(x: 320, y: 400), at: 0.5 + 0.2)
        expectEqual(endVelocity, CGPoint(x: 0, y: 0))
    }

    @Test func smallMovementThenLiftFailsWithoutActions() {
        let (s, _, pan) = scene()
        var actions = 0
        pan.addTarget { _ in actions += 1 }
        s.down(CGPoint(x: 100, y: 100), at: 0)
        s.move(CGPoint(x: 106, y: 107), at: 0.1)  // 9.2 pt: below the hysteresis
        s.up(CGPoint(x: 106, y: 107), at: 0.2)
        expectEqual(actions, 0)
        expectEqual(pan.state, .possible)
    }

    @Test func minimumNumberOfTouchesWaitsForTwoFingers() {
        let (s, _, pan) = scene()
        pan.minimumNumberOfTouches = 2
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        s.down(CGPoint(x: 100, y: 100), finger: 1, at: 0)
        s.move(CGPoint(x: 140, y: 100), finger: 1, at: 0.1)
        expect(states.isEmpty)
        s.down(CGPoint(x: 200, y: 100), finger: 2, at: 0.2)
        s.send(
            [
                TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 160, y: 100)),
                TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 220, y: 100))
            ], at: 0.3)
        expectEqual(states, [.began])
        expectEqual(pan.numberOfTouches, 2)
        expectEqual(pan.location(in: nil), CGPoint(x: 190, y: 100))
        // Since the first finger touched down: 40 pt alone, then 20 pt with the centroid of two
        // (the second finger joining re-bases the centroid without a jump).
        expectEqual(pan.translation(in: nil), CGPoint(x: 60, y: 0))
        s.up(CGPoint(x: 220, y: 100), finger: 2, at: 0.4)
        expectEqual(states, [.began, .ended])
    }

    @Test func extraFingersBeyondTheMaximumAreIgnored() {
        let (s, _, pan) = scene()
        pan.maximumNumberOfTouches = 1
        var translations: [CGPoint] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        s.down(CGPoint(x: 100, y: 100), finger: 1, at: 0)
        s.move(CGPoint(x: 120, y: 100), finger: 1, at: 0.1)
        s.down(CGPoint(x: 300, y: 300), finger: 2, at: 0.2)
        s.move(CGPoint(x: 200, y: 200), finger: 2, at: 0.3)
        expectEqual(pan.numberOfTouches, 1)
        expectEqual(translations, [CGPoint(x: 20, y: 0)])
    }

    @Test func nonFiniteTranslationIsReported() {
        let (s, _, pan) = scene()
        pan.setTranslation(CGPoint(x: CGFloat.infinity, y: 0), in: nil)
        expectEqual(s.log.diagnostics(withCode: "gesture.translation").count, 1)
        expectEqual(pan.translation(in: nil), .zero)
    }
}
