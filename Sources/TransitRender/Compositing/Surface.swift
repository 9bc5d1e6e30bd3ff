import Foundation

/// A premultiplied RGBA8 drawing target covering `bounds` in device pixels (the frame itself, or
/// an offscreen group placed at its bounds' origin).
final class Surface {
    let bounds: IntRect
    let pixels: UnsafeMutablePointer<UInt32>
    var width: Int { bounds.width }
    var height: Int { bounds.height }

    init(bounds: IntRect) {
        self.bounds = bounds.isEmpty ? .empty : bounds
        let count = max(1, self.bounds.width * self.bounds.height)
        pixels = .allocate(capacity: count)
        pixels.initialize(repeating: 0, count: count)
    }

    deinit { pixels.deallocate() }

    /// The address of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - bounds.minY) * bounds.width - bounds.minX
    }

    /// Fills the whole surface with one pixel value.
    func clear(to value: UInt32) {
        pixels.update(repeating: value, count: max(1, width * height))
    }

    /// The pixels as a `Bitmap` (RGBA byte order).
    func bitmap() -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            raw.copyMemory(from: UnsafeRawBufferPointer(start: pixels, count: width * height * 4))
        }
        return Bitmap(width: width, height: height, pixels: bytes) ?? Bitmap(width: 0, height: 0)
    }
}

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
