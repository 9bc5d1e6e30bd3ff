import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// The engine runs simple animators in its timing lane and the rest through
/// `PropertyAnimator.update(at:)`. The general lane is the reference: an animator must behave
/// identically, to the bit, whichever lane runs it.
@Suite struct AnimationLaneTests {
    /// Two animators of the same timing moving one property each; the twin also animates an unrelated
    /// property from half-way, which keeps it in the general lane.
    final class Twins {
        let rig = TestRig()
        let fast = AnimatableProperty<CGFloat>(0)
        let slow = AnimatableProperty<CGFloat>(0)
        let other = AnimatableProperty<CGFloat>(0)
        let a: PropertyAnimator
        let b: PropertyAnimator
        var endings: [String] = []

        init(duration: TimeInterval, timing: any TimingCurveProvider) {
            a = PropertyAnimator(engine: rig.engine, duration: duration, timingParameters: timing)
            b = PropertyAnimator(engine: rig.engine, duration: duration, timingParameters: timing)
            a.addAnimations { [fast, rig] in fast.setValue(100, in: rig.engine) }
            b.addAnimations { [slow, rig] in slow.setValue(100, in: rig.engine) }
            b.addAnimations({ [other, rig] in other.setValue(1, in: rig.engine) }, delayFactor: 0.5)
            a.addCompletion { [unowned self] in endings.append("a \($0)") }
            b.addCompletion { [unowned self] in endings.append("b \($0)") }
        }

        func both(_ body: (PropertyAnimator) -> Void) {
            body(a)
            body(b)
        }

        /// Everything observable about the two agrees.
        func expectAgreement(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            expectEqual(fast.presentationValue, slow.presentationValue, "\(step)", sourceLocation: sourceLocation)
            expectEqual(fast.value, slow.value, "\(step)", sourceLocation: sourceLocation)
            expectEqual(a.state, b.state, "\(step)", sourceLocation: sourceLocation)
            expectEqual(a.isRunning, b.isRunning, "\(step)", sourceLocation: sourceLocation)
            expectEqual(a.fractionComplete, b.fractionComplete, "\(step)", sourceLocation: sourceLocation)
            expectEqual(a.isReversed, b.isReversed, "\(step)", sourceLocation: sourceLocation)
            expectEqual(fast.velocity, slow.velocity, "\(step)", sourceLocation: sourceLocation)
        }
    }

