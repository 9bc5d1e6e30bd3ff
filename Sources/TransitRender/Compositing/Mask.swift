import Foundation

/// A coverage mask (0…255 per pixel) over `bounds`, for clipping to rounded or transformed bounds.
///
/// A mask's rows are read through `row(_:)` only. Rows lie one after another in `values`, or, in
/// a mask made to share equal rows (`init(uninitializedBounds:sharingRows:)`, written by
/// `SharedRowWriter`), wherever `rowStarts` says: rows of equal bytes then lie at one address,
/// so a clip over a whole screen whose rows are all alike is a few rows of memory, read from
/// cache.
final class Mask {
    let bounds: IntRect
    let values: UnsafeMutablePointer<UInt8>
    /// Where each row starts in `values` (from the bounds' first row), for a mask sharing equal
    /// rows; nil when row `y` starts at `(y - minY) × width`.
    let rowStarts: UnsafeMutablePointer<Int>?

    private let byteCount: Int

    /// For each row (from the bounds' first), the columns `[start, end)` where every value is
    /// known to be whole (255), empty where none is known (`setWholeColumns(row:_:)`); nil when
    /// the mask does not record them (`recordingWholeColumns`).
    let wholeRuns: UnsafeMutablePointer<SIMD2<Int32>>?

    /// A mask of zeros; its memory comes from `BufferPool`.
    convenience init(bounds: IntRect) {
        self.init(uninitializedBounds: bounds)
        values.initialize(repeating: 0, count: max(1, self.bounds.width * self.bounds.height))
    }

    /// A mask whose values are left unwritten: the caller writes every one before any is read
    /// (`write(row:spans:next:_:)` and `clear(rowsFrom:)` do). Its memory comes from `BufferPool`.
    /// With `sharingRows`, its rows are also left unplaced, for a `SharedRowWriter` to place and
    /// write every one before any is read; room for every row is taken (rows shared take none
    /// of it). With `recordingWholeColumns`, it keeps each row's whole columns, none known
    /// until the writer sets them (`setWholeColumns(row:_:)`).
    init(uninitializedBounds bounds: IntRect, sharingRows: Bool = false, recordingWholeColumns: Bool = false) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        let buffer = BufferPool.shared.take(count)
        values = buffer.pointer.bindMemory(to: UInt8.self, capacity: count)
        byteCount = buffer.bytes
        let rows = max(1, self.bounds.height)
        rowStarts = sharingRows ? UnsafeMutablePointer<Int>.allocate(capacity: rows) : nil
        if recordingWholeColumns {
            let runs = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: rows)
            runs.initialize(repeating: SIMD2(0, 0), count: rows)
            wholeRuns = runs
        } else {
            wholeRuns = nil
        }
    }

    deinit {
        BufferPool.shared.give(UnsafeMutableRawPointer(values), bytes: byteCount)
        rowStarts?.deallocate()
        wholeRuns?.deallocate()
    }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        guard let rowStarts else { return values + (y - bounds.minY) * bounds.width - bounds.minX }
        return values + rowStarts[y - bounds.minY] - bounds.minX
    }
}

extension Mask {
    /// Records that every value of row `y` in `columns` is 255 (the caller wrote them so), in a
    /// mask recording whole columns.
    @inline(__always) func setWholeColumns(row y: Int, _ columns: Range<Int>) {
        guard let wholeRuns, !columns.isEmpty else { return }
        wholeRuns[y - bounds.minY] = SIMD2(Int32(columns.lowerBound), Int32(columns.upperBound))
    }

    /// Columns of row `y` where every value is 255: the longer of the run recorded for the row
    /// (`setWholeColumns`) and the row's part of `rect`, pixels known to be whole otherwise
    /// (`ClipState.whole`). Either holds only whole values, so compositing there with or without
    /// the mask gives the same bytes (`Pixel.mul8(f, 255)` is f).
    @inline(__always) func wholeColumns(row y: Int, orIn rect: IntRect) -> Range<Int> {
        let r = y >= rect.minY && y < rect.maxY ? rect.minX..<max(rect.minX, rect.maxX) : 0..<0
        guard let wholeRuns, y >= bounds.minY, y < bounds.maxY else { return r }
        let run = wholeRuns[y - bounds.minY]
        return Int(run.y - run.x) > r.count ? Int(run.x)..<Int(run.y) : r
    }

    /// The longest run of spans (sorted, disjoint, adjacent ones of equal coverage merged, as a
    /// sweep gives them) with coverage 255, cut to `within` when given.
    static func wholeRun(of spans: UnsafeBufferPointer<Span>, within: Range<Int>?) -> Range<Int> {
        var run = 0..<0
        for span in spans where span.coverage == 255 && Int(span.length) > run.count {
            run = Int(span.x)..<Int(span.x) + Int(span.length)
        }
        guard let within else { return run }
        return run.clamped(to: within)
    }

