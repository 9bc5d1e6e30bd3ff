/// Adler-32 as the zlib format uses it (RFC 1950 §8.2). Check value: "123456789" → 0x091E01DE.
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    init() {}

    /// The checksum of everything fed so far.
    var value: UInt32 { (b << 16) | a }

    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        // 5552 is the largest n for which 255·n·(n+1)/2 + (n+1)·(65521−1) fits in 32 bits.
        var i = 0
        let n = bytes.count
        while i < n {
            let end = min(n, i + 5552)
            while i < end {
                a &+= UInt32(bytes[i]); b &+= a
                i += 1
            }
            a %= 65521; b %= 65521
        }
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    /// The Adler-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c = Adler32()
        c.update(bytes)
        return c.value
    }
}
