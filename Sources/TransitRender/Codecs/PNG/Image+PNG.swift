import Foundation

extension Image {
    /// An image from PNG data at `scale` (`UIImage(data:scale:)` for PNG). Returns `nil` when the
    /// data is not a valid PNG or the scale is not positive; `Bitmap(pngData:)` tells why.
    public convenience init?(pngData: Data, scale: CGFloat = 1) {
        guard let bitmap = try? Bitmap(pngData: pngData) else { return nil }
        self.init(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: scale, pixels: bitmap.pixels)
    }
}

extension Image {
    /// The image encoded as PNG (`UIImage.pngData()`); nil only if encoding fails.
    public func pngData() -> Data? {
        Bitmap(width: pixelWidth, height: pixelHeight, pixels: pixels)?.pngData()
    }
}
