import Foundation

/// A premultiplied RGBA8 drawing target covering `bounds` in device pixels (the frame itself, or
/// an offscreen group placed at its bounds' origin).
final class Surface {
    let bounds: IntRect
    let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool
    var width: Int { bounds.width }
    var height: Int { bounds.height }

    /// A surface of its own, cleared to `value` (transparent by default). Its memory comes from
    /// `BufferPool`, which keeps the buffers of released surfaces for the next ones.
    init(bounds: IntRect, clearedTo value: UInt32 = 0) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        let buffer = BufferPool.shared.take(count * 4)
        pixels = buffer.pointer.bindMemory(to: UInt32.self, capacity: count)
        pixels.initialize(repeating: value, count: count)
        byteCount = buffer.bytes
        owned = true
    }

    /// A surface of its own whose pixels are left unwritten: the caller writes every one before
    /// any is read (`clear(rowsOutside:)` clears the rest). Its memory comes from `BufferPool`.
    init(uninitializedBounds bounds: IntRect) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        let buffer = BufferPool.shared.take(count * MemoryLayout<UInt32>.stride)
        pixels = buffer.pointer.bindMemory(to: UInt32.self, capacity: count)
        byteCount = buffer.bytes
        owned = true
    }

    /// Clears to transparent every row outside `rows` (all of them when `rows` is empty).
    func clear(rowsOutside rows: Range<Int>) {
        let all = bounds.minY..<max(bounds.minY, bounds.maxY)
        let kept = rows.isEmpty ? all.lowerBound..<all.lowerBound : all.clamped(to: rows)
        let above = kept.isEmpty ? all.count : kept.lowerBound - all.lowerBound
        if above > 0 { pixels.initialize(repeating: 0, count: above * width) }
        guard !kept.isEmpty else { return }
        let below = all.upperBound - kept.upperBound
        row(kept.upperBound).advanced(by: bounds.minX).initialize(repeating: 0, count: below * width)
    }

    /// A surface drawing into memory owned elsewhere (a bitmap's bytes), valid while that is.
    init(bounds: IntRect, borrowing pointer: UnsafeMutablePointer<UInt32>) {
        self.bounds = bounds
        pixels = pointer
        byteCount = 0
        owned = false
    }

    /// The size of the surface's own buffer (0 for borrowed memory).
    private let byteCount: Int

    deinit { if owned { BufferPool.shared.give(UnsafeMutableRawPointer(pixels), bytes: byteCount) } }

    /// The rows `flush(on:)` composites, when only some are redrawn (`FrameCompositor`); nil for all.
    /// Each row's pixels are the same whichever rows are composited with it.
    var rowLimit: Range<Int>?

    /// Shapes recorded for this surface and not yet composited.
    private var pending: [DrawOp] = []

    /// Records a shape to composite; `flush(on:)` draws everything recorded, in order.
    func add(_ op: DrawOp) { pending.append(op) }

    /// Rows composited together: every pending shape visits a band before the next band starts,
    /// so the band's pixels stay in cache across all layers.
    static let bandHeight = 32

    /// Composites all recorded shapes, band by band, in recording order, the rows split between
    /// `workers`' threads; `finished` (when given) is called with each band's rows once they are
    /// composited, on the thread that composited them (with all the rows at once when nothing
    /// was left to composite).
    ///
    /// The result does not depend on the split: a shape's pixels on a row depend only on that
    /// row (its cells, the paint sampled along the row's spans, the clip mask's row), never on
    /// which other rows are composited with it (`rowLimit` relies on the same), and each thread
    /// writes only the rows of its band, so bands cannot race (`RenderWorkers.forEachBand`).
    func flush(on workers: RenderWorkers, finished: ((Range<Int>) -> Void)? = nil) {
        let all = bounds.minY..<max(bounds.minY, bounds.maxY)
        let limit = rowLimit.map { all.clamped(to: $0) } ?? all
        guard !pending.isEmpty || pendingClear != nil else {
            if !limit.isEmpty { finished?(limit) }
            return
        }
        let ops = pending, clear = pendingClear
        pending = []
        pendingClear = nil
        workers.forEachBand(of: limit, pixelsPerItem: width) { band in
            composite(ops, rows: band, clearingTo: clear, finished: finished)
        }
    }

    /// Shapes recorded and left to be composited row by row as they are read
    /// (`flushDeferred()`), with the value their rows are cleared to first; nil when none are.
    private var deferred: (ops: [DrawOp], clear: UInt32?)?

    /// Leaves the shapes recorded so far (and `pendingClear`) to be composited only when a shape
    /// painted with this surface reads their rows (`compositeDeferred(rows:)`), instead of
    /// now. An offscreen group's band is then drawn just before its parent composites it,
    /// while both stay in cache, and rows the parent never reads (clipped, occluded, outside
    /// the rows redrawn) are never drawn. The rows read have the bytes `flush(on:)` gives them:
    /// a row's pixels depend on that row alone. Nothing may be recorded afterwards, and each
    /// row may be read by one shape only (the group's own composite).
    func flushDeferred() {
        guard !pending.isEmpty || pendingClear != nil else { return }
        deferred = (pending, pendingClear)
        pending = []
        pendingClear = nil
    }

    /// Composites the deferred shapes (`flushDeferred()`) over `rows`, clipped to the surface,
    /// and returns the surface holding those rows for the reader: when the shapes start from
    /// cleared rows (nothing was flushed here before), a surface of its own covering just
    /// `rows`, so the group's pixels go from cache to the reader and its own memory is never
    /// touched; otherwise (or with nothing deferred) this surface. Each row must be asked for
    /// once: the band of the parent that reads it asks, on that band's thread (other bands ask
    /// for other rows), and reads the rows from the returned surface only.
    func compositeDeferred(rows: Range<Int>) -> Surface {
        guard let deferred else { return self }
        let rows = rows.clamped(to: bounds.minY..<max(bounds.minY, bounds.maxY))
        guard !rows.isEmpty else { return self }
        guard let clear = deferred.clear else {
            composite(deferred.ops, rows: rows, clearingTo: nil)
            return self
        }
        // Every pixel of the band is written before it is read: cleared, or under an opaque
        // shape that replaces it, as in this surface.
        let band = Surface(
            uninitializedBounds: IntRect(minX: bounds.minX, minY: rows.lowerBound, maxX: bounds.maxX, maxY: rows.upperBound))
        band.composite(deferred.ops, rows: rows, clearingTo: clear)
        return band
    }

    /// The value the rows `flush(on:)` composites are set to before the shapes recorded so far
    /// are composited over them (the frame's background), or nil. The next flush clears them and
    /// forgets it. Where opaque shapes recorded before that flush cover a row, the clear is left
    /// out, as their shapes below them are: they replace every pixel there.
    var pendingClear: UInt32?

    /// Composites `ops` over `rows` (cleared to `clear` first, when given), 32 rows at a time,
    /// each shape leaving out the pixels that opaque shapes recorded after it cover
    /// (`Occluders`).
    private func composite(
        _ ops: [DrawOp], rows limit: Range<Int>, clearingTo clear: UInt32?, finished: ((Range<Int>) -> Void)? = nil
    ) {
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * max(1, width))
        defer { scratch.deallocate() }
        let occluding = ops.contains { !$0.opaque.isEmpty }
        var above: [IntRect] = [], counts = [Int](repeating: 0, count: occluding ? ops.count : 0)
        var y = limit.lowerBound
        while y < limit.upperBound {
            let rows = y..<min(limit.upperBound, y + Surface.bandHeight)
            if occluding { Occluders.collect(ops, band: rows, above: &above, counts: &counts) }
            if let clear { self.clear(rows, to: clear, except: occluding ? above[...] : []) }
            for (k, op) in ops.enumerated() where op.rows.overlaps(rows) {
                Compositor.composite(
                    op, rows: rows, into: self, scratch: scratch, above: occluding ? above[0..<counts[k]] : [])
            }
            finished?(rows)
            y = rows.upperBound
        }
    }

    /// Sets `rows` to `value`, except where the rectangles `covered` lie.
    private func clear(_ rows: Range<Int>, to value: UInt32, except covered: ArraySlice<IntRect>) {
        let band = IntRect(minX: bounds.minX, minY: rows.lowerBound, maxX: bounds.maxX, maxY: rows.upperBound)
        let occluders = covered.isEmpty ? Occluders() : Occluders(covered, reaching: band)
        for y in rows {
            let dst = row(y)
            occluders.forEachVisible(y: y, bounds.minX, bounds.maxX) { a, b in
                (dst + a).initialize(repeating: value, count: b - a)
            }
        }
    }

    /// The address of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - bounds.minY) * bounds.width - bounds.minX
    }
}
