import Foundation

/// A 4×4 homogeneous transform with Core Animation's `CATransform3D` semantics.
///
/// Points are row vectors, `[x' y' z' w'] = [x y z 1] · M`, so `a.concatenating(b)` applies `a`
/// first (`CATransform3DConcat(a, b)`). Perspective is set through `m34` (typically `-1 / d` for
/// an eye at distance `d`); `apply(to:)` performs the homogeneous divide.
public struct Transform3D: Equatable, Hashable, Sendable {
    /// Row 1 (`CATransform3D.m11…m14`): the image of the x axis, and its perspective term.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2 (`m21…m24`): the image of the y axis, and its perspective term.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3 (`m31…m34`): the image of the z axis; `m34` is the usual perspective entry (−1/d).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (`m41…m44`): the translation, and the homogeneous weight `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform (`CATransform3DIdentity`).
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D()

    /// A translation (`CATransform3DMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) {
        self.init()
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) {
        self.init()
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation of `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
    /// A zero-length axis gives the identity (Core Animation leaves that case undefined).
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self.init()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return }
        let ux = x / length, uy = y / length, uz = z / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        // The diagonal is written u² + (1 − u²)·c, equal to c + u²(1 − c), so that a rotation about
        // a principal axis keeps that axis's entry exactly 1 (and stays `isAffine` about z).
        m11 = ux * ux + (1 - ux * ux) * c; m12 = ux * uy * t + uz * s; m13 = ux * uz * t - uy * s
        m21 = ux * uy * t - uz * s; m22 = uy * uy + (1 - uy * uy) * c; m23 = uy * uz * t + ux * s
        m31 = ux * uz * t + uy * s; m32 = uy * uz * t - ux * s; m33 = uz * uz + (1 - uz * uz) * c
    }

    /// The 3D transform equivalent to an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: CGAffineTransform) {
        self.init()
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// Whether this is the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether this transform is affine in the plane, i.e. representable as a
    /// `CGAffineTransform` (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part of this transform (`CATransform3DGetAffineTransform`). Exact when
    /// `isAffine` is true; otherwise the x/y entries, the rest ignored.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The entries as a row-major array of sixteen values.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen row-major entries. Fewer than sixteen gives the identity.
    public init(entries e: [CGFloat]) {
        guard e.count >= 16 else { self.init(); return }
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The determinant of the 4×4 matrix.
    public var determinant: CGFloat {
        let e = entries
        return Transform3D.det4(e)
    }

    /// The inverse (`CATransform3DInvert`); a singular transform is returned unchanged, as Core
    /// Animation does.
    public func inverted() -> Transform3D {
        let m = entries
        var inv = [CGFloat](repeating: 0, count: 16)
        inv[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13]
            * m[7] * m[10]
        inv[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[
                12] * m[7] * m[10]
        inv[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12]
            * m[7] * m[9]
        inv[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12]
            * m[6] * m[9]
        inv[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[
                13] * m[3] * m[10]
        inv[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12]
            * m[3] * m[10]
        inv[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12]
            * m[3] * m[9]
        inv[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12]
            * m[2] * m[9]
        inv[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13]
            * m[3] * m[6]
        inv[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12]
            * m[3] * m[6]
        inv[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12]
            * m[3] * m[5]
        inv[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12]
            * m[2] * m[5]
        inv[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9]
            * m[3] * m[6]
        inv[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8]
            * m[3] * m[6]
        inv[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8]
            * m[3] * m[5]
        inv[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2]
            * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return self }
        return Transform3D(entries: inv.map { $0 / det })
    }

    /// Maps a point `(x, y, z)` through the transform, with the homogeneous divide. Returns `nil`
    /// when the point lands at or behind the eye plane (`w ≤ 0`).
    public func apply(to p: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (x: CGFloat, y: CGFloat, z: CGFloat)? {
        let w = p.x * m14 + p.y * m24 + p.z * m34 + m44
        guard w > 0 else { return nil }
        return (
            (p.x * m11 + p.y * m21 + p.z * m31 + m41) / w,
            (p.x * m12 + p.y * m22 + p.z * m32 + m42) / w,
            (p.x * m13 + p.y * m23 + p.z * m33 + m43) / w
        )
    }

    /// Maps a point of the z = 0 plane and projects it back onto that plane (the homogeneous
    /// divide included). Returns `nil` at or behind the eye plane.
    public func apply(to point: CGPoint) -> CGPoint? {
        guard let r = apply(to: (point.x, point.y, 0)) else { return nil }
        return CGPoint(x: r.x, y: r.y)
    }

    /// This transform followed by a projection onto the z = 0 plane: Core Animation flattens a
    /// layer's sublayers into its own plane before the layer's own transform applies.
    public var flattened: Transform3D {
        var t = self
        t.m13 = 0; t.m23 = 0; t.m33 = 0; t.m43 = 0
        return t
    }

    private static func det3(
        _ a: CGFloat, _ b: CGFloat, _ c: CGFloat,
        _ d: CGFloat, _ e: CGFloat, _ f: CGFloat,
        _ g: CGFloat, _ h: CGFloat, _ i: CGFloat
    ) -> CGFloat {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    private static func det4(_ m: [CGFloat]) -> CGFloat {
        m[0] * det3(m[5], m[6], m[7], m[9], m[10], m[11], m[13], m[14], m[15])
            - m[1] * det3(m[4], m[6], m[7], m[8], m[10], m[11], m[12], m[14], m[15])
            + m[2] * det3(m[4], m[5], m[7], m[8], m[9], m[11], m[12], m[13], m[15])
            - m[3] * det3(m[4], m[5], m[6], m[8], m[9], m[10], m[12], m[13], m[14])
    }
}
