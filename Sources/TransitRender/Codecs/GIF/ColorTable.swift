/// A small open-addressing map from packed RGB colours (`r | g << 8 | b << 16`) to palette
/// indices, for counting a frame's distinct colours and looking them up without hashing overhead.
struct ColorTable {
    private var keys: [UInt32]
    private var values: [UInt16]
    private let mask: Int
    /// Colours in insertion order.
    private(set) var colors: [UInt32] = []

    /// A table sized for up to `capacity` colours.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: .max, count: size)
        values = [UInt16](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private func slot(_ c: UInt32) -> Int {
        var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> 16) & mask
        while keys[h] != .max && keys[h] != c { h = (h + 1) & mask }
        return h
    }

    /// The index of `c`, or nil.
    @inline(__always)
    func index(of c: UInt32) -> Int? {
        let h = slot(c)
        return keys[h] == c ? Int(values[h]) : nil
    }

    /// Adds `c` if absent (index = insertion order); returns its index.
    @discardableResult
    mutating func insert(_ c: UInt32) -> Int {
        let h = slot(c)
        if keys[h] == c { return Int(values[h]) }
        keys[h] = c
        values[h] = UInt16(truncatingIfNeeded: colors.count)
        colors.append(c)
        return colors.count - 1
    }

    var count: Int { colors.count }
}
