import Foundation
@_exported import TransitGraphics

/// A rendered frame or decoded picture: premultiplied RGBA8 pixels, row-major, top row first.
///
/// The renderer's output (`TestHost.render()` returns one) and the encoders' input. A value type:
/// copying is cheap until one copy is written to.
public struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA8 bytes, `width * height * 4` of them.
    public var pixels: [UInt8]

    /// A bitmap cleared to transparent black. Negative sizes give an empty bitmap.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// A bitmap over existing premultiplied RGBA8 bytes; `nil` if the count does not match.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied RGBA components of the pixel at `(x, y)`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// This bitmap as an `Image` of the given scale (nil when empty).
    public func image(scale: CGFloat = 1) -> Image? {
        Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }
}