    static let timings: [(String, any TimingCurveProvider)] = [
        ("easeInOut", CubicTimingParameters(animationCurve: .easeInOut)),
        ("linear", CubicTimingParameters(animationCurve: .linear)),
        ("custom cubic", CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 1.4), controlPoint2: CGPoint(x: 0.4, y: 1))),
        ("spring", SpringTimingParameters(dampingRatio: 0.55, initialVelocity: CGVector(dx: 1.5, dy: 0))),
        ("critical spring", SpringTimingParameters(dampingRatio: 1)),
        ("physical spring", SpringTimingParameters(mass: 1, stiffness: 200, damping: 35, initialVelocity: CGVector(dx: 0, dy: 0)))
    ]

    @Test func simpleAnimatorsRunInTheTimingLaneAndTheRestInTheGeneralLane() {
        let twins = Twins(duration: 0.4, timing: CubicTimingParameters(animationCurve: .easeOut))
        twins.both { $0.startAnimation() }
        twins.rig.go(to: 0.1)
        expectGreaterThanOrEqual(twins.a.slotIndex, 0)
        expect(!twins.a.inGeneralLane)
        expectLessThan(twins.b.slotIndex, 0)
        expect(twins.b.inGeneralLane)
        // Paused on its curve (no linear scrubbing), it resumes on its curve, in the timing lane.
        twins.a.scrubsLinearly = false
        twins.a.pauseAnimation()
        expectLessThan(twins.a.slotIndex, 0)
        twins.a.startAnimation()
        twins.rig.go(to: 0.2)
        expectGreaterThanOrEqual(twins.a.slotIndex, 0)
        let repeating = PropertyAnimator(engine: twins.rig.engine, duration: 0.2, curve: .linear)
        repeating.autoreverses = true
        repeating.addAnimations { twins.other.setValue(5, in: twins.rig.engine) }
        repeating.startAnimation()
        twins.rig.go(to: 0.25)
        expectLessThan(repeating.slotIndex, 0)
        expect(repeating.inGeneralLane)
    }

    @Test(arguments: 0..<timings.count)
    func bothLanesComputeTheSameFrames(timing index: Int) {
        let (name, timing) = Self.timings[index]
        let twins = Twins(duration: 0.5, timing: timing)
        twins.both { $0.startAnimation(afterDelay: 0.05) }
        var t = 0.0
        while t < 2 {
            t += 1.0 / 120
            twins.rig.go(to: t)
            twins.expectAgreement("\(name) at \(t)")
        }
        expectEqual(twins.endings, ["a end", "b end"])
        expectEqual(twins.fast.presentationValue, 100)
    }

    /// Seeded random sequences of the whole animator API, applied to both twins between frames.
    @Test(arguments: 0..<timings.count)
    func bothLanesAgreeThroughRandomControlSequences(timing index: Int) {
        let (name, timing) = Self.timings[index]
        for seed in 0..<12 {
            var random = SeededGenerator(seed: UInt64(seed * 31 + index))
            let twins = Twins(duration: 0.5, timing: timing)
            var t = 0.0
            for step in 0..<60 {
                let label = "\(name), seed \(seed), step \(step)"
                switch Int.random(in: 0..<10, using: &random) {
                case 0: twins.both { $0.startAnimation() }
                case 1:
                    let delay = Double.random(in: 0...0.1, using: &random)
                    twins.both { $0.startAnimation(afterDelay: delay) }
                case 2: twins.both { $0.pauseAnimation() }
                case 3:
                    let f = CGFloat.random(in: 0...1, using: &random)
                    twins.both { $0.fractionComplete = f }
                case 4:
                    let reversed = Bool.random(using: &random)
                    twins.both { $0.isReversed = reversed }
                case 5:
                    let factor = CGFloat.random(in: 0.5...2, using: &random)
                    let cubic = Bool.random(using: &random) ? CubicTimingParameters(animationCurve: .easeIn) : nil
                    twins.both { $0.continueAnimation(withTimingParameters: cubic, durationFactor: factor) }
                case 6:
                    let position = [AnimatingPosition.start, .end, .current].randomElement(using: &random)!
                    twins.both {
                        $0.stopAnimation(false); $0.finishAnimation(at: position)
                    }
                default:
                    t += Double.random(in: 0...0.08, using: &random)
                    twins.rig.go(to: t)
                }
                twins.expectAgreement(label)
            }
            expectEqual(twins.endings.count % 2, 0)
            for pair in stride(from: 0, to: twins.endings.count, by: 2) {
                expectEqual(twins.endings[pair].dropFirst(2), twins.endings[pair + 1].dropFirst(2), "\(name), seed \(seed)")
            }
        }
    }

    /// Completions run in creation order, whichever lane each animator ran in and whenever it
    /// (re)entered the timing lane.
    @Test func completionsRunInCreationOrderAcrossLanes() {
        let rig = TestRig()
        var order: [String] = []
        func animator(_ name: String, extraTrack: Bool) -> PropertyAnimator {
            let property = AnimatableProperty<CGFloat>(0)
            let animator = PropertyAnimator(engine: rig.engine, duration: 0.3, curve: .easeIn) {
                property.setValue(1, in: rig.engine)
            }
            if extraTrack {
                animator.addAnimations({ property.setValue(2, in: rig.engine) }, delayFactor: 0.5)
            }
            animator.addCompletion { _ in order.append(name) }
            return animator
        }
        let first = animator("first", extraTrack: false)
        let second = animator("second", extraTrack: true)
        let third = animator("third", extraTrack: false)
        for a in [first, second, third] { a.startAnimation() }
        rig.go(to: 0.1)
        // The first animator leaves its slot and comes back after the third took one.
        first.scrubsLinearly = false
        first.pauseAnimation()
        rig.go(to: 0.15)
        first.startAnimation()
        rig.go(to: 0.2)
        let fourth = animator("fourth", extraTrack: false)
        fourth.startAnimation()
        rig.go(to: 0.25)
        expectGreaterThan(first.slotIndex, third.slotIndex)
        expectGreaterThan(fourth.slotIndex, first.slotIndex)
        // All four, the general-lane one among them, end on the same frame.
        rig.go(to: 1)
        expectEqual(order, ["first", "second", "third", "fourth"])
    }

    /// Timing-lane slots are reclaimed, and their curves with them.
    @Test func slotsAndCurvesAreReclaimed() {
        let rig = TestRig()
        let property = AnimatableProperty<CGFloat>(0)
        for round in 0..<5 {
            let start = Double(round)
            rig.go(to: start)
            var animators: [PropertyAnimator] = []
            for i in 0..<200 {
                let a = PropertyAnimator(
                    engine: rig.engine, duration: 0.2,
                    timingParameters: SpringTimingParameters(dampingRatio: 0.5 + CGFloat(i % 5) / 10))
                a.addAnimations { property.setValue(CGFloat(i), in: rig.engine) }
                a.startAnimation()
                animators.append(a)
            }
            rig.go(to: start + 0.1)
            expectEqual(rig.engine.slots.count, 200)
            expectLessThanOrEqual(rig.engine.slotCurves.curves.count, 5)
            rig.go(to: start + 0.5)
            expect(rig.engine.slots.isEmpty)
            expect(animators.allSatisfy { $0.state == .inactive && $0.slotIndex < 0 })
        }
        expectLessThanOrEqual(rig.engine.slotCurves.curves.count, 5)
    }

    @Test func slotCurvesShareEqualCurvesAndReuseFreedEntries() {
        var table = SlotCurves()
        let ease = TimingCurve(CubicTimingParameters(animationCurve: .easeInOut), duration: 0.35)
        let spring = TimingCurve(SpringTimingParameters(dampingRatio: 0.7), duration: 1)
        let a = table.retain(ease),
            b = table.retain(TimingCurve(CubicTimingParameters(animationCurve: .easeInOut), duration: 0.35))
        let c = table.retain(spring)
        expectEqual(a, b)
        expectNotEqual(a, c)
        expectEqual(table.curves.count, 2)
        table.release(a)
        expectEqual(table.retain(spring), c)  // still shared, and the ease curve still has a use
        table.release(b)
        // The ease curve's entry is free: the next new curve takes it, and the ease curve is new again.
        let linear = TimingCurve.linear(duration: 2)
        expect(table.retain(linear) == a && table.curves[Int(a)] == linear)
        expectEqual(table.retain(ease), 2)
        expectEqual(table.curves.count, 3)
    }

    /// An animator that finishes while many others run is let go of at once, although the engine
    /// squeezes its registry only now and then.
    @Test func aFinishedAnimatorAmongRunningOnesIsReleasedAtOnce() {
        let rig = TestRig()
        let property = AnimatableProperty<CGFloat>(0)
        let long = (0..<20).map { i in
            PropertyAnimator(engine: rig.engine, duration: 2, curve: .linear) { property.setValue(CGFloat(i), in: rig.engine) }
        }
        for a in long { a.startAnimation() }
        weak var short: PropertyAnimator?
        do {
            let a = PropertyAnimator(engine: rig.engine, duration: 0.1, curve: .easeIn) { property.setValue(-1, in: rig.engine) }
            a.startAnimation()
            short = a
        }
        rig.go(to: 0.05)
        expectNotNil(short)
        rig.go(to: 0.2)
        expectNil(short)
        expect(rig.engine.hasRunningAnimations)
        expectEqual(rig.engine.active.count, 21)  // the hole is squeezed out later
        expect(rig.engine.capturingAnimators {}.isEmpty)
        let started = rig.engine.capturingAnimators {
            for _ in 0..<3 {
                PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { property.setValue(7, in: rig.engine) }
                    .startAnimation()
            }
        }
        expectEqual(started.count, 3)
        expectEqual(started.map(\.serial), started.map(\.serial).sorted())
        rig.go(to: 3)
        expect(rig.engine.active.isEmpty)
        expect(!rig.engine.hasActiveAnimators)
    }
}
