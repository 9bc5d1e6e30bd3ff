import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// ViewPropertyAnimator over views: state machine, scrubbing, reversing, stopping and finishing,
/// against UIViewPropertyAnimator's documented behaviour and independent curve oracles.
@MainActor
@Suite struct ViewPropertyAnimatorTests {
    func scene() -> (Window, View) {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        return (w, v)
    }

    @Test func runsAlongItsCurveAndCompletesAtEnd() {
        let (w, v) = scene()
        var positions: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 2, curve: .easeInOut) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        expectEqual(a.state, .inactive)  // blocks wait for the start
        expectEqual(v.center.x, 5)
        a.startAnimation()
        expectEqual(a.state, .active)
        expect(a.isRunning)
        expectEqual(v.center.x, 105)
        w.step(to: 0.5)
        expectClose(v.layer.presentation()!.position.x, Oracle.lerp(5, 105, Oracle.easeInOut(0.25)), within: 1e-4)
        w.step(to: 2)
        expectEqual(positions, [.end])
        expectEqual(a.state, .inactive)
        expectEqual(w.timeline.calls.last, "ViewPropertyAnimator.completion(.end)")
    }

    @Test func pausedScrubbingIsLinearByDefault() {
        let (w, v) = scene()
        let a = ViewPropertyAnimator(duration: 1, curve: .easeIn) { v.alpha = 0 }
        a.fractionComplete = 0.3
        expectEqual(a.state, .active)
        expect(!a.isRunning)
        w.step(to: 0.1)
        expectClose(v.layer.presentation()!.opacity, 0.7, within: 1e-9)
        expectClose(a.fractionComplete, 0.3, within: 1e-12)
        a.scrubsLinearly = false
        a.fractionComplete = 0.5
        w.step(to: 0.2)
        expectClose(v.layer.presentation()!.opacity, (1 - Oracle.easeIn(0.5)), within: 1e-5)
    }

    @Test func reversingReturnsToStart() {
        let (w, v) = scene()
        var positions: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        w.step(to: 0.4)
        a.pauseAnimation()
        a.isReversed = true
        a.startAnimation()
        w.step(to: 0.6)
        expectClose(v.layer.presentation()!.position.x, (5 + 100 * 0.2), within: 1e-6)
        w.step(to: 1)
        expectEqual(positions, [.start])
        expectEqual(v.layer.presentation()!.position.x, 5)
    }

    @Test func stopAndFinishAtCurrent() {
        let (w, v) = scene()
        var positions: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        w.step(to: 0.25)
        a.stopAnimation(false)
        expectEqual(a.state, .stopped)
        a.finishAnimation(at: .current)
        expectEqual(positions, [.current])
        expectEqual(a.state, .inactive)
        expectClose(v.layer.presentation()!.position.x, 30, within: 1e-9)
        expectClose(v.center.x, 30, within: 1e-9)
    }

    @Test func stopWithoutFinishingSkipsCompletions() {
        let (w, v) = scene()
        var called = false
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.addCompletion { _ in called = true }
        a.startAnimation()
        w.step(to: 0.5)
        a.stopAnimation(true)
        w.step(to: 2)
        expect(!called)
        expectEqual(a.state, .inactive)
        expectClose(v.alpha, 0.5, within: 1e-9)
    }

    @Test func misuseIsReportedAndChangesNothing() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        a.finishAnimation(at: .end)
        expectEqual(a.state, .active)
        expect(!log.diagnostics.isEmpty)
        a.fractionComplete = .nan
        expectGreaterThanOrEqual(log.diagnostics.count, 2)
    }

    @Test func laterAdditionsRunOverTheRemainingTime() {
        let (w, v) = scene()
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.startAnimation()
        w.step(to: 0.5)
        a.addAnimations { v.alpha = 0 }
        w.step(to: 0.75)
        expectClose(v.layer.presentation()!.opacity, 0.5, within: 1e-9)
        w.step(to: 1)
        expectEqual(v.layer.presentation()!.opacity, 0)
        expectEqual(a.state, .inactive)
    }

    @Test func runningPropertyAnimatorAndUnboundAnimator() {
        let (w, v) = scene()
        var done: [AnimatingPosition] = []
        _ = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: [.curveLinear],
            animations: { v.alpha = 0 }, completion: { done.append($0) })
        w.step(to: 0.75)
        expectClose(v.layer.presentation()!.opacity, 0.5, within: 1e-9)
        w.step(to: 1)
        expectEqual(done, [.end])
        // An animator that changes no view in a window completes at once.
        let offscreen = View()
        let b = ViewPropertyAnimator(duration: 1, curve: .linear) { offscreen.alpha = 0 }
        b.addCompletion { done.append($0) }
        b.startAnimation()
        expectEqual(done, [.end, .end])
        expectEqual(b.state, .inactive)
    }

    @Test func removingTheViewEndsAtCurrent() {
        let (w, v) = scene()
        var done: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { done.append($0) }
        a.startAnimation()
        w.step(to: 0.5)
        v.removeFromSuperview()
        w.step(to: 0.6)
        expectEqual(done, [.current])
        expectEqual(a.state, .inactive)
        expectEqual(v.center.x, 105)
    }
}
