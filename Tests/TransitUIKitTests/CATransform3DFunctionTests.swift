import Foundation
import Testing
import TransitUIKit
import TransitTestingReporting

/// Core Animation's transform functions against the mathematics Apple documents: row vectors,
/// `CATransform3DConcat(a, b)` = a·b (a first), `CATransform3DRotate(t, …)` = R·t, rotations by
/// the right-hand rule about the given axis.
@Suite struct CATransform3DFunctionTests {
    /// Entries are sums of a few products of sines and cosines: 1e-12 covers their rounding.
    static let tolerance: CGFloat = 1e-12

    static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func map(_ t: CATransform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let r = t.apply(to: (x: p.0, y: p.1, z: p.2))!
        return (r.x, r.y, r.z)
    }

    static func close(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    @Test func identityIsTheUnitMatrix() {
        expectEqual(CATransform3DIdentity.entries, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        expect(CATransform3DIsIdentity(CATransform3DIdentity))
        expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        // Apple: a rotation about z is the 3D form of CGAffineTransform(rotationAngle:).
        for angle in [0.3, -1.2, CGFloat.pi / 2, 2.5] {
            let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
            let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
            expect(Self.close(rotation, affine))
            expect(CATransform3DIsAffine(rotation))
        }
        // A quarter turn takes the x axis to the y axis.
        expect(Self.close(Self.map(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), (1, 0, 0)), (0, 1, 0)))
    }

    @Test func rotationAboutTheDiagonalPermutesTheAxes() {
        // A third of a turn about (1, 1, 1) maps x → y → z → x (right-hand rule); the axis length
        // does not matter.
        let r = CATransform3DMakeRotation(2 * .pi / 3, 2, 2, 2)
        expect(Self.close(Self.map(r, (1, 0, 0)), (0, 1, 0)))
        expect(Self.close(Self.map(r, (0, 1, 0)), (0, 0, 1)))
        expect(Self.close(Self.map(r, (0, 0, 1)), (1, 0, 0)))
    }

    @Test func rotationAboutYTurnsZIntoX() {
        // Right-hand rule about y: z → x after a quarter turn, x → −z.
        let r = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        expect(Self.close(Self.map(r, (0, 0, 1)), (1, 0, 0)))
        expect(Self.close(Self.map(r, (1, 0, 0)), (0, 0, -1)))
        expect(!CATransform3DIsAffine(r))
    }

    @Test func scaleAndTranslation() {
        expect(Self.close(Self.map(CATransform3DMakeScale(2, 3, 4), (1, 1, 1)), (2, 3, 4)))
        expect(Self.close(Self.map(CATransform3DMakeTranslation(5, -6, 7), (1, 1, 1)), (6, -5, 8)))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let move = CATransform3DMakeTranslation(1, 0, 0)
        let double = CATransform3DMakeScale(2, 2, 2)
        // Move then scale: 0 → 1 → 2. Scale then move: 0 → 0 → 1.
        expect(Self.close(Self.map(CATransform3DConcat(move, double), (0, 0, 0)), (2, 0, 0)))
        expect(Self.close(Self.map(CATransform3DConcat(double, move), (0, 0, 0)), (1, 0, 0)))
    }

    @Test func translateScaleAndRotatePrecedeTheGivenTransform() {
        let double = CATransform3DMakeScale(2, 2, 2)
        // t' = translate · t: the translation happens in t's untransformed space.
        expect(
            Self.close(
                CATransform3DTranslate(double, 1, 2, 3),
                CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), double)))
        let move = CATransform3DMakeTranslation(4, 0, 0)
        expect(
            Self.close(
                CATransform3DScale(move, 2, 3, 4),
                CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), move)))
        expect(
            Self.close(
                CATransform3DRotate(move, 0.7, 0, 1, 0),
                CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), move)))
    }

    @Test func invertUndoesAndLeavesSingularTransformsAlone() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.9, 1, 2, 3)
        t.m34 = -1 / 500
        expect(Self.close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test func affineRoundTripAndPerspective() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        expect(CATransform3DIsAffine(t))
        expectEqual(CATransform3DGetAffineTransform(t), affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        expect(!CATransform3DIsAffine(perspective))
        expect(!CATransform3DEqualToTransform(perspective, CATransform3DIdentity))
    }

    @Test func namedTimingFunctionsHaveCoreAnimationsControlPoints() {
        expectEqual(CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        expectEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        expectEqual(CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        expectEqual(CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
        expectEqual(CAMediaTimingFunction(name: .default), CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        expectEqual(CAMediaTimingFunctionName(rawValue: "easeInEaseOut"), .easeInEaseOut)
        expectNil(CAMediaTimingFunctionName(rawValue: "bounce"))
    }
}
