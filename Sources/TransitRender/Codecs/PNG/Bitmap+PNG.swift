import Foundation

extension Bitmap {
    /// PNG data for this bitmap, as `UIImage.pngData()` returns.
    ///
    /// Lossless: un-premultiplies the pixels (see the alpha rule in `init(pngData:)`) and writes the
    /// smallest colour type that holds them exactly — an indexed palette (1, 2, 4 or 8 bits, with
    /// tRNS for translucent entries) when there are at most 256 distinct colours, RGB when every
    /// pixel is opaque, RGBA otherwise. Compression level 6, adaptive filtering. An empty bitmap
    /// gives `nil` (PNG cannot hold zero pixels), as `pngData()` does for an image without data.
    public func pngData() -> Data? {
        pngData(options: PNGEncodingOptions())
    }

    /// PNG data for this bitmap with explicit compression level and filter strategy.
    /// `UIImage.pngData()` has no options form; see `pngData()` for what is written.
    public func pngData(options: PNGEncodingOptions) -> Data? {
        guard width > 0, height > 0 else { return nil }
        return Data(PNGEncoder.encode(self, options: options))
    }

    /// Decodes PNG data (the decoding half of `UIImage(data:)`), with `PNGDecoder`'s default limits.
    ///
    /// Reads every colour type and bit depth of the PNG specification, tRNS transparency and Adam7
    /// interlacing. Samples are scaled to 8 bits exactly (`v · 255 / (2^depth − 1)`, rounded, for
    /// 16-bit samples `(v · 255 + 32767) / 65535`) and premultiplied as `round(c · a / 255)`.
    /// Malformed data throws a `PNGError` naming the problem.
    public init(pngData: Data) throws {
        self = try PNGDecoder().decode(pngData)
    }
}
