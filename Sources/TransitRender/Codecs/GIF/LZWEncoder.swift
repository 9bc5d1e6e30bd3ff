/// GIF's variable-length-code LZW compressor (GIF89a specification, appendix F): codes grow from
/// `minimumCodeSize + 1` bits up to 12; a clear code starts the stream and resets the table when
/// it fills. The string table is an open-addressing hash (as in the classic `compress`).
struct LZWEncoder {
    private static let tableSize = 5003  // prime, comfortably above 4096 entries
    /// Marks a pixel without an alternate index.
    static let noAlternate: UInt16 = 0xFFFF
    private var keys = [Int32](repeating: -1, count: tableSize)
    private var codes = [Int16](repeating: 0, count: tableSize)

    init() {}

    /// Compresses `indices` (each below 2^minimumCodeSize) and returns the raw code stream,
    /// not yet cut into sub-blocks.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        encode(indices, alternates: nil, minimumCodeSize: minimumCodeSize)
    }

    /// As `encode(_:minimumCodeSize:)`, where `alternates[i]`, unless `noAlternate`, is a second
    /// index that shows the same as `indices[i]` (an unchanged pixel can be written transparent or
    /// in its current colour). At such pixels the encoder takes whichever extends the current
    /// string, so don't-care pixels lengthen LZW matches instead of breaking them.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, alternates: UnsafeBufferPointer<UInt16>?,
                         minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var out = [UInt8]()
        out.reserveCapacity(indices.count / 2 + 16)
        var acc: UInt32 = 0, bits = 0
        var codeSize = minimumCodeSize + 1
        var maxCode = (1 << codeSize) - 1
        var next = clear + 2
        var clearPending = false
        keys.withUnsafeMutableBufferPointer { keys in
        codes.withUnsafeMutableBufferPointer { codes in
            func emit(_ code: Int) {
                acc |= UInt32(code) << UInt32(bits)
                bits += codeSize
                while bits >= 8 { out.append(UInt8(truncatingIfNeeded: acc)); acc >>= 8; bits -= 8 }
                if clearPending {
                    codeSize = minimumCodeSize + 1; maxCode = (1 << codeSize) - 1; clearPending = false
                } else if next > maxCode && codeSize < 12 {
                    codeSize += 1; maxCode = (1 << codeSize) - 1
                }
            }
            func reset() {
                for i in 0..<keys.count { keys[i] = -1 }
                next = clear + 2
            }
            reset()
            emit(clear)
            guard indices.count > 0 else { emit(end); return }
            var prefix = Int(indices[0])
            /// The slot of (prefix, c): its code if present, else the free slot to insert at.
            @inline(__always) func find(_ c: Int) -> (slot: Int, code: Int?) {
                let key = Int32(c << 12 | prefix)
                var h = (c << 4) ^ prefix
                if h >= Self.tableSize { h %= Self.tableSize }
                if keys[h] == key { return (h, Int(codes[h])) }
                if keys[h] != -1 {
                    let step = h == 0 ? 1 : Self.tableSize - h
                    repeat {
                        h -= step
                        if h < 0 { h += Self.tableSize }
                        if keys[h] == key { return (h, Int(codes[h])) }
                    } while keys[h] != -1
                }
                return (h, nil)
            }
            for i in 1..<indices.count {
                let c = Int(indices[i])
                let (slot, code) = find(c)
                if let code { prefix = code; continue }
                var h = slot
                var key = Int32(c << 12 | prefix)
                if let alternates, alternates[i] != Self.noAlternate {
                    let alt = Int(alternates[i])
                    let (altSlot, altCode) = find(alt)
                    if let altCode { prefix = altCode; continue }
                    // Neither continues the string. Start the next one with whichever matches the
                    // following pixel, so runs of either kind keep going.
                    if i + 1 < indices.count && Int(indices[i + 1]) != c
                        && (Int(indices[i + 1]) == alt || alternates[i + 1] == UInt16(alt)) {
                        h = altSlot
                        key = Int32(alt << 12 | prefix)
                        emit(prefix)
                        prefix = alt
                        if next < 4096 {
                            keys[h] = key; codes[h] = Int16(next)
                            next += 1
                        } else {
                            reset()
                            clearPending = true
                            emit(clear)
                        }
                        continue
                    }
                }
                emit(prefix)
                prefix = c
                if next < 4096 {
                    keys[h] = key; codes[h] = Int16(next)
                    next += 1
                } else {
                    reset()
                    clearPending = true
                    emit(clear)
                }
            }
            emit(prefix)
            emit(end)
        }}
        if bits > 0 { out.append(UInt8(truncatingIfNeeded: acc)) }
        return out
    }

    /// `data` cut into GIF sub-blocks (a length byte, up to 255 bytes) and the zero terminator.
    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + data.count / 255 + 2)
        var i = 0
        while i < data.count {
            let n = min(255, data.count - i)
            out.append(UInt8(n))
            out.append(contentsOf: data[i..<(i + n)])
            i += n
        }
        out.append(0)
        return out
    }
}
