import Foundation

/// A window's own pixels (`SDL_GetWindowSurface`), read and written at the offsets of
/// `SDL_Surface`'s members in SDL 2's headers, so no C header is needed.
///
/// Without an accelerated renderer, SDL's software renderer keeps a texture whose pixels it
/// blits into this same surface on every present: each frame would be copied twice, the second
/// time by SDL's general pixel-format converter. Writing the frame's damaged rows straight into
/// the surface copies each pixel once (`SDL_UpdateWindowSurfaceRects` then shows them). The
/// surface must hold 32-bit pixels in one of the layouts of `Layout`; it never needs locking
/// (a window's surface is not run-length encoded).
struct SDLWindowSurface {
    /// How a pixel's four bytes lie in the surface's memory.
    enum Layout {
        /// Red, green, blue, then alpha or unused: a `Bitmap`'s layout
        /// (`SDL_PIXELFORMAT_ABGR8888`, `SDL_PIXELFORMAT_BGR888` on a little-endian machine).
        case rgba
        /// Blue, green, red, then alpha or unused (`SDL_PIXELFORMAT_ARGB8888`,
        /// `SDL_PIXELFORMAT_RGB888` on a little-endian machine): red and blue trade places.
        case bgra
    }

    let width: Int
    let height: Int
    /// Bytes from one row's start to the next's.
    let pitch: Int
    let pixels: UnsafeMutableRawPointer
    let layout: Layout
    /// Whether the fourth byte is alpha; when it is unused, a pixel reads back opaque.
    let hasAlpha: Bool

    /// The 32-bit formats of SDL 2's headers the surface may have, on a little-endian machine.
    private static let formats: [UInt32: (Layout, hasAlpha: Bool)] = [
        0x1676_2004: (.rgba, true),  // SDL_PIXELFORMAT_ABGR8888
        0x1656_1804: (.rgba, false),  // SDL_PIXELFORMAT_BGR888 (XBGR8888)
        0x1636_2004: (.bgra, true),  // SDL_PIXELFORMAT_ARGB8888
        0x1616_1804: (.bgra, false)  // SDL_PIXELFORMAT_RGB888 (XRGB8888)
    ]
    /// `SDL_RLEACCEL`: a surface that must be locked before its pixels are touched.
    private static let runLengthEncoded: UInt32 = 0x0000_0002

    /// The surface at `surface` (an `SDL_Surface *`), or nil when its pixels are not 32-bit ones
    /// in a layout above, or it must be locked.
    ///
    /// `SDL_Surface` begins `Uint32 flags; SDL_PixelFormat *format; int w, h; int pitch; void
    /// *pixels;` and `SDL_PixelFormat` begins with its `Uint32 format`.
    init?(_ surface: UnsafeMutableRawPointer) {
        guard 1.littleEndian == 1 else { return nil }
        let word = MemoryLayout<UnsafeRawPointer>.size
        let formatOffset = max(MemoryLayout<UInt32>.size, word)
        let sizeOffset = formatOffset + word
        let pixelsOffset = (sizeOffset + 3 * MemoryLayout<Int32>.size + word - 1) / word * word
        let flags = surface.load(as: UInt32.self)
        guard flags & Self.runLengthEncoded == 0,
            let format = surface.load(fromByteOffset: formatOffset, as: UnsafeRawPointer?.self),
            let (layout, hasAlpha) = Self.formats[format.load(as: UInt32.self)],
            let pixels = surface.load(fromByteOffset: pixelsOffset, as: UnsafeMutableRawPointer?.self)
        else { return nil }
        width = Int(surface.load(fromByteOffset: sizeOffset, as: Int32.self))
        height = Int(surface.load(fromByteOffset: sizeOffset + 4, as: Int32.self))
        pitch = Int(surface.load(fromByteOffset: sizeOffset + 8, as: Int32.self))
        guard width >= 0, height >= 0, pitch >= 4 * width else { return nil }
        self.pixels = pixels
        self.layout = layout
        self.hasAlpha = hasAlpha
    }

    /// The part of `rect` inside both `frame` and the surface.
    func clipped(_ rect: PixelRect, to frame: Bitmap) -> PixelRect? {
        rect.clipped(width: min(frame.width, width), height: min(frame.height, height))
    }

    /// The surface's top-left `frameWidth` × `frameHeight` pixels as a `FrameMirror`, for the
    /// renderer to write a frame's rows into as it draws them, or nil when the surface is
    /// smaller.
    func mirror(width frameWidth: Int, height frameHeight: Int) -> FrameMirror? {
        guard frameWidth <= width, frameHeight <= height else { return nil }
        return FrameMirror(
            pixels: pixels, pitch: pitch, width: frameWidth, height: frameHeight, swapsRedAndBlue: layout == .bgra)
    }

    /// Copies the pixels of `frame` inside `rect` (which `clipped(_:to:)` returned) to the same
    /// place in the surface, in its layout.
    func write(_ frame: Bitmap, _ rect: PixelRect) {
        frame.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for y in rect.y..<(rect.y + rect.height) {
                let source = base + (y * frame.width + rect.x) * 4
                let target = pixels + y * pitch + rect.x * 4
                switch layout {
                case .rgba: target.copyMemory(from: source, byteCount: rect.width * 4)
                case .bgra:
                    FrameMirror.swapRedAndBlue(
                        source.assumingMemoryBound(to: UInt32.self), target.assumingMemoryBound(to: UInt32.self),
                        rect.width)
                }
            }
        }
    }

    /// The surface's top-left `frameWidth` × `frameHeight` pixels as a `Bitmap` (RGBA; alpha 255
    /// where the surface keeps none), or nil when the surface is smaller.
    func read(width frameWidth: Int, height frameHeight: Int) -> Bitmap? {
        guard frameWidth <= width, frameHeight <= height else { return nil }
        var bytes = [UInt8](repeating: 0, count: frameWidth * frameHeight * 4)
        bytes.withUnsafeMutableBytes { out in
            let words = out.bindMemory(to: UInt32.self)
            for y in 0..<frameHeight {
                let row = UnsafeRawPointer(pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                let target = words.baseAddress! + y * frameWidth
                switch layout {
                case .rgba: target.update(from: row, count: frameWidth)
                case .bgra: FrameMirror.swapRedAndBlue(row, target, frameWidth)
                }
                if !hasAlpha { for x in 0..<frameWidth { target[x] |= 0xFF00_0000 } }
            }
        }
        return Bitmap(width: frameWidth, height: frameHeight, pixels: bytes)
    }
}

extension PixelRect {
    /// The part of the rectangle inside `(0, 0, width, height)`, or nil when none is.
    func clipped(width: Int, height: Int) -> PixelRect? {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(x + self.width, width), y1 = min(y + self.height, height)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
