/// Appends PNG chunks (length, type, data, CRC-32 of type and data) to a byte array.
struct PNGChunkWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private(set) var bytes: [UInt8]

    init(signature: Bool = true) { bytes = signature ? Self.signature : [] }

    mutating func append(_ type: String, _ data: [UInt8]) {
        bytes.append(contentsOf: UInt32(data.count).bigEndianBytes)
        let typeBytes = Array(type.utf8)
        bytes.append(contentsOf: typeBytes)
        bytes.append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        bytes.append(contentsOf: crc.value.bigEndianBytes)
    }

    /// Appends `data` as IDAT (or another type) chunks of at most 1 MiB each.
    mutating func appendSplit(_ type: String, _ data: [UInt8]) {
        let size = 1 << 20
        var start = 0
        repeat {
            let end = min(data.count, start + size)
            append(type, Array(data[start..<end]))
            start = end
        } while start < data.count
    }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] {
        [UInt8(self >> 24), UInt8((self >> 16) & 0xFF), UInt8((self >> 8) & 0xFF), UInt8(self & 0xFF)]
    }
}

extension UInt16 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 8), UInt8(self & 0xFF)] }
}

extension PNGChunkWriter {
    /// Appends bytes that are already whole chunks.
    mutating func appendRaw(_ chunks: [UInt8]) {
        bytes.append(contentsOf: chunks)
    }
}
