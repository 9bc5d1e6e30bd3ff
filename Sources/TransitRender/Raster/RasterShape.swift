import Foundation

/// A rasterized shape waiting to be composited: its cells grouped by row, ready to be swept into
/// spans one row at a time (so a frame can be composited band by band while its pixels stay in
/// cache).
final class RasterShape {
    /// The clip the shape was rasterized against; spans never leave it.
    let clip: IntRect
    /// The rows that hold cells, `[minY, maxY)`.
    let minY: Int, maxY: Int
    /// The cells, grouped by row; each row is sorted by x in place when it is first swept. The
    /// shape owns them. Sweeps of disjoint rows may run at the same time (`Surface.flush(on:)`):
    /// a sweep writes only its own rows' cells.
    private let cells: UnsafeMutableBufferPointer<Cell>
    /// `rowEnds[r]` is the end index in `cells` of row `minY + r`.
    private let rowEnds: [Int32]
    /// Whether coverage follows the even-odd rule rather than non-zero winding.
    let evenOdd: Bool

    /// The size of the `BufferPool` buffer holding the cells, or 0 when they were allocated on
    /// their own (`cellStorage(count:)`).
    private let pooledBytes: Int

    /// A shape owning `count` initialized cells at `cells` (grouped by row), which it releases:
    /// to `BufferPool` when `pooledBytes` is not 0, as `cellStorage(count:)` gave them.
    init(
        clip: IntRect, cells: UnsafeMutablePointer<Cell>, count: Int, pooledBytes: Int = 0, rowEnds: [Int32],
        minY: Int, maxY: Int, evenOdd: Bool = false
    ) {
        self.clip = clip; self.cells = UnsafeMutableBufferPointer(start: cells, count: count)
        self.pooledBytes = pooledBytes
        self.rowEnds = rowEnds; self.minY = minY; self.maxY = maxY
        self.evenOdd = evenOdd
    }

    deinit {
        guard let base = cells.baseAddress else { return }
        if pooledBytes > 0 {
            BufferPool.shared.give(UnsafeMutableRawPointer(base), bytes: pooledBytes)
        } else {
            base.deallocate()
        }
    }

    /// Cells of at least this many bytes are kept in `BufferPool` between frames: a large
    /// shape's cells taken afresh every frame would come as new pages from the system, zeroed on
    /// first touch; smaller ones come from the allocator's own free memory.
    static let pooledCellBytes = 16 << 10

    /// Memory for `count` cells (uninitialized) and the size of its `BufferPool` buffer, 0 when
    /// it is allocated on its own (below `pooledCellBytes`).
    static func cellStorage(count: Int) -> (pointer: UnsafeMutableRawPointer, pooledBytes: Int) {
        let bytes = max(1, count) * MemoryLayout<Cell>.stride
        guard bytes >= pooledCellBytes else {
            return (UnsafeMutableRawPointer(UnsafeMutablePointer<Cell>.allocate(capacity: max(1, count))), 0)
        }
        let buffer = BufferPool.shared.take(bytes)
        return (buffer.pointer, buffer.bytes)
    }

    /// Calls `body(y, spans)` for each row in `rows` that has coverage.
    func sweep(rows: Range<Int>, _ body: (Int, UnsafeBufferPointer<Span>) -> Void) {
        let lo = max(rows.lowerBound, minY), hi = min(rows.upperBound, maxY)
        guard lo < hi else { return }
        let clipMinX = Int32(clip.minX), clipMaxX = Int32(clip.maxX)
        let evenOdd = self.evenOdd
        var capacity = 64
        var spans = UnsafeMutablePointer<Span>.allocate(capacity: capacity)
        defer { spans.deallocate() }
        let out = cells
        for y in lo..<hi {
            let r = y - minY
            let start = r == 0 ? 0 : Int(rowEnds[r - 1]), end = Int(rowEnds[r])
            if start == end { continue }
            // A row yields at most two spans per cell plus a final run.
            if 2 * (end - start) + 1 > capacity {
                capacity = 2 * (end - start) + 1
                spans.deallocate()
                spans = .allocate(capacity: capacity)
            }
            RasterShape.sortRow(out, start, end)
            let n = RasterShape.rowSpans(out, start, end, clipMinX, clipMaxX, spans, evenOdd)
            if n > 0 { body(y, UnsafeBufferPointer(start: spans, count: n)) }
        }
    }

    /// Every row.
    func sweep(_ body: (Int, UnsafeBufferPointer<Span>) -> Void) {
        sweep(rows: minY..<maxY, body)
    }

    /// Rows with more cells than this are sorted by the standard library's sort (a merge of
    /// the row's ascending and descending runs), shorter ones by insertion.
    static let insertionSortedCells = 24

