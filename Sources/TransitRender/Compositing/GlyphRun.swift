import Foundation

/// Glyph masks placed on device pixels, composited in one colour as one shape: where masks meet
/// on a pixel their values add before they become coverage, exactly as when the glyphs' outlines
/// are filled together, so the pixels are those of the filled outlines.
///
/// The run turns its masks into coverage once, when it is made: a strip of bytes per row over
/// the columns that hold coverage, the values of masks that share a pixel summed first. A frame
/// then only blends those bytes (a text's backing store, in the text's own coverage: its colour,
/// the clip and what lies above it are applied as it is composited), and the run keeps no mask.
final class GlyphRun: @unchecked Sendable {
    /// A mask with its stored rectangle's top left corner at device pixel (`x`, `y`).
    struct Placed {
        let mask: GlyphMask
        let x: Int, y: Int
    }

    /// One row of the strip: the coverage of columns `[start, end)` begins at byte `offset`
    /// (`start == end` when the row covers nothing).
    private struct Row {
        var offset: Int
        var start: Int32, end: Int32
    }

    /// Per row from `minY`, where its coverage lies.
    private let rowTable: UnsafeMutablePointer<Row>
    /// The rows' coverage bytes, one after another.
    private let coverage: UnsafeMutablePointer<UInt8>
    /// The rows that hold coverage, `[minY, maxY)`.
    let minY: Int, maxY: Int
    /// The columns that hold coverage, `[minX, maxX)`.
    let minX: Int, maxX: Int
    /// The memory the run holds, in bytes (what a cache's byte budget counts).
    let byteCount: Int

    /// A run of the masks that cover something, or nil when none covers a pixel.
    init?(_ placed: [Placed]) {
        let covering = placed.filter { $0.mask.width > 0 && $0.mask.height > 0 }.sorted { $0.y < $1.y }
        guard !covering.isEmpty else { return nil }
        let top = covering[0].y, bottom = covering.map { $0.y + $0.mask.height }.max()!
        let left = covering.map(\.x).min()!, right = covering.map { $0.x + $0.mask.width }.max()!
        let strip = GlyphRun.strip(covering, rows: top..<bottom, columns: left..<right)
        guard let first = strip.rows.firstIndex(where: { $0.start < $0.end }),
            let last = strip.rows.lastIndex(where: { $0.start < $0.end })
        else { return nil }
        let rows = strip.rows[first...last]
        minY = top + first; maxY = top + last + 1
        minX = Int(rows.filter { $0.start < $0.end }.map(\.start).min()!)
        maxX = Int(rows.map(\.end).max()!)
        rowTable = .allocate(capacity: rows.count)
        rowTable.initialize(from: Array(rows), count: rows.count)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, strip.bytes.count))
        bytes.initialize(repeating: 0, count: max(1, strip.bytes.count))
        strip.bytes.withUnsafeBufferPointer { bytes.update(from: $0.baseAddress!, count: $0.count) }
        coverage = bytes
        byteCount = 64 + MemoryLayout<Row>.stride * rows.count + strip.bytes.count
    }

    deinit {
        rowTable.deallocate()
        coverage.deallocate()
    }

    /// The coverage of `covering` (sorted by top row) in `rows` × `columns`: per row the values of
    /// the masks reaching it summed, turned into coverage, and kept from the first to the last
    /// column whose coverage is not zero.
    private static func strip(
        _ covering: [Placed], rows: Range<Int>, columns: Range<Int>
    ) -> (rows: [Row], bytes: [UInt8]) {
        var table: [Row] = []
        table.reserveCapacity(rows.count)
        var bytes: [UInt8] = []
        var sum = [Int32](repeating: 0, count: columns.count)
        var active: [Placed] = [], next = 0
        sum.withUnsafeMutableBufferPointer { buffer in
            let sum = buffer.baseAddress! - columns.lowerBound
            for y in rows {
                active.removeAll { $0.y + $0.mask.height <= y }
                while next < covering.count && covering[next].y <= y { active.append(covering[next]); next += 1 }
                var lo = columns.upperBound, hi = columns.lowerBound
                for p in active {
                    let r = y - p.y, extents = p.mask.storage + p.mask.width * p.mask.height + 2 * r
                    let s = Int(extents[0]), e = Int(extents[1])
                    guard s < e else { continue }
                    let values = p.mask.storage + r * p.mask.width
                    for x in s..<e { sum[p.x + x] &+= values[x] }
                    lo = min(lo, p.x + s); hi = max(hi, p.x + e)
                }
                table.append(appendCoverage(sum, lo..<max(lo, hi), to: &bytes))
            }
        }
        withExtendedLifetime(covering) {}
        return (table, bytes)
    }

    /// Appends the coverage of the summed values `sum[columns]` from the first to the last
    /// column whose coverage is not zero, zeroing the values; returns where they went.
    private static func appendCoverage(
        _ sum: UnsafeMutablePointer<Int32>, _ columns: Range<Int>, to bytes: inout [UInt8]
    ) -> Row {
        var start = columns.upperBound, end = columns.lowerBound
        for x in columns where RasterShape.coverage(sum[x]) != 0 {
            start = min(start, x); end = x + 1
        }
        let row = Row(offset: bytes.count, start: Int32(start < end ? start : 0), end: Int32(start < end ? end : 0))
        if start < end {
            for x in start..<end { bytes.append(RasterShape.coverage(sum[x])) }
        }
        (sum + columns.lowerBound).update(repeating: 0, count: columns.count)
        return row
    }

    /// Composites rows `rows` in premultiplied `color` into `target`, weighted by the clip mask
    /// when there is one, leaving out the pixels `above` covers (opaque shapes recorded later
    /// replace them whatever lies below). The run's coverage is ready, so it needs no scratch row.
    func composite(rows: Range<Int>, into target: Surface, color: UInt32, clip: Mask?, above: Occluders = Occluders()) {
        let lo = max(rows.lowerBound, minY), hi = min(rows.upperBound, maxY)
        guard lo < hi else { return }
        for y in lo..<hi {
            let row = rowTable[y - minY]
            let start = Int(row.start), end = Int(row.end)
            guard start < end else { continue }
            let dst = target.row(y), cov = UnsafePointer(coverage + row.offset - start)
            let mask = clip.map { UnsafePointer($0.row(y)) }
            if above.isEmpty {
                GlyphRun.blend(dst, cov, start..<end, color, mask)
            } else {
                above.forEachVisible(y: y, start, end) { a, b in GlyphRun.blend(dst, cov, a..<b, color, mask) }
            }
        }
    }
}
