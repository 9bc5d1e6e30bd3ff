import Foundation

/// Memory outside the renderer that receives each band of a frame's rows as soon as it is
/// drawn (a window's framebuffer): `FrameCompositor.render(_:mirroringInto:)` copies the rows it
/// redraws there while they are still in the processor's cache, in the mirror's byte order, so
/// presenting the frame afterwards has nothing left to copy. No UIKit counterpart (Core
/// Animation's render server draws into the display's framebuffer itself).
///
/// The mirror holds `width` × `height` pixels of four bytes, rows `pitch` bytes apart. Its memory
/// belongs to the caller, who keeps it valid and untouched while a render copies into it; the
/// rows of one frame are copied by the threads that drew them (different rows, disjoint bytes).
public struct FrameMirror: @unchecked Sendable {
    /// The first byte of the top row.
    public let pixels: UnsafeMutableRawPointer
    /// Bytes from one row's start to the next's (at least `4 × width`).
    public let pitch: Int
    /// The columns of a row.
    public let width: Int
    /// The rows.
    public let height: Int
    /// Whether the mirror's pixels are blue, green, red, then alpha (`SDL_PIXELFORMAT_ARGB8888`
    /// on a little-endian machine), where a `Bitmap`'s are red, green, blue, alpha.
    public let swapsRedAndBlue: Bool

    /// A mirror of `width` × `height` pixels at `pixels`, rows `pitch` bytes apart; nil when the
    /// sizes are negative or the pitch is shorter than a row.
    public init?(pixels: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, swapsRedAndBlue: Bool) {
        guard width >= 0, height >= 0, pitch >= 4 * width else { return nil }
        self.pixels = pixels
        self.pitch = pitch
        self.width = width
        self.height = height
        self.swapsRedAndBlue = swapsRedAndBlue
    }

    /// Copies the columns `columns` of rows `rows` of a frame `frameWidth` pixels wide at `words`
    /// into the same pixels of the mirror (both clipped to the mirror), in its byte order.
    func copy(rows: Range<Int>, columns: Range<Int>, from words: UnsafePointer<UInt32>, frameWidth: Int) {
        let x0 = max(0, columns.lowerBound), x1 = min(width, frameWidth, columns.upperBound)
        guard x0 < x1 else { return }
        for y in max(0, rows.lowerBound)..<max(max(0, rows.lowerBound), min(height, rows.upperBound)) {
            let source = words + y * frameWidth + x0
            let target = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self) + x0
            if swapsRedAndBlue {
                FrameMirror.swapRedAndBlue(source, target, x1 - x0)
            } else {
                target.update(from: source, count: x1 - x0)
            }
        }
    }

    /// Copies the whole of `bitmap` (clipped to the mirror) into the mirror, in its byte order.
    func copy(bitmap: Bitmap) {
        bitmap.pixels.withUnsafeBytes { raw in
            guard let words = raw.bindMemory(to: UInt32.self).baseAddress else { return }
            copy(rows: 0..<bitmap.height, columns: 0..<bitmap.width, from: words, frameWidth: bitmap.width)
        }
    }

    /// `count` pixels from `source` to `target` with their first and third bytes exchanged
    /// (RGBA to BGRA and back). The compiler turns the loop into vector shifts and masks.
    public static func swapRedAndBlue(
        _ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt32>, _ count: Int
    ) {
        for i in 0..<count {
            let p = source[i]
            target[i] = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
        }
    }
}
