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

    deinit { BufferPool.shared.give(UnsafeMutableRawPointer(values), bytes: byteCount) }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        values + (y - bounds.minY) * bounds.width - bounds.minX
    }
}
