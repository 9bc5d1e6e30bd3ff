import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points: the
/// counterpart of Core Animation's `CAMediaTimingFunction` (and CSS `cubic-bezier()`).
///
/// `solve(_:)` finds the curve parameter whose x equals the given time fraction by Newton's method
/// and falls back to bisection, exactly as WebKit's `UnitBezier` does, to within 1e-7 in x (the
/// result is within 1e-6 of the true curve), then returns y. Inputs outside `0...1` are clamped to
/// the curve's end points; NaN gives 0.
public struct MediaTimingFunction: Equatable, Hashable, Sendable {
    /// The polynomial coefficients the curve is evaluated with.
    @usableFromInline let bezier: UnitBezier
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
        bezier = UnitBezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
    }

    /// A function with the given coefficients (control points recovered from them).
    @usableFromInline init(bezier: UnitBezier) {
        self.bezier = bezier
        controlPoint1 = CGPoint(x: bezier.cx / 3, y: bezier.cy / 3)
        controlPoint2 = CGPoint(x: (bezier.bx + 2 * bezier.cx) / 3, y: (bezier.by + 2 * bezier.cy) / 3)
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

    /// The progress (y) at time fraction `x`. Exactly 0 at `x ≤ 0` and 1 at `x ≥ 1`.
    @inlinable public func solve(_ x: Double) -> Double { bezier.solve(x) }

    @inlinable func sampleX(_ t: Double) -> Double { bezier.sampleX(t) }
    @inlinable func solveCurveX(_ x: Double) -> Double { bezier.solveCurveX(x) }

    /// The slope dy/dx at time fraction `x` (clamped to `0...1`): how fast progress changes per unit
    /// of time fraction.
    public func slope(at x: Double) -> Double {
        let xc = x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
        let t = xc <= 0 ? 0 : (xc >= 1 ? 1 : solveCurveX(xc))
        let b = bezier
        let dx = b.sampleDX(t), dy = b.sampleDY(t)
        if abs(dx) < 1e-12 {
            // Vertical tangent at an end point (x control at the end): use the second derivative ratio.
            let ddx = 6 * b.ax * t + 2 * b.bx, ddy = 6 * b.ay * t + 2 * b.by
            return abs(ddx) < 1e-12 ? 0 : ddy / ddx
        }
        return dy / dx
    }
}
