/// Frame differencing, palette choice and index mapping.
extension GIFEncoder {
    /// 8×8 Bayer threshold matrix (values 0...63).
    static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21
    ]
    /// Amplitude of the dither offset, in 8-bit levels, for a 255-colour palette.
    static let ditherSpread = 24

    /// Packs pixel `k` of premultiplied RGBA `p`: opaque (alpha ≥ 128) un-premultiplied RGB with
    /// 0xFF alpha, or 0.
    @inline(__always)
    static func packed(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> UInt32 {
        let a = p[4 * k + 3]
        if a == 255 {
            return UInt32(p[4 * k]) | UInt32(p[4 * k + 1]) << 8 | UInt32(p[4 * k + 2]) << 16 | 0xFF00_0000
        }
        return a >= 128 ? Premultiplication.unpremultiplied(p[4 * k], p[4 * k + 1], p[4 * k + 2], a) | 0xFF00_0000 : 0
    }

    /// Adds `frame`. Its pixels are packed into `source` in place, the pixels that changed noted
    /// in `changed` on the way, so the encoder holds one packed frame, not two.
    mutating func encode(_ frame: Bitmap, delay: Int) {
        if pending != nil { disposeTurningTransparent(frame) }
        let first = pending == nil
        let changes = update(from: frame)
        let rect = first ? (x0: 0, y0: 0, x1: width, y1: height) : changes
        if rect.x0 >= rect.x1 {
            pending!.delay += delay
            return
        }
        if !first { flushPending() }
        let built = buildFrame(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1, delay: delay, first: first)
        if first { writeHeader(globalColors: globalPalette?.colors ?? []) }
        pending = built
    }

    /// Pixels turning transparent can only be cleared by disposing the pending frame: grows it
    /// over them, with disposal "restore to background".
    private mutating func disposeTurningTransparent(_ frame: Bitmap) {
        let w = width, h = height
        var cx0 = w, cy0 = h, cx1 = 0, cy1 = 0
        frame.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                for x in 0..<w where p[4 * (y * w + x) + 3] < 128 && Self.bit(shownOpaque, y * w + x) {
                    cx0 = min(cx0, x); cx1 = max(cx1, x + 1); cy0 = min(cy0, y); cy1 = max(cy1, y + 1)
                }
            }
        }
        guard cx0 < cx1, var p = pending else { return }
        p.expand(toX: cx0, y: cy0, x1: cx1, y1: cy1)
        p.disposal = 2
        for y in p.y..<(p.y + p.height) { for x in p.x..<(p.x + p.width) { Self.set(&shownOpaque, y * w + x, false) } }
        pending = p
    }

    /// Packs `frame` into `source`, marks in `changed` each pixel whose colour changed or whose
    /// transparency differs from what is shown, and returns the rectangle of those pixels
    /// (empty when none).
    private mutating func update(from frame: Bitmap) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let w = width, h = height
        var x0 = w, y0 = h, x1 = 0, y1 = 0
        for i in changed.indices { changed[i] = 0 }
        frame.pixels.withUnsafeBufferPointer { p in
            source.withUnsafeMutableBufferPointer { ps in
                shownOpaque.withUnsafeBufferPointer { d in
                    changed.withUnsafeMutableBufferPointer { marks in
                        for y in 0..<h {
                            var k = y * w
                            for x in 0..<w {
                                let s = Self.packed(p, k)
                                let opaque = d[k >> 6] & (1 << UInt64(k & 63)) != 0
                                if s != ps[k] || opaque != (s != 0) {
                                    marks[k >> 6] |= 1 << UInt64(k & 63)
                                    ps[k] = s
                                    if x < x0 { x0 = x }
                                    if x >= x1 { x1 = x + 1 }
                                    if y < y0 { y0 = y }
                                    y1 = y + 1
                                }
                                k += 1
                            }
                        }
                    }
                }
            }
        }
        return (x0, y0, x1, y1)
    }

    /// Chooses the palette and maps the rectangle to indices; updates what is shown.
    private mutating func buildFrame(x0: Int, y0: Int, x1: Int, y1: Int, delay: Int, first: Bool) -> GIFFrame {
        let colors = distinctColors(x0: x0, y0: y0, x1: x1, y1: y1, first: first)
        var choice = choosePalette(colors, x0: x0, y0: y0, x1: x1, y1: y1, first: first)
        let mapped = mapIndices(
            x0: x0, y0: y0, x1: x1, y1: y1, first: first,
            palette: choice.palette, lookup: choice.lookup, quantized: choice.quantized)
        if first {
            var global = ColorTable(capacity: 256)
            for c in choice.palette { global.insert(c) }
            globalPalette = global
            choice.useGlobal = true
        }
        return GIFFrame(
            x: x0, y: y0, width: x1 - x0, height: y1 - y0, indices: mapped.indices,
            flexible: mapped.flexible, palette: choice.useGlobal ? nil : choice.palette,
            transparentIndex: choice.palette.count, usesTransparency: mapped.usesTransparency,
            delay: delay)
    }

    /// Whether pixel `k` is drawn: every pixel of the first frame; later, a pixel whose colour
    /// changed or whose transparency differs from what is shown (marked in `changed`).
    @inline(__always)
    private func needs(_ k: Int, first: Bool) -> Bool {
        first || Self.bit(changed, k)
    }

    /// Bit `k` of the mask `bits`.
    @inline(__always)
    static func bit(_ bits: [UInt64], _ k: Int) -> Bool { bits[k >> 6] & (1 << UInt64(k & 63)) != 0 }

    /// Sets bit `k` of the mask `bits` to `value`.
    @inline(__always)
    static func set(_ bits: inout [UInt64], _ k: Int, _ value: Bool) {
        let mask: UInt64 = 1 << UInt64(k & 63)
        bits[k >> 6] = value ? bits[k >> 6] | mask : bits[k >> 6] & ~mask
    }

    /// Distinct colours of the pixels to draw (counting stops past 255).
    private func distinctColors(x0: Int, y0: Int, x1: Int, y1: Int, first: Bool) -> ColorTable {
        let w = width
        var colors = ColorTable(capacity: 256)
        var last: UInt32 = 0
        counting: for y in y0..<y1 {
            for k in (y * w + x0)..<(y * w + x1) where needs(k, first: first) {
                let c = source[k]
                if c == 0 || c == last { continue }
                last = c
                colors.insert(c & 0xFFFFFF)
                if colors.count > 255 { break counting }
            }
        }
        return colors
    }

    /// The frame's palette and the table that maps colours to its indices: the global palette
    /// when it holds every colour, else the exact colours when they are at most 255, else a
    /// median-cut palette (`quantized`, whose colours map by nearest match).
    private func choosePalette(
        _ colors: ColorTable, x0: Int, y0: Int, x1: Int, y1: Int, first: Bool
    ) -> (palette: [UInt32], lookup: ColorTable, quantized: Bool, useGlobal: Bool) {
        if colors.count <= 255 {
            if let global = globalPalette, colors.colors.allSatisfy({ global.index(of: $0) != nil }) {
                return (global.colors, global, false, true)
            }
            return (colors.colors, colors, false, false)
        }
        let palette = quantizedPalette(x0: x0, y0: y0, x1: x1, y1: y1) { needs($0, first: first) }
        var lookup = ColorTable(capacity: 256)
        for c in palette { lookup.insert(c) }
        return (palette, lookup, true, false)
    }

    /// The rectangle's palette indices, the unchanged pixels that may be written in their colour
    /// instead of transparent (`flexible`, holding that colour's index), and whether any pixel is
    /// transparent; records the pixels drawn in `shownOpaque` and `shownExact`.
    private mutating func mapIndices(
        x0: Int, y0: Int, x1: Int, y1: Int, first: Bool,
        palette: [UInt32], lookup: ColorTable, quantized: Bool
    ) -> (indices: [UInt8], flexible: [UInt64], usesTransparency: Bool) {
        let w = width, rw = x1 - x0, rh = y1 - y0
        let transparent = palette.count
        var indices = [UInt8](repeating: UInt8(transparent), count: rw * rh)
        var usesTransparency = false
        var nearestCache = ColorTable(capacity: quantized ? 1 << 15 : 1)
        var nearestValues: [UInt8] = []
        func nearest(_ c: UInt32) -> Int {
            if let i = nearestCache.index(of: c) { return Int(nearestValues[i]) }
            let n = MedianCutQuantizer.nearest(c, in: palette)
            if nearestCache.count < (1 << 15) - 1 {
                nearestCache.insert(c); nearestValues.append(UInt8(n))
            }
            return n
        }
        var flexible = [UInt64](repeating: 0, count: (rw * rh + 63) / 64)
        var lastColor: UInt32 = 0, lastIndex = 0
        var o = 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let k = y * w + x
                var index = transparent
                if needs(k, first: first) {
                    let c = source[k]
                    if c != 0 {
                        if !quantized {
                            if c != lastColor { lastColor = c; lastIndex = lookup.index(of: c & 0xFFFFFF) ?? 0 }
                            index = lastIndex
                        } else if usesOrderedDithering {
                            index = nearest(Self.dithered(c, x: x, y: y))
                        } else {
                            if c != lastColor { lastColor = c; lastIndex = nearest(c & 0xFFFFFF) }
                            index = lastIndex
                        }
                        Self.set(&shownOpaque, k, true)
                        Self.set(&shownExact, k, palette[index] == c & 0xFF_FFFF)
                    } else {
                        usesTransparency = true
                    }
                } else {
                    // Unchanged: transparent, or its current colour if the table has it (the LZW
                    // encoder picks whichever continues its string). Only a colour shown exactly
                    // as `source` has it is known here.
                    usesTransparency = true
                    if Self.bit(shownOpaque, k), Self.bit(shownExact, k),
                        let alt = lookup.index(of: source[k] & 0xFF_FFFF)
                    {
                        index = alt
                        flexible[o >> 6] |= 1 << UInt64(o & 63)
                    }
                }
                indices[o] = UInt8(index)
                o += 1
            }
        }
        return (indices, flexible, usesTransparency)
    }

    /// `c` offset by the Bayer threshold of pixel (`x`, `y`), each channel clamped to 0...255.
    @inline(__always)
    private static func dithered(_ c: UInt32, x: Int, y: Int) -> UInt32 {
        let t = (bayer[(y & 7) * 8 + (x & 7)] * 2 - 63) * ditherSpread / 128
        let r = min(max(Int(c & 0xFF) + t, 0), 255), g = min(max(Int((c >> 8) & 0xFF) + t, 0), 255)
        let b = min(max(Int((c >> 16) & 0xFF) + t, 0), 255)
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
    }

    /// A 255-colour median-cut palette for the pixels to draw.
    private func quantizedPalette(x0: Int, y0: Int, x1: Int, y1: Int, needs: (Int) -> Bool) -> [UInt32] {
        var table = ColorTable(capacity: 1 << 16)
        var counts: [Int] = []
        var overflow: [UInt32: Int] = [:]
        var lastColor = UInt32.max, lastIndex = 0
        for y in y0..<y1 {
            for k in (y * width + x0)..<(y * width + x1) where needs(k) && source[k] != 0 {
                let c = source[k] & 0xFFFFFF
                if c == lastColor { counts[lastIndex] += 1; continue }
                if let i = table.index(of: c) { counts[i] += 1; lastColor = c; lastIndex = i; continue }
                if table.count < 1 << 16 { table.insert(c); counts.append(1) } else { overflow[c, default: 0] += 1 }
            }
        }
        var histogram = zip(table.colors, counts).map { (color: $0, count: $1) }
        histogram += overflow.map { (color: $0.key, count: $0.value) }
        // Box means can coincide; keep each colour once so a table can map colours back to indices.
        var unique = ColorTable(capacity: 256)
        for c in MedianCutQuantizer.palette(histogram, maximumColors: 255) { unique.insert(c) }
        return unique.colors
    }
}
