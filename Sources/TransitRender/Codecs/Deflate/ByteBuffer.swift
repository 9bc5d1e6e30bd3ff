/// A growable byte buffer over manually managed memory, for the inner loops of the codecs
/// (appending and overlapping back-reference copies without per-byte array checks).
/// Not copyable: one owner, freed when it goes away.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private let maximum: Int
    private(set) var count = 0

    /// A buffer with room for `capacity` bytes that grows by doubling, never past `maximum`
    /// unless a single append needs more.
    init(capacity: Int, maximum: Int = .max) {
        self.capacity = max(capacity, 16)
        self.maximum = maximum
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        newCapacity = max(min(newCapacity, maximum), count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let src = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: src, count: bytes.count)
        count += bytes.count
    }

    /// Appends `length` bytes copied from `distance` bytes back; the ranges may overlap (a run).
    /// The caller has checked `1 <= distance <= count`.
    mutating func copyMatch(distance: Int, length: Int) {
        reserve(length)
        var src = base + (count - distance)
        var dst = base + count
        if distance >= length {
            dst.update(from: src, count: length)
        } else {
            for _ in 0..<length { dst.pointee = src.pointee; dst += 1; src += 1 }
        }
        count += length
    }

    func toArray() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}
