import Foundation

extension Blur {
    /// `gaussian(_:sigma:extent:dx:dy:)` of an axis-aligned rectangle's exact area coverage,
    /// computed from two one-dimensional profiles: only the part of the result inside `limit`.
    ///
    /// A pixel's area coverage by the rectangle [x0, x1) × [y0, y1) is the product of the
    /// pixel's overlap with [x0, x1) and its overlap with [y0, y1); the box cascade blurs rows and
    /// columns one after the other, each a linear filter along one axis, so it maps that product
    /// to the product of the two blurred overlaps. Blurring the two overlaps costs O(w + h), and
    /// the result is one multiplication per pixel. The edges are snapped to 1/256 pixel as the
    /// scan converter snaps them, and the profiles are carried in floating point, so the result
    /// differs from blurring the rasterized rectangle only by that path's roundings (see
    /// `SeparableShadowTests`). `opaque` is a rectangle where every value is 255, left unwritten
    /// in the mask (its bytes are undefined and must not be read) so that its pixels can be
    /// painted as one solid colour. Returns `nil` when the result would be empty.
    static func gaussianRect(
        x0: Double, x1: Double, y0: Double, y1: Double, sigma: Double, extent: Int,
        dx: Int, dy: Int, within limit: IntRect
    ) -> (mask: Mask, opaque: IntRect)? {
        let sx0 = snap(x0), sx1 = snap(x1), sy0 = snap(y0), sy1 = snap(y1)
        guard sx1 > sx0, sy1 > sy0 else { return nil }
        let sourceX = Int(sx0.rounded(.down))..<Int(sx1.rounded(.up))
        let sourceY = Int(sy0.rounded(.down))..<Int(sy1.rounded(.up))
        let bounds = IntRect(
            minX: sourceX.lowerBound - extent + dx, minY: sourceY.lowerBound - extent + dy,
            maxX: sourceX.upperBound + extent + dx, maxY: sourceY.upperBound + extent + dy
        )
        .intersection(limit)
        guard !bounds.isEmpty else { return nil }
        let radii = boxRadii(sigma: sigma)
        let px = profile(sx0, sx1, radii: radii, extent: extent, from: bounds.minX - dx, to: bounds.maxX - dx)
        let py = profile(sy0, sy1, radii: radii, extent: extent, from: bounds.minY - dy, to: bounds.maxY - dy)
        // Every value written once below, except those of `opaque`.
        let out = Mask(uninitializedBounds: bounds)
        let qx = px.map { $0 * 255 }
        // Where both profiles reach `full`, 255 · px · py ≥ 255 · full² ≥ 254.5 rounds to 255.
        let full = 0.9991
        let columns = plateau(px, above: full), rows = plateau(py, above: full)
        let opaque =
            columns.isEmpty || rows.isEmpty
            ? IntRect.empty
            : IntRect(
                minX: bounds.minX + columns.lowerBound, minY: bounds.minY + rows.lowerBound,
                maxX: bounds.minX + columns.upperBound, maxY: bounds.minY + rows.upperBound)
        qx.withUnsafeBufferPointer { qx in
            for (j, fy) in py.enumerated() {
                let row = out.row(bounds.minY + j) + bounds.minX
                guard fy > 0 else {
                    row.initialize(repeating: 0, count: qx.count)
                    continue
                }
                // Only the columns outside the plateau, on its rows (they are left zero).
                let skip = rows.contains(j) ? columns : qx.count..<qx.count
                for i in 0..<skip.lowerBound { row[i] = byte(qx[i] * fy + 0.5) }
                for i in skip.upperBound..<qx.count { row[i] = byte(qx[i] * fy + 0.5) }
            }
        }
        return (out, opaque)
    }

    /// The indices from the first to the last value at or above `level`, when every value
    /// between them is too (a blurred box is unimodal); empty otherwise.
    private static func plateau(_ values: [Double], above level: Double) -> Range<Int> {
        guard let first = values.firstIndex(where: { $0 >= level }),
            let last = values.lastIndex(where: { $0 >= level })
        else { return 0..<0 }
        return values[first...last].allSatisfy({ $0 >= level }) ? first..<(last + 1) : 0..<0
    }

    /// `UInt8(min(255, max(0, v.rounded(.down))))` for every `v` (NaN and infinities give 0 and
    /// 255 as there), without a call to `floor`: for a positive `v` below 255, truncation is the
    /// floor; at or above 255 the result is 255; at or below zero, and for NaN, it is 0.
    @inline(__always) static func byte(_ v: Double) -> UInt8 {
        v >= 255 ? 255 : (v > 0 ? UInt8(truncatingIfNeeded: Int(v)) : 0)
    }

    /// The edge as the scan converter sees it: snapped to 1/256 pixel.
    private static func snap(_ v: Double) -> Double { (v * 256).rounded() / 256 }

    /// The overlap of each pixel with [a, b), blurred along the line by the boxes of `radii`
    /// (zero outside, as `gaussian` pads), for the pixels `from ..< to`.
    static func profile(_ a: Double, _ b: Double, radii: [Int], extent: Int, from: Int, to: Int) -> [Double] {
        let start = Int(a.rounded(.down)) - extent, end = Int(b.rounded(.up)) + extent
        var line = (start..<end).map { i -> Double in
            max(0, min(Double(i + 1), b) - max(Double(i), a))
        }
        var scratch = line
        for r in radii where r > 0 { boxPass(&line, radius: r, scratch: &scratch) }
        return (from..<to).map { i in i >= start && i < end ? line[i - start] : 0 }
    }

    /// One box blur of radius r along a line, zero outside, in floating point.
    private static func boxPass(_ line: inout [Double], radius r: Int, scratch: inout [Double]) {
        let count = line.count
        for i in 0..<count { scratch[i] = line[i] }
        let width = Double(2 * r + 1)
        var sum = 0.0
        for i in 0..<min(r, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + r < count { sum += scratch[i + r] }
            if i - r - 1 >= 0 { sum -= scratch[i - r - 1] }
            line[i] = sum / width
        }
    }
}
