@testable import TransitRender

/// The backdrop blur written the plain way, kept as the reference the fast `BackdropBlur` must
/// match byte for byte: one `[Int32]` plane per channel, each box pass copying its line out and
/// dividing each running sum by the box width.
enum BackdropBlurReference {
    static func blurred(_ source: Surface, region: IntRect, sigma: Double, saturation: Double) -> Surface {
        let radii = Blur.boxRadii(sigma: min(sigma, RenderContext.maxShadowSigma)).filter { $0 > 0 }
        let extent = radii.reduce(0, +)
        let area = IntRect(
            minX: region.minX - extent, minY: region.minY - extent,
            maxX: region.maxX + extent, maxY: region.maxY + extent
        ).intersection(source.bounds)
        let w = area.width, h = area.height
        var planes = [[Int32]](repeating: [Int32](repeating: 0, count: w * h), count: 4)
        for y in 0..<h {
            let row = source.row(area.minY + y) + area.minX
            for x in 0..<w {
                for c in 0..<4 { planes[c][y * w + x] = Int32((row[x] >> (8 * UInt32(c))) & 0xFF) << 8 }
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
                dst[x] = BackdropBlur.saturated(planes[0][i], planes[1][i], planes[2][i], planes[3][i], s)
            }
        }
        return out
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
