/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): both code-length tables, run-length
/// coded with symbols 16/17/18 and themselves Huffman coded.
struct DynamicHeader {
    private let hlit: Int, hdist: Int, hclen: Int
    /// Code-length symbols with their extra-bit values.
    private var symbols: [(symbol: Int, extra: Int)] = []
    private let clLengths: [UInt8]
    private let clCodes: [UInt32]
    /// Size of the header in bits (excluding the 3 block-type bits).
    private(set) var bitCount = 0

    init(litLengths: [UInt8], distLengths: [UInt8]) {
        var hlit = 286
        while hlit > 257 && litLengths[hlit - 1] == 0 { hlit -= 1 }
        var hdist = 30
        while hdist > 1 && distLengths[hdist - 1] == 0 { hdist -= 1 }
        self.hlit = hlit; self.hdist = hdist
        let all = Array(litLengths[0..<hlit]) + Array(distLengths[0..<hdist])
        var i = 0
        while i < all.count {
            let v = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == v { run += 1 }
            if v == 0 && run >= 3 {
                let r = min(run, 138)
                symbols.append(r >= 11 ? (18, r - 11) : (17, r - 3))
                i += r
            } else if v != 0 && run >= 4 {
                symbols.append((Int(v), 0))
                let r = min(run - 1, 6)
                symbols.append((16, r - 3))
                i += 1 + r
            } else {
                symbols.append((Int(v), 0))
                i += 1
            }
        }
        var freq = [Int](repeating: 0, count: 19)
        for s in symbols { freq[s.symbol] += 1 }
        clLengths = HuffmanEncoder.lengths(freq, limit: 7)
        clCodes = HuffmanEncoder.codes(clLengths)
        var hclen = 19
        while hclen > 4 && clLengths[Inflater.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }
        self.hclen = hclen
        var bits = 14 + 3 * hclen
        for s in symbols {
            bits += Int(clLengths[s.symbol])
            bits += s.symbol == 16 ? 2 : s.symbol == 17 ? 3 : s.symbol == 18 ? 7 : 0
        }
        bitCount = bits
    }

    func write(to out: inout BitWriter) {
        out.write(UInt32(hlit - 257), 5); out.write(UInt32(hdist - 1), 5); out.write(UInt32(hclen - 4), 4)
        for k in 0..<hclen { out.write(UInt32(clLengths[Inflater.codeLengthOrder[k]]), 3) }
        for s in symbols {
            out.write(clCodes[s.symbol], Int(clLengths[s.symbol]))
            switch s.symbol {
            case 16: out.write(UInt32(s.extra), 2)
            case 17: out.write(UInt32(s.extra), 3)
            case 18: out.write(UInt32(s.extra), 7)
            default: break
            }
        }
    }
}
