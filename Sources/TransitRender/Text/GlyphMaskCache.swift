import Foundation
import TransitGraphics

/// Glyph coverage masks kept between frames, so a screen of text composites stored coverage
/// instead of filling every glyph's outlines each frame (Core Text and Skia keep glyph caches
/// for the same reason).
///
/// A mask is found by everything that shapes it: the glyph (the face, by identity, and its glyph
/// index, or the built-in font's character), the font's point size and weight, the device scale
/// the outline was flattened for, the pen position in the layer and the layer's transform to the
/// device (a scale and a translation: only transforms that neither rotate, skew, mirror nor
/// project are drawn from masks). Positions are not quantized to a few subpixel steps, as
/// Core Text and Skia quantize them (a quarter pixel across the baseline): a mask holds exactly
/// the coverage the scan converter gives the glyph's outline where the text draws it, so a frame
/// drawn from masks is the frame drawn from outlines, bit for bit, positions keep the scan
/// converter's 1/256 pixel, and recorded frames stay valid. Even the pen's subpixel offset alone
/// is not enough for that: the outline's points are placed and projected in floating point, and
/// a point near a half step of the 1/256 pixel grid snaps one way or the other depending on the
/// whole-pixel part too (a key of the offset alone left 1/255 differences on up to 46 pixels of a
/// 420 × 240 frame of small text). Text that stays put between frames, the common case, finds
/// every mask; text that moves makes new ones, at about the cost of filling its outlines.
///
/// Memory is bounded: when the masks held pass `byteBudget` bytes, the least recently used are
/// dropped; the placed texts kept (`PlacedText`, whose runs hold their coverage ready to blend)
/// take at most as many bytes again. A mask is a pure function of its key, so what the cache
/// holds never changes a pixel. Lookups are thread-safe.
final class GlyphMaskCache: @unchecked Sendable {
    /// What a mask depends on.
    struct Key: Hashable {
        enum Glyph: Hashable {
            case builtIn(Character)
            /// A face by identity (the entry keeps the face alive, so the identity stays its own).
            case face(ObjectIdentifier, glyph: Int)
        }
        var glyph: Glyph
        var pointSize: CGFloat
        var weight: CGFloat
        /// Device pixels per point the outline is flattened for.
        var flattening: CGFloat
        /// The pen position in the layer's coordinates (on the baseline).
        var penX: CGFloat, penY: CGFloat
        /// The transform's horizontal and vertical scale and its translation (layer points to
        /// device pixels).
        var scaleX: Double, scaleY: Double, translationX: Double, translationY: Double
    }

    /// The cache `Renderer` uses unless given another: 16 MiB.
    static let shared = GlyphMaskCache(byteBudget: 16 << 20)

    private struct Slot {
        var key: Key
        var mask: GlyphMask
        /// Keeps a font face alive while its identity is a key.
        var face: FontFace?
        var newer = -1, older = -1
    }

    private let lock = NSLock()
    private var index: [Key: Int] = [:]
    private var slots: [Slot] = []
    private var free: [Int] = []
    private var newest = -1, oldest = -1
    /// The bytes the held masks take.
    private(set) var byteCount = 0
    /// The most bytes held at once; 0 keeps nothing.
    let byteBudget: Int
    /// Lookups answered from the cache and masks made, since creation.
    private(set) var hits = 0, misses = 0
    /// Placed texts kept (see `PlacedText`), at most `placedCapacity` of them holding at most
    /// `byteBudget` bytes of coverage; emptied when full.
    private var placements: [PlacedText.Key: PlacedText] = [:]
    static let placedCapacity = 512
    /// The bytes of coverage the placed texts kept hold.
    private(set) var placedByteCount = 0
    /// Placements text was drawn at once (see `noteDrawn(_:)`), at most `seenCapacity`; emptied
    /// when full. A key whose layout entry is gone may match a new entry by identity: that only
    /// makes the new text's masks a frame early.
    private var seen: Set<PlacedText.Key> = []
    static let seenCapacity = 4096

