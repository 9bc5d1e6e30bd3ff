import Foundation

/// Where and how much a node's shadow blurs, in device pixels (see `shadowGeometry`).
struct ShadowGeometry {
    var sigma: Double
    /// How far the blur reaches past the coverage, the offset aside.
    var extent: Int
    var dx: Int
    var dy: Int
}

extension RenderContext {
    /// Whether the node's shadow comes from its `shadowPath` and is drawn on its own, under the
    /// node, with no offscreen group (a mask, which also masks the shadow, needs the group).
    func castsPathShadowAlone(_ node: RenderNode) -> Bool {
        node.shadowPath != nil && node.mask == nil && hasShadow(node)
    }

    /// Draws the shadow of a node's `shadowPath` (`CALayer.shadowPath`): the path's coverage,
    /// blurred, moved and tinted, composited under where the node then draws. `opacity` is the
    /// node's opacity times its ancestors'.
    func drawPathShadow(
        _ node: RenderNode, toDevice m: Transform3D, into target: Surface, clip: ClipState,
        opacity: Double
    ) {
        guard let path = node.shadowPath else { return }
        let shadow = shadowGeometry(node, m)
        let limit = clip.rect.intersection(target.bounds)
        guard !limit.isEmpty, let blurred = blurredCoverage(of: path, m, shadow, within: limit) else { return }
        paintShadow(blurred.mask, of: node, opacity: opacity, limit: limit, into: target, clip: clip, opaque: blurred.opaque)
    }

    /// The blurred, moved coverage of `path` under `m`, at least inside `limit`: from two
    /// one-dimensional profiles when the path is an axis-aligned rectangle in device space,
    /// otherwise by blurring the rasterized fill. Inside `opaque` the coverage is whole (255) and
    /// the mask's bytes are undefined, never to be read (see `Blur.gaussianRect`).
    func blurredCoverage(
        of path: CGPath, _ m: Transform3D, _ shadow: ShadowGeometry,
        within limit: IntRect
    ) -> (mask: Mask, opaque: IntRect)? {
        if let r = RenderContext.deviceRect(of: path, m) {
            return Blur.gaussianRect(
                x0: r.x0, x1: r.x1, y0: r.y0, y1: r.y1, sigma: shadow.sigma, extent: shadow.extent,
                dx: shadow.dx, dy: shadow.dy, within: limit)
        }
        let source = IntRect(
            minX: limit.minX - shadow.dx, minY: limit.minY - shadow.dy,
            maxX: limit.maxX - shadow.dx, maxY: limit.maxY - shadow.dy
        ).insetBy(-shadow.extent)
        guard let coverage = pathCoverage(path, m, within: source) else { return nil }
        let blurred = Blur.gaussian(
            coverage, sigma: shadow.sigma, extent: shadow.extent, dx: shadow.dx, dy: shadow.dy, workers: workers)
        return (blurred, .empty)
    }

    /// The fill coverage of `path` (non-zero rule) under `m`, clipped to `area`; `nil` when it
    /// covers nothing there.
    func pathCoverage(_ path: CGPath, _ m: Transform3D, within area: IntRect) -> Mask? {
        let tolerance = RenderContext.pathTolerance * RenderContext.pointsPerPixel(m)
        let polygons = path.flattened(tolerance: CGFloat(tolerance)).filter { $0.points.count >= 3 }
            .map { Polygon.project($0.points, m) }
        let box = polygons.reduce(IntRect.empty) { $0.isEmpty ? IntRect.bounding($1) : $0.union(IntRect.bounding($1)) }
        let rect = box.intersection(area)
        guard !rect.isEmpty else { return nil }
        // Each byte written once: the spans' coverage, zeros elsewhere.
        let mask = Mask(uninitializedBounds: rect)
        rasterizer.reset(clip: rect)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        var next = rect.minY
        rasterizer.sweep { y, spans in
            mask.write(row: y, spans: spans, next: &next) { row, span in
                (row + Int(span.x)).initialize(repeating: span.coverage, count: Int(span.length))
            }
        }
        mask.clear(rowsFrom: next)
        return mask
    }

    /// Tints a blurred shadow coverage with the node's shadow colour and opacity (times
    /// `opacity`) and composites it into `target` inside `limit`; inside `opaque`, where the
    /// coverage is whole, as one solid colour (the same pixels: a tint at 255 is the colour).
    func paintShadow(
        _ blurred: Mask, of node: RenderNode, opacity: Double, limit: IntRect, into target: Surface,
        clip: ClipState, opaque: IntRect = .empty
    ) {
        let color = Pixel.premultiplied(node.shadowColor ?? .black, opacity: Double(node.shadowOpacity) * opacity)
        let r = blurred.bounds.intersection(limit)
        guard !r.isEmpty else { return }
        let inner = opaque.intersection(r)
        rasterizer.reset(clip: r)
        rasterizer.addPolygon(RenderContext.rectPolygon(r))
        if !inner.isEmpty { rasterizer.addPolygon(RenderContext.rectPolygon(inner).reversed()) }
        if let shape = rasterizer.makeShape() {
            target.add(DrawOp(shape: shape, paint: .tinted(blurred, color: color), clip: clip))
        }
        guard !inner.isEmpty else { return }
        rasterizer.reset(clip: inner)
        rasterizer.addPolygon(RenderContext.rectPolygon(inner))
        if let shape = rasterizer.makeShape() { target.add(DrawOp(shape: shape, paint: .solid(color), clip: clip)) }
    }

    /// The device rectangle a path covers when it is one axis-aligned rectangle (four corners
    /// joined by lines, closed or not) and `m` only scales and translates; `nil` otherwise.
    static func deviceRect(of path: CGPath, _ m: Transform3D) -> (x0: Double, x1: Double, y0: Double, y1: Double)? {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 > 0, isFinite(m),
            let r = RenderContext.rectangle(path)
        else { return nil }
        let p = Polygon.project(corners(r), m)
        guard p.count == 4 else { return nil }
        let x0 = min(p[0].x, p[2].x), x1 = max(p[0].x, p[2].x), y0 = min(p[0].y, p[2].y), y1 = max(p[0].y, p[2].y)
        guard [x0, x1, y0, y1].allSatisfy({ $0.isFinite && abs($0) < 1e8 }), x1 > x0, y1 > y0 else { return nil }
        return (x0, x1, y0, y1)
    }

    /// The rectangle a path outlines when it is a single subpath of four corners joined by
    /// horizontal and vertical lines (`CGPath(rect:)`, `BezierPath(rect:)`); `nil` otherwise.
    static func rectangle(_ path: CGPath) -> CGRect? {
        let elements = path.pathElements
        var points: [CGPoint] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .moveToPoint(let p) where i == 0: points.append(p)
            case .addLineToPoint(let p) where i > 0: points.append(p)
            case .closeSubpath where i > 0 && i == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        // Four non-empty sides, horizontal and vertical in turn.
        let horizontal = (0..<4).map { points[$0].y == points[($0 + 1) % 4].y }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y, a != b, horizontal[i] != horizontal[(i + 1) % 4] else { return nil }
        }
        let box = CGRect(x: points[0].x, y: points[0].y, width: points[2].x - points[0].x, height: points[2].y - points[0].y)
            .standardized
        return box.width > 0 && box.height > 0 ? box : nil
    }
}
