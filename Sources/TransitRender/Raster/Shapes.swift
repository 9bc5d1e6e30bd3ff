import Foundation

/// Outlines of the shapes layers draw, as polygons in the layer's own coordinates.
enum Shapes {
    /// How many segments flatten a quarter circle of `radius` device pixels to within 0.1 px:
    /// a chord of angle θ deviates r(1 − cos(θ/2)) ≈ rθ²/8, so n ≥ (π/2)·√(r / 0.8).
    static func quarterSegments(radius: Double) -> Int {
        guard radius.isFinite, radius > 0.25 else { return 1 }
        return min(64, max(2, Int((1.5708 * (radius / 0.8).squareRoot()).rounded(.up))))
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side, as Core
    /// Animation does) at the `corners` given (square elsewhere, as `CALayer.maskedCorners`
    /// leaves them), clockwise on a y-down screen. Corners are quarter circles approximated by
    /// cubic Béziers (handle 0.5522847498 r) flattened into `segments` chords each.
    static func roundedRect(_ r: CGRect, radius: CGFloat, segments: Int, corners mask: CornerMask = .all) -> [CGPoint] {
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        let rad = max(0, min(Double(radius), min(x1 - x0, y1 - y0) / 2))
        guard rad > 0, segments > 0, !mask.isEmpty else {
            return [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
        }
        var out: [CGPoint] = []
        out.reserveCapacity(4 * (segments + 1))
        let k = 0.5522847498 * rad
        // Each corner: start point, two handles, end point, going clockwise.
        let corners: [(Double, Double, Double, Double, Double, Double, Double, Double)] = [
            (x1 - rad, y0, x1 - rad + k, y0, x1, y0 + rad - k, x1, y0 + rad),
            (x1, y1 - rad, x1, y1 - rad + k, x1 - rad + k, y1, x1 - rad, y1),
            (x0 + rad, y1, x0 + rad - k, y1, x0, y1 - rad + k, x0, y1 - rad),
            (x0, y0 + rad, x0, y0 + rad - k, x0 + rad - k, y0, x0 + rad, y0)
        ]
        let rounded: [CornerMask] = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner]
        let square = [CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1), CGPoint(x: x0, y: y0)]
        for (index, c) in corners.enumerated() {
            guard mask.contains(rounded[index]) else {
                out.append(square[index])
                continue
            }
            for i in 0...segments {
                let t = Double(i) / Double(segments), s = 1 - t
                let a = s * s * s, b = 3 * s * s * t, cc = 3 * s * t * t, d = t * t * t
                out.append(
                    CGPoint(
                        x: a * c.0 + b * c.2 + cc * c.4 + d * c.6,
                        y: a * c.1 + b * c.3 + cc * c.5 + d * c.7))
            }
        }
        return out
    }
}
