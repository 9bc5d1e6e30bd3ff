/// Reduces many colours to a palette by median cut (Heckbert 1982), deterministically: the box
/// with the most pixels × widest channel range is split at the pixel-weighted median of that
/// channel; ties are broken by channel order (r, g, b) and packed colour value.
enum MedianCutQuantizer {
    /// A palette of at most `maximumColors` entries for the colour histogram `histogram`
    /// (packed RGB → pixel count). Each entry is the pixel-weighted mean of its box.
    static func palette(_ histogram: [(color: UInt32, count: Int)], maximumColors: Int) -> [UInt32] {
        var entries = histogram.sorted { $0.color < $1.color }
        guard entries.count > maximumColors else { return entries.map(\.color) }
        // Boxes are ranges of `entries`, kept contiguous by sorting inside each box when it splits.
        func channel(_ c: UInt32, _ k: Int) -> Int { Int((c >> UInt32(8 * k)) & 0xFF) }
        struct Box { var range: Range<Int>; var pixels: Int; var channel: Int; var width: Int }
        func box(_ r: Range<Int>) -> Box {
            var lo = [255, 255, 255], hi = [0, 0, 0], pixels = 0
            for e in entries[r] {
                pixels += e.count
                for k in 0..<3 { let v = channel(e.color, k); lo[k] = min(lo[k], v); hi[k] = max(hi[k], v) }
            }
            var best = 0
            for k in 1..<3 where hi[k] - lo[k] > hi[best] - lo[best] { best = k }
            return Box(range: r, pixels: pixels, channel: best, width: hi[best] - lo[best])
        }
        var boxes = [box(0..<entries.count)]
        while boxes.count < maximumColors {
            var pick = -1, bestScore = 0
            for (i, b) in boxes.enumerated() where b.range.count > 1 {
                let score = b.pixels * (b.width + 1)
                if score > bestScore { bestScore = score; pick = i }
            }
            guard pick >= 0 else { break }
            let r = boxes[pick].range, k = boxes[pick].channel
            entries[r].sort { (channel($0.color, k), $0.color) < (channel($1.color, k), $1.color) }
            let total = boxes[pick].pixels
            var acc = 0, cut = r.lowerBound + 1
            for i in r {
                acc += entries[i].count
                if acc * 2 >= total { cut = min(max(i + 1, r.lowerBound + 1), r.upperBound - 1); break }
            }
            boxes[pick] = box(r.lowerBound..<cut)
            boxes.insert(box(cut..<r.upperBound), at: pick + 1)
        }
        return boxes.map { bx in
            var sum = [0, 0, 0], n = 0
            for e in entries[bx.range] {
                for k in 0..<3 { sum[k] += channel(e.color, k) * e.count }
                n += e.count
            }
            let r = UInt32((sum[0] + n / 2) / n), g = UInt32((sum[1] + n / 2) / n), b = UInt32((sum[2] + n / 2) / n)
            return r | g << 8 | b << 16
        }
    }

    /// Index of the palette entry nearest to `c` (squared RGB distance; the lowest index wins ties).
    static func nearest(_ c: UInt32, in palette: [UInt32]) -> Int {
        let r = Int(c & 0xFF), g = Int((c >> 8) & 0xFF), b = Int((c >> 16) & 0xFF)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = r - Int(p & 0xFF), dg = g - Int((p >> 8) & 0xFF), db = b - Int((p >> 16) & 0xFF)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }
}
