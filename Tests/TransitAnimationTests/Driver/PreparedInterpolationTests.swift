import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// The pair a property prepares once while a single animation runs (`PreparedInterpolation`: for a
/// transform, both ends decomposed when the animation starts, not at every frame), against
/// evaluations from scratch after every kind of change to the stack: the presentation value must
/// be the components worked out by hand, and bit for bit the stack evaluated entry by entry.
@Suite struct PreparedInterpolationTests {
    /// Rotation by 0.5 rad and uniform scale 1.5: from the identity, at progress `p` the
    /// decomposition gives the angle 0.5·p and the scale 1 + 0.5·p.
    let target = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)

    /// The rotation by `angle` with uniform scale `scale`, built by hand.
    func rotation(_ angle: CGFloat, scale: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle), d: scale * cos(angle), tx: 0, ty: 0)
    }

    /// The presentation value from scratch: the value beneath, then every entry over it in order.
    func fromScratch<V>(_ p: AnimatableProperty<V>) -> V { p.entries.reduce(p.base) { $1.value(over: $0) } }

    @Test func aRunningTransformAnimationShowsTheHandComputedComponents() {
        let rig = TestRig()
        let t = AnimatableProperty(Transform3D.identity)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            t.setValue(Transform3D(target), in: rig.engine)
        }
        a.startAnimation()
        for time in [0.1, 0.25, 0.5, 0.9] {
            rig.go(to: time)
            let shown = t.presentationValue
            expectLessThan(maxDifference(shown.affineTransform.values, rotation(0.5 * time, scale: 1 + 0.5 * time).values), 1e-12)
            expectEqual(shown, fromScratch(t))
        }
        rig.go(to: 1)
        expectEqual(t.presentationValue, Transform3D(target))
        expect(!t.isAnimating)
    }

    @Test func retargetingInTheSameBlockPreparesTheNewTarget() {
        let rig = TestRig()
        let t = AnimatableProperty(CGAffineTransform.identity)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            t.setValue(CGAffineTransform(rotationAngle: 2), in: rig.engine)
            t.setValue(target, in: rig.engine)
        }
        a.startAnimation()
        rig.go(to: 0.5)
        expectLessThan(maxDifference(t.presentationValue.values, rotation(0.25, scale: 1.25).values), 1e-12)
        expectEqual(t.presentationValue, fromScratch(t))
        expectEqual(t.animationCount, 1)
    }

    @Test func anAnimationAddedMidFlightAndTheOneBeneathEndingMatchTheStack() {
        let rig = TestRig()
        let t = AnimatableProperty(Transform3D.identity)
        let first = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            t.setValue(Transform3D(target), in: rig.engine)
        }
        first.startAnimation()
        rig.go(to: 0.5)
        let second = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            t.setValue(Transform3D(CGAffineTransform(rotationAngle: -1)), in: rig.engine)
        }
        second.startAnimation()
        expectEqual(t.animationCount, 2)
        for time in [0.75, 1.25, 1.4] {
            rig.go(to: time)
            expectEqual(t.presentationValue, fromScratch(t))
        }
        // The first animation ended at 1: the second alone runs on from the target it collapsed into.
        expectEqual(t.animationCount, 1)
        // From rotation 0.5 at scale 1.5 to rotation −1 at scale 1, at progress 0.9 (time 1.4).
        expectLessThan(
            maxDifference(t.presentationValue.affineTransform.values, rotation(0.5 - 1.5 * 0.9, scale: 1.5 - 0.5 * 0.9).values),
            1e-12)
    }

    @Test func aNewModelValueRemovalAndAnExplicitAnimationOnTopMatchTheStack() {
        let rig = TestRig()
        let t = AnimatableProperty(Transform3D.identity)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            t.setValue(Transform3D(target), in: rig.engine)
        }
        a.startAnimation()
        rig.go(to: 0.25)
        // An explicit animation on top: two entries, evaluated through the stack.
        let explicit = t.addExplicitAnimation({ $0.concatenating(Transform3D(translationX: 3, y: 0, z: 0)) }, engine: rig.engine)
        rig.go(to: 0.5)
        expectEqual(t.presentationValue, fromScratch(t))
        // The explicit animation moves the running rotation 3 points along x, after it.
        var moved = rotation(0.25, scale: 1.25)
        moved.tx = 3
        expectLessThan(maxDifference(t.presentationValue.affineTransform.values, moved.values), 1e-12)
        explicit.detachExplicit()
        rig.go(to: 0.6)
        expectLessThan(maxDifference(t.presentationValue.affineTransform.values, rotation(0.3, scale: 1.3).values), 1e-12)
        // A transform is not a vector: a new model value outside any block replaces the animation.
        t.setValue(Transform3D(scaleX: 2, y: 2), in: rig.engine)
        rig.go(to: 0.7)
        expectEqual(t.presentationValue, Transform3D(scaleX: 2, y: 2))
        expect(!t.isAnimating)
        // Removing every animation leaves the value shown then.
        let b = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { t.setValue(.identity, in: rig.engine) }
        b.startAnimation()
        rig.go(to: 1.2)
        let shown = t.presentationValue
        t.removeAllAnimations()
        rig.go(to: 1.3)
        expectEqual(t.presentationValue, shown)
        expectEqual(t.value, shown)
    }

    @Test func aVectorPropertyMovedUnderItsAnimationMatchesTheStack() {
        let rig = TestRig()
        let p = AnimatableProperty(CGPoint.zero)
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) {
            p.setValue(CGPoint(x: 100, y: 10), in: rig.engine)
        }
        a.startAnimation()
        rig.go(to: 0.5)
        // The model moves by (−101, −10) and the animation with it: 50 and 5 still to travel.
        p.setValue(CGPoint(x: -1, y: 0), in: rig.engine)
        expectEqual(p.presentationValue, fromScratch(p))
        expectClose(p.presentationValue.x, -51, within: 1e-9)
        expectClose(p.presentationValue.y, -5, within: 1e-9)
        rig.go(to: 0.75)
        expectEqual(p.presentationValue, fromScratch(p))
        expectClose(p.presentationValue.x, -26, within: 1e-9)
        expectClose(p.presentationValue.y, -2.5, within: 1e-9)
    }
}
