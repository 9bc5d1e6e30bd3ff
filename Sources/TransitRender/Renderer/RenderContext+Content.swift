import Foundation

extension RenderContext {
    /// Draws a layer's image, text, shape or gradient content.
    func drawContent(_ content: RenderNode.Content, of node: RenderNode, toDevice m: Transform3D,
                     into target: Surface, clip: ClipState, alpha: Double) {
        switch content {
        case .image(let image, let gravity):
            drawImage(image, in: RenderContext.imageRect(image, gravity: gravity, in: node.bounds),
                      toDevice: m, into: target, clip: clip, alpha: alpha)
        case .text(let text):
            drawText(text, in: node, toDevice: m, into: target, clip: clip, alpha: alpha)
        case .contents(let image, let gravity, let scale, let rect):
            guard let source = RenderContext.texelRect(image, rect) else { return }
            let dest = RenderContext.contentsRect(image, gravity: gravity, scale: scale, rect: rect, in: node.bounds)
            drawImage(image, in: dest, source: source, toDevice: m, into: target, clip: clip, alpha: alpha)
        case .shape(let shape):
            drawShape(shape, toDevice: m, into: target, clip: clip, alpha: alpha)
        case .gradient(let gradient):
            drawGradient(gradient, in: node.bounds, toDevice: m, into: target, clip: clip, alpha: alpha)
        case .drawing(let drawing, let gravity, let scale):
            guard let image = drawing.rasterized(scale: scale) else { return }
            drawImage(image, in: RenderContext.placed(image.size, gravity: gravity, in: node.bounds),
                      toDevice: m, into: target, clip: clip, alpha: alpha)
        }
    }

