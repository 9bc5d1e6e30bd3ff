import Foundation

/// A dictionary shared between threads that makes a missing value on demand and empties itself
/// when it holds more than `capacity` entries: the glyph outlines (`GlyphCache`) and the
/// rasterized system symbols (`SymbolRasterCache`) are kept in one each.
final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]
    private let capacity: Int
    private(set) var hits = 0, misses = 0

    init(capacity: Int) { self.capacity = capacity }

    /// The value kept for `key`, made by `make` on a miss (outside the lock: two threads that
    /// miss the same key both make it, and both get the same value).
    func value(_ key: Key, make: () -> Value) -> Value {
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
