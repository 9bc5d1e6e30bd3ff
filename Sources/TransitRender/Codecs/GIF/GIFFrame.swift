/// One encoded GIF frame before it is written: its rectangle, colour indices and table.
struct GIFFrame {
    var x: Int, y: Int, width: Int, height: Int
    /// Row-major colour indices of the rectangle; a flexible pixel holds its current colour's.
    var indices: [UInt8]
    /// One bit per pixel of the rectangle: an unchanged pixel whose colour is in the table, which
    /// may be written transparent or in that colour (see `LZWEncoder`).
    var flexible: [UInt64]
    /// The local colour table (packed RGB), or nil to use the global one.
    var palette: [UInt32]?
    /// The index meaning "leave the pixel as it is".
    var transparentIndex: Int
    var usesTransparency: Bool
    /// Centiseconds.
    var delay: Int
    /// 1 = leave in place, 2 = restore the rectangle to the background (transparent).
    var disposal: UInt8 = 1

    /// Bits of a colour table holding `count` entries (1...8).
    static func tableBits(_ count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }

    /// The colour table bytes, padded to a power of two.
    static func tableBytes(_ palette: [UInt32], bits: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 3 << bits)
        for (i, c) in palette.enumerated() {
            out[3 * i] = UInt8(c & 0xFF); out[3 * i + 1] = UInt8((c >> 8) & 0xFF); out[3 * i + 2] = UInt8((c >> 16) & 0xFF)
        }
        return out
    }

    /// Grows the rectangle to `x0..<x1 × y0..<y1`, new pixels meaning "leave as it is".
    mutating func expand(toX x0: Int, y y0: Int, x1: Int, y1: Int) {
        guard x0 < x || y0 < y || x1 > x + width || y1 > y + height else { return }
        let nx = min(x0, x), ny = min(y0, y), nw = max(x1, x + width) - nx, nh = max(y1, y + height) - ny
        var grown = [UInt8](repeating: UInt8(transparentIndex), count: nw * nh)
        var grownFlexible = [UInt64](repeating: 0, count: (nw * nh + 63) / 64)
        for row in 0..<height {
            let src = row * width, dst = (row + y - ny) * nw + (x - nx)
            grown[dst..<(dst + width)] = indices[src..<(src + width)]
            for k in 0..<width where flexible[(src + k) >> 6] & (1 << UInt64((src + k) & 63)) != 0 {
                grownFlexible[(dst + k) >> 6] |= 1 << UInt64((dst + k) & 63)
            }
        }
        flexible = grownFlexible
        x = nx; y = ny; width = nw; height = nh
        indices = grown
        usesTransparency = true
    }

    /// Appends the Graphic Control Extension, Image Descriptor, local table and LZW data.
    func write(to out: inout [UInt8], lzw: inout LZWEncoder, globalBits: Int) {
        let delay = UInt16(min(max(delay, 0), 65535))
        out += [0x21, 0xF9, 4, disposal << 2 | (usesTransparency ? 1 : 0)]
        out += [UInt8(delay & 0xFF), UInt8(delay >> 8), UInt8(usesTransparency ? transparentIndex : 0), 0]
        out += [0x2C, UInt8(x & 0xFF), UInt8(x >> 8), UInt8(y & 0xFF), UInt8(y >> 8)]
        out += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        let bits: Int
        if let palette {
            bits = Self.tableBits(palette.count + 1)
            out.append(0x80 | UInt8(bits - 1))
            out += Self.tableBytes(palette, bits: bits)
        } else {
            bits = globalBits
            out.append(0)
        }
        let minimumCodeSize = max(2, bits)
        out.append(UInt8(minimumCodeSize))
        func encode(preferringColours: Bool) -> [UInt8] {
            indices.withUnsafeBufferPointer { i in
                flexible.withUnsafeBufferPointer { f in
                    lzw.encode(
                        i, flexible: f, transparentIndex: transparentIndex, preferringColours: preferringColours,
                        minimumCodeSize: minimumCodeSize)
                }
            }
        }
        var codes = encode(preferringColours: false)
        // Also try preferring the colour over transparency for unchanged pixels; keep the smaller.
        if flexible.contains(where: { $0 != 0 }) {
            let other = encode(preferringColours: true)
            if other.count < codes.count { codes = other }
        }
        out += LZWEncoder.subBlocks(codes)
    }
}
