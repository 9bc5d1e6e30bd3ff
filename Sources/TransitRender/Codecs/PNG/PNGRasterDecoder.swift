/// Inflates, unfilters and de-interlaces PNG image data, and converts every sample to
/// premultiplied RGBA8.
struct PNGRasterDecoder {
    let header: PNGHeader
    /// Premultiplied RGBA for each palette index; `paletteCount` entries are valid.
    private var paletteRGBA = [UInt8](repeating: 0, count: 1024)
    private var paletteCount = 0
    /// The tRNS key colour for greyscale/RGB images, as raw samples.
    private var key: (Int, Int, Int)?

    init(header: PNGHeader, palette: [UInt8]?, transparency: [UInt8]?) {
        self.header = header
        if let palette {
            paletteCount = palette.count / 3
            for k in 0..<paletteCount {
                let a = transparency.flatMap { k < $0.count ? $0[k] : nil } ?? 255
                paletteRGBA[4 * k] = Premultiplication.premultiply(palette[3 * k], a)
                paletteRGBA[4 * k + 1] = Premultiplication.premultiply(palette[3 * k + 1], a)
                paletteRGBA[4 * k + 2] = Premultiplication.premultiply(palette[3 * k + 2], a)
                paletteRGBA[4 * k + 3] = a
            }
        }
        if let t = transparency {
            let v = { (i: Int) in Int(t[i]) << 8 | Int(t[i + 1]) }
            if header.colorType == 0 { key = (v(0), v(0), v(0)) }
            if header.colorType == 2 { key = (v(0), v(2), v(4)) }
        }
    }

    /// Decodes the concatenated IDAT (or fdAT) payload.
    func decode(_ zlibData: [UInt8]) throws -> Bitmap {
        let expected = header.imageDataSize
        let data: [UInt8]
        do {
            data = try zlibData.withUnsafeBufferPointer {
                try Zlib.decompress($0, outputLimit: expected, expectedSize: expected)
            }
        } catch InflateError.outputLimitExceeded {
            throw PNGError(.badImageDataSize, "image data inflates to more than the \(expected) bytes the image needs")
        } catch let error as InflateError {
            throw PNGError(.badCompressedData, "image data: \(error.description)")
        }
        guard data.count == expected else {
            throw PNGError(.badImageDataSize, "image data inflates to \(data.count) bytes; the image needs \(expected)")
        }
        var out = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var scratch = data
        try scratch.withUnsafeMutableBufferPointer { d in
            try out.withUnsafeMutableBufferPointer { o in
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pass.width)
                    var prior: UnsafeMutableBufferPointer<UInt8>? = nil
                    let zero = [UInt8](repeating: 0, count: rowBytes)
                    for r in 0..<pass.height {
                        let type = d[offset]
                        let row = UnsafeMutableBufferPointer(rebasing: d[(offset + 1)..<(offset + 1 + rowBytes)])
                        let ok = zero.withUnsafeBufferPointer { z in
                            PNGFilter.unfilter(
                                type, row, prior.map { UnsafeBufferPointer($0) } ?? z,
                                bpp: header.filterBytesPerPixel)
                        }
                        guard ok else { throw PNGError(.badFilter, "scanline \(r) has filter type \(type), not 0...4") }
                        try expand(
                            UnsafeBufferPointer(row), count: pass.width, into: o,
                            start: (pass.y0 + r * pass.dy) * header.width + pass.x0, step: pass.dx)
                        prior = row
                        offset += 1 + rowBytes
                    }
                }
            }
        }
        return Bitmap(width: header.width, height: header.height, pixels: out)!
    }

    /// Converts one scanline of `count` pixels into premultiplied RGBA at pixel indices
    /// `start, start + step, …` of `out`.
    private func expand(
        _ row: UnsafeBufferPointer<UInt8>, count: Int, into out: UnsafeMutableBufferPointer<UInt8>,
        start: Int, step: Int
    ) throws {
        let depth = header.bitDepth
        @inline(__always) func sample16(_ i: Int) -> Int { Int(row[2 * i]) << 8 | Int(row[2 * i + 1]) }
        @inline(__always) func to8(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }
        @inline(__always) func put(_ k: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
            let o = (start + k * step) * 4
            out[o] = Premultiplication.premultiply(r, a); out[o + 1] = Premultiplication.premultiply(g, a)
            out[o + 2] = Premultiplication.premultiply(b, a); out[o + 3] = a
        }
        switch header.colorType {
        case 0 where depth == 16:
            for k in 0..<count {
                let v = sample16(k), g = to8(v)
                if v == key?.0 { put(k, 0, 0, 0, 0) } else { put(k, g, g, g, 255) }
            }
        case 0, 3:
            let mask = (1 << depth) - 1, scale = 255 / mask
            let keyValue = key?.0 ?? -1
            for k in 0..<count {
                let bit = k * depth
                let v = (Int(row[bit >> 3]) >> (8 - depth - (bit & 7))) & mask
                if header.colorType == 3 {
                    guard v < paletteCount else {
                        throw PNGError(.badPalette, "pixel uses palette index \(v); the palette has \(paletteCount) entries")
                    }
                    let o = (start + k * step) * 4
                    out[o] = paletteRGBA[4 * v]; out[o + 1] = paletteRGBA[4 * v + 1]
                    out[o + 2] = paletteRGBA[4 * v + 2]; out[o + 3] = paletteRGBA[4 * v + 3]
                } else {
                    let g = UInt8(v * scale)
                    if v == keyValue { put(k, 0, 0, 0, 0) } else { put(k, g, g, g, 255) }
                }
            }
        case 2:
            for k in 0..<count {
                let (r, g, b) =
                    depth == 8
                    ? (Int(row[3 * k]), Int(row[3 * k + 1]), Int(row[3 * k + 2]))
                    : (sample16(3 * k), sample16(3 * k + 1), sample16(3 * k + 2))
                if let key, key == (r, g, b) { put(k, 0, 0, 0, 0); continue }
                if depth == 8 { put(k, UInt8(r), UInt8(g), UInt8(b), 255) } else { put(k, to8(r), to8(g), to8(b), 255) }
            }
        case 4 where depth == 8:
            for k in 0..<count { put(k, row[2 * k], row[2 * k], row[2 * k], row[2 * k + 1]) }
        case 4:
            for k in 0..<count { let g = to8(sample16(2 * k)); put(k, g, g, g, to8(sample16(2 * k + 1))) }
        case _ where depth == 8:
            for k in 0..<count { put(k, row[4 * k], row[4 * k + 1], row[4 * k + 2], row[4 * k + 3]) }
        default:
            for k in 0..<count {
                put(k, to8(sample16(4 * k)), to8(sample16(4 * k + 1)), to8(sample16(4 * k + 2)), to8(sample16(4 * k + 3)))
            }
        }
    }
}
