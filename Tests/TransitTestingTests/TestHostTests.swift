import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// The harness: frames, scripted touches, idling and rendering.
@MainActor
@Suite struct TestHostTests {
    @Test func advanceStepsWholeFramesOnTheManualClock() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        expectEqual(host.window.screenScale, 3)
        host.advance(by: 0.5)
        expectEqual(host.frameCount, 30)
        expectEqual(host.clock.now, 0.5)
        host.advance(by: 0.001)  // a partial frame rounds up
        expectEqual(host.frameCount, 31)
        host.framesPerSecond = 30
        host.advance(by: 1)
        expectEqual(host.frameCount, 61)
        expectClose(host.clock.now, (31.0 / 60 + 1), within: 1e-12)
    }

    @Test func dragGivesThePanTheScriptedVelocity() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let view = View(frame: host.window.bounds)
        host.window.addSubview(view)
        var samples: [(GestureRecognizer.State, CGPoint, CGPoint, TimeInterval)] = []
        let pan = PanGestureRecognizer { p in
            samples.append((p.state, p.translation(in: view), p.velocity(in: view), host.now))
        }
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.5)
        expectEqual(host.frameCount, 31)
        expectEqual(samples.first?.0, .began)
        expectEqual(samples.first?.3, 2.0 / 60)  // the first move, one frame after touch-down
        let last = samples.last!
        expectEqual(last.0, .ended)
        expectClose(last.1.x, 300, within: 1e-9)
        // 300 pt in 0.5 s; least-squares rounding stays far below 1e-6 pt/s.
        for sample in samples { #expect(abs(sample.2.x - 600) < 1e-6 && abs(sample.2.y) < 1e-6) }
        expect(!host.isTouchDown)
    }

    @Test func tapPressesAButtonAndIsRecordedInTheTimeline() {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        let button = Button(type: .system, frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        host.window.addSubview(button)
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 70))
        expectEqual(taps, 1)
        let entry = host.timeline.entries.first { $0.callback == "action(touchUpInside)" }
        expectEqual(entry?.time, 2.0 / 60)
        host.tap(at: CGPoint(x: 10, y: 10))
        expectEqual(taps, 1)
    }

    @Test func handMadeLongPress() {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        var began: TimeInterval?
        host.window.addGestureRecognizer(
            LongPressGestureRecognizer { p in
                if p.state == .began { began = host.now }
            })
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.45)
        expectNil(began)
        host.advance(by: 0.1)
        // Down at frame 1 (1/60 s); due 0.5 s later, at the first frame at or after it.
        expectEqual(began, 31.0 / 60)
        host.touchMove(to: CGPoint(x: 150, y: 100))
        host.touchUp()
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func runUntilIdleLetsADeferredTapFire() {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        var log: [String] = []
        let single = TapGestureRecognizer { _ in log.append("single") }
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        host.window.addGestureRecognizer(single)
        host.window.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 100, y: 100))
        expect(log.isEmpty)
        expect(!host.isIdle)
        expect(host.runUntilIdle())
        expectEqual(log, ["single"])
        expect(host.runUntilIdle())  // already idle: no frame stepped
    }

    @Test func runUntilIdleWaitsForAnimations() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var finishedAt: TimeInterval?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in finishedAt = host.now })
        expect(!host.isIdle)
        expect(host.runUntilIdle())
        // The animation starts at the next frame (1/60 s) and lasts 1 s; its completion runs in
        // the frame step that reaches its end.
        let end = try! unwrap(finishedAt)
        expectGreaterThanOrEqual(end, 1)
        expectLessThanOrEqual(end, 1 + 2.0 / 60 + 1e-9)
        expectEqual(view.layer.presentation()?.opacity, 0)
    }

    @Test func zeroDurationLongPressGrabsAnInteractiveAnimation() {
        let host = TestHost(size: CGSize(width: 400, height: 400))
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(card)
        var grabbedAt: CGPoint?
        let grab = LongPressGestureRecognizer { press in
            if press.state == .began { grabbedAt = card.layer.presentation()?.position }
        }
        grab.minimumPressDuration = 0
        card.addGestureRecognizer(grab)
        View.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
            animations: { card.center = CGPoint(x: 350, y: 50) })
        host.advance(by: 0.5)
        // Halfway along a linear move from x = 50 to 350 the card's model frame is already at the
        // end, where hit testing looks; the press begins in the very frame the finger lands.
        host.touchDown(at: CGPoint(x: 350, y: 50))
        let position = try! unwrap(grabbedAt)
        expectClose(position.x, (50 + 300 * (31.0 / 60 - 1.0 / 60)), within: 1e-6)
        host.touchUp()
    }

    @Test func idleMeansLaidOut() {
        // UIKit lays out on the next run-loop turn after a change; a pending layout pass is work.
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let host = TestHost(size: CGSize(width: 100, height: 100))
        expect(host.runUntilIdle())
        let root = ViewController()
        let content = Counting(frame: .zero)
        root.view.addSubview(content)
        host.window.rootViewController = root
        expect(host.window.hasPendingLayout)
        expect(!host.isIdle)
        let framesBefore = host.frameCount
        expect(host.runUntilIdle())
        expectEqual(content.passes, 1)
        expect(!host.window.hasPendingLayout)
        expectEqual(host.frameCount, framesBefore + 1, "one frame's layout pass is enough")
        content.setNeedsLayout()
        expect(!host.isIdle)
        expect(host.runUntilIdle())
        expectEqual(content.passes, 2)
    }

    @Test func runUntilIdleReturnsFalseOnTimeout() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.diagnostics.forward = nil
        func forever() { host.window.performOnNextTurn { forever() } }
        forever()
        expectEqual(host.runUntilIdle(timeout: 1), false)
        let reports = host.diagnostics.diagnostics(withCode: "testhost.idleTimeout")
        expect(reports.count == 1 && reports[0].message.hasSuffix("work is queued for the next run-loop turn"))
        expectLessThanOrEqual(host.clock.now, 1 + 1e-9)
        let oneFrameEarlier: Double = 1 - 1.0 / 60
        expectGreaterThan(host.clock.now, oneFrameEarlier)
    }

    @Test func renderingDrawsTheWindowAndChangesNothing() {
        let host = TestHost(size: CGSize(width: 20, height: 10), scale: 2)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let tree = host.window.renderTree()
        let first = host.render()
        expectEqual(first.width, 40)
        expectEqual(first.height, 20)
        expectEqual(host.window.renderTree(), tree)
        expectEqual(host.render(), first)
        expectEqual(host.frameCount, 1)
    }

    @Test func misuseIsReported() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.diagnostics.forward = nil
        host.advance(by: -1)
        host.advance(by: .nan)
        host.touchUp()
        host.touchMove(to: .zero)
        host.framesPerSecond = 0
        host.touchDown(at: CGPoint(x: 1, y: 1))
        host.touchDown(at: CGPoint(x: 2, y: 2))
        host.drag(from: .zero, to: CGPoint(x: CGFloat.infinity, y: 0), duration: 1)
        let codes = host.diagnostics.diagnostics.map(\.code)
        expectEqual(
            codes,
            [
                "testhost.duration", "testhost.duration", "testhost.noTouch", "testhost.noTouch",
                "testhost.fps", "testhost.touchAlreadyDown", "testhost.drag"
            ])
        expectEqual(host.framesPerSecond, 60)
        expectEqual(host.frameCount, 3)
    }
}
