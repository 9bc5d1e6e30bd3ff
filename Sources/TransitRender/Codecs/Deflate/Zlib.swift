/// The zlib container (RFC 1950) around DEFLATE: a two-byte header and an Adler-32 trailer.
enum Zlib {
    /// Compresses `bytes` at `level` (0...9) into a zlib stream.
    static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
        let level = min(max(level, 0), 9)
        // CMF: deflate, 32 KiB window. FLEVEL as zlib sets it; FCHECK makes the header a multiple of 31.
        let cmf: UInt8 = 0x78
        let flevel: UInt8 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var flg = flevel << 6
        let remainder: Int = (Int(cmf) * 256 + Int(flg)) % 31
        flg += UInt8((31 - remainder) % 31)
        var out: [UInt8] = [cmf, flg]
        out += bytes.withUnsafeBufferPointer { Deflater.compress($0, level: level) }
        let a = Adler32.checksum(bytes)
        out += [UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)]
        return out
    }

    /// Decompresses a zlib stream, producing at most `outputLimit` bytes; checks the header and
    /// the Adler-32 trailer. Throws `InflateError`.
    static func decompress(
        _ bytes: UnsafeBufferPointer<UInt8>, outputLimit: Int,
        expectedSize: Int = 0
    ) throws -> [UInt8] {
        guard bytes.count >= 2 else { throw InflateError.truncated }
        let cmf = bytes[0], flg = bytes[1]
        guard cmf & 0x0F == 8 else { throw InflateError.invalidZlibHeader("compression method is not deflate") }
        guard cmf >> 4 <= 7 else { throw InflateError.invalidZlibHeader("window size above 32 KiB") }
        guard (Int(cmf) * 256 + Int(flg)) % 31 == 0 else { throw InflateError.invalidZlibHeader("header check bits are wrong") }
        guard flg & 0x20 == 0 else { throw InflateError.invalidZlibHeader("preset dictionary required") }
        let body = UnsafeBufferPointer(rebasing: bytes[2...])
        let (output, consumed) = try Inflater.inflate(body, outputLimit: outputLimit, expectedSize: expectedSize)
        guard body.count - consumed >= 4 else { throw InflateError.truncated }
        let t = body[consumed...].prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard t == Adler32.checksum(output) else { throw InflateError.checksumMismatch }
        return output
    }

    static func decompress(_ bytes: [UInt8], outputLimit: Int) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try decompress($0, outputLimit: outputLimit) }
    }
}
