import Foundation

/// Draws a frame's render tree into pixels: the software counterpart of Core Animation's render
/// server.
///
/// Geometry is Core Animation's (see `RenderNode`): bounds, position, anchor point, `transform`
/// about the anchor, `sublayerTransform` about the parent's anchor, each layer flattening its
/// sublayers into its own plane, siblings ordered by `zPosition`. Per layer, in order: the drop
/// shadow, the background (rounded by `cornerRadius`), the content (image or text), the sublayers,
/// then the border (inside the bounds, above content and sublayers, as `CALayer` draws it);
/// `masksToBounds` clips content and sublayers to the rounded bounds; `mask` multiplies by the
/// mask layer's alpha; `opacity` below 1 composites the layer and its sublayers as one group
/// (a single drawn part needs no group: its colour is simply scaled). Perspective (`m34`) maps
/// images perspective-correctly; geometry behind the eye is cut away, and a layer whose
/// `isDoubleSided` is false is not drawn when its projected bounds face away.
///
/// Edges are anti-aliased by exact area coverage. All pixel arithmetic is integer (geometry is
/// snapped to 1/256 pixel once per shape), so a frame's pixels are identical on every platform.
public struct Renderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders a frame into a `Bitmap` of `size × scale` pixels (each dimension rounded to the
    /// nearest integer), cleared to the tree's background colour first. A non-finite or negative
    /// size or scale gives an empty bitmap; sizes beyond 16384 pixels a side are clamped there.
    public func render(_ tree: RenderTree) -> Bitmap {
        let scale = Double(tree.scale)
        let w = Double(tree.size.width) * scale, h = Double(tree.size.height) * scale
        guard scale > 0, w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return Bitmap(width: 0, height: 0) }
        let width = Int(min(w, 16384).rounded()), height = Int(min(h, 16384).rounded())
        let background = Pixel.premultiplied(tree.backgroundColor)
        let count = width * height
        // The bytes are written once: cleared to the background, then drawn over in place.
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
            words.initialize(repeating: background, count: count)
            let surface = Surface(bounds: IntRect(minX: 0, minY: 0, maxX: width, maxY: height), borrowing: words)
            let toDevice = tree.root.localToParent.flattened
                .concatenating(Transform3D(scaleX: tree.scale, y: tree.scale))
            RenderContext().draw(tree.root, toDevice: toDevice, into: surface,
                                 clip: ClipState(rect: surface.bounds, mask: nil), alpha: 1)
            surface.flush()
            initialized = count * 4
        }
        let bitmap = Bitmap(width: width, height: height, pixels: bytes) ?? Bitmap(width: 0, height: 0)
        return bitmap
    }
}
