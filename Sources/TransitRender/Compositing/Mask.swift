import Foundation

/// A coverage mask (0…255 per pixel) over `bounds`, for clipping to rounded or transformed bounds.
final class Mask {
    let bounds: IntRect
    let values: UnsafeMutablePointer<UInt8>

    private let byteCount: Int

    /// A mask of zeros; its memory comes from `BufferPool`.
    init(bounds: IntRect) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        let buffer = BufferPool.shared.take(count)
        values = buffer.pointer.bindMemory(to: UInt8.self, capacity: count)
        values.initialize(repeating: 0, count: count)
        byteCount = buffer.bytes
    }

    /// A mask whose values are left unwritten: the caller writes every one before any is read
    /// (`write(row:spans:next:_:)` and `clear(rowsFrom:)` do). Its memory comes from `BufferPool`.
    init(uninitializedBounds bounds: IntRect) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        let buffer = BufferPool.shared.take(count)
        values = buffer.pointer.bindMemory(to: UInt8.self, capacity: count)
        byteCount = buffer.bytes
    }

    deinit { BufferPool.shared.give(UnsafeMutableRawPointer(values), bytes: byteCount) }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        values + (y - bounds.minY) * bounds.width - bounds.minX
    }
}

extension Mask {
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
        let row = self.row(y)
        var x = bounds.minX
        for span in spans {
            (row + x).initialize(repeating: 0, count: Int(span.x) - x)
            write(row, span)
            x = Int(span.x) + Int(span.length)
        }
        (row + x).initialize(repeating: 0, count: bounds.maxX - x)
        next = y + 1
    }

    /// Sets to 0 every value of the rows from `y` up to `end` (the bounds' last row by default).
    func clear(rowsFrom y: Int, to end: Int? = nil) {
        let end = min(end ?? bounds.maxY, bounds.maxY), y = max(y, bounds.minY)
        guard y < end else { return }
        row(y).advanced(by: bounds.minX).initialize(repeating: 0, count: (end - y) * bounds.width)
    }
}
