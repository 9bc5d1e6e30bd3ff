/// Writes a DEFLATE bit stream (least significant bit first).
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `n` (0...32) bits of `value`.
    @inline(__always)
    mutating func write(_ value: UInt32, _ n: Int) {
        accumulator |= UInt64(value) << UInt64(count)
        count += n
        if count >= 32 {
            let v = UInt32(truncatingIfNeeded: accumulator)
            bytes.append(UInt8(truncatingIfNeeded: v)); bytes.append(UInt8(truncatingIfNeeded: v >> 8))
            bytes.append(UInt8(truncatingIfNeeded: v >> 16)); bytes.append(UInt8(truncatingIfNeeded: v >> 24))
            accumulator >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        flushWholeBytes()
        if count > 0 { write(0, 8 - count) }
        flushWholeBytes()
    }

    private mutating func flushWholeBytes() {
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count -= 8
        }
    }

    /// Appends raw bytes; the stream must be byte-aligned.
    mutating func appendAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        precondition(count == 0, "BitWriter.appendAligned needs a byte-aligned stream")
        bytes.append(contentsOf: raw)
    }

    /// Flushes the last partial byte and returns the stream.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
