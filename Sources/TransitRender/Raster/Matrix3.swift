import Foundation

/// A 3×3 matrix for projective maps of the plane (row vectors: `[x y 1] · M`).
struct Matrix3 {
    var entries: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double,
        _ g: Double, _ h: Double, _ i: Double
    ) {
        entries = (a, b, c, d, e, f, g, h, i)
    }

    /// The inverse, or nil when singular or not finite.
    func inverted() -> Matrix3? {
        let (a, b, c, d, e, f, g, h, i) = entries
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let m = Matrix3(
            A * r, -(b * i - c * h) * r, (b * f - c * e) * r,
            B * r, (a * i - c * g) * r, -(a * f - c * d) * r,
            C * r, -(a * h - b * g) * r, (a * e - b * d) * r)
        let (p, q, s, t, u, v, w, x, y) = m.entries
        guard [p, q, s, t, u, v, w, x, y].allSatisfy({ $0.isFinite }) else { return nil }
        return m
    }
}
