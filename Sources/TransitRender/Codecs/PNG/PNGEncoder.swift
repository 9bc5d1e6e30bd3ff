/// Turns a premultiplied bitmap into PNG bytes: picks the colour type, lays out scanlines,
/// filters and compresses them.
enum PNGEncoder {
    /// Scanlines ready for filtering, and the IHDR fields that describe them.
    struct Raster {
        var colorType: UInt8
        var bitDepth: UInt8
        /// Un-premultiplied `r | g << 8 | b << 16 | a << 24` entries, for colour type 3.
        var palette: [UInt32] = []
        var rowBytes: Int
        var bytesPerPixel: Int
        var rows: [UInt8]
    }

    static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions) -> [UInt8] {
        let raster = Self.raster(for: bitmap)
        var png = PNGChunkWriter()
        png.append(
            "IHDR",
            header(
                width: bitmap.width, height: bitmap.height,
                bitDepth: raster.bitDepth, colorType: raster.colorType))
        if raster.colorType == 3 {
            png.append("PLTE", raster.palette.flatMap { [UInt8($0 & 0xFF), UInt8(($0 >> 8) & 0xFF), UInt8(($0 >> 16) & 0xFF)] })
            let alphas = raster.palette.map { UInt8($0 >> 24) }
            if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
                png.append("tRNS", Array(alphas[0...lastTranslucent]))
            }
        }
        png.appendSplit("IDAT", compress(raster, options: options, height: bitmap.height))
        png.append("IEND", [])
        return png.bytes
    }

    static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
        UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes + [bitDepth, colorType, 0, 0, 0]
    }

    /// Filters and zlib-compresses the scanlines.
    static func compress(_ raster: Raster, options: PNGEncodingOptions, height: Int) -> [UInt8] {
        let strategy = raster.colorType == 3 && options.filter == .adaptive ? .none : options.filter
        let filtered = raster.rows.withUnsafeBufferPointer {
            PNGFilter.filter($0, rowBytes: raster.rowBytes, height: height, bpp: raster.bytesPerPixel, strategy: strategy)
        }
        return Zlib.compress(filtered, level: options.compressionLevel)
    }

    /// Un-premultiplied RGBA8 scanlines of `rect` (x, y, width, height) of `bitmap`.
    static func rgbaRows(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var rows = [UInt8](repeating: 0, count: width * height * 4)
        bitmap.pixels.withUnsafeBufferPointer { src in
            rows.withUnsafeMutableBufferPointer { dst in
                var o = 0
                for row in y..<(y + height) {
                    var i = (row * bitmap.width + x) * 4
                    for _ in 0..<width {
                        let a = src[i + 3]
                        dst[o] = Premultiplication.unpremultiply(src[i], a)
                        dst[o + 1] = Premultiplication.unpremultiply(src[i + 1], a)
                        dst[o + 2] = Premultiplication.unpremultiply(src[i + 2], a)
                        dst[o + 3] = a
                        i += 4; o += 4
                    }
                }
            }
        }
        return rows
    }

    /// The smallest lossless layout: a palette (1, 2, 4 or 8 bits) when there are at most 256
    /// distinct colours, else RGB when every pixel is opaque, else RGBA.
    static func raster(for bitmap: Bitmap) -> Raster {
        let w = bitmap.width, h = bitmap.height
        var opaque = true
        var index: [UInt32: Int] = [:]
        var order: [UInt32] = []
        bitmap.pixels.withUnsafeBufferPointer { p in
            var last: UInt32 = 0, haveLast = false
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a != 255 { opaque = false }
                if order.count <= 256 {
                    let c = Premultiplication.unpremultiplied(p[i], p[i + 1], p[i + 2], a)
                    if !haveLast || c != last {
                        if index[c] == nil { index[c] = order.count; order.append(c) }
                        last = c; haveLast = true
                    }
                }
                i += 4
            }
        }
        if order.count <= 256 {
            return paletteRaster(bitmap, colors: order)
        }
        let rgba = rgbaRows(bitmap, x: 0, y: 0, width: w, height: h)
        if !opaque { return Raster(colorType: 6, bitDepth: 8, rowBytes: w * 4, bytesPerPixel: 4, rows: rgba) }
        var rgb = [UInt8](repeating: 0, count: w * h * 3)
        rgba.withUnsafeBufferPointer { s in
            rgb.withUnsafeMutableBufferPointer { d in
                for k in 0..<(w * h) { d[3 * k] = s[4 * k]; d[3 * k + 1] = s[4 * k + 1]; d[3 * k + 2] = s[4 * k + 2] }
            }
        }
        return Raster(colorType: 2, bitDepth: 8, rowBytes: w * 3, bytesPerPixel: 3, rows: rgb)
    }

    private static func paletteRaster(_ bitmap: Bitmap, colors: [UInt32]) -> Raster {
        // Translucent entries first, so tRNS can stop after the last of them.
        let palette = colors.filter { $0 >> 24 != 255 } + colors.filter { $0 >> 24 == 255 }
        var lookup: [UInt32: UInt8] = [:]
        for (k, c) in palette.enumerated() { lookup[c] = UInt8(k) }
        let depth = palette.count <= 2 ? 1 : palette.count <= 4 ? 2 : palette.count <= 16 ? 4 : 8
        let w = bitmap.width, h = bitmap.height
        let rowBytes = (w * depth + 7) / 8
        var rows = [UInt8](repeating: 0, count: rowBytes * h)
        bitmap.pixels.withUnsafeBufferPointer { p in
            rows.withUnsafeMutableBufferPointer { d in
                var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
                for y in 0..<h {
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        let c = Premultiplication.unpremultiplied(p[i], p[i + 1], p[i + 2], p[i + 3])
                        if !haveLast || c != last { last = c; lastIndex = lookup[c] ?? 0; haveLast = true }
                        let bit = x * depth
                        d[y * rowBytes + (bit >> 3)] |= lastIndex << UInt8(8 - depth - (bit & 7))
                    }
                }
            }
        }
        return Raster(
            colorType: 3, bitDepth: UInt8(depth), palette: palette, rowBytes: rowBytes,
            bytesPerPixel: 1, rows: rows)
    }
}