    /// The texels `contentsRect` selects, or `nil` when it is empty or not finite.
    static func texelRect(_ image: Image, _ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return nil }
        let w = CGFloat(image.pixelWidth), h = CGFloat(image.pixelHeight)
        return CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
    }

    /// Where a layer's `contents` goes in the bounds: its natural size is the selected texels over
    /// `contentsScale`, placed by the gravity.
    static func contentsRect(_ image: Image, gravity: RenderNode.ContentGravity, scale: CGFloat, rect: CGRect,
                             in b: CGRect) -> CGRect {
        let texels = texelRect(image, rect) ?? .zero
        let s = scale.isFinite && scale > 0 ? scale : 1
        return placed(CGSize(width: texels.width / s, height: texels.height / s), gravity: gravity, in: b)
    }

    /// Where `contentsGravity` puts an image inside the bounds, in the layer's coordinates
    /// (UIKit's y-down sense of top and bottom; natural sizes in points).
    static func imageRect(_ image: Image, gravity: RenderNode.ContentGravity, in b: CGRect) -> CGRect {
        placed(image.size, gravity: gravity, in: b)
    }

    /// Where `gravity` puts content of natural size `size` inside the bounds `b` (y-down).
    static func placed(_ size: CGSize, gravity: RenderNode.ContentGravity, in b: CGRect) -> CGRect {
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let sx = b.width / size.width, sy = b.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            var x = b.midX - w / 2, y = b.midY - h / 2
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: break
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
            default: break
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// Maps the texels `source` of the image (the whole image by default) onto `rect` through `m`
    /// and samples them bilinearly, perspective-correct.
    func drawImage(_ image: Image, in rect: CGRect, source: CGRect? = nil, toDevice m: Transform3D, into target: Surface,
                   clip: ClipState, alpha: Double) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let shape = Polygon.project(RenderContext.corners(rect), m)
        guard shape.count >= 3 else { return }
        // Texel (u, v, 1) → layer point → device (row vectors): F = S · H.
        let sx: Double, sy: Double, x0: Double, y0: Double
        if let source {
            guard source.width > 0, source.height > 0 else { return }
            sx = Double(rect.width) / Double(source.width); sy = Double(rect.height) / Double(source.height)
            x0 = Double(rect.minX) - Double(source.minX) * sx; y0 = Double(rect.minY) - Double(source.minY) * sy
        } else {
            sx = Double(rect.width) / Double(image.pixelWidth); sy = Double(rect.height) / Double(image.pixelHeight)
            x0 = Double(rect.minX); y0 = Double(rect.minY)
        }
        let h = (Double(m.m11), Double(m.m12), Double(m.m14), Double(m.m21), Double(m.m22), Double(m.m24),
                 Double(m.m41), Double(m.m42), Double(m.m44))
        let f = Matrix3(sx * h.0, sx * h.1, sx * h.2,
                        sy * h.3, sy * h.4, sy * h.5,
                        x0 * h.0 + y0 * h.3 + h.6, x0 * h.1 + y0 * h.4 + h.7, x0 * h.2 + y0 * h.5 + h.8)
        guard let inverse = f.inverted() else { return }
        let isAffine = h.2 == 0 && h.5 == 0
        let sampler = ImageSampler(image: image, map: inverse.entries, isAffine: isAffine, factor: Pixel.factor(alpha))
        fill([shape], paint: .image(sampler), into: target, clip: clip)
    }

    /// The rectangle text is laid out in: the bounds' width, the text block centred vertically
    /// (as `UILabel` draws).
    func textBox(_ node: RenderNode) -> CGRect {
        guard case .text(let text)? = node.content else { return .zero }
        let layout = layout(text, width: node.bounds.width)
        let y = node.bounds.minY + (node.bounds.height - layout.size.height) / 2
        return CGRect(x: node.bounds.minX, y: y, width: max(node.bounds.width, layout.size.width), height: layout.size.height)
    }

    /// The text laid out for a width, from the text cache (laid out once while its inputs stay
    /// the same); the same label's entry is reused between the bounds and drawing passes.
    func layout(_ text: RenderNode.TextContent, width: CGFloat) -> TextLayout {
        textEntry(text, width: width).layout
    }

    func textEntry(_ text: RenderNode.TextContent, width: CGFloat) -> TextLayoutCache.Entry {
        if let last = lastTextLayout, last.width == width, last.text == text { return last.entry }
        let entry = textCache.entry(text, width: width)
        lastTextLayout = (text, width, entry)
        return entry
    }

    /// Draws text: the glyphs of each colour filled as one shape (so overlapping contours do not
    /// double up), in the text colour or their run's; then colour glyphs (emoji from a `CBDT`
    /// font) as images in their own colours, never tinted by the text colour. The glyphs'
    /// outlines, placed in the layer's coordinates, come from the text cache while the layout,
    /// the device scale and the text's origin stay the same; only their projection through `m`
    /// is redone each frame.
    func drawText(_ text: RenderNode.TextContent, in node: RenderNode, toDevice m: Transform3D,
                  into target: Surface, clip: ClipState, alpha: Double) {
        let entry = textEntry(text, width: node.bounds.width)
        guard !entry.layout.lines.isEmpty else { return }
        let origin = CGPoint(x: node.bounds.minX, y: textBox(node).minY)
        let scale = CGFloat(deviceScale(node, m))
        let drawing = textCache.drawing(entry, scale: scale, origin: origin) {
            RenderContext.placeGlyphs(entry.layout, at: origin, scale: scale)
        }
        var colors: [Color] = []
        var polygons: [[[DevicePoint]]] = []
        for segment in drawing.segments {
            let color = segment.color ?? text.color
            let slot: Int
            if let found = colors.firstIndex(of: color) { slot = found } else {
                colors.append(color); polygons.append([]); slot = colors.count - 1
            }
            for outline in segment.polygons { polygons[slot].append(Polygon.project(outline, m)) }
        }
        for (color, shapes) in zip(colors, polygons) where !shapes.isEmpty {
            fill(shapes, paint: .solid(Pixel.premultiplied(color, opacity: alpha)), into: target, clip: clip)
        }
        for glyph in drawing.colorGlyphs {
            drawColorGlyph(glyph.face, glyph.glyph, pointSize: glyph.pointSize, at: glyph.origin, scale: scale,
                           toDevice: m, into: target, clip: clip, alpha: alpha)
        }
    }

    /// A layout's glyph outlines flattened for `scale` device pixels per point and placed with
    /// the layout's top left corner at `origin` (the layer's coordinates), in runs of one colour;
    /// colour bitmap glyphs are listed apart, to be drawn as images.
    static func placeGlyphs(_ layout: TextLayout, at origin: CGPoint, scale: CGFloat) -> TextLayoutCache.Drawing {
        var segments: [TextLayoutCache.Drawing.Segment] = []
        var colorGlyphs: [TextLayoutCache.Drawing.ColorGlyph] = []
        var cost = 0
        for line in layout.lines {
            let x = origin.x + line.origin.x
            let baseline = origin.y + line.origin.y
            for glyph in line.glyphs {
                if case .face(let face, let g) = glyph.source, face.hasColorBitmaps {
                    colorGlyphs.append(.init(face: face, glyph: g, pointSize: glyph.font.pointSize,
                                             origin: CGPoint(x: x + glyph.x, y: baseline)))
                    cost += 1
                    continue
                }
                if segments.last.map({ $0.color != glyph.color }) ?? true {
                    segments.append(.init(color: glyph.color, polygons: []))
                }
                let gx = x + glyph.x
                for outline in glyph.font.outline(of: glyph.source, scale: scale, tolerance: 0.1) {
                    segments[segments.count - 1].polygons.append(outline.map { CGPoint(x: $0.x + gx, y: $0.y + baseline) })
                    cost += outline.count
                }
            }
        }
        return TextLayoutCache.Drawing(scale: scale, origin: origin, segments: segments, colorGlyphs: colorGlyphs,
                                       cost: cost + 1)
    }

    /// Draws a colour bitmap glyph with its origin at `origin` (on the baseline): the strike's PNG
    /// scaled by point size over the strike's pixels per em and placed by its bearings, shrunk by
    /// area averaging to the device pixels it covers, its corner snapped to the nearest device
    /// pixel when the layer is neither rotated nor skewed, then mapped through `m` like any image.
    func drawColorGlyph(_ face: FontFace, _ glyph: Int, pointSize: CGFloat, at origin: CGPoint, scale: CGFloat,
                        toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double) {
        let images = ColorGlyphImages.shared
        guard let bitmap = images.bitmap(face: face, glyph: glyph, pixelsPerEm: Double(pointSize * scale)) else { return }
        var rect = bitmap.rect(pointSize: pointSize).offsetBy(dx: origin.x, dy: origin.y)
        let w = Int(min(4096, max(1, (rect.width * scale).rounded()))), h = Int(min(4096, max(1, (rect.height * scale).rounded())))
        guard let image = images.image(bitmap, face: face, glyph: glyph, width: w, height: h) else { return }
        // Unrotated and unskewed, the shrunk image lands on whole device pixels, one texel each
        // (sharp, and copied rather than interpolated); otherwise it is mapped like any image.
        let sx = Double(m.m11), sy = Double(m.m22)
        if m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, sx > 0, sy > 0,
           image.pixelWidth == w, image.pixelHeight == h {
            let x = (Double(rect.minX) * sx + Double(m.m41)).rounded(), y = (Double(rect.minY) * sy + Double(m.m42)).rounded()
            rect = CGRect(x: (x - Double(m.m41)) / sx, y: (y - Double(m.m42)) / sy, width: Double(w) / sx, height: Double(h) / sy)
        }
        drawImage(image, in: rect, toDevice: m, into: target, clip: clip, alpha: alpha)
    }
}
