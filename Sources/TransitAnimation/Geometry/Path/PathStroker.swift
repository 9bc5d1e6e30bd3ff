import Foundation

/// The line parameters of a stroke (`CGContext`'s line width, cap, join and miter limit).
struct StrokeStyle {
    var width: Double
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: Double
}

/// Builds the outline of a stroke as a union of convex polygons that all wind the same way
/// (positive signed area), so their non-zero fill is exactly the stroke: a rectangle per segment,
/// a piece per join (the bevel triangle, the miter kite, or a full disc for round joins, which is
/// what sweeping a disc along the line gives) and a piece per cap (a half-square box or a disc).
enum PathStroker {
    /// The stroke of a path's elements; curves and discs are flattened to within `tolerance`.
    static func stroke(_ elements: [PathElement], style: StrokeStyle, tolerance: Double) -> [[CGPoint]] {
        stroke(PathGeometry.flatten(elements, tolerance: tolerance), style: style, tolerance: tolerance)
    }

    /// The stroke of polylines.
    static func stroke(_ lines: [Polyline], style: StrokeStyle, tolerance: Double) -> [[CGPoint]] {
        let h = style.width / 2
        guard h.isFinite, h > 0 else { return [] }
        var out: [[CGPoint]] = []
        let discSides = discSegments(radius: h, tolerance: tolerance)
        for line in lines {
            let pts = dedupe(line.points, closed: line.closed)
            if pts.count == 1 {
                // A zero-length subpath: round and square caps still draw a dot.
                switch style.cap {
                case .round: out.append(disc(pts[0], h, discSides))
                case .square: out.append(box(pts[0], CGPoint(x: 1, y: 0), h, before: h, after: h))
                case .butt: break
                }
                continue
            }
            guard pts.count >= 2 else { continue }
            let closed = line.closed && pts.count >= 3
            let n = pts.count
            let segmentCount = closed ? n : n - 1
            for i in 0..<segmentCount {
                let a = pts[i], b = pts[(i + 1) % n]
                out.append(oriented(segmentBox(a, b, h)))
            }
            let joinRange = closed ? 0..<n : 1..<(n - 1)
            for i in joinRange {
                let p = pts[i], prev = pts[(i + n - 1) % n], next = pts[(i + 1) % n]
                if let piece = join(prev, p, next, h, style, discSides) { out.append(oriented(piece)) }
            }
            if !closed {
                for (end, inner) in [(pts[0], pts[1]), (pts[n - 1], pts[n - 2])] {
                    let d = unit(CGPoint(x: end.x - inner.x, y: end.y - inner.y))
                    switch style.cap {
                    case .butt: break
                    case .round: out.append(disc(end, h, discSides))
                    case .square: out.append(oriented(box(end, d, h, before: 0, after: h)))
                    }
                }
            }
        }
        return out
    }

    /// Sides of a polygon inscribed in a circle of radius r whose chords stay within `tolerance`
    /// of the circle: r(1 − cos(π/n)) ≤ tolerance.
    static func discSegments(radius r: Double, tolerance: Double) -> Int {
        guard r > tolerance else { return 8 }
        let n = Double.pi / acos(1 - tolerance / r)
        return max(8, min(1024, Int(n.rounded(.up))))
    }

    private static func dedupe(_ points: [CGPoint], closed: Bool) -> [CGPoint] {
        var out: [CGPoint] = []
        out.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = out.last, hypot(p.x - last.x, p.y - last.y) < 1e-9 { continue }
            out.append(p)
        }
        if closed, out.count > 1, let first = out.first, let last = out.last, hypot(first.x - last.x, first.y - last.y) < 1e-9 {
            out.removeLast()
        }
        return out
    }

    private static func unit(_ v: CGPoint) -> CGPoint {
        let l = hypot(v.x, v.y)
        return l > 0 ? CGPoint(x: v.x / l, y: v.y / l) : CGPoint(x: 1, y: 0)
    }

    private static func segmentBox(_ a: CGPoint, _ b: CGPoint, _ h: Double) -> [CGPoint] {
        let d = unit(CGPoint(x: b.x - a.x, y: b.y - a.y))
        let nx = -d.y * h, ny = d.x * h
        return [
            CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
            CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)
        ]
    }

    /// A box of half-width h along direction d around p, from `before` behind p to `after` ahead.
    private static func box(_ p: CGPoint, _ d: CGPoint, _ h: Double, before: Double, after: Double) -> [CGPoint] {
        let a = CGPoint(x: p.x - d.x * before, y: p.y - d.y * before)
        let b = CGPoint(x: p.x + d.x * after, y: p.y + d.y * after)
        return segmentBox(a, b, h)
    }

    /// A regular polygon with the circle's area (its vertices a little outside the circle, its
    /// edges' middles a little inside, both within the tolerance), positively oriented.
    static func disc(_ c: CGPoint, _ r: Double, _ sides: Int) -> [CGPoint] {
        let step = 2 * Double.pi / Double(sides)
        // ½·n·R²·sin(2π/n) = πr².
        let big = r * (step / sin(step)).squareRoot()
        return (0..<sides).map { i in
            let a = step * Double(i)
            return CGPoint(x: c.x + big * cos(a), y: c.y + big * sin(a))
        }
    }

    /// The join piece at p between segments prev→p and p→next.
    private static func join(
        _ prev: CGPoint, _ p: CGPoint, _ next: CGPoint, _ h: Double,
        _ style: StrokeStyle, _ discSides: Int
    ) -> [CGPoint]? {
        let d0 = unit(CGPoint(x: p.x - prev.x, y: p.y - prev.y)), d1 = unit(CGPoint(x: next.x - p.x, y: next.y - p.y))
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if style.join == .round { return disc(p, h, discSides) }
        if abs(cross) < 1e-12 && dot > 0 { return nil }
        // The outer side is opposite the turn.
        let s: Double = cross > 0 ? -1 : 1
        let o0 = CGPoint(x: -d0.y * h * s, y: d0.x * h * s), o1 = CGPoint(x: -d1.y * h * s, y: d1.x * h * s)
        let a = CGPoint(x: p.x + o0.x, y: p.y + o0.y), b = CGPoint(x: p.x + o1.x, y: p.y + o1.y)
        if style.join == .miter {
            // φ, the angle between the segments at the corner: cos φ = −d0·d1. The miter is
            // 1/sin(φ/2) line widths long (Core Graphics' miter-limit rule).
            let cosPhi = max(-1, min(1, -dot))
            let sinHalf = ((1 - cosPhi) / 2).squareRoot()
            if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
                let m = unit(CGPoint(x: o0.x + o1.x, y: o0.y + o1.y))
                let len = h / sinHalf
                return [p, a, CGPoint(x: p.x + m.x * len, y: p.y + m.y * len), b]
            }
        }
        return [p, a, b]
    }

    private static func oriented(_ poly: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        var prev = poly[poly.count - 1]
        for q in poly { area += prev.x * q.y - q.x * prev.y; prev = q }
        return area < 0 ? poly.reversed() : poly
    }
}
