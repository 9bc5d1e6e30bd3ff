import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// UIViewPropertyAnimator's state machine, transition by transition, as Apple documents it
/// (`UIViewAnimatingState`, `state`, `startAnimation`, `pauseAnimation`, `stopAnimation(_:)`,
/// `finishAnimation(at:)`, `fractionComplete`, `pausesOnCompletion`).
@Suite struct AnimatorStateMachineTests {
    /// A 1-second linear animator moving `x` from 0 to 100, with its completions recorded.
    final class Fixture {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let animator: PropertyAnimator
        var positions: [AnimatingPosition] = []
        init(curve: AnimationCurve = .linear) {
            let rig = rig, x = x
            animator = PropertyAnimator(engine: rig.engine, duration: 1, curve: curve) { x.setValue(100, in: rig.engine) }
            animator.addCompletion { [unowned self] in self.positions.append($0) }
        }
        var shown: CGFloat { x.presentationValue }
    }

    @Test func newAnimatorIsInactive() {
        let f = Fixture()
        expectEqual(f.animator.state, .inactive)
        expect(!f.animator.isRunning)
        expectEqual(f.animator.fractionComplete, 0)
        expectEqual(f.animator.duration, 1)
        expectEqual(f.animator.delay, 0)
        expect(f.animator.isInterruptible)
        expect(f.animator.scrubsLinearly)
        expect(!f.animator.pausesOnCompletion)
        expect(!f.animator.isReversed)
    }

    @Test func startMakesItActiveAndRunningUntilItFinishesAtTheEnd() {
        let f = Fixture()
        f.animator.startAnimation()
        expectEqual(f.animator.state, .active)
        expect(f.animator.isRunning)
        f.rig.go(to: 0.999)
        expect(f.positions.isEmpty)
        f.rig.go(to: 1)
        expectEqual(f.animator.state, .inactive)
        expect(!f.animator.isRunning)
        expectEqual(f.positions, [.end])
        expectEqual(f.shown, 100)
        expectEqual(f.x.value, 100)
        f.rig.go(to: 2)
        expectEqual(f.positions, [.end])  // completions run once
    }

    @Test func pauseOnInactiveActivatesPausedAtTheStart() {
        let f = Fixture()
        f.animator.pauseAnimation()
        expectEqual(f.animator.state, .active)
        expect(!f.animator.isRunning)
        expectEqual(f.x.value, 100)  // blocks ran; nothing moved yet
        expectEqual(f.shown, 0)
        f.rig.go(to: 5)
        expectEqual(f.shown, 0)
        expect(f.positions.isEmpty)
    }

    @Test func settingFractionOnInactiveActivatesPausedAndScrubsLinearly() {
        let f = Fixture(curve: .easeInOut)
        f.animator.fractionComplete = 0.25
        expectEqual(f.animator.state, .active)
        expect(!f.animator.isRunning)
        expectClose(f.shown, 25, within: 1e-9)  // linear scrubbing, not the curve
        f.animator.scrubsLinearly = false
        f.animator.fractionComplete = 0.25
        // Along the curve: ease-in-out at 0.25 is 0.129162 (DESIGN.md §4).
        expectClose(f.shown, 12.9162, within: 1e-4)
        f.animator.fractionComplete = 7
        expectEqual(f.animator.fractionComplete, 1)  // clamped
        expectEqual(f.shown, 100)
        f.animator.fractionComplete = .nan
        expectEqual(f.animator.fractionComplete, 1)
        expectEqual(f.rig.reportedKinds, [.invalidValue])
    }

