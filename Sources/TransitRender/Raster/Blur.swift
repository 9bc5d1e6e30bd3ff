import Foundation

/// Gaussian-like blur of a coverage mask: three successive box blurs per axis (whose widths are
/// chosen so their combined variance equals σ², the usual "boxes for Gauss" construction), in
/// integer arithmetic with 8 fractional bits carried between passes. The total coverage is
/// preserved up to rounding.
enum Blur {
    /// Blurs `source` by `sigma` device pixels into a mask grown by `extent` on every side and
    /// moved by (dx, dy).
    ///
    /// The horizontal passes and the final rounding compute each row from that row alone, so
    /// they are split into bands of rows on `workers`; the vertical passes compute each column
    /// from that column alone (one running sum per column, walking the rows in order), so they
    /// are split into strips of columns. The bytes do not depend on the split.
    static func gaussian(
        _ source: Mask, sigma: Double, extent: Int, dx: Int, dy: Int, workers: RenderWorkers = .serial
    ) -> Mask {
        let b = source.bounds
        let out = Mask(
            bounds: IntRect(
                minX: b.minX - extent + dx, minY: b.minY - extent + dy,
                maxX: b.maxX + extent + dx, maxY: b.maxY + extent + dy))
        let w = b.width + 2 * extent, h = b.height + 2 * extent
        // Working planes from `BufferPool`, every value written before it is read.
        let planeBytes = max(1, w * h) * MemoryLayout<Int32>.stride
        let first = BufferPool.shared.take(planeBytes), second = BufferPool.shared.take(planeBytes)
        defer {
            BufferPool.shared.give(first.pointer, bytes: first.bytes)
            BufferPool.shared.give(second.pointer, bytes: second.bytes)
        }
        let plane = first.pointer.bindMemory(to: Int32.self, capacity: max(1, w * h))
        let spare = second.pointer.bindMemory(to: Int32.self, capacity: max(1, w * h))
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        workers.forEachBand(of: 0..<h, pixelsPerItem: w) { rows in
            let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, w))
            defer { line.deallocate() }
            for y in rows {
                let row = plane + y * w
                row.initialize(repeating: 0, count: w)
                let inside = y - extent
                if inside >= 0 && inside < b.height {
                    let src = source.row(b.minY + inside)
                    for x in 0..<b.width { row[x + extent] = Int32(src[b.minX + x]) << 8 }
                }
                for r in radii { boxPass(row, count: w, radius: r, line: line) }
            }
        }
        var (input, output) = (plane, spare)
        for r in radii {
            let (from, to) = (input, output)
            workers.forEachBand(of: 0..<w, pixelsPerItem: h) { columns in
                columnPass(from: from, to: to, width: w, height: h, columns: columns, radius: r)
            }
            swap(&input, &output)
        }
        let result = input
        workers.forEachBand(of: 0..<h, pixelsPerItem: w) { rows in
            for y in rows {
                let row = out.row(out.bounds.minY + y)
                for x in 0..<w { row[out.bounds.minX + x] = UInt8(min(255, max(0, (result[y * w + x] + 128) >> 8))) }
            }
        }
        return out
    }

    /// Radii of the three boxes whose variances sum to σ² as closely as whole widths allow.
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        let l = Double(wl)
        let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { ($0 < m ? wl : wu - 0) / 2 }
    }

    /// One box blur of radius r along a row of `count` values, in place, zero outside, rounding
    /// to nearest; `line` holds at least `count` values.
    private static func boxPass(_ p: UnsafeMutablePointer<Int32>, count: Int, radius r: Int, line: UnsafeMutablePointer<Int32>) {
        line.update(from: p, count: count)
        let width = Int32(2 * r + 1)
        var sum: Int32 = 0
        for i in 0..<min(r, count) { sum += line[i] }
        for i in 0..<count {
            if i + r < count { sum += line[i + r] }
            if i - r - 1 >= 0 { sum -= line[i - r - 1] }
            p[i] = (sum + width / 2) / width
        }
    }

    /// The same box blur down the columns `columns` of a `width` × `height` plane, from `src`
    /// into `dst`: each column's window sum runs down the rows (values at rows i − r … i + r
    /// inside the plane), so memory is read row by row.
    private static func columnPass(
        from src: UnsafeMutablePointer<Int32>, to dst: UnsafeMutablePointer<Int32>, width w: Int, height h: Int,
        columns: Range<Int>, radius r: Int
    ) {
        let width = Int32(2 * r + 1)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, columns.count))
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: columns.count)
        let c0 = columns.lowerBound
        for k in 0..<min(r, h) {
            let row = src + k * w
            for x in columns { sums[x - c0] += row[x] }
        }
        for i in 0..<h {
            let entering = i + r < h ? src + (i + r) * w : nil
            let leaving = i - r - 1 >= 0 ? src + (i - r - 1) * w : nil
            let out = dst + i * w
            for x in columns {
                var sum = sums[x - c0]
                if let entering { sum += entering[x] }
                if let leaving { sum -= leaving[x] }
                sums[x - c0] = sum
                out[x] = (sum + width / 2) / width
            }
        }
    }
}
