import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// How animations of the same property combine, and how animators share the engine.
@Suite struct AnimationCompositionTests {
    @Test func retargetingStartsFromThePresentationValueAndVelocity() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let first = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        first.startAnimation()
        rig.go(to: 0.5)
        expectClose(x.presentationValue, 50, within: 1e-9)
        expectClose(x.velocity, 100, within: 1e-9)
        // A spring starting at rest toward 0: no jump in value, and the running motion carries on
        // underneath, so the velocity is continuous too.
        let second = PropertyAnimator(engine: rig.engine, duration: 1, dampingRatio: 1) { x.setValue(0, in: rig.engine) }
        second.startAnimation()
        expectEqual(x.value, 0)
        expectEqual(x.animationCount, 2)
        expectClose(x.presentationValue, 50, within: 1e-9)
        expectClose(x.velocity, 100, within: 1e-9)
        // Velocity agrees with the motion over the next 10 µs. The new spring accelerates from rest
        // at ω₀² ≈ 85 /s², pulling 50 pt of value: the forward difference deviates by about
        // 50·85·h/2 ≈ 0.02 pt/s.
        let before = x.presentationValue
        rig.go(to: 0.50001)
        expectClose((x.presentationValue - before) / 0.00001, 100, within: 0.05)
        rig.go(to: 1.0)  // the first animation ends underneath
        expectEqual(x.animationCount, 1)
        rig.go(to: 1.5)
        expectEqual(x.presentationValue, 0)
        expect(!x.isAnimating)
    }

    @Test func settingTheSamePropertyTwiceInABlockKeepsTheLastValue() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            x.setValue(100, in: rig.engine)
            x.setValue(50, in: rig.engine)
        }
        a.startAnimation()
        rig.go(to: 0.5)
        expectClose(x.presentationValue, 25, within: 1e-9)
        expectEqual(x.animationCount, 1)
    }

    @Test func immediateChangesAndPerformWithoutAnimation() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0), y = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            x.setValue(100, in: rig.engine)
            rig.engine.performWithoutAnimation { y.setValue(7, in: rig.engine) }
        }
        a.startAnimation()
        expectEqual(y.presentationValue, 7)
        expect(!y.isAnimating)
        rig.go(to: 0.5)
        // Outside any block the model changes at once and the running animation goes on on top
        // of it (additive, as UIKit's since iOS 8): the 50 still to travel is shown below the new
        // value, −1 − 50, and runs out on the animation's own schedule.
        x.setValue(-1, in: rig.engine)
        expectEqual(x.value, -1)
        expectClose(x.presentationValue, -51, within: 1e-9)
        expect(x.isAnimating)
        rig.go(to: 0.75)
        expectClose(x.presentationValue, -26, within: 1e-9)
        rig.go(to: 1)
        expectEqual(x.presentationValue, -1)
        expect(!x.isAnimating)
        let z = AnimatableProperty<CGFloat>(3)
        z.setValue(4, in: nil)
        expectEqual(z.value, 4)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0), y = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        a.startAnimation()
        rig.go(to: 0.5)
        // delayFactor 0.5 of the remaining 0.5 s: y runs from 0.75 to 1.0.
        a.addAnimations({ y.setValue(100, in: rig.engine) }, delayFactor: 0.5)
        rig.go(to: 0.75)
        expectEqual(y.presentationValue, 0)
        rig.go(to: 0.875)
        expectClose(y.presentationValue, 50, within: 1e-9)
        rig.go(to: 1)
        expectEqual(y.presentationValue, 100)
        expectEqual(x.presentationValue, 100)
    }

    @Test func delayFactorBeforeStartDelaysWithinTheDuration() {
        let rig = TestRig()
        let y = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 2, curve: .linear)
        a.addAnimations({ y.setValue(100, in: rig.engine) }, delayFactor: 0.5)
        a.addAnimations({}, delayFactor: 1.5)  // clamped, reported
        a.startAnimation()
        rig.go(to: 1)
        expectEqual(y.presentationValue, 0)
        rig.go(to: 1.5)
        expectClose(y.presentationValue, 50, within: 1e-9)
        expectEqual(rig.reportedKinds, [.invalidValue])
    }

    @Test func completionsRunAfterEveryValueIsUpdatedInCreationOrder() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0), y = AnimatableProperty<CGFloat>(0)
        var log: [String] = []
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(1, in: rig.engine) }
        let b = PropertyAnimator(engine: rig.engine, duration: 0.5, curve: .linear) { y.setValue(1, in: rig.engine) }
        a.addCompletion { _ in log.append("a sees y=\(y.presentationValue)") }
        b.addCompletion { _ in log.append("b sees x=\(x.presentationValue)") }
        b.startAnimation(afterDelay: 0.5)  // started first, created second
        a.startAnimation()
        rig.go(to: 1)
        expectEqual(log, ["a sees y=1.0", "b sees x=1.0"])
    }

    @Test func completionCanStartTheNextAnimationAtTheSameTime() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let first = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        first.addCompletion { _ in
            let next = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(0, in: rig.engine) }
            next.startAnimation()
        }
        first.startAnimation()
        rig.go(to: 1)
        expectEqual(x.presentationValue, 100)
        rig.go(to: 1.25)
        expectClose(x.presentationValue, 75, within: 1e-9)
    }

    @Test func repeatAndAutoreverse() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        var positions: [AnimatingPosition] = []
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        a.repeatCount = 2
        a.autoreverses = true
        a.addCompletion { positions.append($0) }
        expectEqual(a.totalDuration, 4)
        a.startAnimation()
        let expected: [(TimeInterval, CGFloat)] = [(0.25, 25), (1, 100), (1.25, 75), (2, 0), (2.5, 50), (3.5, 50)]
        for (t, v) in expected {
            rig.go(to: t)
            expectClose(x.presentationValue, v, within: 1e-9, "at \(t)")
        }
        a.repeatCount = 5  // active: reported, unchanged
        expectEqual(a.repeatCount, 2)
        rig.go(to: 4)
        // Like UIKit block animations, the property then shows its model value.
        expectEqual(positions, [.end])
        expectEqual(x.presentationValue, 100)
    }

    @Test func infiniteRepeatRunsUntilStopped() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        a.repeatCount = .infinity
        a.startAnimation()
        rig.go(to: 1000.25)
        expectClose(x.presentationValue, 25, within: 1e-6)
        expect(a.isRunning)
        a.stopAnimation(true)
        expect(!rig.engine.hasActiveAnimators)
        expectClose(x.value, 25, within: 1e-6)
    }

    @Test func keyframeAnimationsFollowTheirKeyframes() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(
            engine: rig.engine, duration: 2, timingParameters: CubicTimingParameters(animationCurve: .linear),
            keyframeCalculationMode: .linear)
        a.addAnimations {
            rig.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { x.setValue(100, in: rig.engine) }
            rig.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { x.setValue(20, in: rig.engine) }
        }
        a.startAnimation()
        expectEqual(x.value, 20)  // the model is the final keyframe
        let expected: [(TimeInterval, CGFloat)] = [(0.5, 50), (1, 100), (1.5, 60), (2, 20)]
        for (t, v) in expected {
            rig.go(to: t)
            expectClose(x.presentationValue, v, within: 1e-9, "at \(t)")
        }
        // Outside a keyframe animation, addKeyframe applies its changes at once and reports.
        rig.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { x.setValue(5, in: rig.engine) }
        expectEqual(x.presentationValue, 5)
        expectEqual(rig.reportedKinds, [.illegalStateTransition])
    }

    @Test func vectorVelocityIsExact() {
        let rig = TestRig()
        let p = AnimatableProperty(CGPoint(x: 0, y: 0))
        let a = PropertyAnimator(engine: rig.engine, duration: 2, curve: .linear) {
            p.setValue(CGPoint(x: 200, y: -100), in: rig.engine)
        }
        a.startAnimation()
        rig.go(to: 1)
        expectEqual(p.velocity, CGPoint(x: 100, y: -50))
        expectEqual(p.presentationValue, CGPoint(x: 100, y: -50))
    }
}

