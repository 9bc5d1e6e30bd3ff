import Foundation

/// An anti-aliasing scan converter with exact area coverage, in integer arithmetic.
///
/// Polygons (device pixels, any winding) are clipped to the clip rectangle, snapped to 1/256 pixel
/// and decomposed into cells: for every pixel an edge crosses, the signed height it covers
/// (`cover`) and twice the area to the edge's left (`area`). Sweeping a row's cells left to right
/// gives each pixel's exact coverage under the non-zero rule, and whole runs between cells share
/// one value, so interiors come out as long constant spans. No floating point is used after the
/// snap, so output is identical on every platform.
final class Rasterizer {
    private var builder = CellBuilder()
    private var clip = IntRect.empty
    private var clipScratch: [DevicePoint] = []
    private var clipScratch2: [DevicePoint] = []

    /// Starts a new shape clipped to `clip`.
    func reset(clip: IntRect) {
        self.clip = clip
        builder.removeAll()
    }

    /// Adds a closed polygon in device pixels. Non-finite points drop the polygon.
    func addPolygon(_ points: [DevicePoint]) {
        points.withUnsafeBufferPointer { addPolygon($0) }
    }

    /// Adds the closed polygon through `points` (device pixels), as `addPolygon(_:)` with an
    /// array of them.
    func addPolygon(_ points: UnsafeBufferPointer<DevicePoint>) {
        guard points.count >= 3, !clip.isEmpty else { return }
        var inside = true
        let cx0 = Double(clip.minX), cy0 = Double(clip.minY), cx1 = Double(clip.maxX), cy1 = Double(clip.maxY)
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return }
            if p.x < cx0 || p.x > cx1 || p.y < cy0 || p.y > cy1 { inside = false }
        }
        if inside {
            builder.addClosed(points)
        } else {
            var poly = Array(points), scratch = clipScratch2
            clipScratch2 = []
            Polygon.clip(&poly, scratch: &scratch, minX: cx0, minY: cy0, maxX: cx1, maxY: cy1)
            if poly.count >= 3 { poly.withUnsafeBufferPointer { builder.addClosed($0) } }
            clipScratch2 = scratch
        }
    }

    /// `v` in 1/256 pixel: `(v × 256).rounded()` (to nearest, halves away from zero), found
    /// from the truncation and the remainder it leaves (which is exact) rather than by a call
    /// into the maths library. Beyond 2⁵³ every double is an integer and the remainder is 0.
    @inline(__always) static func snap(_ v: Double) -> Int {
        let x = v * 256
        let t = Int(x)
        let r = x - Double(t)
        return r >= 0.5 ? t + 1 : (r <= -0.5 ? t - 1 : t)
    }

    /// The shape built since `reset`, its cells grouped by row, under the non-zero rule or the
    /// even-odd rule; nil when it covers nothing.
    ///
    /// The cells are grouped by a counting sort over the rows the shape holds, not the clip's: a
    /// small shape in a frame-high clip counts a few rows, not every row of the frame.
    func makeShape(evenOdd: Bool = false) -> RasterShape? {
        builder.finish()
        let count = builder.count
        guard count > 0 else { return nil }
        let storage = RasterShape.cellStorage(count: count)
        let out = storage.pointer.bindMemory(to: Cell.self, capacity: count)
        let (rows, rowEnds) = Rasterizer.groupByRow(builder.cells, into: out)
        builder.removeAll()
        return RasterShape(
            clip: clip, cells: out, count: count, pooledBytes: storage.pooledBytes, rowEnds: rowEnds,
            minY: rows.lowerBound, maxY: rows.upperBound, evenOdd: evenOdd)
    }

    /// Writes `cells` (not empty) to `out` grouped by row, top to bottom, each row's cells in
    /// their order in `cells`; returns the rows they span and, for each of those rows, the end
    /// of its cells in `out`.
    private static func groupByRow(
        _ cells: UnsafeBufferPointer<Cell>, into out: UnsafeMutablePointer<Cell>
    ) -> (rows: Range<Int>, rowEnds: [Int32]) {
        var lo = Int32.max, hi = Int32.min
        for cell in cells {
            lo = min(lo, cell.y); hi = max(hi, cell.y)
        }
        let rows = Int(hi) - Int(lo) + 1
        var counts = [Int32](repeating: 0, count: rows + 1)
        counts.withUnsafeMutableBufferPointer { counts in
            for cell in cells { counts[Int(cell.y - lo) + 1] += 1 }
            for i in 0..<rows { counts[i + 1] += counts[i] }
            // Counting sort by row; afterwards counts[r] is the end of row r.
            for cell in cells {
                let r = Int(cell.y - lo)
                (out + Int(counts[r])).initialize(to: cell)
                counts[r] += 1
            }
        }
        counts.removeLast()
        return (Int(lo)..<(Int(hi) + 1), counts)
    }

    /// Sweeps the shape built since `reset` row by row, calling `body(y, spans)` for every row
    /// with coverage.
    func sweep(_ body: (Int, UnsafeBufferPointer<Span>) -> Void) {
        makeShape()?.sweep(body)
    }
}
