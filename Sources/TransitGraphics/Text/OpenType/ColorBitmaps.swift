import Foundation

/// Colour bitmap glyphs from the `CBLC` (location) and `CBDT` (data) tables, as Noto Color Emoji
/// stores its emoji: one or more strikes (bitmap sets at a size in pixels per em), each glyph an
/// embedded PNG with its metrics.
///
/// Read as the OpenType specification's CBLC and CBDT chapters (version 3.0) and the EBLC chapter
/// they share the index structures with describe them
/// (https://learn.microsoft.com/typography/opentype/spec/cblc,
/// https://learn.microsoft.com/typography/opentype/spec/cbdt): index subtable formats 1 (32-bit
/// offsets), 2 (constant size and metrics), 3 (16-bit offsets), 4 (sparse glyph and offset pairs)
/// and 5 (sparse glyphs with constant size and metrics); glyph image formats 17 (small metrics and
/// PNG), 18 (big metrics and PNG) and 19 (metrics in the index, PNG). Other image formats (the
/// uncompressed bitmaps EBDT shares) are not read: those glyphs have no colour bitmap.
struct ColorBitmaps: Sendable {
    /// One strike: its size and where its glyphs' index subtables are.
    struct Strike: Sendable {
        /// Pixels per em, horizontally and vertically.
        var ppemX: Int, ppemY: Int
        /// The glyph range the strike covers.
        var startGlyph: Int, endGlyph: Int
        /// The strike's index subtables.
        var subtables: [IndexSubtable]
    }

    /// One index subtable: a glyph range, its index format, image format and data offset.
    struct IndexSubtable: Sendable {
        var firstGlyph: Int, lastGlyph: Int
        var indexFormat: Int, imageFormat: Int
        /// Where the subtable (its header) starts in CBLC.
        var offset: Int
        /// Offset of the range's image data in CBDT.
        var imageDataOffset: Int
    }

    /// A glyph's bitmap metrics, in pixels of its strike (y up: `bearingY` is the distance from the
    /// baseline up to the bitmap's top row).
    struct Metrics: Equatable, Sendable {
        var width: Int, height: Int
        var bearingX: Int, bearingY: Int
        var advance: Int
    }

    let cblc: FontData
    let cbdt: FontData
    let strikes: [Strike]

    init(cblc: FontData, cbdt: FontData) throws {
        self.cblc = cblc
        self.cbdt = cbdt
        let major = try cblc.u16(0)
        guard major == 3 else { throw FontError(.unsupported, "CBLC: version \(major) is not 3") }
        let cbdtMajor = try cbdt.u16(0)
        guard cbdtMajor == 3 else { throw FontError(.unsupported, "CBDT: version \(cbdtMajor) is not 3") }
        let count = Int(try cblc.u32(4))
        try cblc.check(8, 48 * count)
        var strikes: [Strike] = []
        for i in 0..<count {
            let r = 8 + 48 * i
            let arrayOffset = Int(try cblc.u32(r)), subtableCount = Int(try cblc.u32(r + 8))
            let array = try cblc.slice(from: arrayOffset, "CBLC index subtable array")
            try array.check(0, 8 * subtableCount)
            var subtables: [IndexSubtable] = []
            for k in 0..<subtableCount {
                let first = Int(try array.u16(8 * k)), last = Int(try array.u16(8 * k + 2))
                let offset = arrayOffset + Int(try array.u32(8 * k + 4))
                guard first <= last else {
                    throw FontError(.malformed, "CBLC: index subtable \(k) runs from glyph \(first) back to \(last)")
                }
                subtables.append(
                    IndexSubtable(
                        firstGlyph: first, lastGlyph: last,
                        indexFormat: Int(try cblc.u16(offset)), imageFormat: Int(try cblc.u16(offset + 2)),
                        offset: offset, imageDataOffset: Int(try cblc.u32(offset + 4))))
            }
            strikes.append(
                Strike(
                    ppemX: Int(try cblc.u8(r + 44)), ppemY: Int(try cblc.u8(r + 45)),
                    startGlyph: Int(try cblc.u16(r + 40)), endGlyph: Int(try cblc.u16(r + 42)),
                    subtables: subtables))
        }
        self.strikes = strikes
    }

