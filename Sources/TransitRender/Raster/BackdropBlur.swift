import Foundation

/// The blur of a backdrop material: premultiplied RGBA pixels blurred by three successive box
/// blurs per axis (the widths `Blur.boxRadii` chooses, whose variances sum to σ²), with the
/// edges of the frame extended (each edge pixel repeats outwards, as Pillow's `BoxBlur` and
/// `GaussianBlur` do), then saturated. Integer arithmetic with 8 fractional bits carried between
/// passes, so the result is the same on every platform.
///
/// The four channels of a pixel travel together (one `SIMD4` lane each) through one flat
/// buffer, every box pass keeps a running sum (constant work per pixel whatever the radius), and
/// the vertical passes walk whole rows, keeping one running sum per column, so memory is read in
/// order rather than one column at a time.
enum BackdropBlur {
    /// One pixel's four channels in 8.8 fixed point (at most 255 × 256, so they fit 16 bits).
    typealias Pixel = SIMD4<UInt16>

    /// The pixels of `source` under `region` (device pixels, inside `source.bounds`), blurred by
    /// `sigma` pixels and saturated by `saturation` (1 leaves colours as they are), as a surface
    /// covering `region`. With `rows`, only the device rows of `region` inside it are blurred
    /// (the others stay clear), each exactly as in the whole blur: the passes work out backwards
    /// which rows each one needs, and the padded area, whose edges repeat, stays the whole one.
    ///
    /// The work is split between `workers`' threads without changing a byte: a horizontal pass,
    /// the unpacking and the saturation compute each row from that row alone, so they are split
    /// into bands of rows; a vertical pass computes each column from that column alone (one
    /// running sum per column, over the same rows whatever the split), so it is split into strips
    /// of columns. No band reads what another writes within a step, and each step ends before
    /// the next begins. The two working buffers and the result's pixels come from `BufferPool`, so
    /// a material drawn every frame reuses them.
    static func blurred(
        _ source: Surface, region: IntRect, sigma: Double, saturation: Double,
        rows: Range<Int>? = nil, workers: RenderWorkers = .serial
    ) -> Surface {
        let out = Surface(uninitializedBounds: region)
        let radii = Blur.boxRadii(sigma: min(sigma, RenderContext.maxShadowSigma)).filter { $0 > 0 }
        let extent = radii.reduce(0, +)
        let area = IntRect(
            minX: region.minX - extent, minY: region.minY - extent,
            maxX: region.maxX + extent, maxY: region.maxY + extent
        ).intersection(source.bounds)
        let all = region.minY..<max(region.minY, region.maxY)
        let wanted = rows.map { all.clamped(to: $0) } ?? all
        let valid = !region.isEmpty && !area.isEmpty && !wanted.isEmpty
        out.clear(rowsOutside: valid ? wanted : all.lowerBound..<all.lowerBound)
        guard valid else { return out }
        let w = area.width, h = area.height
        // needs[j]: the rows (of the area) pass j produces horizontally; needs[radii.count]: the output's.
        let last = (wanted.lowerBound - area.minY)..<(wanted.upperBound - area.minY)
        var needs = [Range<Int>](repeating: last, count: radii.count + 1)
        for j in radii.indices.reversed() {
            needs[j] = max(0, needs[j + 1].lowerBound - radii[j])..<min(h, needs[j + 1].upperBound + radii[j])
        }
        let stride = MemoryLayout<Pixel>.stride
        let first = BufferPool.shared.take(w * h * stride)
        let second = BufferPool.shared.take(w * h * stride)
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: w)
        defer {
            BufferPool.shared.give(first.pointer, bytes: first.bytes)
            BufferPool.shared.give(second.pointer, bytes: second.bytes)
            sums.deallocate()
        }
        // Each pass pair reads `current` and ends there: horizontally into `spare`, vertically back.
        let current = first.pointer.bindMemory(to: Pixel.self, capacity: w * h)
        let spare = second.pointer.bindMemory(to: Pixel.self, capacity: w * h)
        workers.forEachBand(of: needs[0], pixelsPerItem: w) { band in
            for y in band {
                let row = source.row(area.minY + y) + area.minX
                let dst = current + y * w
                for x in 0..<w { dst[x] = unpacked(row[x]) }
            }
        }
        for (j, r) in radii.enumerated() {
            workers.forEachBand(of: needs[j], pixelsPerItem: w) { band in
                for y in band { horizontalPass(from: current + y * w, to: spare + y * w, count: w, radius: r) }
            }
            let rowsOut = needs[j + 1]
            workers.forEachBand(of: 0..<w, pixelsPerItem: rowsOut.count) { columns in
                verticalPass(
                    from: spare, to: current, width: w, height: h, rows: rowsOut, columns: columns, radius: r,
                    sums: sums)
            }
        }
        saturate(current, area: area, into: out, rows: wanted, saturation: saturation, workers: workers)
        return out
    }

    /// Writes rows `rows` of `out` from the blurred 8.8 pixels at `blurred` (laid out over
    /// `area`), saturated by `saturation`, band by band on `workers`.
    private static func saturate(
        _ blurred: UnsafeMutablePointer<Pixel>, area: IntRect, into out: Surface, rows: Range<Int>,
        saturation: Double, workers: RenderWorkers
    ) {
        let s = Int32((max(0, min(8, saturation.isFinite ? saturation : 1)) * 256).rounded())
        let region = out.bounds, w = area.width
        workers.forEachBand(of: rows, pixelsPerItem: region.width) { band in
            for y in band {
                let dst = out.row(y)
                let src = blurred + (y - area.minY) * w - area.minX
                for x in region.minX..<region.maxX { dst[x] = saturated(src[x], s) }
            }
        }
    }

    /// A packed RGBA8 pixel as four 8.8 fixed-point channels.
    @inline(__always) static func unpacked(_ p: UInt32) -> Pixel {
        let bytes = SIMD4<UInt32>(repeating: p) &>> SIMD4<UInt32>(0, 8, 16, 24) & 0xFF
        return Pixel(truncatingIfNeeded: bytes &<< 8)
    }

    /// One pixel from 8.8 fixed-point channels, saturated: each colour channel moves away from
    /// the luminance by the factor `s` (8.8 fixed point), the matrix of the Filter Effects
    /// `saturate` operation with Rec. 709 weights (0.2126, 0.7152, 0.0722 as 218/1024, 732/1024,
    /// 74/1024), clamped to the pixel's alpha so it stays premultiplied.
    @inline(__always) static func saturated(_ r: Int32, _ g: Int32, _ b: Int32, _ a: Int32, _ s: Int32) -> UInt32 {
        func byte(_ v: Int32) -> Int32 { min(255, max(0, (v + 128) >> 8)) }
        let alpha = byte(a)
        var red = byte(r), green = byte(g), blue = byte(b)
        if s != 256 {
            let lum = (218 * red + 732 * green + 74 * blue + 512) >> 10
            func moved(_ c: Int32) -> Int32 { min(alpha, max(0, lum + (((c - lum) * s + 128) >> 8))) }
            red = moved(red); green = moved(green); blue = moved(blue)
        }
        return UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// `saturated(_:_:_:_:_:)` with the four channels in one vector: the same integer operations
    /// lane by lane (arithmetic shifts, the same clamps), so the same pixel.
    @inline(__always) static func saturated(_ p: Pixel, _ s: Int32) -> UInt32 {
        let v = SIMD4<Int32>(truncatingIfNeeded: p)
        // Clamps by pointwise minimum and maximum (`clamped` would check its bounds every pixel).
        var c = pointwiseMin(pointwiseMax((v &+ 128) &>> 8, .zero), SIMD4(repeating: 255))
        let alpha = c[3]
        if s != 256 {
            let lum = ((c &* SIMD4<Int32>(218, 732, 74, 0)).wrappedSum() &+ 512) &>> 10
            let l = SIMD4<Int32>(repeating: lum)
            c = pointwiseMin(pointwiseMax(l &+ (((c &- l) &* s &+ 128) &>> 8), .zero), SIMD4(repeating: alpha))
            c[3] = alpha
        }
        let packed = SIMD4<UInt32>(truncatingIfNeeded: c) &<< SIMD4<UInt32>(0, 8, 16, 24)
        return packed[0] | packed[1] | packed[2] | packed[3]
    }
}
