/// Walks the chunks of a PNG stream, checking lengths and CRCs.
struct PNGChunkReader {
    private let bytes: [UInt8]
    private var offset: Int

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else {
            throw PNGError(.notPNG, "data does not start with the PNG signature")
        }
        self.bytes = bytes
        offset = 8
    }

    /// The next chunk's type and data, or nil at the end of the data.
    mutating func next() throws -> (type: String, data: ArraySlice<UInt8>)? {
        guard offset < bytes.count else { return nil }
        guard bytes.count - offset >= 12 else {
            throw PNGError(.truncated, "data ends inside a chunk header at byte \(offset)")
        }
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard length <= Int(Int32.max) else {
            throw PNGError(.badChunkLength, "chunk length \(length) at byte \(offset) exceeds 2³¹−1")
        }
        let typeBytes = bytes[(offset + 4)..<(offset + 8)]
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw PNGError(.badChunk, "chunk type at byte \(offset) is not four ASCII letters")
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard bytes.count - offset - 12 >= length else {
            throw PNGError(.truncated, "\(type) chunk at byte \(offset) claims \(length) bytes; the data ends first")
        }
        let data = bytes[(offset + 8)..<(offset + 8 + length)]
        let stored = bytes[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        guard crc.value == stored else {
            throw PNGError(.badCRC, "\(type) chunk at byte \(offset) has a bad CRC")
        }
        offset += 12 + length
        return (type, data)
    }
}