    @Test func fractionCannotBeSetWhileRunning() {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 0.4)
        f.animator.fractionComplete = 0.9
        expectEqual(f.rig.reportedKinds, [.illegalStateTransition])
        expectClose(f.animator.fractionComplete, 0.4, within: 1e-12)
        expectClose(f.shown, 40, within: 1e-9)
    }

    @Test func pauseThenResumeContinuesFromTheSameValue() {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 0.3)
        f.animator.pauseAnimation()
        expect(!f.animator.isRunning)
        expectClose(f.shown, 30, within: 1e-9)
        f.rig.go(to: 2)
        expectClose(f.shown, 30, within: 1e-9)  // paused: time passes, nothing moves
        f.animator.startAnimation()
        f.rig.go(to: 2.35)
        expectClose(f.shown, 65, within: 1e-9)
        f.rig.go(to: 2.7)
        expectEqual(f.positions, [.end])
        expectEqual(f.shown, 100)
    }

    @Test func pausingAnEasedAnimationReportsTheDistanceMoved() {
        // With scrubsLinearly, fractionComplete after a pause is how far the values have moved, so
        // linear scrubbing from there does not jump.
        let f = Fixture(curve: .easeInOut)
        f.animator.startAnimation()
        f.rig.go(to: 0.25)
        let shown = f.shown
        f.animator.pauseAnimation()
        expectClose(f.animator.fractionComplete * 100, shown, within: 1e-9)
        f.animator.fractionComplete = f.animator.fractionComplete
        expectClose(f.shown, shown, within: 1e-9)
    }

    @Test func continueRunsTheRemainderWithNewTiming() {
        let f = Fixture()
        f.animator.fractionComplete = 0.5
        // A spring over durationFactor × the remaining half second; the spring honours that duration.
        f.animator.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 2)
        expect(f.animator.isRunning)
        f.rig.go(to: 0.999)
        expect(f.positions.isEmpty)
        expectGreaterThan(f.shown, 50)
        expectLessThan(f.shown, 100)
        f.rig.go(to: 1.0)
        expectEqual(f.positions, [.end])
        expectEqual(f.shown, 100)
    }

    @Test func continueWithoutParametersUsesTheRemainingTime() {
        let f = Fixture()
        f.animator.fractionComplete = 0.75
        f.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        // The rest (25) runs along the original linear curve over the remaining 0.25 s.
        f.rig.go(to: 0.125)
        expectClose(f.shown, 87.5, within: 1e-9)
        f.rig.go(to: 0.25)
        expectEqual(f.positions, [.end])
    }

    @Test func continueIsOnlyForPausedAnimators() {
        let f = Fixture()
        f.animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        expectEqual(f.animator.state, .inactive)
        expectEqual(f.rig.reportedKinds, [.illegalStateTransition])
        f.animator.fractionComplete = 0.5
        f.animator.continueAnimation(withTimingParameters: nil, durationFactor: -3)
        expectEqual(f.rig.reportedKinds, [.illegalStateTransition, .invalidValue])
        expect(f.animator.isRunning)
    }

    @Test func reversingWhileRunningTurnsAroundWhereItIs() {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 0.4)
        f.animator.isReversed = true
        expect(f.animator.isReversed)
        expectClose(f.shown, 40, within: 1e-9)
        f.rig.go(to: 0.6)
        expectClose(f.shown, 20, within: 1e-9)
        expectClose(f.animator.fractionComplete, 0.2, within: 1e-12)
        f.rig.go(to: 0.8)
        expectEqual(f.positions, [.start])
        expectEqual(f.shown, 0)  // back at the start values
        expectEqual(f.x.value, 0)
        expect(!f.x.isAnimating)
    }

    @Test func reversedPausedAnimatorRunsBackWhenContinued() {
        let f = Fixture()
        f.animator.fractionComplete = 0.6
        f.animator.isReversed = true
        f.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        f.rig.go(to: 0.3)
        expectClose(f.shown, 30, within: 1e-9)
        f.rig.go(to: 0.6)
        expectEqual(f.positions, [.start])
        expectEqual(f.shown, 0)
    }

    @Test func stopWithoutFinishingLeavesCurrentValuesAndSkipsCompletions() {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 0.25)
        f.animator.stopAnimation(true)
        expectEqual(f.animator.state, .inactive)
        expect(!f.animator.isRunning)
        expectClose(f.shown, 25, within: 1e-9)
        expectClose(f.x.value, 25, within: 1e-9)
        f.rig.go(to: 3)
        expect(f.positions.isEmpty)
        expectClose(f.shown, 25, within: 1e-9)
    }

    @Test(arguments: [(AnimatingPosition.end, CGFloat(100)), (.start, 0), (.current, 25)])
    func stopThenFinishSettlesAtThePosition(position: AnimatingPosition, expected: CGFloat) {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 0.25)
        f.animator.stopAnimation(false)
        expectEqual(f.animator.state, .stopped)
        expect(!f.animator.isRunning)
        expectClose(f.shown, 25, within: 1e-9)
        f.rig.go(to: 0.5)
        expectClose(f.shown, 25, within: 1e-9)  // stopped: frozen
        f.animator.finishAnimation(at: position)
        expectEqual(f.animator.state, .inactive)
        expectEqual(f.positions, [position])
        expectClose(f.shown, expected, within: 1e-9)
        expectClose(f.x.value, expected, within: 1e-9)
    }

    @Test func illegalCallsReportAndChangeNothing() {
        let f = Fixture()
        f.animator.finishAnimation(at: .end)  // not stopped (UIKit raises)
        f.animator.stopAnimation(false)  // inactive
        expectEqual(f.animator.state, .inactive)
        expect(f.positions.isEmpty)
        f.animator.startAnimation()
        f.rig.go(to: 0.5)
        f.animator.finishAnimation(at: .end)  // active, not stopped
        expectEqual(f.animator.state, .active)
        expectClose(f.shown, 50, within: 1e-9)
        f.animator.isInterruptible = false  // cannot change while active
        expect(f.animator.isInterruptible)
        f.animator.stopAnimation(false)
        f.animator.startAnimation()  // stopped: cannot start
        f.animator.pauseAnimation()  // stopped: cannot pause
        f.animator.isReversed = true  // stopped: cannot reverse
        f.animator.addAnimations {}  // stopped: cannot add
        f.animator.stopAnimation(true)  // already stopped
        expectEqual(f.animator.state, .stopped)
        expect(!f.animator.isReversed)
        expectEqual(
            f.rig.reportedKinds,
            [
                .illegalStateTransition, .illegalStateTransition, .illegalStateTransition, .illegalPropertyChange,
                .illegalStateTransition, .illegalStateTransition, .illegalPropertyChange, .illegalStateTransition,
                .illegalStateTransition
            ])
        f.animator.finishAnimation(at: .end)
        expectEqual(f.positions, [.end])
        expectEqual(f.shown, 100)
    }

    @Test func nonInterruptibleAnimatorsCannotBePausedOrStopped() {
        let f = Fixture()
        f.animator.isInterruptible = false
        f.animator.startAnimation()
        f.rig.go(to: 0.5)
        f.animator.pauseAnimation()
        f.animator.stopAnimation(true)
        f.animator.fractionComplete = 0.1
        expect(f.animator.isRunning)
        expectEqual(f.rig.reportedKinds.count, 3)
        f.rig.go(to: 1)
        expectEqual(f.positions, [.end])
    }

    @Test func pausesOnCompletionStaysActiveAndCanRunBack() {
        let f = Fixture()
        f.animator.pausesOnCompletion = true
        f.animator.startAnimation()
        f.rig.go(to: 1.5)
        expectEqual(f.animator.state, .active)
        expect(!f.animator.isRunning)
        expect(f.positions.isEmpty)
        expectEqual(f.shown, 100)
        expectEqual(f.animator.fractionComplete, 1)
        f.animator.isReversed = true
        f.animator.startAnimation()
        f.rig.go(to: 2.0)
        expectClose(f.shown, 50, within: 1e-9)
        f.animator.pausesOnCompletion = false
        f.rig.go(to: 2.5)
        expectEqual(f.positions, [.start])
        expectEqual(f.shown, 0)
        expectEqual(f.animator.state, .inactive)
    }

    @Test func startAfterDelayHoldsThenRuns() {
        let f = Fixture()
        f.animator.startAnimation(afterDelay: 0.5)
        expectEqual(f.animator.delay, 0.5)
        expect(f.animator.isRunning)
        expectEqual(f.x.value, 100)
        f.rig.go(to: 0.4)
        expectEqual(f.shown, 0)
        f.rig.go(to: 1.0)
        expectClose(f.shown, 50, within: 1e-9)
        f.rig.go(to: 1.5)
        expectEqual(f.positions, [.end])
    }

    @Test func finishedAnimatorCanBeReused() {
        let f = Fixture()
        f.animator.startAnimation()
        f.rig.go(to: 1)
        let x = f.x, engine = f.rig.engine
        f.animator.addAnimations { x.setValue(0, in: engine) }
        f.animator.addCompletion { [unowned f] in f.positions.append($0) }
        f.animator.startAnimation()
        f.rig.go(to: 1.5)
        expectClose(f.shown, 50, within: 1e-9)
        f.rig.go(to: 2)
        expectEqual(f.positions, [.end, .end])
        expectEqual(f.shown, 0)
    }
}
