import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct Transform3DInterpolationTests {
    static func random(_ rng: inout SeededGenerator, perspective: Bool) -> Transform3D {
        var t = Transform3D(scaleX: rng.unit(0.2...3), y: rng.unit(0.2...3), z: rng.unit(0.2...3))
        if Bool.random(using: &rng) { t = t.scaledBy(x: -1, y: 1, z: 1) }
        var skew = Transform3D.identity
        skew.m21 = rng.unit(-0.5...0.5); skew.m31 = rng.unit(-0.5...0.5); skew.m32 = rng.unit(-0.5...0.5)
        t = t.concatenating(skew)
            .concatenating(
                Transform3D(rotationAngle: rng.unit(-3...3), x: rng.unit(-1...1), y: rng.unit(-1...1), z: rng.unit(-1...1))
            )
            .concatenating(Transform3D(translationX: rng.unit(-100...100), y: rng.unit(-100...100), z: rng.unit(-100...100)))
        if perspective {
            var p = Transform3D.identity
            p.m34 = -1 / rng.unit(300...1000)
            p.m14 = rng.unit(-0.001...0.001)
            t = t.concatenating(p)
        }
        return t
    }

    @Test func decompositionRoundTrips() throws {
        var rng = SeededGenerator(seed: 7)
        for k in 0..<400 {
            let t = Self.random(&rng, perspective: k % 2 == 0)
            let d = try unwrap(Transform3DDecomposition(t))
            let back = d.transform
            // Homogeneous matrices are equal up to scale; the decomposition normalizes by m44.
            let normalized = t.entries.map { $0 / t.m44 }
            let scale = normalized.map(abs).max() ?? 1
            expectLessThan(maxDifference(normalized, back.entries), 1e-9 * max(1, scale))
            // The rotation is a unit quaternion.
            expectClose(d.rotation.dot(d.rotation), 1, within: 1e-12)
        }
    }

    @Test func quaternionMatchesTheRotationMatrix() throws {
        let axis = (x: CGFloat(0.3), y: CGFloat(-1), z: CGFloat(0.6)), angle: CGFloat = 1.9
        let d = try unwrap(Transform3DDecomposition(Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)))
        let q = Quaternion(angle: angle, x: axis.x, y: axis.y, z: axis.z)
        // q and −q are the same rotation.
        expectClose(abs(d.rotation.dot(q)), 1, within: 1e-12)
    }

    @Test func halfTurnAboutYGoesThroughAQuarterTurn() {
        let from = Transform3D.identity
        let to = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        let half = from.interpolated(to: to, amount: 0.5)
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        expectLessThan(maxDifference(half.entries, quarter.entries), 1e-12)
    }

    @Test func perspectiveFlipKeepsPerspectiveAndEndpoints() {
        var from = Transform3D.identity
        from.m34 = -1 / 500
        let to = from.rotated(by: .pi / 2, x: 1, y: 0, z: 0).translatedBy(x: 0, y: 0, z: -40)
        expectLessThan(maxDifference(from.interpolated(to: to, amount: 0).entries, from.entries), 1e-12)
        expectLessThan(maxDifference(from.interpolated(to: to, amount: 1).entries, to.entries), 1e-12)
        let mid = from.interpolated(to: to, amount: 0.5)
        expect(mid.entries.allSatisfy { $0.isFinite })
        // Slerp half-way between 0° and 90° about x is 45° about x.
        let q = Quaternion.identity.slerp(to: Quaternion(angle: .pi / 2, x: 1, y: 0, z: 0), amount: 0.5)
        expectClose(q.dot(Quaternion(angle: .pi / 4, x: 1, y: 0, z: 0)), 1, within: 1e-12)
    }

    @Test func affinePairsUseThePlanarPathAndSingularOnesNeverNaN() {
        let a = Transform3D(CGAffineTransform(rotationAngle: 0.2).scaledBy(x: 2, y: 2))
        let b = Transform3D(CGAffineTransform(translationX: 30, y: 0))
        let m = a.interpolated(to: b, amount: 0.3)
        let expected = Transform3D(a.affineTransform.interpolated(to: b.affineTransform, amount: 0.3))
        expectEqual(m, expected)
        var flat = Transform3D(scaleX: 1, y: 1, z: 0)
        flat.m34 = -0.002
        let r = flat.interpolated(to: Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0), amount: 0.5)
        expect(r.entries.allSatisfy { $0.isFinite })
    }
}
