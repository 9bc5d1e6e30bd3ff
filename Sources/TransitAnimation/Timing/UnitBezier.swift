import Foundation

/// The polynomial form of a cubic Bézier timing curve from (0, 0) to (1, 1) and its solver, after
/// WebKit's `UnitBezier`: `x(t) = ((ax·t + bx)·t + cx)·t`, likewise for y.
@usableFromInline
struct UnitBezier: Equatable, Hashable, Sendable {
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double

    /// Coefficients for control points `(p1x, p1y)` and `(p2x, p2y)`.
    @usableFromInline init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
    }

    @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter whose x equals `x` (Newton's method, then bisection). Always inlined:
    /// the engine's timing lane solves one curve per animation and frame, and a call would pass the
    /// coefficients through memory each time.
    @inlinable @inline(__always) func solveCurveX(_ x: Double) -> Double {
        let epsilon = 1e-7
        var t = x
        for _ in 0..<8 {
            let e = sampleX(t) - x
            if abs(e) < epsilon { return t }
            let d = sampleDX(t)
            if abs(d) < 1e-6 { break }
            t -= e / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while lo < hi {
            let v = sampleX(t)
            if abs(v - x) < epsilon { return t }
            if x > v { lo = t } else { hi = t }
            t = (hi - lo) * 0.5 + lo
            if hi - lo < 1e-12 { break }
        }
        return t
    }

    /// The progress (y) at time fraction `x`. Exactly 0 at `x ≤ 0` and 1 at `x ≥ 1`.
    @inlinable func solve(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveCurveX(x))
    }
}
