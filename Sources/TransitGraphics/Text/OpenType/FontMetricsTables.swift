import Foundation

/// The metrics a font's `head`, `hhea`, `maxp`, `OS/2` and `hmtx` tables give, in font units.
struct FontMetricsTables: Sendable {
    var unitsPerEm: Int
    /// `head.indexToLocFormat`: 0 for short `loca` offsets, 1 for long.
    var indexToLocFormat: Int
    var numGlyphs: Int
    /// Line metrics: OS/2 typographic values when the font asks for them (USE_TYPO_METRICS),
    /// otherwise `hhea`'s.
    var ascender: Int
    var descender: Int
    var lineGap: Int
    /// OS/2 `sCapHeight`/`sxHeight` (version 2+), 0 when absent.
    var capHeight: Int
    var xHeight: Int
    /// OS/2 `usWeightClass` (400 regular, 700 bold), 400 when absent.
    var weightClass: Int
    /// Advance widths by glyph index.
    var advances: [UInt16]

    init(_ directory: SFNTDirectory) throws {
        let head = try directory.required("head")
        guard try head.u32(12) == 0x5F0F_3CF5 else { throw FontError(.malformed, "head: bad magic number") }
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontError(.malformed, "head: unitsPerEm \(unitsPerEm) is outside 16…16384")
        }
        indexToLocFormat = Int(try head.i16(50))
        let maxp = try directory.required("maxp")
        numGlyphs = Int(try maxp.u16(4))
        let hhea = try directory.required("hhea")
        ascender = Int(try hhea.i16(4)); descender = Int(try hhea.i16(6)); lineGap = Int(try hhea.i16(8))
        let hMetrics = Int(try hhea.u16(34))
        capHeight = 0; xHeight = 0; weightClass = 400
        if let os2 = directory.tables["OS/2"] {
            let version = try os2.u16(0)
            weightClass = Int(try os2.u16(4))
            if try os2.u16(62) & 0x80 != 0 {
                ascender = Int(try os2.i16(68)); descender = Int(try os2.i16(70)); lineGap = Int(try os2.i16(72))
            }
            if version >= 2 { xHeight = Int(try os2.i16(86)); capHeight = Int(try os2.i16(88)) }
        }
        guard hMetrics >= 1, hMetrics <= numGlyphs else {
            throw FontError(.malformed, "hhea: \(hMetrics) horizontal metrics for \(numGlyphs) glyphs")
        }
        let hmtx = try directory.required("hmtx")
        try hmtx.check(0, 4 * hMetrics)
        var advances: [UInt16] = []
        advances.reserveCapacity(numGlyphs)
        for i in 0..<hMetrics { advances.append(try hmtx.u16(4 * i)) }
        let last = advances[hMetrics - 1]
        while advances.count < numGlyphs { advances.append(last) }
        self.advances = advances
    }
}
