import Foundation

/// A glyph's outline in font units (y up, origin on the baseline at the glyph origin), as the
/// font stores it: TrueType quadratic or CFF cubic Bézier contours, filled with the non-zero rule
/// (`CGPath` from `CTFontCreatePathForGlyph`'s counterpart).
public struct GlyphPath: Equatable, Sendable {
    /// One drawing command.
    public enum Element: Equatable, Sendable {
        /// Starts a contour.
        case move(x: Double, y: Double)
        /// A straight segment to a point.
        case line(x: Double, y: Double)
        /// A quadratic Bézier segment through a control point.
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        /// A cubic Bézier segment through two control points.
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the contour back to its start.
        case close
    }

    /// The commands, contour after contour; every contour starts with `move` and ends with `close`.
    public var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// The number of contours.
    public var contourCount: Int {
        elements.reduce(0) { if case .move = $1 { return $0 + 1 } else { return $0 } }
    }

    /// Flattens the curves to polygons (one per contour), mapping each font-unit point through
    /// `map`. Each curve is cut into a number of equal parameter steps chosen from its control
    /// polygon so that the chord error stays under `tolerance` in mapped units (`scale` mapped
    /// units per font unit); only +, ×, ÷ and the correctly rounded square root are used, so the
    /// result is the same on every platform.
    func flattened(
        scale: Double, tolerance: Double,
        _ map: (Double, Double) -> CGPoint
    ) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var px = 0.0, py = 0.0
        func steps(_ d: Double) -> Int {
            // A curve whose control polygon deviates d from its chord has error ≤ d/4·(1/n²)·…;
            // n = ⌈√(d·scale / (4·tolerance))⌉ keeps it under tolerance, capped at 64.
            let e = d * scale / (4 * Swift.max(tolerance, 1e-3))
            guard e > 1 else { return 1 }
            guard e < 4096 else { return 64 }  // also NaN and infinity from absurd sizes
            return Swift.min(64, Int(e.squareRoot().rounded(.up)))
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                if current.count > 2 { polygons.append(current) }
                current = [map(x, y)]; px = x; py = y
            case .line(let x, let y):
                current.append(map(x, y)); px = x; py = y
            case .quad(let cx, let cy, let x, let y):
                let d = abs(px - 2 * cx + x) + abs(py - 2 * cy + y)
                let n = steps(d)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(
                        map(
                            u * u * px + 2 * u * t * cx + t * t * x,
                            u * u * py + 2 * u * t * cy + t * t * y))
                }
                px = x; py = y
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                let d =
                    Swift.max(
                        abs(px - 2 * c1x + c2x) + abs(py - 2 * c1y + c2y),
                        abs(c1x - 2 * c2x + x) + abs(c1y - 2 * c2y + y)) * 1.5
                let n = steps(d)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    current.append(map(a * px + b * c1x + c * c2x + e * x, a * py + b * c1y + c * c2y + e * y))
                }
                px = x; py = y
            case .close:
                if current.count > 2 { polygons.append(current) }
                current = []
            }
        }
        if current.count > 2 { polygons.append(current) }
        return polygons
    }
}
