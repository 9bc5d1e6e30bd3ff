import Foundation

/// A font's Unicode Variation Sequences: the `cmap` format 14 subtable (platform 0, encoding 5;
/// OpenType specification, "cmap — Character to Glyph Index Mapping Table", format 14). For each
/// variation selector (U+FE00…U+FE0F, U+E0100…U+E01EF) it lists the base characters whose
/// sequence draws the base's ordinary glyph (default UVS ranges) and those that draw a glyph of
/// their own (non-default UVS mappings), as Noto Sans CJK does for the Adobe-Japan1 ideographic
/// variants (葛 + U+E0100).
struct VariationSequences: Sendable {
    /// What a base + selector sequence draws.
    enum Mapping: Equatable, Sendable {
        /// The base character's glyph from the ordinary `cmap` subtable (default UVS).
        case defaultGlyph
        /// A glyph of its own (non-default UVS).
        case glyph(Int)
    }

    struct Selector: Sendable {
        var selector: UInt32
        /// Sorted, non-overlapping `start...end` ranges of bases in the default UVS table.
        var defaults: [ClosedRange<UInt32>]
        /// Sorted bases and their glyphs.
        var bases: [UInt32]
        var glyphs: [UInt16]
    }

    /// Sorted by selector.
    let selectors: [Selector]

    static let empty = VariationSequences(selectors: [])

    init(selectors: [Selector]) { self.selectors = selectors }

    /// Reads a format 14 subtable (`t` starts at its format field). Offsets and counts are checked
    /// against the data; records, ranges and mappings must be in increasing order, as the
    /// specification requires (a lookup by binary search depends on it).
    init(_ t: FontData) throws {
        guard try t.u16(0) == 14 else { throw FontError(.malformed, "cmap format 14: wrong format") }
        let count = Int(try t.u32(6))
        try t.check(10, count * 11)
        var selectors: [Selector] = []
        selectors.reserveCapacity(count)
        for i in 0..<count {
            let r = 10 + 11 * i
            let selector = try t.u24(r)
            guard selectors.last.map({ $0.selector < selector }) ?? true else {
                throw FontError(.malformed, "cmap format 14: variation selector record \(i) is out of order")
            }
            let defaultOffset = Int(try t.u32(r + 3)), nonDefaultOffset = Int(try t.u32(r + 7))
            var entry = Selector(selector: selector, defaults: [], bases: [], glyphs: [])
            if defaultOffset != 0 {
                let n = Int(try t.u32(defaultOffset))
                try t.check(defaultOffset + 4, n * 4)
                entry.defaults.reserveCapacity(n)
                for k in 0..<n {
                    let o = defaultOffset + 4 + 4 * k
                    let start = try t.u24(o), end = start + UInt32(try t.u8(o + 3))
                    guard entry.defaults.last.map({ $0.upperBound < start }) ?? true else {
                        throw FontError(
                            .malformed,
                            "cmap format 14: default UVS range \(k) of U+\(VariationSequences.hex(selector)) is out of order")
                    }
                    entry.defaults.append(start...end)
                }
            }
            if nonDefaultOffset != 0 {
                let n = Int(try t.u32(nonDefaultOffset))
                try t.check(nonDefaultOffset + 4, n * 5)
                entry.bases.reserveCapacity(n); entry.glyphs.reserveCapacity(n)
                for k in 0..<n {
                    let o = nonDefaultOffset + 4 + 5 * k
                    let base = try t.u24(o)
                    guard entry.bases.last.map({ $0 < base }) ?? true else {
                        throw FontError(
                            .malformed,
                            "cmap format 14: UVS mapping \(k) of U+\(VariationSequences.hex(selector)) is out of order")
                    }
                    entry.bases.append(base)
                    entry.glyphs.append(try t.u16(o + 3))
                }
            }
            selectors.append(entry)
        }
        self.selectors = selectors
    }

    /// What `base` followed by `selector` draws; nil when the font does not list the sequence
    /// (the base then draws its ordinary glyph, and the selector nothing).
    func mapping(_ base: UInt32, _ selector: UInt32) -> Mapping? {
        guard let s = VariationSequences.search(selectors.count, { selectors[$0].selector }, selector) else { return nil }
        let entry = selectors[s]
        if let k = VariationSequences.search(entry.bases.count, { entry.bases[$0] }, base) {
            return .glyph(Int(entry.glyphs[k]))
        }
        var lo = 0, hi = entry.defaults.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let range = entry.defaults[mid]
            if base < range.lowerBound {
                hi = mid - 1
            } else if base > range.upperBound {
                lo = mid + 1
            } else {
                return .defaultGlyph
            }
        }
        return nil
    }

    /// Whether a scalar is a variation selector (U+FE00…U+FE0F, U+E0100…U+E01EF; also the
    /// Mongolian free variation selectors U+180B…U+180D and U+180F): it never draws a glyph.
    static func isSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: return true
        default: return false
        }
    }

    /// The index of `value` among `count` sorted keys, by binary search.
    private static func search(_ count: Int, _ key: (Int) -> UInt32, _ value: UInt32) -> Int? {
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let k = key(mid)
            if value < k { hi = mid - 1 } else if value > k { lo = mid + 1 } else { return mid }
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}
