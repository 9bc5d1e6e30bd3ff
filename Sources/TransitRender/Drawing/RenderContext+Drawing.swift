import Foundation

extension RenderContext {
    /// Plays a recording back into `target`, whose device pixels are `scale` per drawing point.
    ///
    /// Each operation is rasterized through its transform times the scale: paths flattened to
    /// 0.1 device pixel, strokes outlined in user space (so a non-uniform transform stretches the
    /// pen, as in Core Graphics), clips intersected into a coverage mask. Source-over operations
    /// without a shadow go straight into the target; the others are drawn alone into a scratch
    /// surface, which casts the shadow (its alpha blurred with σ = blur ⁄ 2, the convention HTML
    /// canvas and WebKit use for Core Graphics' unspecified blur scale) and is then blended in.
    func play(_ drawing: Drawing, scale: CGFloat, into target: Surface) {
        var lastClips: [DrawingOperation.Clip]? = nil
        var clip = ClipState(rect: target.bounds, mask: nil)
        for op in drawing.operations {
            if lastClips != op.clips {
                clip = clipState(op.clips, scale: scale, bounds: target.bounds)
                lastClips = op.clips
            }
            guard !clip.rect.isEmpty, op.alpha > 0 else { continue }
            if op.blendMode == .normal && op.shadow == nil {
                paint(op, scale: scale, into: target, clip: clip)
                continue
            }
            target.flush(on: workers)
            let extent = deviceExtent(op, scale: scale, bounds: clip.rect.intersection(target.bounds))
            if extent.isEmpty { continue }
            let scratch = Surface(bounds: extent)
            paint(op, scale: scale, into: scratch, clip: clip)
            scratch.flush(on: workers)
            if let shadow = op.shadow { castShadow(shadow, of: scratch, scale: scale, into: target) }
            var coverage: Mask?
            if op.blendMode == .clear || op.blendMode == .copy {
                coverage = coverageMask(op, scale: scale, bounds: target.bounds, clip: clip)
            }
            DrawingBlend.combine(scratch, into: target, rect: extent, mode: op.blendMode, coverage: coverage)
        }
        target.flush(on: workers)
    }

    /// The device pixels an operation can touch within `bounds` (before its shadow), one pixel
    /// of margin for anti-aliasing.
    func deviceExtent(_ op: DrawingOperation, scale: CGFloat, bounds: IntRect) -> IntRect {
        if case .image(_, let rect, _) = op.paint {
            let m = Transform3D(RenderContext.deviceMap(op.transform, scale: scale))
            return IntRect.bounding(Polygon.project(RenderContext.corners(rect), m)).insetBy(-1).intersection(bounds)
        }
        if case .clipArea = op.shape { return bounds }
        let (shapes, _) = polygons(op, scale: scale, bounds: bounds)
        return IntRect.bounding(shapes.flatMap { $0 }).insetBy(-1).intersection(bounds)
    }

    /// The affine map of an operation's user space to device pixels.
    static func deviceMap(_ t: CGAffineTransform, scale: CGFloat) -> CGAffineTransform {
        t.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Device polygons of an operation's shape, and whether they fill by the even-odd rule.
    func polygons(_ op: DrawingOperation, scale: CGFloat, bounds: IntRect) -> ([[DevicePoint]], Bool) {
        let m = Transform3D(RenderContext.deviceMap(op.transform, scale: scale))
        let tolerance = CGFloat(RenderContext.pathTolerance * RenderContext.pointsPerPixel(m))
        switch op.shape {
        case .fill(let path, let rule):
            let lines = path.flattened(tolerance: tolerance).filter { $0.points.count >= 3 }
            return (lines.map { Polygon.project($0.points, m) }, rule == .evenOdd)
        case .stroke(let path, let style):
            guard style.lineWidth > 0 else { return ([], false) }
            var lines = path.flattened(tolerance: tolerance)
            if !style.dashLengths.isEmpty, let dashed = Polyline.dash(lines, phase: style.dashPhase, lengths: style.dashLengths) {
                lines = dashed
            }
            let outline = Polyline.stroke(
                lines, width: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                miterLimit: style.miterLimit, tolerance: tolerance)
            return (outline.map { Polygon.project($0, m) }, false)
        case .clipArea:
            return ([RenderContext.devicePolygon(bounds)], false)
        }
    }

    /// Rasterizes one operation with its paint into `target` (source over).
    func paint(_ op: DrawingOperation, scale: CGFloat, into target: Surface, clip: ClipState) {
        let map = RenderContext.deviceMap(op.transform, scale: scale)
        let alpha = Double(op.alpha)
        switch op.paint {
        case .image(let image, let rect, let flipped):
            var m = map
            if flipped {
                m = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY).concatenating(map)
            }
            drawImage(image, in: rect, toDevice: Transform3D(m), into: target, clip: clip, alpha: alpha)
            return
        case .colorGlyph(let face, let glyph, let pointSize, let origin):
            drawColorGlyph(
                face, glyph, pointSize: pointSize, at: origin, scale: scale, toDevice: Transform3D(map),
                into: target, clip: clip, alpha: alpha)
            return
        case .color(let color):
            let (shapes, evenOdd) = polygons(op, scale: scale, bounds: target.bounds)
            if case .stroke = op.shape {
                fillStroke(shapes, color: Pixel.premultiplied(color, opacity: alpha), into: target, clip: clip)
            } else {
                fill(
                    shapes, paint: .solid(Pixel.premultiplied(color, opacity: alpha)), into: target, clip: clip, evenOdd: evenOdd)
            }
        case .linearGradient(let g, let start, let end, let options):
            shade(
                op, g, .linear(start: (Double(start.x), Double(start.y)), end: (Double(end.x), Double(end.y))),
                options, map: map, scale: scale, into: target, clip: clip)
        case .radialGradient(let g, let c0, let r0, let c1, let r1, let options):
            shade(
                op, g,
                .radial(c0: (Double(c0.x), Double(c0.y)), r0: Double(r0), c1: (Double(c1.x), Double(c1.y)), r1: Double(r1)),
                options, map: map, scale: scale, into: target, clip: clip)
        }
    }

    private func shade(
        _ op: DrawingOperation, _ g: Gradient, _ geometry: ShadingSampler.Geometry,
        _ options: GradientDrawingOptions, map: CGAffineTransform, scale: CGFloat, into target: Surface, clip: ClipState
    ) {
        let det = map.a * map.d - map.b * map.c
        guard det != 0, det.isFinite,
            let table = GradientSampler.table(colors: g.colors, locations: g.locations, opacity: Double(op.alpha))
        else { return }
        let sampler = ShadingSampler(
            table: table, inverse: map.inverted(), geometry: geometry,
            before: options.contains(.drawsBeforeStartLocation),
            after: options.contains(.drawsAfterEndLocation))
        let (shapes, evenOdd) = polygons(op, scale: scale, bounds: target.bounds)
        fill(shapes, paint: .shading(sampler), into: target, clip: clip, evenOdd: evenOdd)
    }
}
