import Foundation

/// A run of pixels on one row with the same coverage (0…255).
struct Span {
    var x: Int32
    var length: Int32
    var coverage: UInt8
}

/// An anti-aliasing scan converter with exact area coverage, in integer arithmetic.
///
/// Polygons (device pixels, any winding) are clipped to the clip rectangle, snapped to 1/256 pixel
/// and decomposed into cells: for every pixel an edge crosses, the signed height it covers
/// (`cover`) and twice the area to the edge's left (`area`). Sweeping a row's cells left to right
/// gives each pixel's exact coverage under the non-zero rule, and whole runs between cells share
/// one value, so interiors come out as long constant spans. No floating point is used after the
/// snap, so output is identical on every platform.
final class Rasterizer {
    private struct Cell { var x: Int32; var y: Int32; var cover: Int32; var area: Int32 }

    private var cells: [Cell] = []
    private var sorted: [Cell] = []
    private var rowCounts: [Int32] = []
    private var spans: [Span] = []
    private var clip = IntRect.empty
    private var cellX: Int32 = 0, cellY: Int32 = 0, cellCover: Int32 = 0, cellArea: Int32 = 0
    private var hasCell = false
    private var clipScratch: [DevicePoint] = []
    private var clipScratch2: [DevicePoint] = []

    /// Starts a new shape clipped to `clip`.
    func reset(clip: IntRect) {
        self.clip = clip
        cells.removeAll(keepingCapacity: true)
        hasCell = false
    }

