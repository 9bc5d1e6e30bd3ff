import Foundation

/// The state of one `Renderer.render(_:)` call: the scan converter and the recursive walk.
final class RenderContext {
    let rasterizer = Rasterizer()
    /// Layouts and glyph outlines kept between frames.
    let textCache: TextLayoutCache
    /// The last text laid out, for the bounds pass and the drawing pass of the same label.
    var lastTextLayout: (text: RenderNode.TextContent, width: CGFloat, entry: TextLayoutCache.Entry)?

    /// Glyph coverage kept between frames; nil fills every glyph from its outlines.
    let glyphMasks: GlyphMaskCache?

    /// The threads recorded shapes are composited on (`Surface.flush(on:)`) and materials
    /// blurred on.
    let workers: RenderWorkers

    /// The bitmaps of rasterized layers kept between frames; nil rasterizes them afresh.
    let rasterCache: RasterizationCache?

    /// Device points of contours being filled, one after another, and where each contour ends
    /// (`fillProjected`): memory kept from shape to shape.
    var projectedPoints: [DevicePoint] = []
    var projectedEnds: [Int] = []

    init(
        textCache: TextLayoutCache, glyphMasks: GlyphMaskCache? = .shared, workers: RenderWorkers = .serial,
        rasterCache: RasterizationCache? = nil
    ) {
        self.textCache = textCache
        self.glyphMasks = glyphMasks
        self.workers = workers
        self.rasterCache = rasterCache
    }

    /// Draws `node` (and its subtree) whose local coordinates map to device pixels through
    /// `toDevice`, multiplying every colour by `alpha` (the opacity of ungrouped ancestors).
    func draw(_ node: RenderNode, toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double) {
        let opacity = Double(node.opacity)
        guard opacity > 0, alpha > 0, !clip.rect.isEmpty, RenderContext.isFinite(m) else { return }
        if !node.isDoubleSided && Polygon.signedArea(Polygon.project(RenderContext.corners(node.bounds), m)) < 0 {
            return
        }
        if RenderContext.isRasterized(node), drawRasterized(node, toDevice: m, into: target, clip: clip, alpha: alpha) {
            return
        }
        if RenderContext.isCullable(node), lies(subtreeBounds(node, m), outside: clip.rect, of: target) { return }
        if let vibrancy = node.vibrancy {
            return drawVibrant(node, vibrancy, toDevice: m, into: target, clip: clip, alpha: alpha)
        }
        if castsPathShadowAlone(node) {
            drawPathShadow(node, toDevice: m, into: target, clip: clip, opacity: alpha * min(1, opacity))
        }
        if needsGroup(node) {
            drawGroup(node, toDevice: m, into: target, clip: clip, alpha: alpha)
        } else {
            drawLayer(node, toDevice: m, into: target, clip: clip, alpha: alpha * min(1, opacity))
        }
    }

    /// Whether `subtreeBounds` alone can show that a node draws nothing inside a clip: a node
    /// without sublayers, or one that clips them to its bounds, with finite bounds and neither a
    /// backdrop nor vibrancy (whose drawing reads its surroundings).
    static func isCullable(_ node: RenderNode) -> Bool {
        (node.children.isEmpty || node.masksToBounds) && node.backdrop == nil && node.vibrancy == nil
            && node.bounds.minX.isFinite && node.bounds.minY.isFinite && node.bounds.width.isFinite
            && node.bounds.height.isFinite
    }

    /// Whether the device pixels `box` (not empty) miss the clip, the target, or the rows it
    /// composites: then a node bounded by `box` changes no pixel there, and is left out.
    func lies(_ box: IntRect, outside clip: IntRect, of target: Surface) -> Bool {
        guard !box.isEmpty else { return false }
        let reach = box.intersection(clip).intersection(target.bounds)
        guard let rows = target.rowLimit else { return reach.isEmpty }
        return reach.isEmpty || reach.maxY <= rows.lowerBound || reach.minY >= rows.upperBound
    }

    /// Whether the node must be composited from an offscreen group: a mask, a visible shadow cast
    /// from the node's alpha (not from a `shadowPath`), or an opacity below 1 over more than one
    /// drawn part.
    func needsGroup(_ node: RenderNode) -> Bool {
        if node.mask != nil || (hasShadow(node) && node.shadowPath == nil) { return true }
        guard node.opacity < 1 else { return false }
        var parts = node.children.isEmpty ? 0 : 2
        if let bg = node.backgroundColor, bg.alpha > 0 { parts += 1 }
        if node.backdrop != nil { parts += 1 }
        if node.content != nil { parts += 1 }
        if node.borderWidth > 0, let bc = node.borderColor, bc.alpha > 0 { parts += 1 }
        return parts > 1
    }

