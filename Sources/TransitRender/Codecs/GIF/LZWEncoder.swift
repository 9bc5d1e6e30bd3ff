/// GIF's variable-length-code LZW compressor (GIF89a specification, appendix F): codes grow from
/// `minimumCodeSize + 1` bits up to 12; a clear code starts the stream and resets the table when
/// it fills. The string table is an open-addressing hash (as in the classic `compress`).
struct LZWEncoder {
    private static let tableSize = 5003  // prime, comfortably above 4096 entries
    private var keys = [Int32](repeating: -1, count: tableSize)
    private var codes = [Int16](repeating: 0, count: tableSize)

    init() {}

    /// Compresses `indices` (each below 2^minimumCodeSize) and returns the raw code stream,
    /// not yet cut into sub-blocks.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        encode(Pixels(indices: indices, flexible: nil, transparentIndex: 0, swapped: false), minimumCodeSize: minimumCodeSize)
    }

    /// As `encode(_:minimumCodeSize:)`, where a pixel whose bit is set in `flexible` (bit `i % 64`
    /// of word `i / 64`) may be written either as `transparentIndex` or as `indices[i]`, which
    /// shows the same (an unchanged pixel, written transparent or in its current colour). At such
    /// pixels the encoder takes whichever extends the current string, so don't-care pixels
    /// lengthen LZW matches instead of breaking them; it tries the transparent index first, or
    /// the colour with `preferringColours`.
    mutating func encode(
        _ indices: UnsafeBufferPointer<UInt8>, flexible: UnsafeBufferPointer<UInt64>, transparentIndex: Int,
        preferringColours: Bool = false, minimumCodeSize: Int
    ) -> [UInt8] {
        let pixels = Pixels(
            indices: indices, flexible: flexible, transparentIndex: transparentIndex, swapped: preferringColours)
        return encode(pixels, minimumCodeSize: minimumCodeSize)
    }

    private mutating func encode(_ pixels: Pixels, minimumCodeSize: Int) -> [UInt8] {
        let count = pixels.indices.count
        return keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                var run = Run(keys: keys, codes: codes, minimumCodeSize: minimumCodeSize, capacity: count / 2 + 16)
                run.reset()
                run.emit(run.clear)
                guard count > 0 else { run.emit(run.end); return run.finish() }
                var prefix = pixels.first(0)
                for i in 1..<count {
                    let c = pixels.first(i)
                    let (slot, code) = run.find(c, after: prefix)
                    if let code { prefix = code; continue }
                    if let alt = pixels.second(i) {
                        let (altSlot, altCode) = run.find(alt, after: prefix)
                        if let altCode { prefix = altCode; continue }
                        // Neither continues the string. Start the next one with whichever matches the
                        // following pixel, so runs of either kind keep going.
                        if i + 1 < count && pixels.first(i + 1) != c
                            && (pixels.first(i + 1) == alt || pixels.second(i + 1) == alt)
                        {
                            run.endString(prefix, continuingWith: alt, at: altSlot)
                            prefix = alt
                            continue
                        }
                    }
                    run.endString(prefix, continuingWith: c, at: slot)
                    prefix = c
                }
                run.emit(prefix)
                run.emit(run.end)
                return run.finish()
            }
        }
    }

    /// The pixels one `encode` call reads: each one's first choice and, for a flexible pixel, its
    /// second.
    private struct Pixels {
        let indices: UnsafeBufferPointer<UInt8>
        let flexible: UnsafeBufferPointer<UInt64>?
        let transparentIndex: Int
        /// Whether a flexible pixel reads its colour first and the transparent index second.
        let swapped: Bool

        @inline(__always)
        func isFlexible(_ i: Int) -> Bool {
            guard let flexible else { return false }
            return flexible[i >> 6] & (1 << UInt64(i & 63)) != 0
        }

        @inline(__always)
        func first(_ i: Int) -> Int {
            isFlexible(i) && !swapped ? transparentIndex : Int(indices[i])
        }

        @inline(__always)
        func second(_ i: Int) -> Int? {
            guard isFlexible(i) else { return nil }
            return swapped ? transparentIndex : Int(indices[i])
        }
    }

    /// The state of one `encode` call: the string table (the encoder's buffers), the next free
    /// code, and the code stream written so far with its pending bits.
    private struct Run {
        let keys: UnsafeMutableBufferPointer<Int32>
        let codes: UnsafeMutableBufferPointer<Int16>
        let minimumCodeSize: Int
        let clear: Int, end: Int
        var next: Int
        var out = [UInt8]()
        var acc: UInt32 = 0, bits = 0
        var codeSize: Int
        var maxCode: Int
        var clearPending = false

        init(
            keys: UnsafeMutableBufferPointer<Int32>, codes: UnsafeMutableBufferPointer<Int16>,
            minimumCodeSize: Int, capacity: Int
        ) {
            self.keys = keys
            self.codes = codes
            self.minimumCodeSize = minimumCodeSize
            clear = 1 << minimumCodeSize
            end = clear + 1
            next = clear + 2
            codeSize = minimumCodeSize + 1
            maxCode = (1 << codeSize) - 1
            out.reserveCapacity(capacity)
        }

        /// Writes `code` at the current width, then widens the codes when the table has outgrown
        /// them (or narrows them again after a clear).
        @inline(__always)
        mutating func emit(_ code: Int) {
            acc |= UInt32(code) << UInt32(bits)
            bits += codeSize
            while bits >= 8 { out.append(UInt8(truncatingIfNeeded: acc)); acc >>= 8; bits -= 8 }
            if clearPending {
                codeSize = minimumCodeSize + 1; maxCode = (1 << codeSize) - 1; clearPending = false
            } else if next > maxCode && codeSize < 12 {
                codeSize += 1; maxCode = (1 << codeSize) - 1
            }
        }

        /// Empties the string table.
        mutating func reset() {
            for i in 0..<keys.count { keys[i] = -1 }
            next = clear + 2
        }

        /// The slot of (prefix, c): its code if present, else the free slot to insert at.
        @inline(__always)
        func find(_ c: Int, after prefix: Int) -> (slot: Int, code: Int?) {
            let key = Int32(c << 12 | prefix)
            var h = (c << 4) ^ prefix
            if h >= LZWEncoder.tableSize { h %= LZWEncoder.tableSize }
            if keys[h] == key { return (h, Int(codes[h])) }
            if keys[h] != -1 {
                let step = h == 0 ? 1 : LZWEncoder.tableSize - h
                repeat {
                    h -= step
                    if h < 0 { h += LZWEncoder.tableSize }
                    if keys[h] == key { return (h, Int(codes[h])) }
                } while keys[h] != -1
            }
            return (h, nil)
        }

        /// Ends the current string: writes `prefix`, then gives (prefix, c) the next code at
        /// `slot`, or clears the table when it is full.
        @inline(__always)
        mutating func endString(_ prefix: Int, continuingWith c: Int, at slot: Int) {
            emit(prefix)
            if next < 4096 {
                keys[slot] = Int32(c << 12 | prefix); codes[slot] = Int16(next)
                next += 1
            } else {
                reset()
                clearPending = true
                emit(clear)
            }
        }

        /// The code stream, its last partial byte included.
        mutating func finish() -> [UInt8] {
            if bits > 0 { out.append(UInt8(truncatingIfNeeded: acc)) }
            return out
        }
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
