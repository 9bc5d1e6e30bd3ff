import Foundation

/// Shrinks premultiplied RGBA8 pixels by area averaging (a box filter with fractional coverage at
/// the edges): each output pixel is the mean of the source area it covers, so a large image drawn
/// small keeps its colours instead of aliasing as point or bilinear sampling of a few texels does.
/// Separable (rows, then columns); exact in `Double`, rounded to the nearest byte once.
enum AreaResampler {
    /// The pixels scaled from `width`×`height` to `newWidth`×`newHeight` (each at most the source
    /// size and at least 1).
    static func shrink(_ pixels: [UInt8], width: Int, height: Int, to newWidth: Int, _ newHeight: Int) -> [UInt8] {
        precondition(newWidth >= 1 && newWidth <= width && newHeight >= 1 && newHeight <= height)
        let rows = pass(
            pixels.map(Double.init), count: width, lines: height, stride: 4, lineStride: 4 * width, to: newWidth,
            outStride: 4, outLineStride: 4 * newWidth)
        let both = pass(
            rows, count: height, lines: newWidth, stride: 4 * newWidth, lineStride: 4, to: newHeight,
            outStride: 4 * newWidth, outLineStride: 4)
        return both.map { UInt8(min(255, max(0, $0.rounded()))) }
    }

    /// One direction: `lines` lines of `count` pixels each become lines of `n` pixels.
    private static func pass(
        _ source: [Double], count: Int, lines: Int, stride: Int, lineStride: Int, to n: Int,
        outStride: Int, outLineStride: Int
    ) -> [Double] {
        var out = [Double](repeating: 0, count: n * lines * 4)
        let step = Double(count) / Double(n)
        for j in 0..<n {
            let a = Double(j) * step, b = Double(j + 1) * step
            var i = Int(a)
            var weights: [(Int, Double)] = []
            while Double(i) < b && i < count {
                let w = min(b, Double(i + 1)) - max(a, Double(i))
                if w > 0 { weights.append((i, w / step)) }
                i += 1
            }
            for line in 0..<lines {
                let o = line * outLineStride + j * outStride
                for (i, w) in weights {
                    let s = line * lineStride + i * stride
                    out[o] += source[s] * w; out[o + 1] += source[s + 1] * w
                    out[o + 2] += source[s + 2] * w; out[o + 3] += source[s + 3] * w
                }
            }
        }
        return out
    }
}
