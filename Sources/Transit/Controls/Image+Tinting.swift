import Foundation

extension Image {
    /// The image drawn in one colour: each pixel takes `color`, with the pixel's own coverage
    /// (alpha) times the colour's alpha (`UIImage.withTintColor(_:)` on a template image). Integer
    /// arithmetic, so the result is the same on every platform.
    public func withTintColor(_ color: Color) -> Image {
        let c = color.clamped
        let r = Int((c.red * 255).rounded()), g = Int((c.green * 255).rounded())
        let b = Int((c.blue * 255).rounded()), a = Int((c.alpha * 255).rounded())
        var out = [UInt8](repeating: 0, count: pixels.count)
        var i = 0
        while i < pixels.count {
            let alpha = (Int(pixels[i + 3]) * a + 127) / 255
            out[i] = UInt8((r * alpha + 127) / 255)
            out[i + 1] = UInt8((g * alpha + 127) / 255)
            out[i + 2] = UInt8((b * alpha + 127) / 255)
            out[i + 3] = UInt8(alpha)
            i += 4
        }
        return Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: out) ?? self
    }
}
