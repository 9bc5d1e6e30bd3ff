import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// Seeded random sequences of animator operations keep every invariant, and nothing leaks.
@Suite struct AnimatorInvariantTests {
    static func checkInvariants(
        _ rig: TestRig, _ animators: [PropertyAnimator],
        _ properties: [AnimatableProperty<CGPoint>]
    ) {
        for a in animators {
            if a.isRunning { expectEqual(a.state, .active) }
            if a.state == .inactive { expectEqual(a.fractionComplete, 0) }
            expectGreaterThanOrEqual(a.fractionComplete, 0)
            expectLessThanOrEqual(a.fractionComplete, 1)
            // The engine steps exactly the active animators.
            expectEqual(a.isRegistered, (a.state == .active))
            expectEqual(rig.engine.active.contains { $0 === a }, (a.state == .active))
            // A registered animator is in exactly one lane, or waits to be placed in one.
            if a.isRegistered {
                expectIdentical(rig.engine.active[a.activeIndex], a)
                let lanes = (a.slotIndex >= 0 ? 1 : 0) + (a.inGeneralLane ? 1 : 0)
                expect(lanes == 1 || (lanes == 0 && a.awaitingLaneReview))
            } else {
                expectLessThan(a.slotIndex, 0)
                expect(!a.inGeneralLane)
                expect(!a.awaitingLaneReview)
            }
        }
        for p in properties {
            let v = p.presentationValue, d = p.velocity
            expect(v.x.isFinite)
            expect(v.y.isFinite)
            expect(d.x.isFinite)
            expect(d.y.isFinite)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomOperationSequences(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let rig = TestRig()
        let properties = (0..<3).map { _ in AnimatableProperty(CGPoint.zero) }
        var completionStates: [AnimatingState] = []
        let timings: [any TimingCurveProvider] = [
            CubicTimingParameters(animationCurve: .easeInOut), SpringTimingParameters(dampingRatio: 0.4),
            SpringTimingParameters(mass: 1, stiffness: 200, damping: 12, initialVelocity: CGVector(dx: 2, dy: 0)),
            CubicTimingParameters(animationCurve: .linear)
        ]
        let animators: [PropertyAnimator] = (0..<4).map { k in
            let a = PropertyAnimator(engine: rig.engine, duration: Double(k + 1) * 0.2, timingParameters: timings[k])
            return a
        }
        func randomValue() -> CGFloat {
            let choices: [CGFloat] = [.nan, .infinity, -1, 0, 0.3, 0.5, 1, 2]
            return Bool.random(using: &rng) ? choices.randomElement(using: &rng)! : CGFloat(rng.unit(0...1))
        }
        for _ in 0..<400 {
            let a = animators.randomElement(using: &rng)!
            let p = properties.randomElement(using: &rng)!
            let target = CGPoint(x: rng.unit(-100...100), y: rng.unit(-100...100))
            switch Int.random(in: 0..<13, using: &rng) {
            case 0: a.addAnimations { p.setValue(target, in: rig.engine) }
            case 1: a.addAnimations({ p.setValue(target, in: rig.engine) }, delayFactor: randomValue())
            case 2: a.startAnimation()
            case 3: a.startAnimation(afterDelay: Double(randomValue()))
            case 4: a.pauseAnimation()
            case 5: a.stopAnimation(Bool.random(using: &rng))
            case 6: a.finishAnimation(at: [.end, .start, .current].randomElement(using: &rng)!)
            case 7: a.fractionComplete = randomValue()
            case 8: a.isReversed.toggle()
            case 9:
                a.continueAnimation(
                    withTimingParameters: Bool.random(using: &rng) ? nil : timings.randomElement(using: &rng)!,
                    durationFactor: randomValue())
            case 10: a.addCompletion { [unowned a] _ in completionStates.append(a.state) }
            case 11: p.setValue(target, in: rig.engine)
            default: a.pausesOnCompletion.toggle()
            }
            rig.go(to: rig.engine.time + rng.unit(0...0.15))
            Self.checkInvariants(rig, animators, properties)
        }
        // Completions always see their animator already inactive.
        expect(completionStates.allSatisfy { $0 == .inactive })
        // Wind everything down: nothing stays stuck, nothing keeps animating.
        for a in animators {
            a.pausesOnCompletion = false
            if a.state == .active { a.stopAnimation(false) }
            if a.state == .stopped { a.finishAnimation(at: .end) }
        }
        rig.go(to: rig.engine.time + 10)
        expect(!rig.engine.hasActiveAnimators)
        expect(rig.engine.active.isEmpty)
        for p in properties { expect(!p.isAnimating) }
    }

    @Test func finishedAnimatorsAndTheirPropertiesAreReleased() {
        let rig = TestRig()
        weak var weakAnimator: PropertyAnimator?
        weak var weakProperty: AnimatableProperty<CGFloat>?
        weak var stoppedAnimator: PropertyAnimator?
        weak var abandonedProperty: AnimatableProperty<CGFloat>?
        do {
            let x = AnimatableProperty<CGFloat>(0)
            let a = PropertyAnimator(engine: rig.engine, duration: 0.5, curve: .easeOut) { x.setValue(1, in: rig.engine) }
            a.startAnimation()
            weakAnimator = a; weakProperty = x
            let y = AnimatableProperty<CGFloat>(0)
            let b = PropertyAnimator(engine: rig.engine, duration: 0.5, dampingRatio: 0.5) { y.setValue(1, in: rig.engine) }
            b.startAnimation()
            rig.go(to: 0.1)
            b.stopAnimation(false)
            b.finishAnimation(at: .start)
            stoppedAnimator = b
            // A property dropped by its owner while it animates goes once its animation ends.
            let z = AnimatableProperty<CGFloat>(0)
            let c = PropertyAnimator(engine: rig.engine, duration: 0.5, curve: .linear) { z.setValue(1, in: rig.engine) }
            c.startAnimation()
            abandonedProperty = z
        }
        rig.go(to: 1)
        expectNil(weakAnimator)
        expectNil(weakProperty)
        expectNil(stoppedAnimator)
        expectNil(abandonedProperty)
    }
}
