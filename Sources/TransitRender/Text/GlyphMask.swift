import Foundation

/// The coverage of one glyph placed on the device, kept so that text is composited from stored
/// coverage rather than filled outline by outline every frame.
///
/// Each pixel holds the value the scan converter computes before turning it into coverage: the
/// signed, doubled area the glyph's outlines cover in the pixel, in units where 131072 is a whole
/// pixel (see `RasterShape.coverage(_:_:)`). Because that value is a sum over edges, the values of
/// several glyphs that share a pixel add up to exactly the value of their outlines filled together;
/// compositing masks therefore draws the same pixels as filling the outlines as one shape.
final class GlyphMask: @unchecked Sendable {
    /// The stored rectangle's top left corner, in device pixels.
    let left: Int, top: Int
    /// The stored rectangle's size in pixels (zero for a glyph that covers nothing).
    let width: Int, height: Int
    /// The device pixels that hold every vertex of the glyph's outlines (at least the stored
    /// rectangle): when it lies inside the clip, the scan converter never cuts the outlines.
    let reach: IntRect
    /// Row-major values, `width × height`, then per row the first column holding a non-zero
    /// value and one past the last (equal when the row holds none): owned by the mask, at a
    /// fixed address while it lives, so compositing reads them without reference counting.
    let storage: UnsafeMutablePointer<Int32>

    init(
        left: Int, top: Int, width: Int, height: Int, reach: IntRect, values: [Int32], rowStart: [Int32],
        rowEnd: [Int32]
    ) {
        self.left = left; self.top = top; self.width = width; self.height = height; self.reach = reach
        storage = .allocate(capacity: max(1, width * height + 2 * height))
        storage.initialize(repeating: 0, count: max(1, width * height + 2 * height))
        for (i, v) in values.prefix(width * height).enumerated() { storage[i] = v }
        for y in 0..<min(height, rowStart.count, rowEnd.count) {
            storage[width * height + 2 * y] = rowStart[y]
            storage[width * height + 2 * y + 1] = rowEnd[y]
        }
    }

    deinit { storage.deallocate() }

    /// Row-major values, `width × height`.
    var values: [Int32] { Array(UnsafeBufferPointer(start: storage, count: width * height)) }
    /// Per row, the first column holding a non-zero value.
    var rowStart: [Int32] { (0..<height).map { storage[width * height + 2 * $0] } }
    /// Per row, one past the last column holding a non-zero value.
    var rowEnd: [Int32] { (0..<height).map { storage[width * height + 2 * $0 + 1] } }

    /// The memory the mask holds, in bytes (what a cache's byte budget counts).
    var byteCount: Int { 128 + 4 * (width * height + 2 * height) }

