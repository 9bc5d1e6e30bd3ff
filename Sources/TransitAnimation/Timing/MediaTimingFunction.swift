import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points: the
/// counterpart of Core Animation's `CAMediaTimingFunction` (and CSS `cubic-bezier()`).
///
/// `solve(_:)` finds the curve parameter whose x equals the given time fraction by Newton's method
/// and falls back to bisection, exactly as WebKit's `UnitBezier` does, to within 1e-7 in x (the
/// result is within 1e-6 of the true curve), then returns y. Inputs outside `0...1` are clamped to
/// the curve's end points; NaN gives 0.
public struct MediaTimingFunction: Equatable, Hashable, Sendable {
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// A curve with control points `(c1x, c1y)` and `(c2x, c2y)`
    /// (`CAMediaTimingFunction(controlPoints:_:_:_:)`). The x coordinates are clamped to `0...1` so
    /// that the curve stays a function of time; non-finite coordinates are replaced by the linear
    /// curve's.
    public init(controlPoints c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat) {
        func clampX(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? Swift.min(1, Swift.max(0, v)) : fallback }
        func finiteY(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        let p1 = CGPoint(x: clampX(c1x, 0), y: finiteY(c1y, 0))
        let p2 = CGPoint(x: clampX(c2x, 1), y: finiteY(c2y, 1))
        controlPoint1 = p1; controlPoint2 = p2
        let cx = 3 * Double(p1.x), bx = 3 * Double(p2.x - p1.x) - cx
        let cy = 3 * Double(p1.y), by = 3 * Double(p2.y - p1.y) - cy
        self.cx = cx; self.bx = bx; ax = 1 - cx - bx
        self.cy = cy; self.by = by; ay = 1 - cy - by
    }

    /// `CAMediaTimingFunctionName.linear`.
    public static let linear = MediaTimingFunction(controlPoints: 0, 0, 1, 1)
    /// `CAMediaTimingFunctionName.easeIn` (0.42, 0, 1, 1).
    public static let easeIn = MediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// `CAMediaTimingFunctionName.easeOut` (0, 0, 0.58, 1).
    public static let easeOut = MediaTimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.easeInEaseOut` (0.42, 0, 0.58, 1), the default curve of UIKit's
    /// block animations.
    public static let easeInEaseOut = MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.default` (0.25, 0.1, 0.25, 1), Core Animation's default curve
    /// (CSS `ease`).
    public static let `default` = MediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter whose x equals `x` (Newton's method, then bisection).
    @inlinable func solveCurveX(_ x: Double) -> Double {
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
    @inlinable public func solve(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveCurveX(x))
    }

    /// The slope dy/dx at time fraction `x` (clamped to `0...1`): how fast progress changes per unit
    /// of time fraction.
    public func slope(at x: Double) -> Double {
        let xc = x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
        let t = xc <= 0 ? 0 : (xc >= 1 ? 1 : solveCurveX(xc))
        let dx = sampleDX(t), dy = sampleDY(t)
        if abs(dx) < 1e-12 {
            // Vertical tangent at an end point (x control at the end): use the second derivative ratio.
            let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
            return abs(ddx) < 1e-12 ? 0 : ddy / ddx
        }
        return dy / dx
    }
}
