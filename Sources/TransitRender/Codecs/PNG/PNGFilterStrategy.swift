/// How the PNG encoder filters scanlines before compression (PNG specification §9).
///
/// No UIKit counterpart (`UIImage.pngData()` has no options). `.adaptive` picks, for each row,
/// the filter whose output has the smallest sum of absolute values (bytes read as signed), the
/// heuristic the PNG specification recommends; palette images are never filtered (also its advice).
public struct PNGFilterStrategy: Equatable, Hashable, Sendable {
    /// 0...4 for a fixed filter type; 5 for adaptive.
    let rawValue: UInt8

    /// Per-row choice by the minimum sum of absolute differences. The default.
    public static let adaptive = PNGFilterStrategy(rawValue: 5)
    /// Filter type 0: bytes unchanged.
    public static let none = PNGFilterStrategy(rawValue: 0)
    /// Filter type 1: difference from the byte one pixel to the left.
    public static let sub = PNGFilterStrategy(rawValue: 1)
    /// Filter type 2: difference from the byte above.
    public static let up = PNGFilterStrategy(rawValue: 2)
    /// Filter type 3: difference from the mean of left and above.
    public static let average = PNGFilterStrategy(rawValue: 3)
    /// Filter type 4: difference from the Paeth predictor of left, above and upper-left.
    public static let paeth = PNGFilterStrategy(rawValue: 4)
}

/// Options for `Bitmap.pngData(options:)`.
///
/// Counterpart of `UIImage.pngData()`, which takes none; the defaults give what it gives: the
/// smallest lossless colour type for the pixels, compression level 6, adaptive filtering.
public struct PNGEncodingOptions: Equatable, Sendable {
    /// DEFLATE level, 0 (store only) to 9 (smallest). Values outside are clamped.
    public var compressionLevel: Int
    /// Scanline filter selection.
    public var filter: PNGFilterStrategy

    /// Options with the given level (default 6) and filter strategy (default adaptive).
    public init(compressionLevel: Int = 6, filter: PNGFilterStrategy = .adaptive) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filter = filter
    }
}
