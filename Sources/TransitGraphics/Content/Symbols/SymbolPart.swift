import Foundation

/// One part of a symbol's drawing, in the symbol's unit box (0 … 1 on both axes, y down).
///
/// Strokes are drawn with the configuration's stroke width and round caps and joins; fills and
/// discs are grown by half a stroke width, so a filled variant has the same outline as its stroked one
/// (`heart` and `heart.fill` cover the same area's boundary). A `cut` removes what the parts
/// before it drew. Each part is a signed distance (negative inside), so the whole symbol is
/// rasterized analytically at any scale with exact geometry.
indirect enum SymbolPart: Sendable {
    /// An open polyline, stroked.
    case stroke([CGPoint])
    /// A closed polygon's outline, stroked.
    case loop([CGPoint])
    /// An arc of the circle around `center`, stroked, from the angle `from` clockwise (y down)
    /// to `to`, in degrees that are whole multiples of 5 (read from a fixed table, no libm).
    case arc(center: CGPoint, radius: Double, from: Int, to: Int)
    /// A filled disc (grown by half a stroke, like fills, so dots thicken with the weight).
    case disc(center: CGPoint, radius: Double)
    /// A filled polygon (grown by half a stroke, so its corners are rounded).
    case fill([CGPoint])
    /// A filled rectangle with rounded corners (not grown).
    case box(CGRect, radius: Double)
    /// Removes the area of `part` (grown by `margin` units) from everything drawn before it.
    case cut(SymbolPart, margin: Double)
}

/// A point of the unit box, in `Double`s.
struct SymbolPoint: Sendable {
    var x: Double, y: Double
    init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
    init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A part prepared for evaluation: points converted once, arcs' end directions looked up.
struct SymbolPrimitive: Sendable {
    enum Kind: Sendable {
        case polyline([SymbolPoint], closed: Bool)
        case arc(center: SymbolPoint, radius: Double, start: SymbolPoint, end: SymbolPoint, large: Bool)
        case disc(center: SymbolPoint, radius: Double)
        case polygon([SymbolPoint])
        case box(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double)
    }
    var kind: Kind
    /// Half the stroke width for strokes, fills and discs, 0 for boxes (plus a cut's margin).
    var inflate: Double
    var isCut: Bool

    /// The primitives of `parts` for a stroke width `width` (unit-box units).
    static func make(_ parts: [SymbolPart], width: Double) -> [SymbolPrimitive] {
        parts.map { make($0, width: width, cut: false, margin: 0) }
    }

    private static func make(_ part: SymbolPart, width: Double, cut: Bool, margin: Double) -> SymbolPrimitive {
        let half = width / 2
        switch part {
        case .stroke(let points):
            return SymbolPrimitive(
                kind: .polyline(points.map(SymbolPoint.init), closed: false), inflate: half + margin, isCut: cut)
        case .loop(let points):
            return SymbolPrimitive(
                kind: .polyline(points.map(SymbolPoint.init), closed: true), inflate: half + margin, isCut: cut)
        case .arc(let center, let radius, let from, let to):
            let a = UnitCircle.point(step: from / 5), b = UnitCircle.point(step: to / 5)
            var sweep = (to - from) % 360
            if sweep <= 0 { sweep += 360 }
            return SymbolPrimitive(
                kind: .arc(
                    center: SymbolPoint(center), radius: radius,
                    start: SymbolPoint(x: a.cos, y: a.sin), end: SymbolPoint(x: b.cos, y: b.sin),
                    large: sweep > 180),
                inflate: half + margin, isCut: cut)
        case .disc(let center, let radius):
            return SymbolPrimitive(kind: .disc(center: SymbolPoint(center), radius: radius), inflate: half + margin, isCut: cut)
        case .fill(let points):
            return SymbolPrimitive(kind: .polygon(points.map(SymbolPoint.init)), inflate: half + margin, isCut: cut)
        case .box(let r, let radius):
            return SymbolPrimitive(
                kind: .box(
                    minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX),
                    maxY: Double(r.maxY), radius: radius), inflate: margin, isCut: cut)
        case .cut(let inner, let m):
            return make(inner, width: width, cut: true, margin: m)
        }
    }

    /// The signed distance from `p` to this primitive's area (negative inside), in unit-box units.
    func distance(_ p: SymbolPoint) -> Double {
        switch kind {
        case .polyline(let points, let closed):
            return SymbolPrimitive.polylineDistance(p, points, closed: closed) - inflate
        case .arc(let c, let r, let a, let b, let large):
            let dx = p.x - c.x, dy = p.y - c.y
            if SymbolPrimitive.inSector(dx, dy, a, b, large: large) {
                return abs((dx * dx + dy * dy).squareRoot() - r) - inflate
            }
            let ea = SymbolPoint(x: c.x + a.x * r, y: c.y + a.y * r), eb = SymbolPoint(x: c.x + b.x * r, y: c.y + b.y * r)
            return min(SymbolPrimitive.length(p.x - ea.x, p.y - ea.y), SymbolPrimitive.length(p.x - eb.x, p.y - eb.y)) - inflate
        case .disc(let c, let r):
            return SymbolPrimitive.length(p.x - c.x, p.y - c.y) - r - inflate
        case .polygon(let points):
            let d = SymbolPrimitive.polylineDistance(p, points, closed: true)
            return (SymbolPrimitive.contains(p, points) ? -d : d) - inflate
        case .box(let x0, let y0, let x1, let y1, let r):
            let hx = (x1 - x0) / 2 - r, hy = (y1 - y0) / 2 - r
            let qx = abs(p.x - (x0 + x1) / 2) - hx, qy = abs(p.y - (y0 + y1) / 2) - hy
            let outside = SymbolPrimitive.length(max(qx, 0), max(qy, 0))
            return outside + min(max(qx, qy), 0) - r - inflate
        }
    }

    /// Whether the direction (dx, dy) lies in the clockwise sector from `a` to `b`.
    private static func inSector(_ dx: Double, _ dy: Double, _ a: SymbolPoint, _ b: SymbolPoint, large: Bool) -> Bool {
        let afterStart = a.x * dy - a.y * dx >= 0, beforeEnd = dx * b.y - dy * b.x >= 0
        return large ? (afterStart || beforeEnd) : (afterStart && beforeEnd)
    }

    @inline(__always) static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

    /// The distance from `p` to the nearest segment of the polyline.
    static func polylineDistance(_ p: SymbolPoint, _ points: [SymbolPoint], closed: Bool) -> Double {
        guard let first = points.first else { return .infinity }
        var best = length(p.x - first.x, p.y - first.y)
        let count = closed ? points.count : points.count - 1
        for i in 0..<max(0, count) {
            let a = points[i], b = points[(i + 1) % points.count]
            let ex = b.x - a.x, ey = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y
            let ee = ex * ex + ey * ey
            let t = ee > 0 ? min(1, max(0, (wx * ex + wy * ey) / ee)) : 0
            best = min(best, length(wx - ex * t, wy - ey * t))
        }
        return best
    }

    /// Whether `p` is inside the polygon under the non-zero rule.
    static func contains(_ p: SymbolPoint, _ points: [SymbolPoint]) -> Bool {
        var winding = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
            if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
        }
        return winding != 0
    }
}
