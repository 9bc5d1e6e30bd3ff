import Foundation

/// A font's `cmap`: Unicode scalar → glyph index, from a format 4 (BMP) or format 12 (full
/// Unicode) subtable (format 12 is preferred when both are present), and the variation sequences
/// of a format 14 subtable when the font has one.
struct CharacterMap: Sendable {
    /// Sorted, non-overlapping ranges: codes `start...end` map to `glyph + (code − start)` (format
    /// 12 and format 4 segments with a delta), or through `table` (format 4 glyph arrays).
    struct Range: Sendable {
        var start: UInt32
        var end: UInt32
        var delta: Int
        /// Format 4 only: glyph ids for `start...end` read through idRangeOffset (before `delta`).
        var table: [UInt16]?
    }

    let ranges: [Range]
    /// Format 4 deltas wrap modulo 65536.
    let wraps: Bool
    /// The format 14 subtable's sequences (empty when there is none, or when it is damaged: the
    /// bases then draw their ordinary glyphs).
    let variations: VariationSequences

    init(_ cmap: FontData) throws {
        let count = Int(try cmap.u16(2))
        var best: (rank: Int, offset: Int)?
        var variations = VariationSequences.empty
        for i in 0..<count {
            let platform = try cmap.u16(4 + 8 * i), encoding = try cmap.u16(6 + 8 * i)
            let offset = Int(try cmap.u32(8 + 8 * i))
            let format = try cmap.u16(offset)
            if (platform, encoding, format) == (0, 5, 14) {
                if let sub = try? cmap.slice(from: offset, "cmap format 14"), let read = try? VariationSequences(sub) {
                    variations = read
                }
                continue
            }
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 3
            case (0, _, 12): rank = 2
            case (3, 1, 4), (0, _, 4): rank = 1
            default: continue
            }
            if best == nil || rank > best!.rank { best = (rank, offset) }
        }
        guard let best else { throw FontError(.unsupported, "cmap: no Unicode subtable in format 4 or 12") }
        self.variations = variations
        let sub = try cmap.slice(from: best.offset, "cmap subtable")
        wraps = try sub.u16(0) != 12
        ranges = wraps ? try CharacterMap.format4(sub) : try CharacterMap.format12(sub)
    }

    static func format12(_ t: FontData) throws -> [Range] {
        let n = Int(try t.u32(12))
        try t.check(16, n * 12)
        var ranges: [Range] = []
        ranges.reserveCapacity(n)
        for i in 0..<n {
            let o = 16 + 12 * i
            let start = try t.u32(o), end = try t.u32(o + 4), glyph = try t.u32(o + 8)
            guard start <= end, ranges.last.map({ $0.end < start }) ?? true else {
                throw FontError(.malformed, "cmap format 12: group \(i) is out of order")
            }
            ranges.append(Range(start: start, end: end, delta: Int(glyph) - Int(start), table: nil))
        }
        return ranges
    }

    static func format4(_ t: FontData) throws -> [Range] {
        let segments = Int(try t.u16(6)) / 2
        let ends = 14, starts = 16 + 2 * segments, deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        try t.check(ends, 8 * segments + 2)
        var ranges: [Range] = []
        for i in 0..<segments {
            let end = UInt32(try t.u16(ends + 2 * i)), start = UInt32(try t.u16(starts + 2 * i))
            let delta = Int(try t.i16(deltas + 2 * i))
            let rangeOffset = Int(try t.u16(rangeOffsets + 2 * i))
            guard start <= end else { continue }
            if start == 0xFFFF { continue }
            guard ranges.last.map({ $0.end < start }) ?? true else {
                throw FontError(.malformed, "cmap format 4: segment \(i) is out of order")
            }
            var table: [UInt16]?
            if rangeOffset != 0 {
                let at = rangeOffsets + 2 * i + rangeOffset
                var ids: [UInt16] = []
                for k in 0...Int(end - start) { ids.append(try t.u16(at + 2 * k)) }
                table = ids
            }
            ranges.append(Range(start: start, end: end, delta: delta, table: table))
        }
        return ranges
    }

    /// The glyph for a scalar followed by a variation selector: the sequence's own glyph when
    /// format 14 names one, else the scalar's ordinary glyph (also when the font lists no such
    /// sequence, as HarfBuzz and Core Text fall back).
    func glyph(for scalar: UInt32, selector: UInt32) -> Int {
        if case .glyph(let g)? = variations.mapping(scalar, selector) { return g }
        return glyph(for: scalar)
    }

    /// The glyph for a scalar, 0 (`.notdef`) when unmapped.
    func glyph(for scalar: UInt32) -> Int {
        var lo = 0, hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = ranges[mid]
            if scalar < r.start {
                hi = mid - 1
            } else if scalar > r.end {
                lo = mid + 1
            } else {
                if let table = r.table {
                    let id = Int(table[Int(scalar - r.start)])
                    return id == 0 ? 0 : (id + r.delta) & 0xFFFF
                }
                let id = Int(scalar) + r.delta
                return wraps ? id & 0xFFFF : max(0, id)
            }
        }
        return 0
    }
}
