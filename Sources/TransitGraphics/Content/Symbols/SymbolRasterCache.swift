import Foundation

/// Rasterized system symbols, kept so a symbol drawn again with the same configuration at the
/// same scale (a back button's chevron on every push, a tab bar's icons on every trait change)
/// is not rasterized again: `UIImage(systemName:)` likewise hands out images from a system
/// cache. Keyed by the symbol's name, its configuration and the scale; the pixels are shared
/// (copy on write), so each `Image` made from an entry is a distinct object with the same bytes.
/// Bounded: the cache empties itself when it holds more than 512 entries.
enum SymbolRasterCache {
    struct Key: Hashable {
        var name: String
        var configuration: Image.SymbolConfiguration
        var scale: Double
    }

    struct Raster {
        /// The side of the square box in pixels.
        var side: Int
        /// Premultiplied RGBA pixels, `side` × `side`.
        var pixels: [UInt8]
    }

    static let shared = BoundedCache<Key, Raster>(capacity: 512)
}
