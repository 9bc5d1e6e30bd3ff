import Foundation

/// The blur of a backdrop material: premultiplied RGBA pixels blurred by three successive box
/// blurs per axis (the widths `Blur.boxRadii` chooses, whose variances sum to σ²), with the
/// edges of the frame extended (each edge pixel repeats outwards, as Pillow's `BoxBlur` and
/// `GaussianBlur` do), then saturated. Integer arithmetic with 8 fractional bits carried between
/// passes, so the result is the same on every platform.
enum BackdropBlur {
    /// The pixels of `source` under `region` (device pixels, inside `source.bounds`), blurred by
    /// `sigma` pixels and saturated by `saturation` (1 leaves colours as they are), as a surface
    /// covering `region`.
    static func blurred(_ source: Surface, region: IntRect, sigma: Double, saturation: Double) -> Surface {
        let radii = Blur.boxRadii(sigma: min(sigma, RenderContext.maxShadowSigma)).filter { $0 > 0 }
        let extent = radii.reduce(0, +)
        let area = IntRect(minX: region.minX - extent, minY: region.minY - extent,
                           maxX: region.maxX + extent, maxY: region.maxY + extent).intersection(source.bounds)
        let w = area.width, h = area.height
        var planes = [[Int32]](repeating: [Int32](repeating: 0, count: w * h), count: 4)
        for y in 0..<h {
            let row = source.row(area.minY + y) + area.minX
            for x in 0..<w {
                let p = row[x]
                for c in 0..<4 { planes[c][y * w + x] = Int32((p >> (8 * UInt32(c))) & 0xFF) << 8 }
            }
        }
        var line = [Int32](repeating: 0, count: max(w, h))
        for c in 0..<4 {
            for r in radii {
                for y in 0..<h { boxPass(&planes[c], start: y * w, stride: 1, count: w, radius: r, line: &line) }
                for x in 0..<w { boxPass(&planes[c], start: x, stride: w, count: h, radius: r, line: &line) }
            }
        }
        let out = Surface(bounds: region)
        let s = Int32((max(0, min(8, saturation.isFinite ? saturation : 1)) * 256).rounded())
        for y in region.minY..<region.maxY {
            let dst = out.row(y)
            for x in region.minX..<region.maxX {
                let i = (y - area.minY) * w + (x - area.minX)
                dst[x] = saturated(planes[0][i], planes[1][i], planes[2][i], planes[3][i], s)
            }
        }
        return out
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

    /// One box blur of radius r along a line, the line's end values repeating beyond its ends,
    /// rounding to nearest.
    static func boxPass(_ p: inout [Int32], start: Int, stride: Int, count: Int, radius r: Int, line: inout [Int32]) {
        guard count > 0 else { return }
        for i in 0..<count { line[i] = p[start + i * stride] }
        let width = Int32(2 * r + 1), last = count - 1
        var sum = line[0] * Int32(r + 1)
        for k in 1...max(1, r) where k <= r { sum += line[min(k, last)] }
        for i in 0..<count {
            p[start + i * stride] = (sum + width / 2) / width
            sum += line[min(i + r + 1, last)] - line[max(i - r, 0)]
        }
    }
}
