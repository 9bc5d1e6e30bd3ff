import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Every activation of a ViewPropertyAnimator ends exactly once, whatever path ends it, as
/// UIViewPropertyAnimator documents: an animator is active from `startAnimation()` or
/// `pauseAnimation()` until its animations finish, then inactive again, ready for a new set of
/// animations; its completion blocks run when the animations finish, never after
/// `stopAnimation(true)`, and after `stopAnimation(false)` only from `finishAnimation(at:)`.
@MainActor
@Suite struct ViewPropertyAnimatorCompletionTests {
    func scene(_ log: DiagnosticLog = DiagnosticLog()) -> (Window, View) {
        let w = makeWindow(log)
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        return (w, v)
    }

    @Test func aFinishedAnimatorPausedAndStartedAgainDoesNotRerunItsCompletions() {
        let log = DiagnosticLog()
        let (w, v) = scene(log)
        var first: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.addCompletion { first.append($0) }
        a.startAnimation()
        w.step(to: 1)
        expectEqual(first, [.end])
        expectEqual(a.state, .inactive)
        a.pauseAnimation()  // inactive → active, paused
        expectEqual(a.state, .active)
        expect(!a.isRunning)
        a.startAnimation()
        w.step(to: 1.5)
        w.step(to: 3)
        expectEqual(first, [.end])
        expectEqual(a.state, .inactive)
        // A new set of animations and completions runs once more, and only the new completion.
        var second: [AnimatingPosition] = []
        a.addAnimations { v.alpha = 1 }
        a.addCompletion { second.append($0) }
        a.startAnimation()
        w.step(to: 4)
        expectEqual(first, [.end])
        expectEqual(second, [.end])
        expect(log.diagnostics.isEmpty)
    }

    @Test func misuseOfAFinishedAnimatorIsReportedToItsWindow() {
        let log = DiagnosticLog()
        let (w, v) = scene(log)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        w.step(to: 1)
        expectEqual(a.state, .inactive)
        a.stopAnimation(false)  // not active: UIKit raises; reported, nothing changes
        a.finishAnimation(at: .end)
        expectEqual(log.diagnostics(withCode: "animation.illegalStateTransition").count, 2)
        expectEqual(a.state, .inactive)
    }

    @Test func stoppingWithoutFinishingAfterTheViewLeftRunsNoCompletion() {
        let (w, v) = scene()
        var done: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { done.append($0) }
        a.startAnimation()
        w.step(to: 0.5)
        v.removeFromSuperview()
        expectEqual(a.state, .active)  // still active until its animations end
        a.stopAnimation(true)
        w.step(to: 0.6)
        w.step(to: 2)
        expect(done.isEmpty)
        expectEqual(a.state, .inactive)
    }

    @Test func aNonInterruptibleAnimatorWhoseViewLeftCompletesOnce() {
        let (w, v) = scene()
        var done: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.isInterruptible = false
        a.addCompletion { done.append($0) }
        a.startAnimation()
        w.step(to: 0.5)
        v.removeFromSuperview()
        w.step(to: 0.6)
        expectEqual(done, [.current])
        expectEqual(a.state, .inactive)
        w.step(to: 2)
        expectEqual(done, [.current])
    }

    @Test func finishingAfterPartOfTheAnimationsEndedCompletesOnce() {
        let log = DiagnosticLog()
        let (w, v) = scene(log)
        let fast = View(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        fast.layer.speed = 2  // its animations reach their end at 0.5 s
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fast.addSubview(inner)
        w.addSubview(fast)
        var done: [AnimatingPosition] = []
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) {
            v.alpha = 0
            inner.alpha = 0
        }
        a.addCompletion { done.append($0) }
        a.startAnimation()
        w.step(to: 0.75)
        expect(done.isEmpty)
        expectEqual(a.state, .active)
        a.stopAnimation(false)
        expectEqual(a.state, .stopped)
        a.finishAnimation(at: .current)
        expectEqual(done, [.current])
        expectEqual(a.state, .inactive)
        expect(log.diagnostics.isEmpty)
    }

    @Test func aPausedAnimatorWhoseViewLeftIsReleased() {
        let (w, v) = scene()
        var done: [AnimatingPosition] = []
        weak var weakAnimator: ViewPropertyAnimator?
        do {
            let a = ViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            a.addCompletion { done.append($0) }
            a.fractionComplete = 0.4
            weakAnimator = a
        }
        w.step(to: 0.1)
        expectEqual(weakAnimator?.state, .active)  // an active animator is kept alive
        v.removeFromSuperview()
        w.step(to: 0.2)
        expectEqual(done, [.current])
        expectNil(weakAnimator)
    }
}
