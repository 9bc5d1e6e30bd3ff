import Foundation

extension RenderContext {
    /// Whether a node is drawn from a bitmap of its subtree (`RenderNode.shouldRasterize`): it
    /// sets the flag at a finite, positive `rasterizationScale`, is not a transform layer, and
    /// nothing in its subtree shows what lies behind it (a backdrop material or vibrancy, which
    /// a bitmap of the layer's own pixels cannot hold). Otherwise it is drawn directly.
    static func isRasterized(_ node: RenderNode) -> Bool {
        guard node.shouldRasterize, !node.preserves3D, node.rasterizationScale.isFinite, node.rasterizationScale > 0
        else { return false }
        return !readsBackground(node)
    }

    /// Whether a backdrop material or vibrancy lies in the node's subtree (its mask included).
    private static func readsBackground(_ node: RenderNode) -> Bool {
        if node.backdrop != nil || node.vibrancy != nil { return true }
        if let mask = node.mask, readsBackground(mask) { return true }
        return node.children.contains(where: readsBackground)
    }

    /// The mapping from a rasterized node's local space to its bitmap's pixels.
    static func bitmapMapping(_ node: RenderNode) -> Transform3D {
        Transform3D(scaleX: node.rasterizationScale, y: node.rasterizationScale)
    }

    /// The rectangle, in the node's local space, that a rasterized node's bitmap covers (`box` in
    /// bitmap pixels divided by the scale).
    static func bitmapRect(_ box: IntRect, scale: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(box.minX) / scale, y: CGFloat(box.minY) / scale,
            width: CGFloat(box.width) / scale, height: CGFloat(box.height) / scale)
    }

    /// The bitmap pixels a rasterized node's bitmap spans: its whole subtree, shadows included,
    /// drawn at `rasterizationScale` in its own space (`subtreeBounds` of its key).
    func bitmapBox(of key: RenderNode) -> IntRect {
        subtreeBounds(key, RenderContext.bitmapMapping(key))
    }

    /// The device pixels a rasterized node can touch through `m`: its bitmap's rectangle
    /// projected, padded by one.
    func rasterizedBounds(_ node: RenderNode, _ m: Transform3D) -> IntRect {
        let key = RasterizationCache.key(of: node)
        let box = bitmapBox(of: key)
        guard !box.isEmpty else { return box }
        let rect = RenderContext.bitmapRect(box, scale: node.rasterizationScale)
        return IntRect.bounding(Polygon.project(RenderContext.corners(rect), m)).insetBy(-1)
    }

    /// Draws a rasterized node (`isRasterized`) from its bitmap: the kept one when its subtree is
    /// unchanged, else one drawn now; composited through `m` with the node's opacity times
    /// `alpha`, sampled bilinearly (`drawImage`). Returns false, drawing nothing, when the bitmap
    /// would pass the cache's byte budget: the caller then draws the node directly.
    func drawRasterized(
        _ node: RenderNode, toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double
    ) -> Bool {
        let key = RasterizationCache.key(of: node)
        let serial = node.source.layerSerial
        var kept = rasterCache?.entry(serial: serial, key: key)
        let box = kept?.box ?? bitmapBox(of: key)
        if box.isEmpty { return true }
        let scale = node.rasterizationScale
        let rect = RenderContext.bitmapRect(box, scale: scale)
        if lies(IntRect.bounding(Polygon.project(RenderContext.corners(rect), m)).insetBy(-1), outside: clip.rect, of: target) {
            return true
        }
        if kept == nil {
            guard Int64(box.width) * Int64(box.height) * 4 <= Int64(rasterCache?.budget ?? RasterizationCache.defaultBudget)
            else { return false }
            let image = rasterize(key, box: box)
            rasterCache?.store(serial: serial, key: key, image: image, box: box)
            kept = RasterizationCache.Entry(key: key, image: image, box: box, lastUse: 0, bytes: 0)
        }
        guard let image = kept?.image else { return true }
        drawImage(image, in: rect, toDevice: m, into: target, clip: clip, alpha: alpha * min(1, Double(node.opacity)))
        return true
    }

    /// Draws `key`'s subtree into a bitmap covering `box` (bitmap pixels of its local space at its
    /// `rasterizationScale`), cleared first; nil when nothing in it is drawn.
    private func rasterize(_ key: RenderNode, box: IntRect) -> Image? {
        let surface = Surface(bounds: box)
        draw(
            key, toDevice: RenderContext.bitmapMapping(key), into: surface, clip: ClipState(rect: box, mask: nil),
            alpha: 1)
        surface.flush(on: workers)
        let width = box.width, height = box.height
        var touched = false
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: width * height)
            for y in 0..<height {
                let row = surface.row(box.minY + y) + box.minX
                (words + y * width).update(from: row, count: width)
                if !touched { touched = (0..<width).contains { row[$0] != 0 } }
            }
            initialized = width * height * 4
        }
        guard touched else { return nil }
        return Image(pixelWidth: width, pixelHeight: height, scale: key.rasterizationScale, pixels: bytes)
    }
}
