import Foundation

/// Rasterized system symbols, kept so a symbol drawn again with the same configuration at the
/// same scale (a back button's chevron on every push, a tab bar's icons on every trait change)
/// is not rasterized again: `UIImage(systemName:)` likewise hands out images from a system
/// cache. Keyed by the symbol's name, its configuration and the scale; the pixels are shared
/// (copy on write), so each `Image` made from an entry is a distinct object with the same bytes.
/// Bounded: the cache empties itself when it holds more than `capacity` entries.
final class SymbolRasterCache: @unchecked Sendable {
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

    static let shared = SymbolRasterCache(capacity: 512)

    private let lock = NSLock()
    private var entries: [Key: Raster] = [:]
    private let capacity: Int
    private(set) var hits = 0, misses = 0

    init(capacity: Int) { self.capacity = capacity }

    /// The raster for `key`, made by `make` on a miss (outside the lock: two threads missing the
    /// same key both rasterize, and both get the same bytes).
    func raster(_ key: Key, make: () -> Raster) -> Raster {
        lock.lock()
        if let found = entries[key] { hits += 1; lock.unlock(); return found }
        misses += 1
        lock.unlock()
        let made = make()
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = made
        lock.unlock()
        return made
    }
}
