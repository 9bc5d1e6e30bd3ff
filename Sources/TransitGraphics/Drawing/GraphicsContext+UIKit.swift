import Foundation

// UIKit's drawing conveniences, which paint into the current context (`UIGraphicsGetCurrentContext()`).

extension Color {
    /// Makes this the current context's fill colour (`UIColor.setFill()`).
    @MainActor public func setFill() { GraphicsGetCurrentContext()?.setFillColor(self) }
    /// Makes this the current context's stroke colour (`UIColor.setStroke()`).
    @MainActor public func setStroke() { GraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// Makes this the current context's fill and stroke colour (`UIColor.set()`).
    @MainActor public func set() { setFill(); setStroke() }
}

extension BezierPath {
    /// Adds the path to `context`'s current path and applies the path's line attributes.
    @MainActor private func apply(to context: GraphicsContext) {
        context.beginPath()
        context.addPath(cgPath)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// Fills the path with the current fill colour, under its fill rule (`UIBezierPath.fill()`).
    @MainActor public func fill() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        apply(to: context)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with a blend mode and alpha (`UIBezierPath.fill(with:alpha:)`).
    @MainActor public func fill(with blendMode: BlendMode, alpha: CGFloat) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and its line attributes (`UIBezierPath.stroke()`).
    @MainActor public func stroke() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        apply(to: context)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with a blend mode and alpha (`UIBezierPath.stroke(with:alpha:)`).
    @MainActor public func stroke(with blendMode: BlendMode, alpha: CGFloat) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's fill (`UIBezierPath.addClip()`).
    @MainActor public func addClip() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension Image {
    /// Draws the image upright, stretched over `rect`, in the current context (`UIImage.draw(in:)`).
    @MainActor public func draw(in rect: CGRect) { GraphicsGetCurrentContext()?.drawUpright(self, in: rect) }

    /// Draws the image at its size with its top left corner at `point` (`UIImage.draw(at:)`).
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image over `rect` with a blend mode and alpha (`UIImage.draw(in:blendMode:alpha:)`).
    @MainActor public func draw(in rect: CGRect, blendMode: BlendMode, alpha: CGFloat) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode); context.setAlpha(alpha)
        context.drawUpright(self, in: rect)
        context.restoreGState()
    }
}
