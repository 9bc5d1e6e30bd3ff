/// Reads a DEFLATE bit stream (least significant bit first) from a byte buffer. Past the end it
/// feeds zero padding so table lookups can peek ahead, and throws `.truncated` as soon as any
/// padding bit is actually consumed.
struct BitReader {
    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var buffer: UInt64 = 0
    private var bitCount = 0
    /// Zero bytes fed after the end of the input.
    private var padding = 0

    init(_ input: UnsafeBufferPointer<UInt8>) { self.input = input }

    @inline(__always)
    private mutating func refill() {
        while bitCount <= 56 {
            if position < input.count {
                buffer |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
            } else {
                padding += 1
            }
            bitCount += 8
        }
    }

    @inline(__always)
    private mutating func consume(_ n: Int) throws {
        buffer >>= UInt64(n)
        bitCount -= n
        if bitCount < padding * 8 { throw InflateError.truncated }
    }

    /// The next `n` (0...16) bits as an integer, first bit in the lowest position.
    @inline(__always)
    mutating func bits(_ n: Int) throws -> Int {
        if n == 0 { return 0 }
        if bitCount < n { refill() }
        let v = Int(buffer & ((1 << UInt64(n)) - 1))
        try consume(n)
        return v
    }

    /// Decodes one symbol of `code`.
    @inline(__always)
    mutating func decode(_ code: borrowing HuffmanDecoder) throws -> Int {
        if bitCount < 15 { refill() }
        let entry = code.fast[Int(buffer & UInt64((1 << HuffmanDecoder.fastBits) - 1))]
        if entry != 0 {
            try consume(Int(entry & 15))
            return Int(entry >> 4)
        }
        // Canonical walk, one bit at a time (codes longer than the fast table).
        var codeValue = 0, first = 0, index = 0
        for len in 1...15 {
            codeValue |= Int(buffer & 1)
            try consume(1)
            let count = code.counts[len]
            if codeValue - count < first { return Int(code.symbols[index + codeValue - first]) }
            index += count
            first = (first + count) << 1
            codeValue <<= 1
        }
        throw InflateError.invalidSymbol
    }

    /// Drops the bits left in the current byte (stored blocks start on a byte boundary).
    mutating func alignToByte() {
        let drop = bitCount % 8
        buffer >>= UInt64(drop)
        bitCount -= drop
    }

    /// After `alignToByte()`: copies `n` raw bytes to `output`.
    mutating func copyBytes(_ n: Int, into output: inout ByteBuffer) throws {
        // Give back the whole bytes still buffered, then copy straight from the input.
        let realBuffered = bitCount / 8 - padding
        position -= realBuffered
        buffer = 0; bitCount = 0; padding = 0
        guard n <= input.count - position else { throw InflateError.truncated }
        output.append(UnsafeBufferPointer(rebasing: input[position..<(position + n)]))
        position += n
    }

    /// Input bytes used so far, counting a partly used byte as used.
    func bytesConsumedAligned() -> Int {
        position - (bitCount / 8 - padding)
    }
}
