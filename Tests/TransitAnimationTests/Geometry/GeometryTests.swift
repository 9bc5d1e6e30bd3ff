import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct AffineTransformTests {
    @Test func concatenationAppliesLeftFirst() {
        // Scale by 2 then translate by 10: (1, 1) -> (2, 2) -> (12, 12).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 10))
        expectEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 12))
        // translatedBy applies the translation first: (1,1) -> (11, 11) -> (22, 22).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 10)
        expectEqual(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 22, y: 22))
    }

    @Test func singularInverseIsUnchanged() {
        let s = CGAffineTransform(scaleX: 0, y: 1)
        expectEqual(s.inverted(), s)
        let r = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2).scaledBy(x: 2, y: 3)
        let p = CGPoint(x: 7, y: 11).applying(r).applying(r.inverted())
        expectClose(p.x, 7, within: 1e-12)
        expectClose(p.y, 11, within: 1e-12)
    }
}

@Suite struct Transform3DTests {
    @Test func rotationAboutZMatchesAffineRotation() {
        let angle: CGFloat = 0.7
        let t3 = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        let t2 = CGAffineTransform(rotationAngle: angle)
        expect(t3.isAffine)
        let a = t3.affineTransform
        expectClose(a.a, t2.a, within: 1e-15)
        expectClose(a.b, t2.b, within: 1e-15)
        expectClose(a.c, t2.c, within: 1e-15)
    }

    @Test func inverseRoundTrips() {
        var t = Transform3D(rotationAngle: 1.1, x: 0.3, y: 1, z: 0.2).translatedBy(x: 4, y: 5, z: 6)
        t.m34 = -1.0 / 500
        let i = t.concatenating(t.inverted())
        for (k, v) in i.entries.enumerated() {
            expectClose(v, Transform3D.identity.entries[k], within: 1e-12)
        }
    }

    @Test func perspectiveDividesByW() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        // A point at z = 250 toward the eye appears twice as far from the origin: w = 1 - 250/500.
        let p = t.apply(to: (x: 10, y: 20, z: 250))!
        expectClose(p.x, 20, within: 1e-12)
        expectClose(p.y, 40, within: 1e-12)
        expectNil(t.apply(to: (x: 0, y: 0, z: 500)))
    }
}
