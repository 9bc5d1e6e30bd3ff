import Foundation

/// A coverage mask (0…255 per pixel) over `bounds`, for clipping to rounded or transformed bounds.
final class Mask {
    let bounds: IntRect
    let values: UnsafeMutablePointer<UInt8>

    init(bounds: IntRect) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        values = .allocate(capacity: count)
        values.initialize(repeating: 0, count: count)
    }

    deinit { values.deallocate() }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        values + (y - bounds.minY) * bounds.width - bounds.minX
    }
}
