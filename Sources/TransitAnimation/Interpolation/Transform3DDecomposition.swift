import Foundation

/// A `Transform3D` split into scale, skew, rotation, translation and perspective: the form in
/// which Core Animation (and CSS, whose "unmatrix" algorithm this follows) interpolates 3D transforms.
///
/// With row vectors the matrix is rebuilt as `S · K · R · T · P`: `S` scales (`scale`), `K` is the
/// lower-triangular skew (`skew.xy` adds x per unit y, `skew.xz`/`skew.yz` add x/y per unit z), `R` is
/// the rotation of `rotation`, `T` translates, and `P` carries the perspective column
/// (`m14, m24, m34, m44`). A reflection is carried by negating all three scales. As in CSS, the
/// matrix is first divided by its `m44` (homogeneous matrices are equal up to scale), so `transform`
/// reproduces the original divided by its `m44` — the same mapping of points.
public struct Transform3DDecomposition: Equatable, Sendable {
    /// Scale along x, y and z.
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// Skew factors.
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    /// The rotation.
    public var rotation: Quaternion
    /// The translation.
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The perspective column `(m14, m24, m34, m44)` of the matrix with the linear part removed.
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    /// Compares every component.
    public static func == (l: Self, r: Self) -> Bool {
        l.scale == r.scale && l.skew == r.skew && l.rotation == r.rotation
            && l.translation == r.translation && l.perspective == r.perspective
    }

    /// Decomposes `m`; `nil` when it cannot be (a zero `m44` or a singular linear part), in which
    /// case callers interpolate the entries directly.
    public init?(_ m: Transform3D) {
        guard m.m44 != 0, m.m44.isFinite else { return nil }
        var e = m.entries.map { $0 / m.m44 }
        // The matrix without its perspective column must be invertible.
        var n = e
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        let nm = Transform3D(entries: n)
        let det = nm.determinant
        guard det != 0, det.isFinite else { return nil }
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            // Solve N · p = (m14, m24, m34, m44)ᵀ for the perspective column p.
            let inv = nm.inverted().entries
            let rhs = [e[3], e[7], e[11], e[15]]
            var p = [CGFloat](repeating: 0, count: 4)
            for i in 0..<4 { for k in 0..<4 { p[i] += inv[i * 4 + k] * rhs[k] } }
            perspective = (p[0], p[1], p[2], p[3])
            e[3] = 0; e[7] = 0; e[11] = 0; e[15] = 1
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (e[12], e[13], e[14])
        var r0 = (e[0], e[1], e[2]), r1 = (e[4], e[5], e[6]), r2 = (e[8], e[9], e[10])
        var sx = Self.length(r0); r0 = Self.scaled(r0, 1 / sx)
        var kxy = Self.dot(r0, r1); r1 = Self.combine(r1, r0, -kxy)
        var sy = Self.length(r1); r1 = Self.scaled(r1, 1 / sy); kxy /= sy
        var kxz = Self.dot(r0, r2); r2 = Self.combine(r2, r0, -kxz)
        var kyz = Self.dot(r1, r2); r2 = Self.combine(r2, r1, -kyz)
        var sz = Self.length(r2); r2 = Self.scaled(r2, 1 / sz); kxz /= sz; kyz /= sz
        if Self.dot(r0, Self.cross(r1, r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = Self.scaled(r0, -1); r1 = Self.scaled(r1, -1); r2 = Self.scaled(r2, -1)
        }
        guard [sx, sy, sz, kxy, kxz, kyz].allSatisfy(\.isFinite) else { return nil }
        scale = (sx, sy, sz)
        skew = (kxy, kxz, kyz)
        rotation = Self.quaternion(rows: r0, r1, r2)
    }

    /// Creates a decomposition from its components.
    public init(
        scale: (x: CGFloat, y: CGFloat, z: CGFloat), skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat),
        rotation: Quaternion, translation: (x: CGFloat, y: CGFloat, z: CGFloat),
        perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    ) {
        self.scale = scale; self.skew = skew; self.rotation = rotation
        self.translation = translation; self.perspective = perspective
    }

    /// The transform these components describe.
    public var transform: Transform3D {
        let q = rotation
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Row-vector rotation matrix (the transpose of the usual column-vector one).
        let q0 = (1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let q1 = (2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let q2 = (2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // Rows of S · K · R.
        let u0 = Self.scaled(q0, scale.x)
        let u1 = Self.scaled(Self.combine(q1, q0, skew.xy), scale.y)
        let u2 = Self.scaled(Self.combine(Self.combine(q2, q0, skew.xz), q1, skew.yz), scale.z)
        let linear = Transform3D(
            m11: u0.0, m12: u0.1, m13: u0.2, m14: 0,
            m21: u1.0, m22: u1.1, m23: u1.2, m24: 0,
            m31: u2.0, m32: u2.1, m33: u2.2, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        var p = Transform3D.identity
        p.m14 = perspective.x; p.m24 = perspective.y; p.m34 = perspective.z; p.m44 = perspective.w
        return
            linear
            .concatenating(Transform3D(translationX: translation.x, y: translation.y, z: translation.z))
            .concatenating(p)
    }

    typealias V3 = (CGFloat, CGFloat, CGFloat)
    static func length(_ v: V3) -> CGFloat { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
    static func scaled(_ v: V3, _ s: CGFloat) -> V3 { (v.0 * s, v.1 * s, v.2 * s) }
    static func dot(_ a: V3, _ b: V3) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
    static func combine(_ a: V3, _ b: V3, _ k: CGFloat) -> V3 { (a.0 + b.0 * k, a.1 + b.1 * k, a.2 + b.2 * k) }
    static func cross(_ a: V3, _ b: V3) -> V3 {
        (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
    }

    /// The quaternion of the rotation whose row-vector matrix has rows `r0, r1, r2` (Shepperd's method
    /// on the column-vector matrix `Rᵀ`, which picks the numerically largest component first).
    static func quaternion(rows r0: V3, _ r1: V3, _ r2: V3) -> Quaternion {
        // Column-vector matrix entries: R[i][j] = row j, component i.
        let m00 = r0.0, m01 = r1.0, m02 = r2.0
        let m10 = r0.1, m11 = r1.1, m12 = r2.1
        let m20 = r0.2, m21 = r1.2, m22 = r2.2
        let trace = m00 + m11 + m22
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return Quaternion(x: (m21 - m12) * s, y: (m02 - m20) * s, z: (m10 - m01) * s, w: 0.25 / s)
        } else if m00 > m11 && m00 > m22 {
            let s = 2 * (1 + m00 - m11 - m22).squareRoot()
            return Quaternion(x: 0.25 * s, y: (m01 + m10) / s, z: (m02 + m20) / s, w: (m21 - m12) / s)
        } else if m11 > m22 {
            let s = 2 * (1 + m11 - m00 - m22).squareRoot()
            return Quaternion(x: (m01 + m10) / s, y: 0.25 * s, z: (m12 + m21) / s, w: (m02 - m20) / s)
        } else {
            let s = 2 * (1 + m22 - m00 - m11).squareRoot()
            return Quaternion(x: (m02 + m20) / s, y: (m12 + m21) / s, z: 0.25 * s, w: (m10 - m01) / s)
        }
    }
}