    /// Adds a closed polygon in device pixels. Non-finite points drop the polygon.
    func addPolygon(_ points: [DevicePoint]) {
        guard points.count >= 3, !clip.isEmpty else { return }
        var inside = true
        let cx0 = Double(clip.minX), cy0 = Double(clip.minY), cx1 = Double(clip.maxX), cy1 = Double(clip.maxY)
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return }
            if p.x < cx0 || p.x > cx1 || p.y < cy0 || p.y > cy1 { inside = false }
        }
        if inside {
            addFixed(points)
        } else {
            clipScratch = points
            Polygon.clip(&clipScratch, scratch: &clipScratch2, minX: cx0, minY: cy0, maxX: cx1, maxY: cy1)
            if clipScratch.count >= 3 { addFixed(clipScratch) }
        }
    }

    private func addFixed(_ points: [DevicePoint]) {
        var px = Rasterizer.snap(points[points.count - 1].x), py = Rasterizer.snap(points[points.count - 1].y)
        for p in points {
            let x = Rasterizer.snap(p.x), y = Rasterizer.snap(p.y)
            edge(px, py, x, y)
            px = x; py = y
        }
    }

    @inline(__always) static func snap(_ v: Double) -> Int { Int((v * 256).rounded()) }

    @inline(__always) private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
    }

    private func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let sign: Int32 = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dx = bx - ax, dy = by - ay
        var ey = ay >> 8
        let lastRow = (by - 1) >> 8
        var xa = ax, ya = ay
        while ey <= lastRow {
            let rowTop = ey << 8
            let yb = min(by, rowTop + 256)
            let xb = yb == by ? bx : ax + Rasterizer.floorDiv((yb - ay) * dx, dy)
            rowSegment(Int32(ey), xa, ya - rowTop, xb, yb - rowTop, sign)
            xa = xb; ya = yb; ey += 1
        }
    }

    /// One edge piece inside row `ey`, from (xa, fya) to (xb, fyb), fya < fyb in 0…256.
    private func rowSegment(_ ey: Int32, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int32) {
        let exa = xa >> 8, exb = xb >> 8
        let h = fyb - fya
        if exa == exb {
            let base = exa << 8
            addCell(Int32(exa), ey, sign * Int32(h), sign * Int32(h * ((xa - base) + (xb - base))))
            return
        }
        let ddx = xb - xa
        var xPrev = xa, yPrev = fya
        if ddx > 0 {
            var k = exa + 1
            while k <= exb {
                let bxk = k << 8
                let yk = fya + Rasterizer.floorDiv((bxk - xa) * h, ddx)
                let cell = k - 1, base = cell << 8
                addCell(Int32(cell), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * ((xPrev - base) + 256)))
                xPrev = bxk; yPrev = yk; k += 1
            }
            let base = exb << 8
            addCell(Int32(exb), ey, sign * Int32(fyb - yPrev), sign * Int32((fyb - yPrev) * (xb - base)))
        } else {
            var k = exa
            while k > exb {
                let bxk = k << 8
                let yk = fya + Rasterizer.floorDiv((xa - bxk) * h, -ddx)
                let base = k << 8
                addCell(Int32(k), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * (xPrev - base)))
                xPrev = bxk; yPrev = yk; k -= 1
            }
            let base = exb << 8
            addCell(Int32(exb), ey, sign * Int32(fyb - yPrev), sign * Int32((fyb - yPrev) * (256 + (xb - base))))
        }
    }

    @inline(__always) private func addCell(_ x: Int32, _ y: Int32, _ cover: Int32, _ area: Int32) {
        if hasCell && x == cellX && y == cellY {
            cellCover &+= cover; cellArea &+= area
            return
        }
        if hasCell && (cellCover != 0 || cellArea != 0) {
            cells.append(Cell(x: cellX, y: cellY, cover: cellCover, area: cellArea))
        }
        hasCell = true
        cellX = x; cellY = y; cellCover = cover; cellArea = area
    }

    /// Sweeps the shape row by row, calling `body(y, spans)` for every row with coverage.
    func sweep(_ body: (Int, UnsafeBufferPointer<Span>) -> Void) {
        if hasCell && (cellCover != 0 || cellArea != 0) {
            cells.append(Cell(x: cellX, y: cellY, cover: cellCover, area: cellArea))
        }
        hasCell = false
        guard !cells.isEmpty else { return }
        let minY = clip.minY, rows = clip.height
        if rowCounts.count < rows + 1 { rowCounts = [Int32](repeating: 0, count: rows + 1) }
        rowCounts.withUnsafeMutableBufferPointer { counts in
            for i in 0...rows { counts[i] = 0 }
            for cell in cells { counts[Int(cell.y) - minY + 1] += 1 }
            for i in 0..<rows { counts[i + 1] += counts[i] }
        }
        if sorted.count < cells.count { sorted = cells }
        rowCounts.withUnsafeMutableBufferPointer { counts in
            sorted.withUnsafeMutableBufferPointer { out in
                var next = Array(counts[0..<rows])
                for cell in cells {
                    let r = Int(cell.y) - minY
                    out[Int(next[r])] = cell
                    next[r] += 1
                }
            }
        }
        let clipMinX = Int32(clip.minX), clipMaxX = Int32(clip.maxX)
        sorted.withUnsafeMutableBufferPointer { out in
            for r in 0..<rows {
                let start = Int(rowCounts[r]), end = Int(rowCounts[r + 1])
                if start == end { continue }
                // Insertion sort by x: rows hold few cells, mostly in order already.
                var i = start + 1
                while i < end {
                    let c = out[i]
                    var j = i - 1
                    while j >= start && out[j].x > c.x { out[j + 1] = out[j]; j -= 1 }
                    out[j + 1] = c
                    i += 1
                }
                spans.removeAll(keepingCapacity: true)
                var acc: Int32 = 0
                var k = start
                var nextX = clipMinX
                while k < end {
                    let x = out[k].x
                    var cover: Int32 = 0, area: Int32 = 0
                    while k < end && out[k].x == x { cover &+= out[k].cover; area &+= out[k].area; k += 1 }
                    if acc != 0 && x > nextX {
                        emit(nextX, min(x, clipMaxX), Rasterizer.coverage(acc << 9), clipMinX, clipMaxX)
                    }
                    emit(x, x + 1, Rasterizer.coverage(((acc &+ cover) << 9) &- area), clipMinX, clipMaxX)
                    acc &+= cover
                    nextX = x + 1
                }
                if acc != 0 && nextX < clipMaxX {
                    emit(nextX, clipMaxX, Rasterizer.coverage(acc << 9), clipMinX, clipMaxX)
                }
                if !spans.isEmpty {
                    spans.withUnsafeBufferPointer { body(minY + r, $0) }
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
    }

    @inline(__always) private func emit(_ x0: Int32, _ x1: Int32, _ coverage: UInt8, _ lo: Int32, _ hi: Int32) {
        guard coverage != 0 else { return }
        let a = max(x0, lo), b = min(x1, hi)
        guard a < b else { return }
        if let last = spans.last, last.x + last.length == a, last.coverage == coverage {
            spans[spans.count - 1].length += b - a
        } else {
            spans.append(Span(x: a, length: b - a, coverage: coverage))
        }
    }

    /// Coverage 0…255 from a doubled area in 1/256-pixel units (131072 is a full pixel), non-zero
    /// rule, rounded to nearest.
    @inline(__always) static func coverage(_ v: Int32) -> UInt8 {
        let a = min(Int(v.magnitude), 131072)
        return UInt8((a * 255 + 65536) >> 17)
    }
}
