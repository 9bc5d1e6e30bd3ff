import Foundation

/// Glyph masks placed on device pixels, composited in one colour as one shape: where masks meet
/// on a pixel their values add before they become coverage, exactly as when the glyphs' outlines
/// are filled together, so the pixels are those of the filled outlines.
final class GlyphRun {
    /// A mask with its stored rectangle's top left corner at device pixel (`x`, `y`).
    struct Placed {
        let mask: GlyphMask
        let x: Int, y: Int
    }

    /// The glyphs that cover something, top to bottom.
    let glyphs: [Placed]
    /// The rows that hold coverage, `[minY, maxY)`.
    let minY: Int, maxY: Int
    private let tallest: Int

    /// A run of the masks that cover something, or nil when none does.
    init?(_ placed: [Placed]) {
        let covering = placed.filter { $0.mask.width > 0 && $0.mask.height > 0 }
        guard !covering.isEmpty else { return nil }
        glyphs = covering.enumerated().sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }.map(\.element)
        minY = glyphs[0].y
        maxY = glyphs.map { $0.y + $0.mask.height }.max()!
        tallest = glyphs.map(\.mask.height).max()!
    }

    /// Composites rows `rows` in premultiplied `color` into `target`, weighted by the clip mask
    /// when there is one; `scratch` holds at least a row of the target.
    func composite(rows: Range<Int>, into target: Surface, color: UInt32, clip: Mask?,
                   scratch: UnsafeMutablePointer<UInt32>) {
        let band = glyphs(in: rows)
        guard !band.isEmpty else { return }
        var pieces: [(a: Int, b: Int, g: Int)] = []
        pieces.reserveCapacity(band.count)
        let originX = target.bounds.minX
        scratch.withMemoryRebound(to: Int32.self, capacity: target.width) { sum in
            for y in max(rows.lowerBound, minY)..<min(rows.upperBound, maxY) {
                pieces.removeAll(keepingCapacity: true)
                for g in band {
                    let p = glyphs[g], r = y - p.y
                    guard r >= 0, r < p.mask.height else { continue }
                    let s = Int(p.mask.rowStart[r]), e = Int(p.mask.rowEnd[r])
                    if s < e { pieces.append((p.x + s, p.x + e, g)) }
                }
                GlyphRun.sortByStart(&pieces)
                compositeRow(y, pieces, into: target, color: color, clip: clip, sum: sum - originX)
            }
        }
    }

    /// One row: each group of pieces that overlap is summed first, a lone piece is read in place.
    private func compositeRow(_ y: Int, _ pieces: [(a: Int, b: Int, g: Int)], into target: Surface, color: UInt32,
                              clip: Mask?, sum: UnsafeMutablePointer<Int32>) {
        let dst = target.row(y)
        let clipRow = clip.map { UnsafePointer($0.row(y)) }
        var i = 0
        while i < pieces.count {
            var j = i + 1, end = pieces[i].b
            while j < pieces.count && pieces[j].a < end { end = max(end, pieces[j].b); j += 1 }
            let start = pieces[i].a
            if j == i + 1 {
                let p = glyphs[pieces[i].g]
                p.mask.values.withUnsafeBufferPointer { v in
                    let src = v.baseAddress! + (y - p.y) * p.mask.width + (start - p.x)
                    GlyphRun.blend(dst + start, src, end - start, color, clipRow.map { $0 + start })
                }
            } else {
                (sum + start).update(repeating: 0, count: end - start)
                for k in i..<j {
                    let p = glyphs[pieces[k].g], a = pieces[k].a, n = pieces[k].b - a
                    p.mask.values.withUnsafeBufferPointer { v in
                        let src = v.baseAddress! + (y - p.y) * p.mask.width + (a - p.x)
                        for x in 0..<n { sum[a + x] &+= src[x] }
                    }
                }
                GlyphRun.blend(dst + start, sum + start, end - start, color, clipRow.map { $0 + start })
            }
            i = j
        }
    }

    /// The indices of the glyphs that reach into `rows`.
    private func glyphs(in rows: Range<Int>) -> [Int] {
        // Glyphs are sorted by their top row: none starting above `rows.lowerBound - tallest`
        // reaches the band.
        var lo = 0, hi = glyphs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if glyphs[mid].y + tallest <= rows.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var out: [Int] = []
        var g = lo
        while g < glyphs.count && glyphs[g].y < rows.upperBound {
            if glyphs[g].y + glyphs[g].mask.height > rows.lowerBound { out.append(g) }
            g += 1
        }
        return out
    }

    /// Insertion sort by start: a row's pieces come mostly in order already.
    private static func sortByStart(_ pieces: inout [(a: Int, b: Int, g: Int)]) {
        var i = 1
        while i < pieces.count {
            let c = pieces[i]
            var j = i - 1
            while j >= 0 && pieces[j].a > c.a { pieces[j + 1] = pieces[j]; j -= 1 }
            pieces[j + 1] = c
            i += 1
        }
    }

    /// `count` pixels of `d` get `color` composited over them at the coverage of the accumulated
    /// values `v`, times the clip mask when given: per pixel what compositing the filled shape's
    /// spans does (`Blend.constant`, `Blend.constantMasked`).
    @inline(__always) static func blend(_ d: UnsafeMutablePointer<UInt32>, _ v: UnsafePointer<Int32>, _ count: Int,
                                        _ color: UInt32, _ clip: UnsafePointer<UInt8>?) {
        if let clip {
            for i in 0..<count where v[i] != 0 {
                let f = Pixel.mul8(UInt32(RasterShape.coverage(v[i])), UInt32(clip[i]))
                if f == 0 { continue }
                d[i] = Pixel.over(f == 255 ? color : Pixel.scale(color, f), d[i])
            }
        } else {
            for i in 0..<count where v[i] != 0 {
                let c = UInt32(RasterShape.coverage(v[i]))
                if c == 0 { continue }
                d[i] = Pixel.over(c == 255 ? color : Pixel.scale(color, c), d[i])
            }
        }
    }
}
