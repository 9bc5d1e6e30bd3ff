import Foundation

extension RenderContext {
    /// The device pixels wholly inside a node's rounded bounds under `m`, when `m` only scales and
    /// translates (the larger of the rounded rectangle's two crossing bands, or the whole
    /// rectangle without rounding); empty otherwise.
    ///
    /// The band's corners are points of the polygon `Shapes.roundedRect` gives (the ends of its
    /// corner arcs, computed by the same expressions), and that polygon is convex, so after the
    /// same projection and the scan converter's snap every pixel between them is fully covered.
    static func opaqueInterior(of node: RenderNode, _ m: Transform3D) -> IntRect {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 >= 1, isFinite(m) else { return .empty }
        let b = node.bounds
        let x0 = Double(b.minX), y0 = Double(b.minY), x1 = Double(b.maxX), y1 = Double(b.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        let rad = max(0, min(Double(node.cornerRadius), min(x1 - x0, y1 - y0) / 2))
        guard rad > 0, !node.maskedCorners.isEmpty else { return snappedInterior(x0, y0, x1, y1, m) }
        let wide = snappedInterior(x0, y0 + rad, x1, y1 - rad, m)
        let tall = snappedInterior(x0 + rad, y0, x1 - rad, y1, m)
        func area(_ r: IntRect) -> Int { r.isEmpty ? 0 : r.width * r.height }
        return area(wide) >= area(tall) ? wide : tall
    }

    /// The whole pixels inside the rectangle with corners (x0, y0) and (x1, y1) mapped by `m`
    /// (which only scales and translates), its edges snapped to 1/256 pixel as the scan
    /// converter snaps them.
    private static func snappedInterior(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ m: Transform3D)
        -> IntRect
    {
        let p = Polygon.project([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y1)], m)
        guard p.count == 2, p.allSatisfy({ abs($0.x) < 1e8 && abs($0.y) < 1e8 }) else { return .empty }
        let sx0 = Rasterizer.snap(min(p[0].x, p[1].x)), sx1 = Rasterizer.snap(max(p[0].x, p[1].x))
        let sy0 = Rasterizer.snap(min(p[0].y, p[1].y)), sy1 = Rasterizer.snap(max(p[0].y, p[1].y))
        let r = IntRect(minX: (sx0 + 255) >> 8, minY: (sy0 + 255) >> 8, maxX: sx1 >> 8, maxY: sy1 >> 8)
        return r.isEmpty ? .empty : r
    }
}