    /// Sorts a row's cells by x. Most rows hold few cells, mostly in order already: insertion.
    /// A row across a line of text holds hundreds, in runs of alternating direction (each
    /// contour's edges go down one side and up the other), which insertion would shift cell by
    /// cell. The order of cells of equal x is left open: a row's spans only sum them.
    @inline(__always) private static func sortRow(_ out: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int) {
        if end - start > insertionSortedCells {
            var row = UnsafeMutableBufferPointer(rebasing: out[start..<end])
            row.sort { $0.x < $1.x }
            return
        }
        var i = start + 1
        while i < end {
            let c = out[i]
            var j = i - 1
            if out[j].x > c.x {
                while j >= start && out[j].x > c.x { out[j + 1] = out[j]; j -= 1 }
                out[j + 1] = c
            }
            i += 1
        }
    }

    /// The spans of one sorted row, written to `spans`: each cell's own pixel, then the run up to
    /// the next cell at the accumulated cover. Returns how many were written.
    @inline(__always) private static func rowSpans(
        _ out: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int,
        _ clipMinX: Int32, _ clipMaxX: Int32,
        _ spans: UnsafeMutablePointer<Span>, _ evenOdd: Bool
    ) -> Int {
        var n = 0
        @inline(__always) func emit(_ x0: Int32, _ x1: Int32, _ coverage: UInt8) {
            guard coverage != 0 else { return }
            let a = max(x0, clipMinX), b = min(x1, clipMaxX)
            guard a < b else { return }
            if n > 0 && spans[n - 1].x + spans[n - 1].length == a && spans[n - 1].coverage == coverage {
                spans[n - 1].length += b - a
            } else {
                spans[n] = Span(x: a, length: b - a, coverage: coverage)
                n += 1
            }
        }
        var acc: Int32 = 0
        var k = start
        var nextX = clipMinX
        while k < end {
            let x = out[k].x
            var cover: Int32 = 0, area: Int32 = 0
            while k < end && out[k].x == x { cover &+= out[k].cover; area &+= out[k].area; k += 1 }
            if acc != 0 && x > nextX { emit(nextX, min(x, clipMaxX), coverage(acc << 9, evenOdd)) }
            emit(x, x + 1, coverage(((acc &+ cover) << 9) &- area, evenOdd))
            acc &+= cover
            nextX = x + 1
        }
        if acc != 0 && nextX < clipMaxX { emit(nextX, clipMaxX, coverage(acc << 9, evenOdd)) }
        return n
    }

    /// Coverage 0…255 from a doubled area in 1/256-pixel units (131072 is a full pixel), rounded to
    /// nearest. Non-zero rule: the magnitude, saturated at a full pixel. Even-odd rule: the
    /// magnitude folded into one winding period (FreeType's "gray" raster does the same), so a
    /// doubly wound region is empty.
    @inline(__always) static func coverage(_ v: Int32, _ evenOdd: Bool = false) -> UInt8 {
        var a = Int(v.magnitude)
        if evenOdd {
            a &= 262143
            if a > 131072 { a = 262144 - a }
        } else {
            a = min(a, 131072)
        }
        return UInt8((a * 255 + 65536) >> 17)
    }
}

extension RasterShape {
    /// Writes every pixel's accumulated value, the signed doubled area that `coverage(_:_:)` turns
    /// into a byte, into `out`: rows `clip.minY..<clip.maxY` by columns `clip.minX..<clip.maxX`,
    /// `width` values a row, which must be zero on entry. The shape's cells must lie inside its
    /// clip (points inside the clip rectangle are never cut, so their cells are).
    func accumulatedValues(into out: UnsafeMutablePointer<Int32>, width: Int) {
        forEachSortedRow { y, cells in
            let row = out + (y - clip.minY) * width - clip.minX
            var acc: Int32 = 0, k = 0, nextX = clip.minX
            while k < cells.count {
                let x = Int(cells[k].x)
                var cover: Int32 = 0, area: Int32 = 0
                while k < cells.count && Int(cells[k].x) == x { cover &+= cells[k].cover; area &+= cells[k].area; k += 1 }
                if acc != 0 { for i in nextX..<x { row[i] = acc << 9 } }
                row[x] = ((acc &+ cover) << 9) &- area
                acc &+= cover
                nextX = x + 1
            }
            if acc != 0 { for i in nextX..<clip.maxX { row[i] = acc << 9 } }
        }
    }
}

extension RasterShape {
    /// Calls `body(y, cells)` for every row holding cells, the row's cells sorted by x.
    fileprivate func forEachSortedRow(_ body: (Int, UnsafeBufferPointer<Cell>) -> Void) {
        let out = cells
        for y in minY..<maxY {
            let r = y - minY
            let start = r == 0 ? 0 : Int(rowEnds[r - 1]), end = Int(rowEnds[r])
            if start == end { continue }
            RasterShape.sortRow(out, start, end)
            body(y, UnsafeBufferPointer(rebasing: out[start..<end]))
        }
    }
}
