import Foundation

/// A projective map of the plane (3×3, row vectors): what a `Transform3D` does to the z = 0 plane
/// once its output is flattened back onto z = 0, which is how Core Animation maps a layer's plane
/// into its superlayer's plane. Invertible exactly, so conversions through perspective round-trip.
package struct Homography: Equatable {
    package var m11: CGFloat, m12: CGFloat, m13: CGFloat
    package var m21: CGFloat, m22: CGFloat, m23: CGFloat
    package var m31: CGFloat, m32: CGFloat, m33: CGFloat

    package static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    package init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The plane-to-plane part of a 4×4 transform: inputs with z = 0, outputs x, y and w.
    package init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14,
            m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// `self` followed by `o`.
    package func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse, or `nil` when the map is singular (a view seen edge-on, a zero scale).
    package func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        return Homography(
            m11: c11 * s, m12: c12 * s, m13: c13 * s,
            m21: c21 * s, m22: c22 * s, m23: c23 * s,
            m31: c31 * s, m32: c32 * s, m33: c33 * s)
    }

    /// Maps a point, with the homogeneous divide; `nil` at or behind the eye plane (w ≤ 0).
    package func apply(to p: CGPoint) -> CGPoint? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }
}