    /// Writes row `y` of a mask filled from a sweep, in one pass over its bytes: the rows from
    /// `next` up to `y` (which the sweep skipped: no coverage) are set to 0, `write(row, span)`
    /// writes each span's values, the columns between the spans are set to 0, and `next`
    /// becomes `y + 1`. Rows come in ascending order and spans sorted, disjoint and inside the
    /// bounds, as a `RasterShape` sweeps them; `clear(rowsFrom:)` finishes the mask.
    @inline(__always) func write(
        row y: Int, spans: UnsafeBufferPointer<Span>, next: inout Int,
        _ write: (UnsafeMutablePointer<UInt8>, Span) -> Void
    ) {
        clear(rowsFrom: next, to: y)
        Mask.fill(row: self.row(y), columns: bounds.minX..<bounds.maxX, spans: spans, write)
        next = y + 1
    }

    /// Fills one row's `columns` (the row pointer is indexed by device x): 0 between the spans,
    /// and `write(row, span)` writing each span's values.
    @inline(__always) static func fill(
        row: UnsafeMutablePointer<UInt8>, columns: Range<Int>, spans: UnsafeBufferPointer<Span>,
        _ write: (UnsafeMutablePointer<UInt8>, Span) -> Void
    ) {
        var x = columns.lowerBound
        for span in spans {
            (row + x).initialize(repeating: 0, count: Int(span.x) - x)
            write(row, span)
            x = Int(span.x) + Int(span.length)
        }
        (row + x).initialize(repeating: 0, count: columns.upperBound - x)
    }

    /// Sets to 0 every value of the rows from `y` up to `end` (the bounds' last row by default).
    func clear(rowsFrom y: Int, to end: Int? = nil) {
        let end = min(end ?? bounds.maxY, bounds.maxY), y = max(y, bounds.minY)
        guard y < end else { return }
        row(y).advanced(by: bounds.minX).initialize(repeating: 0, count: (end - y) * bounds.width)
    }
}

/// Writes a mask that shares equal rows (`Mask(uninitializedBounds:sharingRows:)`) from a sweep, as
/// `Mask.write(row:spans:next:_:)` writes a plain one: rows in ascending order, each from its
/// spans and, where the caller reads one, a source row (a parent clip's), then `finish()`.
///
/// A row is placed at the address of the row above it when both were written from the same
/// spans and the same source row address, and a row with no coverage at the address of the
/// first such row. A row's bytes are a function of its spans and of its source row's bytes
/// (`write`'s contract), and equal addresses hold equal bytes, so every row reads exactly as if
/// it had been written out on its own.
struct SharedRowWriter {
    let mask: Mask
    /// The next row to place.
    private var next: Int
    /// Where the next new row is written in the mask's `values`.
    private var end = 0
    /// Where the row of zeros is, once one was needed.
    private var zeros: Int?
    /// The last row written from spans: its row, start, spans and source row.
    private var last: (y: Int, start: Int, source: UnsafeMutablePointer<UInt8>?)?
    private var lastSpans: [Span] = []

    init(_ mask: Mask) {
        precondition(mask.rowStarts != nil, "SharedRowWriter writes masks made to share rows")
        self.mask = mask
        next = mask.bounds.minY
    }

    /// Places row `y` (after every row before it): the rows skipped since the last one get no
    /// coverage, then row `y` gets the columns between its spans set to 0 and `write(row,
    /// span)` writing each span's values, reading at most `source` (the same columns of another
    /// mask's row, or nil).
    mutating func write(
        row y: Int, spans: UnsafeBufferPointer<Span>, source: UnsafeMutablePointer<UInt8>?,
        _ write: (UnsafeMutablePointer<UInt8>, Span) -> Void
    ) {
        placeZeros(upTo: y)
        guard let starts = mask.rowStarts else { return }
        let b = mask.bounds
        if let last, last.y == y - 1, last.source == source, spans.elementsEqual(lastSpans, by: Self.same) {
            starts[y - b.minY] = last.start
            self.last = (y, last.start, source)
            next = y + 1
            return
        }
        let start = end
        end += b.width
        starts[y - b.minY] = start
        Mask.fill(row: mask.values + start - b.minX, columns: b.minX..<b.maxX, spans: spans, write)
        last = (y, start, source)
        // Overwritten in place when the count is the same (a row of a turned or rounded clip
        // mostly has its neighbour's), without emptying and refilling the array.
        if lastSpans.count == spans.count {
            lastSpans.withUnsafeMutableBufferPointer { kept in _ = kept.update(fromContentsOf: spans) }
        } else {
            lastSpans = Array(spans)
        }
        next = y + 1
    }

    /// Places the rows left (no coverage); every row is placed afterwards.
    mutating func finish() {
        placeZeros(upTo: mask.bounds.maxY)
    }

    /// Gives the rows from `next` up to `y` no coverage: all at the row of zeros.
    private mutating func placeZeros(upTo y: Int) {
        guard let starts = mask.rowStarts, next < y else { return }
        let b = mask.bounds
        let at = zeros ?? end
        if zeros == nil {
            (mask.values + at).initialize(repeating: 0, count: b.width)
            zeros = at
            end += b.width
        }
        for r in next..<min(y, b.maxY) { starts[r - b.minY] = at }
        next = y
    }

    @inline(__always) private static func same(_ a: Span, _ b: Span) -> Bool {
        a.x == b.x && a.length == b.length && a.coverage == b.coverage
    }
}
