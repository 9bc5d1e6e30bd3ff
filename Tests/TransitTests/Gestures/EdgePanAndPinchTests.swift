import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Screen-edge pans and pinches.
@MainActor
@Suite struct EdgePanAndPinchTests {
    func edgeScene(_ edges: RectEdge) -> (TouchScene, ScreenEdgePanGestureRecognizer, () -> [GestureRecognizer.State]) {
        let s = TouchScene(width: 390, height: 844)
        let v = View(frame: s.window.bounds)
        s.window.addSubview(v)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = edges
        var states: [GestureRecognizer.State] = []
        edge.addTarget { states.append($0.state) }
        v.addGestureRecognizer(edge)
        return (s, edge, { states })
    }

    @Test func beginsFromTheLeftEdgeOnly() {
        let (s, _, states) = edgeScene(.left)
        s.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), frames: 10)
        expect(states().isEmpty)  // 100 pt from the edge
        s.drag(from: CGPoint(x: 15, y: 400), to: CGPoint(x: 215, y: 400), frames: 10, start: 1)
        expectEqual(states().first, .began)
        expectEqual(states().last, .ended)
    }

    @Test func marginIsTwentyPoints() {
        let (s, _, states) = edgeScene(.left)
        s.drag(from: CGPoint(x: 21, y: 400), to: CGPoint(x: 221, y: 400), frames: 10)
        expect(states().isEmpty)
        s.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 220, y: 400), frames: 10, start: 1)
        expectEqual(states().first, .began)
    }

    @Test func movementAlongTheEdgeFails() {
        let (s, _, states) = edgeScene(.left)
        s.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 10, y: 600), frames: 10)
        expect(states().isEmpty)
    }

    @Test func rightEdgeNeedsLeftwardMotion() {
        let (s, _, states) = edgeScene(.right)
        s.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 185, y: 400), frames: 10)
        expectEqual(states().first, .began)
        let (s2, _, states2) = edgeScene(.right)
        s2.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), frames: 10)
        expect(states2().isEmpty)
    }

    @Test func noEdgesNeverBegins() {
        let (s, _, states) = edgeScene([])
        s.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 202, y: 400), frames: 10)
        expect(states().isEmpty)
    }

    @Test func pinchScaleAndVelocity() {
        let s = TouchScene()
        let v = View(frame: s.window.bounds)
        s.window.addSubview(v)
        var log: [(GestureRecognizer.State, CGFloat, CGFloat)] = []
        let pinch = PinchGestureRecognizer { p in log.append((p.state, p.scale, p.velocity)) }
        v.addGestureRecognizer(pinch)
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 150, y: 400)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 250, y: 400))
            ], at: 0)
        // Spread to 300 pt apart over 20 frames at 60 fps: scale 1 → 3 linearly in 1/3 s,
        // i.e. 6 per second.
        for k in 1...20 {
            let d = 50 + 100 * CGFloat(k) / 20
            s.send(
                [
                    TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 200 - d, y: 400)),
                    TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 200 + d, y: 400))
                ],
                at: Double(k) / 60)
        }
        expectEqual(log.first?.0, .began)
        expectClose((log.first?.1 ?? 0), 1.1, within: 1e-12)  // 10 pt of change: the hysteresis
        expectClose((log.last?.1 ?? 0), 3, within: 1e-12)
        for entry in log { expectClose(entry.2, 6, within: 1e-6) }
        expectEqual(pinch.location(in: nil), CGPoint(x: 200, y: 400))
        s.up(CGPoint(x: 350, y: 400), finger: 2, at: 0.4)
        expectEqual(log.last?.0, .ended)
    }

    @Test func settingScaleRebases() {
        let s = TouchScene()
        let v = View(frame: s.window.bounds)
        s.window.addSubview(v)
        var scales: [CGFloat] = []
        let pinch = PinchGestureRecognizer { p in
            scales.append(p.scale); p.scale = 1
        }
        v.addGestureRecognizer(pinch)
        s.send(
            [
                TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 400)),
                TouchInput(finger: 2, phase: .began, location: CGPoint(x: 200, y: 400))
            ], at: 0)
        s.move(CGPoint(x: 220, y: 400), finger: 2, at: 0.1)  // 120 / 100
        s.move(CGPoint(x: 244, y: 400), finger: 2, at: 0.2)  // 144 / 120
        expectEqual(scales.count, 2)
        expect(abs(scales[0] - 1.2) < 1e-12 && abs(scales[1] - 1.2) < 1e-12)
    }

    @Test func singleFingerNeverPinches() {
        let s = TouchScene()
        let v = View(frame: s.window.bounds)
        s.window.addSubview(v)
        var count = 0
        v.addGestureRecognizer(PinchGestureRecognizer { _ in count += 1 })
        s.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), frames: 10)
        expectEqual(count, 0)
    }
}