/// A turned-back animation under a later additive change (a push turned back while a rotation
/// moves the same view): the view rests at the start it returned to plus the later change, and
/// the model value says so, so a container setting that value at the end changes nothing.
@Suite struct ReturnToStartCompositionTests {
    @Test func aLaterAdditiveChangeStaysOnTopOfTheReturnedStart() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(160)
        let push = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(64, in: rig.engine) }
        push.startAnimation()
        rig.go(to: 0.25)
        push.pauseAnimation()
        push.isReversed = true
        push.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        // The rotation: +124 added over the running animation, as a block animation does.
        let rotation = PropertyAnimator(engine: rig.engine, duration: 4, curve: .linear) { x.setValue(188, in: rig.engine) }
        rotation.addsToRunningAnimations = true
        rotation.startAnimation()
        expectEqual(x.value, 188)
        expectEqual(x.animationCount, 2)
        rig.go(to: 1.5)  // the push is back at its start
        expectEqual(push.state, .inactive)
        expectEqual(x.animationCount, 1)
        // 160 + 124: the returned start plus the whole later change, in the model and on screen.
        expectEqual(x.value, 284)
        rig.go(to: 4.5)
        expectEqual(x.presentationValue, 284)
        expect(!x.isAnimating)
        // Setting that value, as a container's cleanup does, moves nothing.
        x.setValue(284, in: rig.engine)
        expectEqual(x.presentationValue, 284)
    }
}
