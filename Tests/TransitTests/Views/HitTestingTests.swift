import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Hit testing and coordinate conversion through translated, rotated, scaled and perspective views.
@MainActor
@Suite struct HitTestingTests {
    /// Conversions go through trigonometry and divides: 1e-9 points is far below any pixel.
    func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tol && abs(a.y - b.y) < tol
    }

    @Test func convertThroughTranslationAndBoundsOrigin() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(a)
        let b = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        a.addSubview(b)
        expectEqual(b.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 16, y: 26))
        a.bounds.origin = CGPoint(x: 5, y: 0)  // scrolls content left by 5
        expectEqual(b.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 11, y: 26))
        expectEqual(root.convert(CGPoint(x: 11, y: 26), to: b), CGPoint(x: 1, y: 1))
        expectEqual(b.convert(CGRect(x: 0, y: 0, width: 2, height: 3), to: nil), CGRect(x: 10, y: 25, width: 2, height: 3))
    }

    @Test func convertThroughRotationMatchesRotationMatrix() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A local point p maps to center + R(θ)(p − bounds centre); for θ = 90° in y-down
        // coordinates, (dx, dy) ↦ (−dy, dx). Local (0, 0): d = (−50, −25) ↦ (25, −50).
        expect(close(v.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 175, y: 75)))
        let p = CGPoint(x: 37, y: 12)
        expect(close(root.convert(v.convert(p, to: root), to: v), p))
    }

    @Test func hitTestThroughRotatedAndScaledViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated a quarter turn about (150, 110): the bar now spans x 140…160, y 60…160.
        expectIdentical(root.hitTest(CGPoint(x: 150, y: 65), with: nil), v)
        expectIdentical(root.hitTest(CGPoint(x: 110, y: 110), with: nil), root)
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // Half size about the centre: x 125…175, y 105…115.
        expectIdentical(root.hitTest(CGPoint(x: 126, y: 106), with: nil), v)
        expectIdentical(root.hitTest(CGPoint(x: 120, y: 106), with: nil), root)
    }

    @Test func hitTestSkipsHiddenTransparentAndDisabled() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back); root.addSubview(front)
        let p = CGPoint(x: 10, y: 10)
        expectIdentical(root.hitTest(p, with: nil), front)
        front.isHidden = true
        expectIdentical(root.hitTest(p, with: nil), back)
        front.isHidden = false; front.alpha = 0.009
        expectIdentical(root.hitTest(p, with: nil), back)
        front.alpha = 0.01
        expectIdentical(root.hitTest(p, with: nil), front)
        front.isUserInteractionEnabled = false
        expectIdentical(root.hitTest(p, with: nil), back)
        expectNil(root.hitTest(CGPoint(x: 200, y: 10), with: nil))
    }

    @Test func subviewOutsideBoundsIsNotHit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let outside = View(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        root.addSubview(v); v.addSubview(outside)
        expectIdentical(root.hitTest(CGPoint(x: 25, y: 25), with: nil), root)
    }

    @Test func perspectiveConversionRoundTrips() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(v)
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        v.transform3D = t.rotated(by: .pi / 5, x: 0, y: 1, z: 0)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 150, y: 30), CGPoint(x: 199, y: 199)] {
            let q = v.convert(p, to: root)
            // Independent oracle: the 4×4 chain applied with the homogeneous divide.
            let full = v.layer.modelState.localToParent
            let expected = full.apply(to: p)!
            expect(close(q, expected, 1e-9))
            expect(close(root.convert(q, to: v), p, 1e-7))
        }
        // The centre is fixed by a rotation about it.
        expect(close(v.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 200, y: 200)))
    }
}
