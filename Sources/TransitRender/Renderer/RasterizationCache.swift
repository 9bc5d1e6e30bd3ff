import Foundation
import TransitGraphics

/// The bitmaps of rasterized layers (`RenderNode.shouldRasterize`), kept between frames by the
/// layer that drew them, as Core Animation keeps a rasterized layer's bitmap while the layer's
/// subtree is unchanged.
///
/// An entry is found by the layer's serial number (`RenderNode.source`) and used only while its
/// key, the subtree as it was drawn with its placement in the parent cleared
/// (`RasterizationCache.key(of:)`), equals the node's: one comparison of the subtree's values,
/// which stops at the first difference and skips sublayer arrays that are shared. A node without
/// a layer (serial 0) is rasterized afresh each time. A stale bitmap can therefore never be
/// drawn; a serial that names another subtree only misses.
///
/// Memory is bounded and eviction deterministic: when a whole frame has been drawn, every entry
/// that frame did not use is dropped (its layer left the tree, was hidden, stopped rasterizing
/// or lay outside the frame); after every pass the least recently used entries (the lower serial
/// first among equals) are dropped while the bitmaps hold more than `budget` bytes. A single
/// bitmap larger than the budget is never made: such a layer is drawn directly.
package final class RasterizationCache: @unchecked Sendable {
    /// One kept bitmap.
    struct Entry {
        /// The subtree the bitmap was drawn from (see `key(of:)`).
        var key: RenderNode
        /// The pixels, premultiplied RGBA at the node's `rasterizationScale`; nil when the
        /// subtree draws nothing.
        var image: Image?
        /// The bitmap's rectangle in bitmap pixels of the node's local space (points times the
        /// scale), which its pixels cover one for one.
        var box: IntRect
        /// The pass that last used the entry.
        var lastUse: UInt64
        /// The bytes the pixels take.
        var bytes: Int
    }

    /// The default byte budget: 2²⁶ bytes (64 MiB), five full iPhone screens at 3×. Apple
    /// documents no figure; this one is Transit's choice.
    package static let defaultBudget = 1 << 26

    /// The most bytes the kept bitmaps may hold after a pass.
    package let budget: Int
    private var entries: [UInt64: Entry] = [:]
    private var bytes = 0
    private var pass: UInt64 = 0
    private let lock = NSLock()
    private var counts = (drawn: 0, reused: 0)

    /// An empty cache holding at most `budget` bytes of bitmaps.
    package init(budget: Int = RasterizationCache.defaultBudget) {
        self.budget = max(0, budget)
    }

    /// How many rasterized bitmaps were drawn (each a whole subtree drawn offscreen) and how many
    /// times a kept one was composited instead, since the cache was made.
    package var statistics: (drawn: Int, reused: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// How many bitmaps are kept, and their bytes.
    package var footprint: (count: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (entries.count, bytes)
    }

    /// `node` as its bitmap is drawn and compared: the node with what places it in its parent
    /// cleared (position, transform, `zPosition`), its opacity 1 (applied when the bitmap is
    /// composited), and no longer rasterized. Everything else, its sublayers whole, stays.
    static func key(of node: RenderNode) -> RenderNode {
        var key = node
        key.position = .zero
        key.transform = .identity
        key.zPosition = 0
        key.opacity = 1
        key.isDoubleSided = true
        key.shouldRasterize = false
        return key
    }

    /// Starts a pass of drawing (one `Renderer.draw` call).
    func beginPass() {
        lock.lock()
        pass &+= 1
        lock.unlock()
    }

    /// The kept entry for `key` drawn by layer `serial`, marked used by this pass; nil when
    /// there is none or its subtree differs.
    func entry(serial: UInt64, key: RenderNode) -> Entry? {
        guard serial != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard var entry = entries[serial], entry.key == key else { return nil }
        entry.lastUse = pass
        entries[serial] = entry
        counts.reused += 1
        return entry
    }

    /// Records a bitmap just drawn for layer `serial` (kept unless the node has no layer).
    func store(serial: UInt64, key: RenderNode, image: Image?, box: IntRect) {
        lock.lock()
        defer { lock.unlock() }
        counts.drawn += 1
        guard serial != 0 else { return }
        let size = image.map { $0.pixelWidth * $0.pixelHeight * 4 } ?? 0
        if let old = entries[serial] { bytes -= old.bytes }
        entries[serial] = Entry(key: key, image: image, box: box, lastUse: pass, bytes: size)
        bytes += size
    }

    /// Ends a pass: after a whole frame, drops the entries it did not use; then drops the least
    /// recently used entries while the bitmaps pass the budget.
    func endPass(wholeFrame: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if wholeFrame {
            for (serial, entry) in entries where entry.lastUse != pass {
                bytes -= entry.bytes
                entries[serial] = nil
            }
        }
        guard bytes > budget else { return }
        let oldest = entries.sorted { a, b in
            a.value.lastUse != b.value.lastUse ? a.value.lastUse < b.value.lastUse : a.key < b.key
        }
        for (serial, entry) in oldest where bytes > budget {
            bytes -= entry.bytes
            entries[serial] = nil
        }
    }
}
