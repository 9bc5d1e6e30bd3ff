import Foundation

extension RenderContext {
    /// Draws a layer's image, text, shape or gradient content.
    func drawContent(
        _ content: RenderNode.Content, of node: RenderNode, toDevice m: Transform3D,
        into target: Surface, clip: ClipState, alpha: Double
    ) {
        switch content {
        case .image(let image, let gravity):
            drawImage(
                image, in: RenderContext.imageRect(image, gravity: gravity, in: node.bounds),
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
            drawImage(
                image, in: RenderContext.placed(image.size, gravity: gravity, in: node.bounds),
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
    static func contentsRect(
        _ image: Image, gravity: RenderNode.ContentGravity, scale: CGFloat, rect: CGRect,
        in b: CGRect
    ) -> CGRect {
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
    func drawImage(
        _ image: Image, in rect: CGRect, source: CGRect? = nil, toDevice m: Transform3D, into target: Surface,
        clip: ClipState, alpha: Double
    ) {
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
        let h = (
            Double(m.m11), Double(m.m12), Double(m.m14), Double(m.m21), Double(m.m22), Double(m.m24),
            Double(m.m41), Double(m.m42), Double(m.m44)
        )
        let f = Matrix3(
            sx * h.0, sx * h.1, sx * h.2,
            sy * h.3, sy * h.4, sy * h.5,
            x0 * h.0 + y0 * h.3 + h.6, x0 * h.1 + y0 * h.4 + h.7, x0 * h.2 + y0 * h.5 + h.8)
        guard let inverse = f.inverted() else { return }
        let isAffine = h.2 == 0 && h.5 == 0
        let sampler = ImageSampler(image: image, map: inverse.entries, isAffine: isAffine, factor: Pixel.factor(alpha))
        fill([shape], paint: .image(sampler), into: target, clip: clip)
    }
}
