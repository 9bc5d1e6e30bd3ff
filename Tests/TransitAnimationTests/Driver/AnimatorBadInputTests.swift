import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// NaN, infinities, negative durations and delays, and time going backwards: reported, never a
/// crash, never a NaN position, never a stuck animator.
@Suite struct AnimatorBadInputTests {
    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func badDurationsFinishOnTheNextFrame(duration: Double) {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        var done = false
        let a = PropertyAnimator(engine: rig.engine, duration: duration, curve: .easeInOut) { x.setValue(10, in: rig.engine) }
        a.addCompletion { _ in done = true }
        expectEqual(a.duration, 0)
        expectEqual(rig.reportedKinds, [.invalidValue])
        a.startAnimation()
        rig.go(to: 0.016)
        expect(done)
        expectEqual(x.presentationValue, 10)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func badDelaysCountAsZero(delay: Double) {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(10, in: rig.engine) }
        a.startAnimation(afterDelay: delay)
        rig.go(to: 0.5)
        expectClose(x.presentationValue, 5, within: 1e-9)
        expectEqual(rig.reportedKinds, [.invalidValue])
    }

    @Test func timeNeverRunsBackwards() {
        let rig = TestRig()
        rig.go(to: 1)
        rig.engine.advance(to: 0.5)
        rig.engine.advance(to: .nan)
        expectEqual(rig.engine.time, 1)
        expectEqual(rig.reportedKinds, [.timeWentBackwards, .timeWentBackwards])
    }

    @Test func springsWithBadParametersNeverShowNaN() {
        let rig = TestRig()
        let springs: [SpringTimingParameters] = [
            SpringTimingParameters(dampingRatio: .nan, initialVelocity: CGVector(dx: .nan, dy: 0)),
            SpringTimingParameters(
                mass: -1, stiffness: .nan, damping: -.infinity, initialVelocity: CGVector(dx: .infinity, dy: 1)),
            SpringTimingParameters(dampingRatio: 0, initialVelocity: CGVector(dx: 1e300, dy: 0))
        ]
        var properties: [AnimatableProperty<CGPoint>] = []
        for spring in springs {
            let p = AnimatableProperty(CGPoint.zero)
            properties.append(p)
            let a = PropertyAnimator(engine: rig.engine, duration: 0.5, timingParameters: spring)
            a.addAnimations { p.setValue(CGPoint(x: 100, y: 100), in: rig.engine) }
            a.startAnimation()
        }
        for k in 1...200 {
            rig.go(to: Double(k) / 60)
            for p in properties {
                expect(p.presentationValue.x.isFinite)
                expect(p.presentationValue.y.isFinite)
                expect(!p.velocity.x.isNaN)
            }
        }
        expect(!rig.engine.hasActiveAnimators)  // every one of them finished
    }

    @Test func badScrubAndFactorValues() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(10, in: rig.engine) }
        a.fractionComplete = -.infinity
        expectEqual(a.fractionComplete, 0)
        a.fractionComplete = .infinity
        expectEqual(a.fractionComplete, 1)
        a.repeatCount = .nan
        a.addAnimations({}, delayFactor: .nan)
        a.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
        rig.go(to: 0.1)
        expectEqual(x.presentationValue, 10)
        expectEqual(a.state, .inactive)
    }
}

@Suite struct AnimatorReentrancyTests {
    @Test func completionsCannotReenterTheEngineOrFinishOthersTwice() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0), y = AnimatableProperty<CGFloat>(0)
        var log: [String] = []
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(1, in: rig.engine) }
        let b = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { y.setValue(1, in: rig.engine) }
        a.addCompletion { _ in
            log.append("a")
            rig.engine.step()  // re-entrant: reported, ignored
            b.stopAnimation(true)  // b also reached its end this frame
        }
        b.addCompletion { _ in log.append("b") }
        a.startAnimation()
        b.startAnimation()
        rig.go(to: 1)
        expectEqual(log, ["a"])  // b was stopped before its turn
        expectEqual(rig.reportedKinds, [.illegalStateTransition])
        expectEqual(b.state, .inactive)
        expect(!rig.engine.hasActiveAnimators)
    }
}
