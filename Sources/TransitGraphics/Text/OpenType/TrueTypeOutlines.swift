import Foundation

/// Quadratic outlines from `loca` + `glyf`: simple glyphs (contours of on- and off-curve points)
/// and composite glyphs (other glyphs placed with an offset and an optional 2×2 transform).
struct TrueTypeOutlines: Sendable {
    let glyf: FontData
    /// Glyph i's data is `offsets[i] ..< offsets[i + 1]` in `glyf`.
    let offsets: [Int]

    init(_ directory: SFNTDirectory, metrics: FontMetricsTables) throws {
        glyf = try directory.required("glyf")
        let loca = try directory.required("loca")
        let n = metrics.numGlyphs + 1
        var offsets: [Int] = []
        offsets.reserveCapacity(n)
        let long = metrics.indexToLocFormat == 1
        try loca.check(0, n * (long ? 4 : 2))
        for i in 0..<n { offsets.append(long ? Int(try loca.u32(4 * i)) : 2 * Int(try loca.u16(2 * i))) }
        self.offsets = offsets
    }

    typealias Point = (x: Double, y: Double, on: Bool)

    /// The outline of glyph `index`; an empty path for glyphs with no contours (e.g. space).
    func path(_ index: Int) throws -> GlyphPath {
        var path = GlyphPath()
        for contour in try contours(index, depth: 0) { TrueTypeOutlines.append(contour, to: &path) }
        return path
    }

    func contours(_ index: Int, depth: Int) throws -> [[Point]] {
        guard index >= 0, index + 1 < offsets.count else {
            throw FontError(.malformed, "glyf: glyph \(index) is outside 0..<\(offsets.count - 1)")
        }
        guard depth < 8 else { throw FontError(.malformed, "glyf: composite glyphs nest deeper than 8 levels") }
        let start = offsets[index], end = offsets[index + 1]
        if end <= start { return [] }
        let g = try glyf.slice(start, end - start, "glyf glyph \(index)")
        let count = Int(try g.i16(0))
        return count >= 0 ? try simple(g, contourCount: count) : try composite(g, depth: depth)
    }

    func simple(_ g: FontData, contourCount: Int) throws -> [[Point]] {
        var ends: [Int] = []
        for i in 0..<contourCount {
            let e = Int(try g.u16(10 + 2 * i))
            guard e > (ends.last ?? -1) else { throw FontError(.malformed, "\(g.context): contour ends do not increase") }
            ends.append(e)
        }
        let pointCount = (ends.last ?? -1) + 1
        var o = 10 + 2 * contourCount
        o += 2 + Int(try g.u16(o))
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let f = try g.u8(o); o += 1
            flags.append(f)
            if f & 8 != 0 {
                let repeats = Int(try g.u8(o)); o += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(f) }
            }
        }
        func coordinates(short: UInt8, same: UInt8) throws -> [Double] {
            var values: [Double] = []
            values.reserveCapacity(pointCount)
            var v = 0
            for f in flags {
                if f & short != 0 {
                    let d = Int(try g.u8(o)); o += 1
                    v += f & same != 0 ? d : -d
                } else if f & same == 0 {
                    v += Int(try g.i16(o)); o += 2
                }
                values.append(Double(v))
            }
            return values
        }
        let xs = try coordinates(short: 2, same: 16), ys = try coordinates(short: 4, same: 32)
        var contours: [[Point]] = []
        var first = 0
        for e in ends {
            contours.append((first...e).map { (xs[$0], ys[$0], flags[$0] & 1 != 0) })
            first = e + 1
        }
        return contours
    }

    func composite(_ g: FontData, depth: Int) throws -> [[Point]] {
        var result: [[Point]] = []
        var o = 10
        while true {
            let flags = try g.u16(o), component = Int(try g.u16(o + 2))
            o += 4
            var dx = 0.0, dy = 0.0
            if flags & 1 != 0 {
                dx = Double(try g.i16(o)); dy = Double(try g.i16(o + 2)); o += 4
            } else {
                dx = Double(Int8(bitPattern: try g.u8(o))); dy = Double(Int8(bitPattern: try g.u8(o + 1))); o += 2
            }
            // Point-matching placement (args are point numbers) is rare; it places at the origin.
            if flags & 2 == 0 { dx = 0; dy = 0 }
            func f2dot14(_ at: Int) throws -> Double { Double(try g.i16(at)) / 16384 }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 8 != 0 {
                a = try f2dot14(o); d = a; o += 2
            } else if flags & 0x40 != 0 {
                a = try f2dot14(o); d = try f2dot14(o + 2); o += 4
            } else if flags & 0x80 != 0 {
                a = try f2dot14(o); b = try f2dot14(o + 2); c = try f2dot14(o + 4); d = try f2dot14(o + 6); o += 8
            }
            for contour in try contours(component, depth: depth + 1) {
                result.append(contour.map { (a * $0.x + c * $0.y + dx, b * $0.x + d * $0.y + dy, $0.on) })
            }
            if flags & 0x20 == 0 { break }
        }
        return result
    }

    /// Appends one contour, inserting the implied on-curve midpoints between off-curve points.
    static func append(_ points: [Point], to path: inout GlyphPath) {
        guard points.count > 1 else { return }
        // Start at an on-curve point, or at the midpoint of the first two off-curve points.
        let startIndex = points.firstIndex { $0.on }
        let start: (x: Double, y: Double)
        var ordered: [Point]
        if let s = startIndex {
            start = (points[s].x, points[s].y)
            ordered = Array(points[(s + 1)...]) + Array(points[...s])
        } else {
            start = ((points[0].x + points[1].x) / 2, (points[0].y + points[1].y) / 2)
            ordered = Array(points[1...]) + [points[0], (start.x, start.y, true)]
        }
        path.elements.append(.move(x: start.x, y: start.y))
        var control: (x: Double, y: Double)?
        for p in ordered {
            if p.on {
                if let c = control {
                    path.elements.append(.quad(cx: c.x, cy: c.y, x: p.x, y: p.y))
                } else {
                    path.elements.append(.line(x: p.x, y: p.y))
                }
                control = nil
            } else {
                if let c = control {
                    let mx = (c.x + p.x) / 2, my = (c.y + p.y) / 2
                    path.elements.append(.quad(cx: c.x, cy: c.y, x: mx, y: my))
                }
                control = (p.x, p.y)
            }
        }
        path.elements.append(.close)
    }
}
