import Foundation

/// Renders a sequence of frames, redrawing only the pixels that changed since the previous one:
/// the damage tracking of Core Animation's render server, which composites only the regions of
/// the screen whose layers moved, faded or were redrawn since the last frame.
///
/// The compositor keeps the previous frame's render tree and pixels. For the next tree it
/// compares the two node by node (sublayers paired by the layer that drew them), collects the
/// device rectangles where they can differ — for a node whose own values changed, where its
/// subtree was and where it is, shadows included; for a moved, scaled or faded node, its whole
/// subtree — and redraws only the rows those rectangles span (cleared to the background, then
/// the tree composited into them) over the previous pixels. Whole rows, because a row is exactly
/// the full render's only when drawn whole: image and gradient samples step along each span from
/// its start. A backdrop material whose blurred surroundings changed is redrawn with everything
/// its blur reads. The result is byte for byte the frame `Renderer.render(_:)` draws from
/// scratch; an unchanged tree costs one comparison.
///
/// A frame's `bitmap` shares storage with the compositor's copy: keeping it past the next
/// `render(_:)` makes that call copy the pixels once before drawing.
public final class FrameCompositor {
    /// The renderer that draws the frames (its pixel budget and caches).
    public let renderer: Renderer
    private var previous: RenderTree?
    private var pixels = Bitmap(width: 0, height: 0)

    /// A compositor with no previous frame: the first `render(_:)` draws everything.
    public init(renderer: Renderer = Renderer()) {
        self.renderer = renderer
    }

    /// Forgets the previous frame, so the next `render(_:)` draws every pixel.
    public func reset() {
        previous = nil
        pixels = Bitmap(width: 0, height: 0)
    }

    /// Renders `tree` and reports where its pixels may differ from the previous frame's: no
    /// rectangle when the tree is unchanged, the whole frame after a change of size, scale or
    /// background colour (or for the first frame). The bitmap equals `Renderer.render(tree)`.
    ///
    /// With a `mirror` of the frame's size, every damaged row is also copied into the mirror as
    /// soon as it is drawn, while it is still in cache (the frame's `isMirrored`); a mirror of
    /// another size is left as it is.
    public func render(_ tree: RenderTree, mirroringInto mirror: FrameMirror? = nil) -> CompositedFrame {
        guard let (scale, width, height) = renderer.pixelGeometry(for: tree) else {
            reset()
            return CompositedFrame(bitmap: pixels, damage: [])
        }
        let frame = IntRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var damage = [frame]
        if let old = previous, old.size == tree.size, old.scale == tree.scale,
            old.backgroundColor == tree.backgroundColor, pixels.width == width, pixels.height == height
        {
            if old.root == tree.root {
                previous = tree
                return CompositedFrame(bitmap: pixels, damage: [], isMirrored: mirror != nil)
            }
            damage = damagedRects(from: old, to: tree, scale: scale, frame: frame)
        }
        let mirror = mirror.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        if pixels.width != width || pixels.height != height {
            pixels = renderer.render(tree)
            mirror?.copy(bitmap: pixels)
        } else {
            // Over the previous pixels, a whole frame too: its memory is reused, not allocated
            // (and faulted in) afresh. Only a frame still held by a caller is copied first.
            pixels.pixels.withUnsafeMutableBytes { raw in
                let words = raw.bindMemory(to: UInt32.self).baseAddress!
                for rect in damage {
                    renderer.draw(tree, scale: scale, into: words, width: width, height: height, region: rect, mirror: mirror)
                }
            }
        }
        previous = tree
        return CompositedFrame(bitmap: pixels, damage: damage.map(PixelRect.init), isMirrored: mirror != nil)
    }

    /// The disjoint rectangles inside `frame` to redraw for `tree` after `old`.
    private func damagedRects(from old: RenderTree, to tree: RenderTree, scale: CGFloat, frame: IntRect) -> [IntRect] {
        let context = RenderContext(textCache: renderer.textCache, glyphMasks: renderer.glyphMasks)
        let nm = Renderer.rootToDevice(tree, scale: scale)
        var rects: [IntRect] = []
        context.collectDamage(from: old.root, Renderer.rootToDevice(old, scale: scale), to: tree.root, nm, into: &rects)
        // Whole rows: only they are redrawn exactly (`Renderer.draw(_:scale:into:width:height:region:)`).
        func band(_ r: IntRect) -> IntRect {
            r.isEmpty ? .empty : IntRect(minX: frame.minX, minY: r.minY, maxX: frame.maxX, maxY: r.maxY).intersection(frame)
        }
        var rest = DamageRegion(rects.map(band))
        guard !rest.rects.isEmpty else { return [] }
        var reaches: [RenderContext.BackdropReach] = []
        context.backdropReaches(tree.root, nm, into: &reaches)
        var pending = reaches.map { (read: band($0.read), whole: band($0.whole)) }
        // A material whose read pixels are damaged is redrawn whole, which may touch another.
        func isDamaged(_ reach: (read: IntRect, whole: IntRect)) -> Bool {
            rest.rects.contains { !$0.intersection(reach.read).isEmpty }
        }
        while let k = pending.firstIndex(where: isDamaged) {
            rest.add(pending[k].whole)
            pending.remove(at: k)
        }
        return rest.rects
    }
}

/// A frame drawn by `FrameCompositor`: its pixels and where they may differ from the previous
/// frame's. No UIKit counterpart (Core Animation keeps its damage internal).
public struct CompositedFrame: Equatable, Sendable {
    /// The frame, equal to what `Renderer.render(_:)` draws for the same tree.
    public let bitmap: Bitmap
    /// Disjoint rectangles outside which every pixel equals the previous frame's (bands of whole
    /// rows, top to bottom in no set order); empty when the frame is unchanged.
    public let damage: [PixelRect]
    /// Whether the pixels of `damage` were copied into the mirror the render was given
    /// (`FrameCompositor.render(_:mirroringInto:)`): false without one, or with one of another
    /// size.
    public var isMirrored = false

    /// A frame and its damage, not mirrored unless told otherwise.
    public init(bitmap: Bitmap, damage: [PixelRect], isMirrored: Bool = false) {
        self.bitmap = bitmap
        self.damage = damage
        self.isMirrored = isMirrored
    }
}

extension CompositedFrame {
    /// The invariant check of the damage: how many pixels outside `damage` differ from
    /// `previous` (0 when the damage is truthful; -1 when the sizes differ). Tests call it.
    func pixelsChangedOutsideDamage(since previous: Bitmap) -> Int {
        let w = bitmap.width, h = bitmap.height
        guard previous.width == w, previous.height == h else { return -1 }
        var damaged = [Bool](repeating: false, count: w * h)
        for r in damage {
            for y in max(0, r.y)..<max(max(0, r.y), min(h, r.y + r.height)) {
                for x in max(0, r.x)..<max(max(0, r.x), min(w, r.x + r.width)) { damaged[y * w + x] = true }
            }
        }
        var count = 0
        for k in 0..<(w * h) where !damaged[k] && bitmap.pixels[(4 * k)..<(4 * k + 4)] != previous.pixels[(4 * k)..<(4 * k + 4)] {
            count += 1
        }
        return count
    }
}