    init(byteBudget: Int) { self.byteBudget = max(0, byteBudget) }

    /// The number of masks held.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return index.count
    }

    /// Whether a mask for `key` is held (without counting as a use).
    func contains(_ key: Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return index[key] != nil
    }

    /// The mask for `key`, made by `make` when it is not held.
    func mask(_ key: Key, face: FontFace?, make: () -> GlyphMask) -> GlyphMask {
        lock.lock()
        if let found = index[key] {
            hits += 1
            touch(found)
            let mask = slots[found].mask
            lock.unlock()
            return mask
        }
        misses += 1
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        guard index[key] == nil else { return made }
        guard made.byteCount <= byteBudget else { return made }
        insert(Slot(key: key, mask: made, face: face))
        while byteCount > byteBudget, oldest >= 0 { remove(oldest) }
        return made
    }

    /// Drops every mask.
    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        index.removeAll(); slots.removeAll(); free.removeAll(); placements.removeAll(); seen.removeAll()
        newest = -1; oldest = -1; byteCount = 0; placedByteCount = 0
    }

    /// The placed text kept for `key`, when it was made with the same grouping. Its runs hold
    /// their own coverage, so masks dropped since take nothing from it.
    func placedText(_ key: PlacedText.Key, groups: [[Int]]) -> PlacedText? {
        lock.lock(); defer { lock.unlock() }
        guard let found = placements[key], found.groups == groups else { return nil }
        return found
    }

    /// Whether text was drawn at `key` before (since the placement was last forgotten), noting
    /// that it is now. Text is drawn from masks from the second frame it stays at the same place;
    /// the first fills its outlines (the same pixels), so text that moves every frame, as in a
    /// transition, costs what filling it costs rather than making masks it never uses again.
    func noteDrawn(_ key: PlacedText.Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        // A cache that keeps nothing remembers nothing either: masks are made every frame.
        if byteBudget == 0 || seen.contains(key) { return true }
        if seen.count >= GlyphMaskCache.seenCapacity { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        return false
    }

    /// Keeps a placed text, unless the cache keeps nothing or its coverage alone passes the byte
    /// budget; the placed texts kept are all dropped first when one more would pass
    /// `placedCapacity` or the byte budget.
    func keep(_ placed: PlacedText, for key: PlacedText.Key) {
        lock.lock(); defer { lock.unlock() }
        guard byteBudget > 0, placed.byteCount <= byteBudget else { return }
        if let replaced = placements.removeValue(forKey: key) { placedByteCount -= replaced.byteCount }
        if placements.count >= GlyphMaskCache.placedCapacity || placedByteCount + placed.byteCount > byteBudget {
            placements.removeAll(keepingCapacity: true)
            placedByteCount = 0
        }
        placements[key] = placed
        placedByteCount += placed.byteCount
    }

    private func insert(_ slot: Slot) {
        let i: Int
        if let reused = free.popLast() { i = reused; slots[i] = slot } else { i = slots.count; slots.append(slot) }
        index[slot.key] = i
        byteCount += slot.mask.byteCount
        link(i)
    }

    private func remove(_ i: Int) {
        unlink(i)
        index[slots[i].key] = nil
        byteCount -= slots[i].mask.byteCount
        slots[i].mask = .empty
        slots[i].face = nil
        free.append(i)
    }

    /// Makes slot `i` the most recently used.
    private func touch(_ i: Int) {
        guard i != newest else { return }
        unlink(i)
        link(i)
    }

    private func link(_ i: Int) {
        slots[i].older = newest
        slots[i].newer = -1
        if newest >= 0 { slots[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private func unlink(_ i: Int) {
        let (newer, older) = (slots[i].newer, slots[i].older)
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        slots[i].newer = -1; slots[i].older = -1
    }
}
