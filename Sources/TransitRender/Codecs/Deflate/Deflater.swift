/// A DEFLATE (RFC 1951) compressor: LZ77 over a 32 KiB window with hash chains (greedy matching at
/// levels 1–3, one-step lazy matching at 4–9, zlib's per-level search limits), emitting each block
/// as whichever of stored, fixed-Huffman or dynamic-Huffman is smallest. Level 0 stores only.
struct Deflater {
    /// zlib's configuration table: (good length, lazy/insert limit, nice length, chain length).
    private static let configurations: [(good: Int, lazy: Int, nice: Int, chain: Int)] = [
        (0, 0, 0, 0), (4, 4, 8, 4), (4, 5, 16, 8), (4, 6, 32, 32), (4, 4, 16, 16),
        (8, 16, 32, 32), (8, 16, 128, 128), (8, 32, 128, 256), (32, 128, 258, 1024),
        (32, 258, 258, 4096)
    ]
    static let windowSize = 32768
    static let hashBits = 15
    static let maxMatch = 258
    static let minMatch = 3
    /// Tokens per block before it is emitted.
    static let blockTokens = 1 << 15

    /// Compresses `input` at `level` (clamped to 0...9) into a raw DEFLATE stream.
    static func compress(_ input: UnsafeBufferPointer<UInt8>, level: Int) -> [UInt8] {
        let level = min(max(level, 0), 9)
        var writer = BlockWriter(capacity: input.count / 2 + 64)
        if level == 0 || input.count < Self.minMatch + 1 {
            writer.writeStored(input, from: 0, to: input.count, final: true)
            return writer.finish()
        }
        let matcher = Matcher(input: input, configuration: configurations[level])
        let lazy = level >= 4
        var tokens = [UInt32]()
        tokens.reserveCapacity(blockTokens)
        var blockStart = 0
        matcher.run(lazy: lazy) { token, position in
            tokens.append(token)
            if tokens.count >= blockTokens {
                writer.writeBlock(tokens, input: input, from: blockStart, to: position, final: false)
                tokens.removeAll(keepingCapacity: true)
                blockStart = position
            }
        }
        writer.writeBlock(tokens, input: input, from: blockStart, to: input.count, final: true)
        return writer.finish()
    }
}

/// Token encoding shared by the matcher and the block writer: a literal byte is its value; a
/// match is `1 << 31 | length << 16 | distance`.
enum DeflateToken {
    @inline(__always) static func match(length: Int, distance: Int) -> UInt32 {
        1 << 31 | UInt32(length) << 16 | UInt32(distance)
    }
}
