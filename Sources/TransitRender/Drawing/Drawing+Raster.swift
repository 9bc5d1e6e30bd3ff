import Foundation

extension Drawing {
    /// The drawing rasterized at `scale` pixels per point: `size × scale` pixels, each side
    /// rounded to the nearest whole pixel (at least one), cleared to transparent (opaque black
    /// when `isOpaque`) and painted by the renderer's scan converter. The pixels are made once
    /// per scale and kept with the recording. Nil for an empty or non-finite size or scale.
    public func rasterized(scale: CGFloat) -> Image? {
        let w = Double(size.width * scale), h = Double(size.height * scale)
        guard scale > 0, scale.isFinite, w.isFinite, h.isFinite, w >= 0.5, h >= 0.5,
            w * h <= Double(Renderer.defaultMaximumPixelCount)
        else { return nil }
        return raster(scale: scale) {
            let width = Int(w.rounded()), height = Int(h.rounded())
            let surface = Surface(
                bounds: IntRect(minX: 0, minY: 0, maxX: width, maxY: height),
                clearedTo: isOpaque ? 0xFF00_0000 : 0)
            RenderContext(textCache: .shared).play(self, scale: scale, into: surface)
            let count = width * height
            let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: surface.pixels, byteCount: count * 4)
                initialized = count * 4
            }
            return Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: bytes)
        }
    }
}
