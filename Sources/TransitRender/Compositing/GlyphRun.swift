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

    /// A placed mask as the compositing loops read it.
    private struct Item {
        let values: UnsafePointer<Int32>
        /// Two per row: the first and one past the last non-zero column.
        let extents: UnsafePointer<Int32>
        let x: Int, y: Int, width: Int, height: Int
    }

    /// The masks, kept alive while their storage is read.
    private let masks: [GlyphMask]
    /// The masks that cover something, top to bottom.
    private let items: [Item]
    /// The rows that hold coverage, `[minY, maxY)`.
    let minY: Int, maxY: Int
    /// The columns the masks span, `[minX, maxX)`.
    let minX: Int, maxX: Int
    private let tallest: Int

    /// A run of the masks that cover something, or nil when none does.
    init?(_ placed: [Placed]) {
        let covering = placed.enumerated().filter { $0.element.mask.width > 0 && $0.element.mask.height > 0 }
            .sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }.map(\.element)
        guard !covering.isEmpty else { return nil }
        masks = covering.map(\.mask)
        items = covering.map { p in
            Item(
                values: UnsafePointer(p.mask.storage), extents: UnsafePointer(p.mask.storage + p.mask.width * p.mask.height),
                x: p.x, y: p.y, width: p.mask.width, height: p.mask.height)
        }
        minY = items[0].y
        maxY = items.map { $0.y + $0.height }.max()!
        tallest = items.map(\.height).max()!
        minX = items.map(\.x).min()!
        maxX = items.map { $0.x + $0.width }.max()!
    }

    /// Composites rows `rows` in premultiplied `color` into `target`, weighted by the clip mask
    /// when there is one, leaving out the masks `above` covers wholly in these rows (the pixels
    /// of a mask are its own: where masks meet their values add, so a covered mask changes no
    /// visible pixel); `scratch` holds at least a row of the target.
    func composite(
        rows: Range<Int>, into target: Surface, color: UInt32, clip: Mask?,
        scratch: UnsafeMutablePointer<UInt32>, above: Occluders = Occluders()
    ) {
        var band = items(in: rows)
        if !above.isEmpty {
            band.removeAll { item in
                above.covers(
                    IntRect(
                        minX: item.x, minY: max(item.y, rows.lowerBound), maxX: item.x + item.width,
                        maxY: min(item.y + item.height, rows.upperBound)))
            }
        }
        guard !band.isEmpty else { return }
        var pieces: [Piece] = []
        pieces.reserveCapacity(band.count)
        let originX = target.bounds.minX
        withExtendedLifetime(masks) {
            scratch.withMemoryRebound(to: Int32.self, capacity: target.width) { sum in
                for y in max(rows.lowerBound, minY)..<min(rows.upperBound, maxY) {
                    pieces.removeAll(keepingCapacity: true)
                    for item in band {
                        let r = y - item.y
                        guard r >= 0, r < item.height else { continue }
                        let s = Int(item.extents[2 * r]), e = Int(item.extents[2 * r + 1])
                        if s < e { pieces.append(Piece(a: item.x + s, b: item.x + e, values: item.values + r * item.width + s)) }
                    }
                    GlyphRun.sortByStart(&pieces)
                    GlyphRun.compositeRow(
                        target.row(y), pieces, color: color,
                        clip: clip.map { UnsafePointer($0.row(y)) }, sum: sum - originX)
                }
            }
        }
    }

    /// The values of one mask on one row: device columns `[a, b)`.
    private struct Piece {
        var a: Int, b: Int
        var values: UnsafePointer<Int32>
    }

    /// One row: each group of pieces that overlap is summed first, a lone piece is read in place.
    private static func compositeRow(
        _ dst: UnsafeMutablePointer<UInt32>, _ pieces: [Piece], color: UInt32,
        clip: UnsafePointer<UInt8>?, sum: UnsafeMutablePointer<Int32>
    ) {
        var i = 0
        while i < pieces.count {
            var j = i + 1, end = pieces[i].b
            while j < pieces.count && pieces[j].a < end { end = max(end, pieces[j].b); j += 1 }
            let start = pieces[i].a
            if j == i + 1 {
                blend(dst + start, pieces[i].values, end - start, color, clip.map { $0 + start })
            } else {
                (sum + start).update(repeating: 0, count: end - start)
                for k in i..<j {
                    let a = pieces[k].a, src = pieces[k].values
                    for x in 0..<(pieces[k].b - a) { sum[a + x] &+= src[x] }
                }
                blend(dst + start, sum + start, end - start, color, clip.map { $0 + start })
            }
            i = j
        }
    }

    /// The items that reach into `rows`.
    private func items(in rows: Range<Int>) -> [Item] {
        // Items are sorted by their top row: none starting above `rows.lowerBound - tallest`
        // reaches the band.
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if items[mid].y + tallest <= rows.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var out: [Item] = []
        var g = lo
        while g < items.count && items[g].y < rows.upperBound {
            if items[g].y + items[g].height > rows.lowerBound { out.append(items[g]) }
            g += 1
        }
        return out
    }

    /// Insertion sort by start: a row's pieces come mostly in order already.
    private static func sortByStart(_ pieces: inout [Piece]) {
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
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ v: UnsafePointer<Int32>, _ count: Int,
        _ color: UInt32, _ clip: UnsafePointer<UInt8>?
    ) {
        if let clip {
            for i in 0..<count where v[i] != 0 {
                let f = Pixel.mul8(UInt32(RasterShape.coverage(v[i])), UInt32(clip[i]))
                if f == 0 { continue }
                d[i] = Pixel.over(f == 255 ? color : Pixel.scale(color, f), d[i])
            }
        } else if color >> 24 == 255 {
            // Opaque: a fully covered pixel takes the colour.
            for i in 0..<count where v[i] != 0 {
                let c = UInt32(RasterShape.coverage(v[i]))
                if c == 255 { d[i] = color } else if c != 0 { d[i] = Pixel.over(Pixel.scale(color, c), d[i]) }
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