    /// The strike to draw at `pixelsPerEm`: the smallest at least that large (downscaling keeps
    /// detail), else the largest.
    func strike(for pixelsPerEm: Double, covering glyph: Int) -> Strike? {
        let covering = strikes.filter { s in s.subtables.contains { glyph >= $0.firstGlyph && glyph <= $0.lastGlyph } }
        let larger = covering.filter { Double($0.ppemY) >= pixelsPerEm }
        return larger.min { $0.ppemY < $1.ppemY } ?? covering.max { $0.ppemY < $1.ppemY }
    }

    /// Where a glyph's image record is in CBDT (offset and length) and the metrics its index
    /// subtable holds (formats 2 and 5), or nil when the strike has no image for it.
    func location(of glyph: Int, in strike: Strike) throws -> (
        subtable: IndexSubtable, offset: Int, length: Int, metrics: Metrics?
    )? {
        guard let sub = strike.subtables.first(where: { glyph >= $0.firstGlyph && glyph <= $0.lastGlyph }) else { return nil }
        let t = try cblc.slice(from: sub.offset, "CBLC index subtable")
        let i = glyph - sub.firstGlyph
        switch sub.indexFormat {
        case 1, 3:
            let size = sub.indexFormat == 1 ? 4 : 2
            let a = try t.offset(8 + size * i, size: size), b = try t.offset(8 + size * (i + 1), size: size)
            guard b > a else { return nil }
            return (sub, sub.imageDataOffset + a, b - a, nil)
        case 2:
            let imageSize = Int(try t.u32(8))
            return (sub, sub.imageDataOffset + imageSize * i, imageSize, try ColorBitmaps.bigMetrics(t, 12))
        case 4:
            let n = Int(try t.u32(8))
            try t.check(12, 4 * (n + 1))
            for k in 0..<n where Int(try t.u16(12 + 4 * k)) == glyph {
                let a = Int(try t.u16(14 + 4 * k)), b = Int(try t.u16(18 + 4 * k))
                guard b > a else { return nil }
                return (sub, sub.imageDataOffset + a, b - a, nil)
            }
            return nil
        case 5:
            let imageSize = Int(try t.u32(8))
            let n = Int(try t.u32(20))
            try t.check(24, 2 * n)
            for k in 0..<n where Int(try t.u16(24 + 2 * k)) == glyph {
                return (sub, sub.imageDataOffset + imageSize * k, imageSize, try ColorBitmaps.bigMetrics(t, 12))
            }
            return nil
        default:
            throw FontError(.unsupported, "CBLC: index subtable format \(sub.indexFormat)")
        }
    }

    /// A glyph's PNG and metrics at the strike, nil when the strike has none for it.
    func bitmap(of glyph: Int, in strike: Strike) throws -> (metrics: Metrics, png: ArraySlice<UInt8>)? {
        guard let (sub, offset, length, indexMetrics) = try location(of: glyph, in: strike) else { return nil }
        let record = try cbdt.slice(offset, length, "CBDT glyph \(glyph)")
        let metrics: Metrics, dataStart: Int
        switch sub.imageFormat {
        case 17:
            metrics = Metrics(
                width: Int(try record.u8(1)), height: Int(try record.u8(0)),
                bearingX: Int(Int8(bitPattern: try record.u8(2))), bearingY: Int(Int8(bitPattern: try record.u8(3))),
                advance: Int(try record.u8(4)))
            dataStart = 5
        case 18:
            metrics = try ColorBitmaps.bigMetrics(record, 0)
            dataStart = 8
        case 19:
            guard let indexMetrics else {
                throw FontError(
                    .malformed, "CBDT: image format 19 in an index subtable without metrics (format \(sub.indexFormat))")
            }
            metrics = indexMetrics
            dataStart = 0
        default:
            return nil
        }
        let dataLength = Int(try record.u32(dataStart))
        return (metrics, try record.raw(dataStart + 4, dataLength))
    }

    /// BigGlyphMetrics (horizontal part) at `o`.
    static func bigMetrics(_ t: FontData, _ o: Int) throws -> Metrics {
        Metrics(
            width: Int(try t.u8(o + 1)), height: Int(try t.u8(o)),
            bearingX: Int(Int8(bitPattern: try t.u8(o + 2))), bearingY: Int(Int8(bitPattern: try t.u8(o + 3))),
            advance: Int(try t.u8(o + 4)))
    }
}
