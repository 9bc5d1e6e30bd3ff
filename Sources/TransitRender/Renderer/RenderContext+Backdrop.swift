import Foundation

extension RenderContext {
    /// Draws a node's backdrop material: what is already drawn under the node's (rounded) bounds,
    /// blurred and saturated (`BackdropBlur`), then the material's tint over it, both inside the
    /// node's shape and clip. The target's recorded shapes are composited first, so the blur sees
    /// everything drawn before the node; inside an offscreen group (a mask, a shadow, an opacity
    /// group) the backdrop is the group's own content, as a backdrop layer inside a group sees it.
    func drawBackdrop(
        _ backdrop: RenderNode.Backdrop, of node: RenderNode, toDevice m: Transform3D,
        into target: Surface, clip: ClipState, alpha: Double, segments: Int
    ) {
        let shape = Polygon.project(
            Shapes.roundedRect(
                node.bounds, radius: node.cornerRadius, segments: segments,
                corners: node.maskedCorners), m)
        let region = IntRect.bounding(shape).intersection(clip.rect).intersection(target.bounds)
        guard !region.isEmpty else { return }
        target.flush(on: workers)
        let sigma = max(0, Double(backdrop.blurRadius)) * deviceScale(node, m)
        // Only the rows the target composites are read back from the blur (`Surface.rowLimit`).
        let blurred = BackdropBlur.blurred(
            target, region: region, sigma: sigma, saturation: Double(backdrop.saturation),
            rows: target.rowLimit, workers: workers)
        let factor = UInt32((min(1, max(0, alpha)) * 255).rounded())
        fill([shape], paint: .surface(blurred, factor: factor), into: target, clip: clip)
        if let tint = backdrop.tintColor, tint.alpha > 0 {
            fill([shape], paint: .solid(Pixel.premultiplied(tint, opacity: alpha)), into: target, clip: clip)
        }
    }
}
