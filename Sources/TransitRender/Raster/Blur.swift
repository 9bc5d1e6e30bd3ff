import Foundation

/// Gaussian-like blur of a coverage mask: three successive box blurs per axis (whose widths are
/// chosen so their combined variance equals σ², the usual "boxes for Gauss" construction), in
/// integer arithmetic with 8 fractional bits carried between passes. The total coverage is
/// preserved up to rounding.
enum Blur {
    /// Blurs `source` by `sigma` device pixels into a mask grown by `extent` on every side and
    /// moved by (dx, dy).
    static func gaussian(_ source: Mask, sigma: Double, extent: Int, dx: Int, dy: Int) -> Mask {
        let b = source.bounds
        let out = Mask(
            bounds: IntRect(
                minX: b.minX - extent + dx, minY: b.minY - extent + dy,
                maxX: b.maxX + extent + dx, maxY: b.maxY + extent + dy))
        let w = b.width + 2 * extent, h = b.height + 2 * extent
        var plane = [Int32](repeating: 0, count: w * h)
        for y in 0..<b.height {
            let row = source.row(b.minY + y)
            for x in 0..<b.width { plane[(y + extent) * w + x + extent] = Int32(row[b.minX + x]) << 8 }
        }
        let radii = boxRadii(sigma: sigma)
        var line = [Int32](repeating: 0, count: max(w, h))
        for r in radii where r > 0 {
            for y in 0..<h { boxPass(&plane, start: y * w, stride: 1, count: w, radius: r, line: &line) }
        }
        for r in radii where r > 0 {
            for x in 0..<w { boxPass(&plane, start: x, stride: w, count: h, radius: r, line: &line) }
        }
        for y in 0..<h {
            let row = out.row(out.bounds.minY + y)
            for x in 0..<w {
                row[out.bounds.minX + x] = UInt8(min(255, max(0, (plane[y * w + x] + 128) >> 8)))
            }
        }
        return out
    }

    /// Radii of the three boxes whose variances sum to σ² as closely as whole widths allow.
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        let l = Double(wl)
        let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { ($0 < m ? wl : wu - 0) / 2 }
    }

    /// One box blur of radius r along a line, zero outside, rounding to nearest.
    private static func boxPass(_ p: inout [Int32], start: Int, stride: Int, count: Int, radius r: Int, line: inout [Int32]) {
        for i in 0..<count { line[i] = p[start + i * stride] }
        let width = Int32(2 * r + 1)
        var sum: Int32 = 0
        for i in 0..<min(r, count) { sum += line[i] }
        for i in 0..<count {
            if i + r < count { sum += line[i + r] }
            if i - r - 1 >= 0 { sum -= line[i - r - 1] }
            p[start + i * stride] = (sum + width / 2) / width
        }
    }
}
