import Foundation
@testable import Transit

/// A visible window with a diagnostics log, and a clock the test moves by hand: the smallest
/// harness for driving touches without `TestHost`.
@MainActor
final class TouchScene {
    let log = DiagnosticLog()
    let window: Window
    private(set) var time: TimeInterval = 0

    init(width: CGFloat = 390, height: CGFloat = 844) {
        window = Window(size: CGSize(width: width, height: height), scale: 1, diagnostics: log)
        window.makeKeyAndVisible()
    }

    /// Delivers reports at `time` (seconds).
    func send(_ inputs: [TouchInput], at time: TimeInterval) {
        self.time = time
        window.deliverTouches(inputs, at: time)
    }

    func down(_ p: CGPoint, finger: Int = 0, at t: TimeInterval) {
        send([TouchInput(finger: finger, phase: .began, location: p)], at: t)
    }
    func move(_ p: CGPoint, finger: Int = 0, at t: TimeInterval) {
        send([TouchInput(finger: finger, phase: .moved, location: p)], at: t)
    }
    func up(_ p: CGPoint, finger: Int = 0, at t: TimeInterval) {
        send([TouchInput(finger: finger, phase: .ended, location: p)], at: t)
    }
    /// Lets time pass with no touch change (fires due timers).
    func idle(until t: TimeInterval) { send([], at: t) }

    /// One finger down at `from`, one move per frame along the line to `to` over `frames` frames
    /// of `1/fps`, lifting at `to` with the last move. Positions are exact fractions of the way.
    func drag(
        from: CGPoint, to: CGPoint, frames: Int, fps: Double = 60, start: TimeInterval = 0,
        finger: Int = 0, lift: Bool = true, each: ((Int) -> Void)? = nil
    ) {
        down(from, finger: finger, at: start)
        for k in 1...frames {
            let f = CGFloat(k) / CGFloat(frames)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            var inputs = [TouchInput(finger: finger, phase: .moved, location: p)]
            if k == frames && lift { inputs.append(TouchInput(finger: finger, phase: .ended, location: p)) }
            send(inputs, at: start + Double(k) / fps)
            each?(k)
        }
    }
}

/// A view that records the touch calls it receives, as "began", "moved", "ended", "cancelled".
final class TouchRecordingView: View {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { calls.append("cancelled") }
}

/// A delegate whose answers are set per test.
final class ConfigurableDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
}
