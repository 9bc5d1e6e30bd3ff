import Foundation

/// Colour glyph images (the PNGs of a `CBDT` font) decoded once and shrunk to the size they are
/// drawn at, so a frame full of emoji decodes and resamples each emoji once per size. Keyed by the
/// face, the glyph and the device pixel size; bounded (emptied when it holds more than `capacity`
/// images). A glyph whose PNG does not decode has no image and draws nothing.
final class ColorGlyphImages: @unchecked Sendable {
    struct Key: Hashable {
        var face: FontFace
        var glyph: Int
        var width: Int, height: Int
    }

    static let shared = ColorGlyphImages(capacity: 1024)

    private let lock = NSLock()
    private var entries: [Key: Image?] = [:]
    private var decoded: [Key: Bitmap?] = [:]
    private var bitmaps: [Key: FontFace.ColorBitmap?] = [:]
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The glyph's colour bitmap for drawing at `pixelsPerEm` (rounded up to whole pixels).
    func bitmap(face: FontFace, glyph: Int, pixelsPerEm: Double) -> FontFace.ColorBitmap? {
        let ppem = pixelsPerEm.isFinite ? Int(min(pixelsPerEm.rounded(.up), 4096)) : 0
        let key = Key(face: face, glyph: glyph, width: ppem, height: -1)
        lock.lock()
        if let found = bitmaps[key] { lock.unlock(); return found }
        lock.unlock()
        let made = face.colorBitmap(ofGlyph: glyph, pixelsPerEm: Double(ppem))
        lock.lock()
        if bitmaps.count >= capacity { bitmaps.removeAll(keepingCapacity: true) }
        bitmaps[key] = made
        lock.unlock()
        return made
    }

    /// The glyph's image at `width`×`height` device pixels (the decoded PNG itself when that is
    /// not smaller than it).
    func image(_ bitmap: FontFace.ColorBitmap, face: FontFace, glyph: Int, width: Int, height: Int) -> Image? {
        let key = Key(face: face, glyph: glyph, width: width, height: height)
        lock.lock()
        if let found = entries[key] { lock.unlock(); return found }
        let sourceKey = Key(face: face, glyph: glyph, width: 0, height: 0)
        let cachedSource = decoded[sourceKey]
        lock.unlock()
        let source = cachedSource ?? (try? PNGDecoder().decode(bitmap.pngData))
        var made: Image?
        if let source, source.width > 0, source.height > 0 {
            if width >= source.width || height >= source.height || width < 1 || height < 1 {
                made = Image(pixelWidth: source.width, pixelHeight: source.height, pixels: source.pixels)
            } else {
                let pixels = AreaResampler.shrink(source.pixels, width: source.width, height: source.height, to: width, height)
                made = Image(pixelWidth: width, pixelHeight: height, pixels: pixels)
            }
        }
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        // Decoded sources are large (Noto's are 136 × 128): fewer are kept.
        if decoded.count >= capacity / 4 { decoded.removeAll(keepingCapacity: true) }
        entries[key] = made
        decoded[sourceKey] = source
        lock.unlock()
        return made
    }
}
