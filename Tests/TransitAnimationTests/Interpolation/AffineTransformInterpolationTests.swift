import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct AffineTransformInterpolationTests {
    @Test func decompositionRoundTrips() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let t = CGAffineTransform(
                a: rng.unit(-3...3), b: rng.unit(-3...3), c: rng.unit(-3...3),
                d: rng.unit(-3...3), tx: rng.unit(-500...500), ty: rng.unit(-500...500))
            let back = AffineTransformDecomposition(t).transform
            expectLessThan(maxDifference(t.values, back.values), 1e-9)
        }
        // Singular and special transforms.
        let special: [CGAffineTransform] = [
            .identity, CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 2),
            CGAffineTransform(scaleX: 3, y: 0), CGAffineTransform(a: 0, b: 0, c: 1, d: 1, tx: 0, ty: 0),
            CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 1, y: -1),
            CGAffineTransform(rotationAngle: .pi), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
        ]
        for t in special {
            expectLessThan(maxDifference(t.values, AffineTransformDecomposition(t).transform.values), 1e-12)
        }
    }

    @Test func componentsAreTheDocumentedOnes() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.5))
            .concatenating(CGAffineTransform(translationX: 7, y: -2))
        let d = AffineTransformDecomposition(t)
        expectClose(d.scaleX, 2, within: 1e-12)
        expectClose(d.scaleY, 3, within: 1e-12)
        expectClose(d.rotation, 0.5, within: 1e-12)
        expectLessThan(abs(d.shear), 1e-12)
        expectEqual(d.translation, CGVector(dx: 7, dy: -2))
        // A horizontal flip is a negative x-scale, not a half-turn.
        let flip = AffineTransformDecomposition(CGAffineTransform(scaleX: -1, y: 1))
        expectEqual(flip.scaleX, -1)
        expectEqual(flip.scaleY, 1)
        expectEqual(flip.rotation, 0)
    }

    @Test func halfTurnAnimatesThroughTheRotation() {
        let half = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi), amount: 0.5)
        // A quarter turn, not the zero matrix that entry-wise interpolation would give.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectLessThan(maxDifference(half.values, quarter.values), 1e-12)
        for k in 0...10 {
            let m = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi), amount: CGFloat(k) / 10)
            expectClose(m.a * m.d - m.b * m.c, 1, within: 1e-12)  // area preserved all the way
        }
    }

    @Test func endpointsShortestTurnAndExtrapolation() {
        let a = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 10, y: 4)
        let b = CGAffineTransform(translationX: -40, y: 9).rotated(by: -1.2)
        expectLessThan(maxDifference(a.interpolated(to: b, amount: 0).values, a.values), 1e-9)
        expectLessThan(maxDifference(a.interpolated(to: b, amount: 1).values, b.values), 1e-9)
        // From 170° to −170° the short way is through 180°, not back through 0°.
        let from = CGAffineTransform(rotationAngle: 170 * .pi / 180), to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        let mid = from.interpolated(to: to, amount: 0.5)
        expectLessThan(maxDifference(mid.values, CGAffineTransform(rotationAngle: .pi).values), 1e-12)
        // Unclamped: 1.5 of the way from scale 1 to scale 2 is scale 2.5.
        let over = CGAffineTransform.identity.interpolated(to: CGAffineTransform(scaleX: 2, y: 2), amount: 1.5)
        expectClose(over.a, 2.5, within: 1e-12)
        expectClose(over.d, 2.5, within: 1e-12)
        // Growing from zero scale does not spin.
        let grow = CGAffineTransform(scaleX: 0, y: 0).interpolated(to: CGAffineTransform(rotationAngle: 0.4), amount: 0.5)
        let expected = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 0.5, y: 0.5)
        expectLessThan(maxDifference(grow.values, expected.values), 1e-12)
    }
}
