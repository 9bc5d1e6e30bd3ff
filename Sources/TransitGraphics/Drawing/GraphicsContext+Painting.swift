import Foundation

/// How a path is painted (`CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero rule (`.fill`).
    case fill = 0
    /// Fill with the even-odd rule (`.eoFill`).
    case eoFill = 1
    /// Stroke (`.stroke`).
    case stroke = 2
    /// Fill (non-zero), then stroke (`.fillStroke`).
    case fillStroke = 3
    /// Fill (even-odd), then stroke (`.eoFillStroke`).
    case eoFillStroke = 4
}

extension GraphicsContext {
    /// The current path in user space and the CTM, consuming the path (painting empties it, as
    /// in Core Graphics); nil when there is no path or the CTM cannot be inverted.
    private func takePath() -> (CGPath, CGAffineTransform)? {
        defer { pathInBase = CGMutablePath() }
        let m = state.ctm
        let det = m.a * m.d - m.b * m.c
        guard !pathInBase.isEmpty, det != 0, det.isFinite else { return nil }
        var inverse = m.inverted()
        guard let user = pathInBase.copy(using: &inverse) else { return nil }
        return (user, m)
    }

    /// Fills the current path (`fillPath(using:)`) with the fill colour.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard let (p, m) = takePath() else { return }
        record(.fill(p, rule: rule), paint: .color(state.fill), transform: m)
    }

    /// Fills the current path with the even-odd rule (`eoFillPath()`).
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line style (`strokePath()`).
    public func strokePath() {
        guard let (p, m) = takePath() else { return }
        record(.stroke(p, state.style), paint: .color(state.stroke), transform: m)
    }

    /// Paints the current path as `mode` says (`drawPath(using:)`).
    public func drawPath(using mode: PathDrawingMode) {
        guard let (p, m) = takePath() else { return }
        switch mode {
        case .fill, .eoFill, .fillStroke, .eoFillStroke:
            let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
            record(.fill(p, rule: rule), paint: .color(state.fill), transform: m)
            if mode == .fillStroke || mode == .eoFillStroke {
                record(.stroke(p, state.style), paint: .color(state.stroke), transform: m)
            }
        case .stroke:
            record(.stroke(p, state.style), paint: .color(state.stroke), transform: m)
        }
    }

    /// Fills a rectangle (`fill(_:)`), leaving the current path alone.
    public func fill(_ rect: CGRect) {
        guard finite("fill(_:)", rects: [rect]) else { return }
        record(.fill(CGPath(rect: rect), rule: .winding), paint: .color(state.fill), transform: state.ctm)
    }

    /// Fills rectangles (`fill(_:)` with an array).
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }

    /// Strokes a rectangle (`stroke(_:)`).
    public func stroke(_ rect: CGRect) {
        guard finite("stroke(_:)", rects: [rect]) else { return }
        record(.stroke(CGPath(rect: rect), state.style), paint: .color(state.stroke), transform: state.ctm)
    }

    /// Strokes a rectangle with a line width (`stroke(_:width:)`).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Fills an ellipse inscribed in `rect` (`fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) {
        guard finite("fillEllipse(in:)", rects: [rect]) else { return }
        record(.fill(CGPath(ellipseIn: rect), rule: .winding), paint: .color(state.fill), transform: state.ctm)
    }

    /// Strokes an ellipse inscribed in `rect` (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        guard finite("strokeEllipse(in:)", rects: [rect]) else { return }
        record(.stroke(CGPath(ellipseIn: rect), state.style), paint: .color(state.stroke), transform: state.ctm)
    }

    /// Strokes line segments between pairs of points (`strokeLineSegments(between:)`).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard finite("strokeLineSegments(between:)", points: points) else { return }
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count { p.move(to: points[i]); p.addLine(to: points[i + 1]); i += 2 }
        record(.stroke(p, state.style), paint: .color(state.stroke), transform: state.ctm)
    }

    /// Makes a rectangle transparent (`clear(_:)`): copies transparent black under it, whatever
    /// the blend mode.
    public func clear(_ rect: CGRect) {
        guard finite("clear(_:)", rects: [rect]) else { return }
        saveGState()
        state.blendMode = .clear
        state.shadow = nil
        record(.fill(CGPath(rect: rect), rule: .winding), paint: .color(.clear), transform: state.ctm)
        restoreGState()
    }

    /// Intersects the clip with the current path under `rule` and empties the path (`clip(using:)`).
    public func clip(using rule: CGPathFillRule = .winding) {
        guard let (p, m) = takePath() else {
            // Clipping to an empty path clips everything away, as in Core Graphics.
            state.clips.append(DrawingOperation.Clip(path: CGMutablePath(), rule: .winding, transform: .identity))
            return
        }
        state.clips.append(DrawingOperation.Clip(path: p, rule: rule, transform: m))
    }

    /// Intersects the clip with the current path under the even-odd rule (`eoClip()`).
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with a rectangle (`clip(to:)`).
    public func clip(to rect: CGRect) {
        guard finite("clip(to:)", rects: [rect]) else { return }
        state.clips.append(DrawingOperation.Clip(path: CGPath(rect: rect), rule: .winding, transform: state.ctm))
    }

    /// Intersects the clip with rectangles (`clip(to:)` with an array).
    public func clip(to rects: [CGRect]) {
        guard finite("clip(to:)", rects: rects) else { return }
        let p = CGMutablePath()
        p.addRects(rects)
        state.clips.append(DrawingOperation.Clip(path: p, rule: .winding, transform: state.ctm))
    }

    /// The clip's bounding box in user space (`boundingBoxOfClipPath`): the drawing's bounds when
    /// nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for clip in state.clips {
            box = box.intersection(clip.path.boundingBoxOfPath.applying(clip.transform))
        }
        return box.isNull ? .zero : box.applying(state.ctm.inverted())
    }

    /// Paints an axial gradient through the clip (`drawLinearGradient(_:start:end:options:)`):
    /// colours run from `start` to `end` (user space) and stay constant across that line; past
    /// the ends nothing is painted unless `options` extend the end colours.
    public func drawLinearGradient(_ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions) {
        guard finite("drawLinearGradient(_:start:end:options:)", points: [start, end]) else { return }
        record(.clipArea, paint: .linearGradient(gradient, start: start, end: end, options: options), transform: state.ctm)
    }

    /// Paints a radial gradient through the clip
    /// (`drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`): the circles
    /// interpolated between the start and end circles, later circles over earlier ones; `options`
    /// extend past either circle.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: GradientDrawingOptions
    ) {
        guard
            finite(
                "drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)",
                startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        else { return }
        record(
            .clipArea,
            paint: .radialGradient(
                gradient, startCenter: startCenter, startRadius: startRadius,
                endCenter: endCenter, endRadius: endRadius, options: options),
            transform: state.ctm)
    }

    /// Draws an image stretched over `rect` as `CGContext.draw(_:in:)` does: in Core Graphics'
    /// y-up image space, so in a UIKit context (y down) the image appears upside down, exactly as
    /// on iOS. ``drawUpright(_:in:)`` (what `UIImage.draw(in:)` does) keeps it upright.
    public func draw(_ image: Image, in rect: CGRect) {
        guard finite("draw(_:in:)", rects: [rect]) else { return }
        record(.fill(CGPath(rect: rect), rule: .winding), paint: .image(image, rect: rect, flipped: true), transform: state.ctm)
    }

    /// Draws an image upright, its top row at the top of `rect` (`UIImage.draw(in:)`).
    public func drawUpright(_ image: Image, in rect: CGRect) {
        guard finite("draw(in:)", rects: [rect]) else { return }
        record(.fill(CGPath(rect: rect), rule: .winding), paint: .image(image, rect: rect, flipped: false), transform: state.ctm)
    }

    /// Fills text laid out by ``TextLayout`` with its top left corner at `origin` (user space):
    /// each glyph's outline in its run's colour (`color` where the run has none); colour bitmap
    /// glyphs (emoji) as their images, as a label draws them.
    public func draw(_ layout: TextLayout, at origin: CGPoint, color: Color) {
        var runs: [(Color, CGMutablePath)] = []
        func flush() {
            for (c, p) in runs where !p.isEmpty { record(.fill(p, rule: .winding), paint: .color(c), transform: state.ctm) }
            runs.removeAll()
        }
        for line in layout.lines {
            let baseline = origin.y + line.origin.y
            for glyph in line.glyphs {
                let gx = origin.x + line.origin.x + glyph.x
                if case .face(let face, let g) = glyph.source, face.hasColorBitmaps {
                    flush()
                    drawColorGlyph(face, g, pointSize: glyph.font.pointSize, at: CGPoint(x: gx, y: baseline))
                    continue
                }
                let c = glyph.color ?? color
                if runs.last?.0 != c { runs.append((c, CGMutablePath())) }
                for outline in glyph.font.outline(of: glyph.source, scale: scale, tolerance: 0.1) where outline.count >= 3 {
                    runs[runs.count - 1].1.addLines(between: outline.map { CGPoint(x: $0.x + gx, y: $0.y + baseline) })
                    runs[runs.count - 1].1.closeSubpath()
                }
            }
        }
        flush()
    }

    /// Records a colour bitmap glyph over the rectangle its strike for this context's scale
    /// covers; a glyph the face has no image for draws nothing.
    private func drawColorGlyph(_ face: FontFace, _ glyph: Int, pointSize: CGFloat, at origin: CGPoint) {
        guard let bitmap = face.colorBitmap(ofGlyph: glyph, pixelsPerEm: Double(pointSize * scale)) else { return }
        let rect = bitmap.rect(pointSize: pointSize).offsetBy(dx: origin.x, dy: origin.y)
        record(
            .fill(CGPath(rect: rect), rule: .winding),
            paint: .colorGlyph(face, glyph: glyph, pointSize: pointSize, origin: origin), transform: state.ctm)
    }
}
