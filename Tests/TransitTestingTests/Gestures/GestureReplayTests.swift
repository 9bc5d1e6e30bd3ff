import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// Recording and replaying touches on a host: same input, same frames, same recognizer output.
@MainActor
@Suite struct GestureReplayTests {
    /// A full-window view with a pan recognizer that logs state, translation, velocity and time.
    @MainActor final class PanProbe {
        var log: [String] = []
        init(_ host: TestHost) {
            let view = View(frame: host.window.bounds)
            host.window.addSubview(view)
            let pan = PanGestureRecognizer { [unowned self] p in
                let t = p.translation(in: view), v = p.velocity(in: view)
                log.append("\(host.frameCount) \(p.state) \(t.x),\(t.y) \(v.x),\(v.y)")
            }
            view.addGestureRecognizer(pan)
        }
    }

    @Test func aRecordedDragReplaysExactly() throws {
        let original = TestHost(size: CGSize(width: 390, height: 844)), probe = PanProbe(original)
        original.advance(by: 0.1)
        original.startRecordingGesture()
        expect(original.isRecordingGesture)
        original.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 320, y: 380), duration: 0.25)
        let trace = try unwrap(original.stopRecordingGesture())
        expectNil(original.stopRecordingGesture())
        expect(trace.events.first?.time == 0)
        expect(trace.events.first?.phase == .began)
        expectEqual(trace.events.count, 1 + 15 + 1)

        let replayed = TestHost(size: CGSize(width: 390, height: 844)), again = PanProbe(replayed)
        replayed.advance(by: 0.1)
        replayed.replay(try GestureTrace(text: trace.text))  // through the file format
        expectEqual(replayed.frameCount, original.frameCount)
        expectEqual(again.log, probe.log)
        // 300 pt right and 20 pt up in 0.25 s; least-squares rounding stays far below 1e-6 pt/s.
        let last = try unwrap(again.log.last?.split(separator: " "))
        expect(last[0] == "22" && last[1] == "ended" && last[2] == "300.0,-20.0")
        let velocity = last[3].split(separator: ",").compactMap { Double($0) }
        expect(abs(velocity[0] - 1200) < 1e-6 && abs(velocity[1] + 80) < 1e-6)
    }

    @Test func eventsLandOnTheNearestFrame() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var phases: [(Int, Touch.Phase)] = []
        final class Recorder: View {
            var seen: ((Touch.Phase) -> Void)?
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { seen?(.began) }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { seen?(.ended) }
        }
        let view = Recorder(frame: host.window.bounds)
        view.seen = { phases.append((host.frameCount, $0)) }
        host.window.addSubview(view)
        let trace = GestureTrace(unchecked: [
            GestureTrace.Event(time: 0, phase: .began, location: CGPoint(x: 5, y: 5)),
            GestureTrace.Event(time: 0.0249, phase: .ended, location: CGPoint(x: 5, y: 5))  // 1.49 frames → 1
        ])
        host.replay(trace)
        expectEqual(phases.map(\.0), [1, 2])
        expectEqual(host.frameCount, 2)
    }

    @Test func liveInputIsRecordedToo() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.startRecordingGesture()
        host.step()
        host.enqueueTouches([TouchInput(finger: 2, phase: .began, location: CGPoint(x: 1, y: 2))])
        host.step()
        host.step()
        host.enqueueTouches([TouchInput(finger: 2, phase: .ended, location: CGPoint(x: 3, y: 4))])
        host.step()
        let trace = try unwrap(host.stopRecordingGesture())
        expectEqual(trace.text.split(separator: "\n").dropFirst(2), ["0.0000  2  began  1  2", "0.0333  2  ended  3  4"])
    }

    @Test func theEdgeSwipesFinishAndCancelThePop() {
        for finishing in [true, false] {
            let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
            let inbox = ViewController(), message = ViewController()
            inbox.title = "Inbox"; message.title = "Message"
            let navigation = NavigationController(rootViewController: inbox)
            host.window.rootViewController = navigation
            navigation.pushViewController(message, animated: false)
            host.step()
            host.replay(.edgeSwipe(in: CGSize(width: 390, height: 844), finishing: finishing))
            expect(host.runUntilIdle())
            expectIdentical(navigation.topViewController, (finishing ? inbox : message))
            expect(host.diagnostics.diagnostics.isEmpty)
        }
    }

    @Test func aPinchScalesBySpanRatioAndAFlickHasItsVelocity() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let view = View(frame: host.window.bounds)
        host.window.addSubview(view)
        var scale: CGFloat = 0
        view.addGestureRecognizer(PinchGestureRecognizer { scale = $0.scale })
        host.replay(.pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250))
        expectClose(scale, 2.5, within: 1e-9)

        let flickHost = TestHost(size: CGSize(width: 390, height: 844), scale: 1), probe = PanProbe(flickHost)
        flickHost.replay(.flick(from: CGPoint(x: 195, y: 700), direction: CGVector(dx: 0, dy: -1)))
        let velocity = try unwrap(Double(probe.log.last!.split(separator: " ")[3].split(separator: ",")[1]))
        expectLessThan(abs(velocity + 1691.3828), 1e-3)
    }
}
