/// A DEFLATE (RFC 1951) decompressor: stored, fixed-Huffman and dynamic-Huffman blocks, with
/// every length, symbol and distance checked, and an output limit that stops decompression bombs
/// before they allocate.
struct Inflater: ~Copyable {
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43,
        51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258
    ]
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4,
        4, 4, 5, 5, 5, 5, 0
    ]
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257,
        385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
        12289, 16385, 24577
    ]
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9,
        9, 10, 10, 11, 11, 12, 12, 13, 13
    ]
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static let fixedLiterals: HuffmanDecoder = {
        var l = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { l[i] = 9 }
        for i in 256..<280 { l[i] = 7 }
        // Force-unwrapped: the fixed code is complete by construction (RFC 1951 §3.2.6).
        return try! HuffmanDecoder(lengths: l[...], allowIncomplete: false)
    }()
    static let fixedDistances: HuffmanDecoder = {
        let l = [UInt8](repeating: 5, count: 32)
        return try! HuffmanDecoder(lengths: l[...], allowIncomplete: false)
    }()

    private var reader: BitReader
    private var output: ByteBuffer
    private let limit: Int

    /// Decompresses a raw DEFLATE stream. Returns the output and the number of input bytes the
    /// stream occupied (so a container can find what follows). Throws `InflateError`, including
    /// `.outputLimitExceeded` as soon as the output would pass `outputLimit` bytes.
    static func inflate(
        _ input: UnsafeBufferPointer<UInt8>, outputLimit: Int,
        expectedSize: Int = 0
    ) throws -> (output: [UInt8], consumed: Int) {
        // Preallocate what the caller expects, but never more than the input could possibly
        // inflate to (DEFLATE's best ratio is 1032:1): a tiny file claiming a huge image must not
        // allocate it. The buffer grows as real output arrives, never beyond the limit.
        let plausible = min(expectedSize, input.count.multipliedReportingOverflow(by: 1032).partialValue)
        var inflater = Inflater(
            reader: BitReader(input), limit: outputLimit,
            capacity: min(outputLimit, max(plausible, input.count * 4, 1024)))
        try inflater.run()
        return (inflater.output.toArray(), inflater.reader.bytesConsumedAligned())
    }

    private init(reader: BitReader, limit: Int, capacity: Int) {
        self.reader = reader
        self.limit = max(0, limit)
        output = ByteBuffer(capacity: max(capacity, 16), maximum: max(self.limit, 16))
    }

    private mutating func run() throws {
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLiterals, Self.fixedDistances)
            case 2:
                let (lit, dist) = try dynamicTables()
                try codes(lit, dist)
            default: throw InflateError.invalidBlockType
            }
        }
    }

    private mutating func stored() throws {
        reader.alignToByte()
        let len = try reader.bits(16), nlen = try reader.bits(16)
        guard len == ~nlen & 0xFFFF else { throw InflateError.storedLengthMismatch }
        guard output.count + len <= limit else { throw InflateError.outputLimitExceeded(limit) }
        try reader.copyBytes(len, into: &output)
    }

    private mutating func dynamicTables() throws -> (HuffmanDecoder, HuffmanDecoder) {
        let hlit = try reader.bits(5) + 257, hdist = try reader.bits(5) + 1, hclen = try reader.bits(4) + 4
        guard hlit <= 286 else { throw InflateError.invalidCodeLengths("more than 286 literal/length codes") }
        guard hdist <= 30 else { throw InflateError.invalidCodeLengths("more than 30 distance codes") }
        var clLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<hclen { clLengths[Self.codeLengthOrder[i]] = UInt8(try reader.bits(3)) }
        let clCode = try HuffmanDecoder(lengths: clLengths[...], allowIncomplete: false)
        var lengths = [UInt8](repeating: 0, count: hlit + hdist)
        var i = 0
        while i < lengths.count {
            let sym = try reader.decode(clCode)
            var repeatValue: UInt8 = 0, count = 0
            switch sym {
            case 0..<16:
                lengths[i] = UInt8(sym); i += 1; continue
            case 16:
                guard i > 0 else { throw InflateError.invalidCodeLengths("repeat with no previous length") }
                repeatValue = lengths[i - 1]; count = 3 + (try reader.bits(2))
            case 17: count = 3 + (try reader.bits(3))
            default: count = 11 + (try reader.bits(7))
            }
            guard i + count <= lengths.count else { throw InflateError.invalidCodeLengths("repeat overflows the table") }
            for _ in 0..<count { lengths[i] = repeatValue; i += 1 }
        }
        guard lengths[256] != 0 else { throw InflateError.invalidCodeLengths("no end-of-block code") }
        let lit = try HuffmanDecoder(lengths: lengths[0..<hlit], allowIncomplete: true)
        let dist = try HuffmanDecoder(lengths: lengths[hlit...], allowIncomplete: true)
        return (lit, dist)
    }

    private mutating func codes(_ lit: HuffmanDecoder, _ dist: HuffmanDecoder) throws {
        while true {
            let sym = try reader.decode(lit)
            if sym < 256 {
                guard output.count < limit else { throw InflateError.outputLimitExceeded(limit) }
                output.append(UInt8(sym))
            } else if sym == 256 {
                return
            } else {
                let li = sym - 257
                guard li < 29 else { throw InflateError.invalidSymbol }
                let length = Self.lengthBase[li] + (try reader.bits(Self.lengthExtra[li]))
                let ds = try reader.decode(dist)
                guard ds < 30 else { throw InflateError.invalidSymbol }
                let distance = Self.distanceBase[ds] + (try reader.bits(Self.distanceExtra[ds]))
                guard distance <= output.count else { throw InflateError.distanceTooFar }
                guard output.count + length <= limit else { throw InflateError.outputLimitExceeded(limit) }
                output.copyMatch(distance: distance, length: length)
            }
        }
    }
}
