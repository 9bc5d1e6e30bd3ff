import Foundation

extension RenderContext {
    /// Curves, round joins and caps are flattened to within this many device pixels.
    static let pathTolerance = 0.1

    /// Points per device pixel along the larger axis of `m`'s linear part at the layer's origin
    /// (shape layers draw outside their bounds, often with empty bounds, so the bounds cannot tell).
    static func pointsPerPixel(_ m: Transform3D) -> Double {
        let w = Double(m.m44)
        let sx = (Double(m.m11 * m.m11 + m.m12 * m.m12)).squareRoot(), sy = (Double(m.m21 * m.m21 + m.m22 * m.m22)).squareRoot()
        let s = max(sx, sy) / (w > 0 ? w : 1)
        return s.isFinite && s > 1e-6 ? 1 / s : 1
    }

    /// Fills, then strokes, a shape layer's path (`CAShapeLayer`'s order). The stroke's pieces
    /// are painted through their union coverage, as a drawn stroke is, so caps and joins add no
    /// bump where they overlap a segment.
    func drawShape(_ s: RenderNode.ShapeContent, toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double) {
        let tolerance = RenderContext.pathTolerance * RenderContext.pointsPerPixel(m)
        let lines = s.path.flattened(tolerance: CGFloat(tolerance))
        guard !lines.isEmpty else { return }
        if let fillColor = s.fillColor, fillColor.alpha > 0 {
            let polygons = lines.filter { $0.points.count >= 3 }.map { Polygon.project($0.points, m) }
            fill(
                polygons, paint: .solid(Pixel.premultiplied(fillColor, opacity: alpha)), into: target, clip: clip,
                evenOdd: s.fillRule == .evenOdd)
        }
        if let strokeColor = s.strokeColor, strokeColor.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite {
            var stroked = Polyline.trim(lines, from: s.strokeStart, to: s.strokeEnd)
            if !s.lineDashPattern.isEmpty, let dashes = Polyline.dash(stroked, phase: s.lineDashPhase, lengths: s.lineDashPattern)
            {
                stroked = dashes
            }
            let polygons = Polyline.stroke(
                stroked, width: s.lineWidth, lineCap: s.lineCap, lineJoin: s.lineJoin,
                miterLimit: s.miterLimit, tolerance: CGFloat(tolerance))
            fillStroke(
                polygons.map { Polygon.project($0, m) }, color: Pixel.premultiplied(strokeColor, opacity: alpha),
                into: target, clip: clip)
        }
    }

    /// The rectangle, in layer points, a shape's fill and stroke can touch: the path's bounds
    /// grown by the stroke's reach (half the width, times the miter limit for miter joins and √2
    /// for square caps).
    static func shapeExtent(_ s: RenderNode.ShapeContent) -> CGRect {
        let box = s.path.boundingBoxOfPath
        guard !box.isNull else { return .null }
        guard s.strokeColor != nil, s.lineWidth > 0, s.lineWidth.isFinite else { return box }
        var reach = s.lineWidth / 2
        if s.lineJoin == .miter { reach *= max(1, s.miterLimit.isFinite ? s.miterLimit : 1) }
        if s.lineCap == .square { reach *= 1.4143 }
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// Fills the bounds with a gradient.
    func drawGradient(
        _ g: RenderNode.GradientContent, in b: CGRect, toDevice m: Transform3D, into target: Surface,
        clip: ClipState, alpha: Double
    ) {
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite,
            let table = GradientSampler.table(colors: g.colors, locations: g.locations, opacity: alpha),
            // Transparent everywhere: compositing it would leave every pixel as it is.
            table.contains(where: { $0 != 0 })
        else { return }
        let shape = Polygon.project(RenderContext.corners(b), m)
        guard shape.count >= 3 else { return }
        let h = Matrix3(
            Double(m.m11), Double(m.m12), Double(m.m14), Double(m.m21), Double(m.m22), Double(m.m24),
            Double(m.m41), Double(m.m42), Double(m.m44))
        guard let inverse = h.inverted() else { return }
        func point(_ p: CGPoint) -> (x: Double, y: Double) {
            (Double(b.minX + p.x * b.width), Double(b.minY + p.y * b.height))
        }
        let sampler = GradientSampler(
            table: table, map: inverse.entries, kind: g.kind,
            start: point(g.startPoint), end: point(g.endPoint))
        fill([shape], paint: .gradient(sampler), into: target, clip: clip)
    }
}
