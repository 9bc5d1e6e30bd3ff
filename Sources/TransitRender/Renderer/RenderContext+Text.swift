import Foundation

extension RenderContext {
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
    /// the device scale and the text's origin stay the same. Text that stays where it was drawn
    /// before, under a transform that only scales and moves and wholly inside the clip, is
    /// composited from coverage masks kept in the glyph mask cache (the same pixels); otherwise
    /// its outlines are projected through `m` and filled.
    func drawText(
        _ text: RenderNode.TextContent, in node: RenderNode, toDevice m: Transform3D,
        into target: Surface, clip: ClipState, alpha: Double
    ) {
        let entry = textEntry(text, width: node.bounds.width)
        guard !entry.layout.lines.isEmpty else { return }
        let origin = CGPoint(x: node.bounds.minX, y: textBox(node).minY)
        let scale = CGFloat(deviceScale(node, m))
        let drawing = textCache.drawing(entry, scale: scale, origin: origin) {
            RenderContext.placeGlyphs(entry.layout, at: origin, scale: scale)
        }
        // Segments grouped by colour, in order of first appearance.
        var colors: [Color] = []
        var groups: [[Int]] = []
        for (index, segment) in drawing.segments.enumerated() {
            let color = segment.color ?? text.color
            if let found = colors.firstIndex(of: color) {
                groups[found].append(index)
            } else {
                colors.append(color); groups.append([index])
            }
        }
        let plan = groupDrawings(drawing, groups, of: entry, toDevice: m, clip: clip.rect.intersection(target.bounds))
        for (index, group) in groups.enumerated() {
            let pixel = Pixel.premultiplied(colors[index], opacity: alpha)
            if case .masks(let run) = plan[index] {
                if let run { target.add(DrawOp(glyphs: run, color: pixel, clip: clip.mask)) }
                continue
            }
            fillProjected(group.map { drawing.segments[$0].polygons }, toDevice: m, color: pixel, into: target, clip: clip)
        }
        for glyph in drawing.colorGlyphs {
            drawColorGlyph(
                glyph.face, glyph.glyph, pointSize: glyph.pointSize, at: glyph.origin, scale: scale,
                toDevice: m, into: target, clip: clip, alpha: alpha)
        }
    }

    /// How each colour group of `drawing` is drawn under `m` inside `clip`: from glyph masks when
    /// the transform only scales and moves, every glyph of the group lies inside the clip and the
    /// text was drawn at the same place before, else from outlines (the same pixels either way).
    /// Text that stays put reuses the runs it had (`PlacedText`).
    func groupDrawings(
        _ drawing: TextLayoutCache.Drawing, _ groups: [[Int]], of entry: TextLayoutCache.Entry,
        toDevice m: Transform3D, clip: IntRect
    ) -> [GroupDrawing] {
        guard let masks = glyphMasks, let placement = GlyphPlacement(m, flattening: drawing.scale, clip: clip) else {
            return groups.map { _ in .outlines }
        }
        let key = PlacedText.Key(entry, scale: drawing.scale, origin: drawing.origin, transform: m, clip: clip)
        if let kept = masks.placedText(key, groups: groups) { return kept.drawings }
        guard masks.noteDrawn(key) else { return groups.map { _ in .outlines } }
        let plan: [GroupDrawing] = groups.map { group in
            placement.place(group.flatMap { drawing.segments[$0].glyphs }, masks: masks, rasterizer: rasterizer)
                .map { .masks(GlyphRun($0)) } ?? .outlines
        }
        masks.keep(PlacedText(entry: entry, groups: groups, drawings: plan), for: key)
        return plan
    }

    /// A layout's glyph outlines flattened for `scale` device pixels per point and placed with
    /// the layout's top left corner at `origin` (the layer's coordinates), in runs of one colour,
    /// each glyph's pen position kept beside; colour bitmap glyphs are listed apart, to be drawn
    /// as images.
    static func placeGlyphs(_ layout: TextLayout, at origin: CGPoint, scale: CGFloat) -> TextLayoutCache.Drawing {
        var segments: [TextLayoutCache.Drawing.Segment] = []
        var colorGlyphs: [TextLayoutCache.Drawing.ColorGlyph] = []
        var cost = 0
        for line in layout.lines {
            let x = origin.x + line.origin.x
            let baseline = origin.y + line.origin.y
            for glyph in line.glyphs {
                if case .face(let face, let g) = glyph.source, face.hasColorBitmaps {
                    colorGlyphs.append(
                        .init(
                            face: face, glyph: g, pointSize: glyph.font.pointSize,
                            origin: CGPoint(x: x + glyph.x, y: baseline)))
                    cost += 1
                    continue
                }
                if segments.last.map({ $0.color != glyph.color }) ?? true {
                    segments.append(.init(color: glyph.color, polygons: [], glyphs: []))
                }
                let gx = x + glyph.x
                segments[segments.count - 1].glyphs.append(
                    .init(
                        font: glyph.font, source: glyph.source,
                        origin: CGPoint(x: gx, y: baseline)))
                for outline in glyph.font.outline(of: glyph.source, scale: scale, tolerance: 0.1) {
                    segments[segments.count - 1].polygons.append(outline.map { CGPoint(x: $0.x + gx, y: $0.y + baseline) })
                    cost += outline.count
                }
            }
        }
        return TextLayoutCache.Drawing(
            scale: scale, origin: origin, segments: segments, colorGlyphs: colorGlyphs,
            cost: cost + 1)
    }

    /// Draws a colour bitmap glyph with its origin at `origin` (on the baseline): the strike's PNG
    /// scaled by point size over the strike's pixels per em and placed by its bearings, shrunk by
    /// area averaging to the device pixels it covers, its corner snapped to the nearest device
    /// pixel when the layer is neither rotated nor skewed, then mapped through `m` like any image.
    func drawColorGlyph(
        _ face: FontFace, _ glyph: Int, pointSize: CGFloat, at origin: CGPoint, scale: CGFloat,
        toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double
    ) {
        let images = ColorGlyphImages.shared
        guard let bitmap = images.bitmap(face: face, glyph: glyph, pixelsPerEm: Double(pointSize * scale)) else { return }
        var rect = bitmap.rect(pointSize: pointSize).offsetBy(dx: origin.x, dy: origin.y)
        let w = Int(min(4096, max(1, (rect.width * scale).rounded()))),
            h = Int(min(4096, max(1, (rect.height * scale).rounded())))
        guard let image = images.image(bitmap, face: face, glyph: glyph, width: w, height: h) else { return }
        // Unrotated and unskewed, the shrunk image lands on whole device pixels, one texel each
        // (sharp, and copied rather than interpolated); otherwise it is mapped like any image.
        let sx = Double(m.m11), sy = Double(m.m22)
        if m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, sx > 0, sy > 0,
            image.pixelWidth == w, image.pixelHeight == h
        {
            let x = (Double(rect.minX) * sx + Double(m.m41)).rounded(), y = (Double(rect.minY) * sy + Double(m.m42)).rounded()
            rect = CGRect(x: (x - Double(m.m41)) / sx, y: (y - Double(m.m42)) / sy, width: Double(w) / sx, height: Double(h) / sy)
        }
        drawImage(image, in: rect, toDevice: m, into: target, clip: clip, alpha: alpha)
    }
}
