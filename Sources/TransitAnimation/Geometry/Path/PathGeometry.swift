import Foundation

/// An open or closed chain of points: a subpath after its curves are flattened.
public struct Polyline: Equatable, Sendable {
    /// The points, in order (a closed polyline does not repeat its first point).
    public var points: [CGPoint]
    /// Whether the last point joins back to the first.
    public var closed: Bool

    /// Creates a polyline.
    public init(points: [CGPoint], closed: Bool) {
        self.points = points
        self.closed = closed
    }
}

/// The geometry behind paths: flattening, bounds, hit-testing and the shapes paths are built from.
enum PathGeometry {
    /// The current point after `elements`: the last end point, or the subpath's start after a
    /// close; nil for no elements.
    public static func currentPoint(_ elements: [PathElement]) -> CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for e in elements {
            switch e {
            case .moveToPoint(let p): start = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The bounds of every point, control points included; `.null` without points.
    static func controlPointBounds(_ elements: [PathElement]) -> CGRect {
        var box = BoundsAccumulator()
        for e in elements { for p in e.points { box.add(p) } }
        return box.rect
    }

    /// The bounds of the curves themselves: end points plus the extrema of each curve, where its
    /// derivative vanishes.
    static func tightBounds(_ elements: [PathElement]) -> CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero
        for e in elements {
            switch e {
            case .moveToPoint(let p), .addLineToPoint(let p):
                box.add(p); current = p
            case .addQuadCurveToPoint(let c, let p):
                box.add(p)
                for t in quadExtrema(current.x, c.x, p.x) + quadExtrema(current.y, c.y, p.y) {
                    box.add(quadPoint(current, c, p, t))
                }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                box.add(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    box.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return box.rect
    }

    private struct BoundsAccumulator {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has an extremum.
    static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let d = a - 2 * b + c
        guard d != 0 else { return [] }
        let t = (a - b) / d
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has an extremum (roots of its derivative).
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a)); roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        return CGPoint(x: s * s * p0.x + 2 * s * t * c.x + t * t * p1.x, y: s * s * p0.y + 2 * s * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The path as polylines: curves replaced by chords that stay within `tolerance` of them
    /// (the step count comes from Wang's formula: n = √(d(d−1)/8 · M / tolerance), M the largest
    /// second difference of the control points). Non-finite points are skipped.
    public static func flatten(_ elements: [PathElement], tolerance: Double) -> [Polyline] {
        let tol = tolerance.isFinite && tolerance > 1e-6 ? tolerance : 0.1
        var out: [Polyline] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        func finish(closed: Bool) {
            if !points.isEmpty { out.append(Polyline(points: points, closed: closed)) }
            points = []
        }
        func add(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { return }
            if points.isEmpty { points.append(current) }
            points.append(p)
        }
        for e in elements {
            switch e {
            case .moveToPoint(let p):
                finish(closed: false)
                current = p
                if p.x.isFinite && p.y.isFinite { points = [p] }
            case .addLineToPoint(let p):
                add(p); current = p
            case .addQuadCurveToPoint(let c, let p):
                let m = hypot(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                let n = steps(0.25 * Double(m) / tol)
                let p0 = current
                for i in 1...n { add(quadPoint(p0, c, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                let m = max(
                    hypot(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = steps(0.75 * Double(m) / tol)
                let p0 = current
                for i in 1...n { add(cubicPoint(p0, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .closeSubpath:
                let start = points.first ?? current
                if points.count > 1, points.last == start { points.removeLast() }
                finish(closed: true)
                current = start
                points = []
            }
        }
        finish(closed: false)
        return out
    }

    private static func steps(_ squared: Double) -> Int {
        guard squared.isFinite else { return 1 }
        return max(1, min(10_000, Int(squared.squareRoot().rounded(.up))))
    }

    /// Whether `point` is inside the fill of `elements` (every subpath closed), by the winding
    /// number of the flattened outline (tolerance 0.001).
    static func contains(_ elements: [PathElement], _ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for line in flatten(elements, tolerance: 0.001) {
            let pts = line.points
            guard pts.count >= 2 else { continue }
            var a = pts[pts.count - 1]
            for b in pts {
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Closed polygons as path elements, mapped through `transform`.
    static func elements(ofPolygons polygons: [[CGPoint]], transform: CGAffineTransform) -> [PathElement] {
        var out: [PathElement] = []
        for poly in polygons where poly.count >= 2 {
            out.append(.moveToPoint(poly[0].applying(transform)))
            for p in poly.dropFirst() { out.append(.addLineToPoint(p.applying(transform))) }
            out.append(.closeSubpath)
        }
        return out
    }

    /// The sweep of an arc from `start` to `end`: with increasing angles, `end − start` brought
    /// into [0, 2π) (a difference of 2π or more is a full circle); decreasing likewise, negated.
    public static func arcSweep(start: Double, end: Double, increasing: Bool) -> Double {
        let twoPi = 2 * Double.pi
        let d = increasing ? end - start : start - end
        guard d.isFinite else { return 0 }
        var s: Double
        if d >= twoPi {
            s = twoPi
        } else {
            s = d.truncatingRemainder(dividingBy: twoPi)
            if s < 0 { s += twoPi }
        }
        return increasing ? s : -s
    }

    /// A circular arc as a move to its start and cubic curves of at most a quarter turn each
    /// (handles 4/3·tan(φ/4)·r, the standard approximation, radial error below 2.7·10⁻⁴ r).
    public static func arc(center: CGPoint, radius r: Double, start: Double, sweep: Double) -> [PathElement] {
        let cx = Double(center.x), cy = Double(center.y)
        func point(_ a: Double) -> CGPoint { CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)) }
        var out: [PathElement] = [.moveToPoint(point(start))]
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        guard sweep != 0 else { return out }
        let phi = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(phi / 4) * r
        var a0 = start
        for i in 0..<n {
            let a1 = i == n - 1 ? start + sweep : a0 + phi
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: Double(p0.x) - k * sin(a0), y: Double(p0.y) + k * cos(a0))
            let c2 = CGPoint(x: Double(p1.x) + k * sin(a1), y: Double(p1.y) - k * cos(a1))
            out.append(.addCurveToPoint(control1: c1, control2: c2, to: p1))
            a0 = a1
        }
        return out
    }

    /// An ellipse in `r` as a closed subpath of four cubic curves from (maxX, midY), angles
    /// increasing (clockwise on a y-down screen).
    static func ellipse(_ r: CGRect) -> [PathElement] {
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        return [
            .moveToPoint(CGPoint(x: cx + rx, y: cy)),
            .addCurveToPoint(
                control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry),
                to: CGPoint(x: cx, y: cy + ry)),
            .addCurveToPoint(
                control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry),
                to: CGPoint(x: cx - rx, y: cy)),
            .addCurveToPoint(
                control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry),
                to: CGPoint(x: cx, y: cy - ry)),
            .addCurveToPoint(
                control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry),
                to: CGPoint(x: cx + rx, y: cy)),
            .closeSubpath
        ]
    }

    /// A rectangle with elliptical corners of the given radii (each already clamped), clockwise on
    /// a y-down screen from the end of the top-left corner; corners are quarter ellipses as cubics.
    static func roundedRect(_ r: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize)
        -> [PathElement]
    {
        let k: CGFloat = 0.5522847498307936
        var out: [PathElement] = [.moveToPoint(CGPoint(x: r.minX + topLeft.width, y: r.minY))]
        out.append(.addLineToPoint(CGPoint(x: r.maxX - topRight.width, y: r.minY)))
        if topRight.width > 0 && topRight.height > 0 {
            out.append(
                .addCurveToPoint(
                    control1: CGPoint(x: r.maxX - topRight.width * (1 - k), y: r.minY),
                    control2: CGPoint(x: r.maxX, y: r.minY + topRight.height * (1 - k)),
                    to: CGPoint(x: r.maxX, y: r.minY + topRight.height)))
        }
        out.append(.addLineToPoint(CGPoint(x: r.maxX, y: r.maxY - bottomRight.height)))
        if bottomRight.width > 0 && bottomRight.height > 0 {
            out.append(
                .addCurveToPoint(
                    control1: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height * (1 - k)),
                    control2: CGPoint(x: r.maxX - bottomRight.width * (1 - k), y: r.maxY),
                    to: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY)))
        }
        out.append(.addLineToPoint(CGPoint(x: r.minX + bottomLeft.width, y: r.maxY)))
        if bottomLeft.width > 0 && bottomLeft.height > 0 {
            out.append(
                .addCurveToPoint(
                    control1: CGPoint(x: r.minX + bottomLeft.width * (1 - k), y: r.maxY),
                    control2: CGPoint(x: r.minX, y: r.maxY - bottomLeft.height * (1 - k)),
                    to: CGPoint(x: r.minX, y: r.maxY - bottomLeft.height)))
        }
        out.append(.addLineToPoint(CGPoint(x: r.minX, y: r.minY + topLeft.height)))
        if topLeft.width > 0 && topLeft.height > 0 {
            out.append(
                .addCurveToPoint(
                    control1: CGPoint(x: r.minX, y: r.minY + topLeft.height * (1 - k)),
                    control2: CGPoint(x: r.minX + topLeft.width * (1 - k), y: r.minY),
                    to: CGPoint(x: r.minX + topLeft.width, y: r.minY)))
        }
        out.append(.closeSubpath)
        return out
    }

    /// The arc of `radius` tangent to lines p0→t1 and t1→t2: its centre, start point, start angle
    /// and sweep; nil when the points are collinear or the radius is zero or not finite.
    static func tangentArc(from p0: CGPoint, t1: CGPoint, t2: CGPoint, radius: Double)
        -> (center: CGPoint, start: CGPoint, startAngle: Double, sweep: Double)?
    {
        guard radius.isFinite, radius > 0 else { return nil }
        let ax = Double(p0.x - t1.x), ay = Double(p0.y - t1.y), bx = Double(t2.x - t1.x), by = Double(t2.y - t1.y)
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        guard la > 0, lb > 0 else { return nil }
        let ux = ax / la, uy = ay / la, vx = bx / lb, vy = by / lb
        let cosT = max(-1, min(1, ux * vx + uy * vy))
        let theta = acos(cosT)
        guard theta > 1e-9, theta < Double.pi - 1e-9 else { return nil }
        let d = radius / tan(theta / 2)
        let start = CGPoint(x: Double(t1.x) + ux * d, y: Double(t1.y) + uy * d)
        let end = CGPoint(x: Double(t1.x) + vx * d, y: Double(t1.y) + vy * d)
        let bisX = ux + vx, bisY = uy + vy, bl = (bisX * bisX + bisY * bisY).squareRoot()
        let h = radius / sin(theta / 2)
        let center = CGPoint(x: Double(t1.x) + bisX / bl * h, y: Double(t1.y) + bisY / bl * h)
        let a0 = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let a1 = atan2(Double(end.y - center.y), Double(end.x - center.x))
        var sweep = a1 - a0
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        return (center, start, a0, sweep)
    }
}