    func hasShadow(_ node: RenderNode) -> Bool {
        guard node.shadowOpacity > 0, let color = node.shadowColor, color.alpha > 0,
            node.shadowRadius.isFinite, node.shadowOffset.width.isFinite, node.shadowOffset.height.isFinite
        else { return false }
        return true
    }

    /// Draws the layer's own parts and its sublayers directly into `target`.
    func drawLayer(_ node: RenderNode, toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double) {
        let segments = cornerSegments(node, m)
        if let backdrop = node.backdrop {
            drawBackdrop(backdrop, of: node, toDevice: m, into: target, clip: clip, alpha: alpha, segments: segments)
        }
        if let bg = node.backgroundColor, bg.alpha > 0 {
            let shape = Polygon.project(
                Shapes.roundedRect(node.bounds, radius: node.cornerRadius, segments: segments, corners: node.maskedCorners), m)
            let color = Pixel.premultiplied(bg, opacity: alpha)
            let interior = color >> 24 == 255 ? RenderContext.opaqueInterior(of: node, m) : .empty
            fill([shape], paint: .solid(color), into: target, clip: clip, opaque: interior)
        }
        let inner = node.masksToBounds ? clipped(clip, to: node, m, segments: segments) : clip
        if inner.rect.isEmpty { return }
        if let content = node.content {
            drawContent(content, of: node, toDevice: m, into: target, clip: inner, alpha: alpha)
        }
        if !node.children.isEmpty {
            let childBase = node.sublayerMapping
            for child in RenderContext.ordered(node.children) {
                if child.preserves3D {
                    drawPreserving3D(
                        child, child.localToParent.concatenating(childBase), toDevice: m, into: target,
                        clip: inner, alpha: alpha)
                    continue
                }
                let cm = child.localToParent.concatenating(childBase).flattened.concatenating(m)
                draw(child, toDevice: cm, into: target, clip: inner, alpha: alpha)
            }
        }
        if node.borderWidth > 0, let bc = node.borderColor, bc.alpha > 0, node.borderWidth.isFinite {
            let outer = Shapes.roundedRect(
                node.bounds, radius: node.cornerRadius, segments: segments, corners: node.maskedCorners)
            let bw = min(node.borderWidth, min(node.bounds.width, node.bounds.height) / 2)
            let innerRect = node.bounds.insetBy(dx: bw, dy: bw)
            var shapes = [Polygon.project(outer, m)]
            if innerRect.width > 0, innerRect.height > 0 {
                let hole = Shapes.roundedRect(
                    innerRect, radius: max(0, node.cornerRadius - bw), segments: segments,
                    corners: node.maskedCorners)
                shapes.append(Polygon.project(hole.reversed(), m))
            }
            fill(shapes, paint: .solid(Pixel.premultiplied(bc, opacity: alpha)), into: target, clip: inner)
        }
    }