    /// Rasterizes a glyph's outlines (points from its pen position) placed at `pen` in the
    /// layer's coordinates and projected through `m`, exactly as the text's filled shape places
    /// and projects them, with the same scan converter, snapping and non-zero rule. The points
    /// are moved by whole pixels to the mask's corner, which is exact, and keep their sign (the
    /// glyph must lie on the positive side of the device origin), so they snap to the same
    /// 1/256 pixel and give the same cells, moved by whole pixels.
    static func make(_ outlines: [[CGPoint]], pen: CGPoint, toDevice m: Transform3D, rasterizer: Rasterizer) -> GlyphMask {
        var polygons: [[DevicePoint]] = []
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        for outline in outlines where outline.count >= 3 {
            let points = Polygon.project(outline.map { CGPoint(x: $0.x + pen.x, y: $0.y + pen.y) }, m)
            // A polygon with a non-finite point is dropped, as the scan converter drops it.
            guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            for p in points { lo = (min(lo.x, p.x), min(lo.y, p.y)); hi = (max(hi.x, p.x), max(hi.y, p.y)) }
            polygons.append(points)
        }
        guard !polygons.isEmpty else { return .empty }
        guard lo.x >= 0, lo.y >= 0, hi.x < 1e8, hi.y < 1e8, hi.x - lo.x < maximumSide, hi.y - lo.y < maximumSide
        else { return .unplaceable }
        // The corner puts the leftmost and topmost points in [1, 2); two more pixels on the far
        // sides keep every point strictly inside, so nothing is clipped.
        let ox = lo.x.rounded(.down) - 1, oy = lo.y.rounded(.down) - 1
        let w = Int((hi.x - ox).rounded(.down)) + 2, h = Int((hi.y - oy).rounded(.down)) + 2
        rasterizer.reset(clip: IntRect(minX: 0, minY: 0, maxX: w, maxY: h))
        for polygon in polygons {
            rasterizer.addPolygon(polygon.map { DevicePoint(x: $0.x - ox, y: $0.y - oy) })
        }
        let reach = IntRect(minX: Int(ox), minY: Int(oy), maxX: Int(ox) + w, maxY: Int(oy) + h)
        guard let shape = rasterizer.makeShape() else { return GlyphMask.blank(reach) }
        var full = [Int32](repeating: 0, count: w * h)
        full.withUnsafeMutableBufferPointer { shape.accumulatedValues(into: $0.baseAddress!, width: w) }
        return cropped(full, width: w, height: h, reach: reach)
    }

    /// A mask holding nothing.
    static let empty = GlyphMask(
        left: 0, top: 0, width: 0, height: 0, reach: .empty, values: [], rowStart: [],
        rowEnd: [])

    /// The widest or tallest glyph kept as a mask, in device pixels (a mask of 1024 × 1024 holds
    /// 4 MiB); larger glyphs, and glyphs reaching left of or above the device origin, are filled
    /// as outlines.
    static let maximumSide = 1024.0

    /// Stands for a glyph too large to keep: its reach covers every pixel, so no clip holds it
    /// and it is always filled as outlines.
    static let unplaceable = GlyphMask(
        left: 0, top: 0, width: 0, height: 0,
        reach: IntRect(minX: -1 << 40, minY: -1 << 40, maxX: 1 << 40, maxY: 1 << 40),
        values: [], rowStart: [], rowEnd: [])

    private static func blank(_ reach: IntRect) -> GlyphMask {
        GlyphMask(left: 0, top: 0, width: 0, height: 0, reach: reach, values: [], rowStart: [], rowEnd: [])
    }

    /// The smallest rectangle of `full` holding every non-zero value (a value too small to give
    /// coverage alone still counts: it adds to a neighbour's).
    private static func cropped(_ full: [Int32], width w: Int, height h: Int, reach: IntRect) -> GlyphMask {
        var x0 = w, x1 = 0, y0 = h, y1 = 0
        for y in 0..<h {
            let row = y * w
            guard let first = (0..<w).first(where: { full[row + $0] != 0 }) else { continue }
            let last = (0..<w).last(where: { full[row + $0] != 0 })!
            x0 = min(x0, first); x1 = max(x1, last + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
        }
        guard x0 < x1, y0 < y1 else { return blank(reach) }
        let cw = x1 - x0, ch = y1 - y0
        var values = [Int32](repeating: 0, count: cw * ch)
        var starts = [Int32](repeating: 0, count: ch), ends = [Int32](repeating: 0, count: ch)
        for y in 0..<ch {
            let row = (y + y0) * w + x0
            var first = cw, last = 0
            for x in 0..<cw {
                let v = full[row + x]
                values[y * cw + x] = v
                if v != 0 { first = min(first, x); last = x + 1 }
            }
            starts[y] = Int32(first < last ? first : 0); ends[y] = Int32(first < last ? last : 0)
        }
        return GlyphMask(
            left: reach.minX + x0, top: reach.minY + y0, width: cw, height: ch, reach: reach, values: values,
            rowStart: starts, rowEnd: ends)
    }
}
