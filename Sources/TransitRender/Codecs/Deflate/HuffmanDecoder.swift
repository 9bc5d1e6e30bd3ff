/// A canonical Huffman code for decoding (RFC 1951 §3.2.2): a 9-bit lookup table for short codes
/// and a canonical walk (as zlib's `puff.c` does) for longer ones.
struct HuffmanDecoder {
    static let fastBits = 9
    /// Indexed by the next `fastBits` input bits: `symbol << 4 | length`, or 0 for longer codes.
    private(set) var fast: [UInt16]
    /// Number of codes of each length 0...15.
    private(set) var counts: [Int]
    /// Symbols in canonical code order.
    private(set) var symbols: [UInt16]

    /// Builds the code for `lengths[symbol]` (0 = unused). Over-subscribed codes are rejected;
    /// incomplete codes are accepted only when `allowIncomplete` (a single code of length 1 is the
    /// case RFC 1951 permits for distance codes).
    init(lengths: ArraySlice<UInt8>, allowIncomplete: Bool) throws {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths { counts[Int(l)] += 1 }
        counts[0] = 0
        var left = 1
        for len in 1...15 {
            left <<= 1
            left -= counts[len]
            if left < 0 { throw InflateError.invalidCodeLengths("over-subscribed") }
        }
        let used = lengths.count - lengths.filter { $0 == 0 }.count
        if left > 0 && !(allowIncomplete && used <= 1) {
            throw InflateError.invalidCodeLengths("incomplete code")
        }
        var offsets = [Int](repeating: 0, count: 16)
        for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
        var symbols = [UInt16](repeating: 0, count: max(used, 1))
        for (i, l) in lengths.enumerated() where l != 0 {
            symbols[offsets[Int(l)]] = UInt16(i)
            offsets[Int(l)] += 1
        }
        // Fast table: walk codes in canonical order, reversing each (deflate sends codes MSB first
        // into an LSB-first bit stream).
        var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var code = 0, index = 0
        for len in 1...15 {
            for _ in 0..<counts[len] {
                if len <= Self.fastBits {
                    var rev = 0, c = code
                    for _ in 0..<len { rev = (rev << 1) | (c & 1); c >>= 1 }
                    let entry = UInt16(symbols[index]) << 4 | UInt16(len)
                    var k = rev
                    while k < fast.count { fast[k] = entry; k += 1 << len }
                }
                code += 1; index += 1
            }
            code <<= 1
        }
        self.fast = fast
        self.counts = counts
        self.symbols = symbols
    }
}