    /// Siblings back to front: array order, stably re-ordered by `zPosition`.
    static func ordered(_ children: [RenderNode]) -> [RenderNode] {
        if children.allSatisfy({ $0.zPosition == children[0].zPosition }) { return children }
        return children.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// Rasterizes device polygons (non-zero rule unless `evenOdd`) and composites them with `paint`.
    /// `opaque` holds device pixels the polygons cover wholly: with an opaque solid paint, where
    /// no clip mask or a whole one lies (`ClipState.whole`), the shapes recorded before need not
    /// composite them (`DrawOp.opaque`).
    func fill(
        _ polygons: [[DevicePoint]], paint: Paint, into target: Surface, clip: ClipState, evenOdd: Bool = false,
        opaque: IntRect = .empty
    ) {
        let rect = clip.rect.intersection(target.bounds)
        guard !rect.isEmpty, RenderContext.reaches(polygons, rowsOf: target) else { return }
        rasterizer.reset(clip: rect)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        guard let shape = rasterizer.makeShape(evenOdd: evenOdd) else { return }
        var op = DrawOp(shape: shape, paint: paint, clip: clip)
        if case .solid(let color) = paint, color >> 24 == 255, !opaque.isEmpty {
            // Under a clip mask, only where the mask is whole.
            op.opaque = opaque.intersection(clip.mask == nil ? rect : rect.intersection(clip.whole))
        }
        target.add(op)
    }

    /// Whether the polygons can touch a row `target` composites (always, unless it composites
    /// only some: `Surface.rowLimit`).
    static func reaches(_ polygons: [[DevicePoint]], rowsOf target: Surface) -> Bool {
        reaches(points: polygons.joined(), rowsOf: target)
    }

    /// Whether polygons with these points (all of them, in any order) can touch a row `target`
    /// composites.
    static func reaches(points: some Sequence<DevicePoint>, rowsOf target: Surface) -> Bool {
        guard let rows = target.rowLimit else { return true }
        var low = Double.infinity, high = -Double.infinity
        for p in points {
            guard p.y.isFinite else { return true }
            low = min(low, p.y); high = max(high, p.y)
        }
        return low < high && low < Double(rows.upperBound) && high > Double(rows.lowerBound)
    }

    /// The clip narrowed to the node's rounded bounds.
    func clipped(_ clip: ClipState, to node: RenderNode, _ m: Transform3D, segments: Int) -> ClipState {
        let shape = Polygon.project(
            Shapes.roundedRect(node.bounds, radius: node.cornerRadius, segments: segments, corners: node.maskedCorners), m)
        let box = IntRect.bounding(shape).intersection(clip.rect)
        if box.isEmpty { return ClipState(rect: .empty, mask: nil) }
        // A pixel-aligned rectangle needs no mask.
        if shape.count == 4, shape.allSatisfy({ $0.x == $0.x.rounded() && $0.y == $0.y.rounded() }),
            (shape[0].x == shape[1].x || shape[0].y == shape[1].y),
            (shape[1].x == shape[2].x || shape[1].y == shape[2].y)
        {
            return ClipState(rect: box, mask: clip.mask, whole: clip.whole)
        }
        // Bounds holding all of the clip in force, with a pixel to spare (more than the scan
        // converter's snap moves an edge): every pixel of the box is wholly inside, so the mask
        // would be the parent's, value for value (`Pixel.mul8(255, b)` is b), or whole.
        if Polygon.holds(shape, box.insetBy(-1)) {
            return ClipState(rect: box, mask: clip.mask, whole: clip.whole)
        }
        // Each row written once (the spans' coverage, zeros elsewhere), and rows alike (the
        // same spans over the same parent row: a rectangle's every inner row) stored once.
        let mask = Mask(uninitializedBounds: box, sharingRows: true, recordingWholeColumns: true)
        var writer = SharedRowWriter(mask)
        rasterizer.reset(clip: box)
        rasterizer.addPolygon(shape)
        let parent = clip.mask
        rasterizer.sweep { y, spans in
            let parentRow = parent?.row(y)
            // Whole where a span is, and the parent's mask too, if any (its values are copied).
            let parentWhole = parent.map { $0.wholeColumns(row: y, orIn: clip.whole) }
            mask.setWholeColumns(row: y, Mask.wholeRun(of: spans, within: parentWhole))
            writer.write(row: y, spans: spans, source: parentRow) { row, span in
                let x0 = Int(span.x), n = Int(span.length)
                guard let parentRow else {
                    (row + x0).initialize(repeating: span.coverage, count: n)
                    return
                }
                // Whole coverage keeps the parent's values (`mul8(255, b)` is b).
                if span.coverage == 255 {
                    (row + x0).initialize(from: parentRow + x0, count: n)
                    return
                }
                for x in x0..<(x0 + n) { row[x] = UInt8(Pixel.mul8(UInt32(span.coverage), UInt32(parentRow[x]))) }
            }
        }
        writer.finish()
        // Whole where the node's rounded bounds cover pixels wholly (as its background's
        // `opaqueInterior`, the same polygon) and the parent's mask, if any, is whole.
        var whole = RenderContext.opaqueInterior(of: node, m).intersection(box)
        if parent != nil { whole = whole.intersection(clip.whole) }
        return ClipState(rect: box, mask: mask, whole: whole)
    }

    /// Chords per rounded corner for this node's device scale.
    func cornerSegments(_ node: RenderNode, _ m: Transform3D) -> Int {
        guard node.cornerRadius > 0 else { return 0 }
        let p = Polygon.project(RenderContext.corners(node.bounds), m)
        guard p.count == 4 else { return 16 }
        func d(_ a: DevicePoint, _ b: DevicePoint) -> Double {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        let w = max(Double(node.bounds.width), 1e-9), h = max(Double(node.bounds.height), 1e-9)
        let s = max(max(d(p[0], p[1]), d(p[3], p[2])) / w, max(d(p[0], p[3]), d(p[1], p[2])) / h)
        let r = min(Double(node.cornerRadius), min(w, h) / 2)
        return Shapes.quarterSegments(radius: r * s)
    }

    static func corners(_ r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)
        ]
    }

    static func isFinite(_ m: Transform3D) -> Bool {
        m.entries.allSatisfy { $0.isFinite }
    }
}
