import Foundation

/// Polygon clipping in device space and against the eye plane.
enum Polygon {
    /// Clips a closed polygon to a rectangle (Sutherland–Hodgman), in place. Filling the result
    /// covers exactly the part of the original fill inside the rectangle.
    static func clip(
        _ poly: inout [DevicePoint], scratch: inout [DevicePoint],
        minX: Double, minY: Double, maxX: Double, maxY: Double
    ) {
        clipSide(&poly, &scratch) {
            $0.x >= minX
        } _: { a, b in
            let t = (minX - a.x) / (b.x - a.x); return DevicePoint(x: minX, y: a.y + t * (b.y - a.y))
        }
        clipSide(&poly, &scratch) {
            $0.x <= maxX
        } _: { a, b in
            let t = (maxX - a.x) / (b.x - a.x); return DevicePoint(x: maxX, y: a.y + t * (b.y - a.y))
        }
        clipSide(&poly, &scratch) {
            $0.y >= minY
        } _: { a, b in
            let t = (minY - a.y) / (b.y - a.y); return DevicePoint(x: a.x + t * (b.x - a.x), y: minY)
        }
        clipSide(&poly, &scratch) {
            $0.y <= maxY
        } _: { a, b in
            let t = (maxY - a.y) / (b.y - a.y); return DevicePoint(x: a.x + t * (b.x - a.x), y: maxY)
        }
    }

    private static func clipSide(
        _ poly: inout [DevicePoint], _ out: inout [DevicePoint],
        _ inside: (DevicePoint) -> Bool,
        _ cut: (DevicePoint, DevicePoint) -> DevicePoint
    ) {
        out.removeAll(keepingCapacity: true)
        guard let last = poly.last else { return }
        var prev = last, prevIn = inside(last)
        for p in poly {
            let pIn = inside(p)
            if pIn != prevIn { out.append(cut(prev, p)) }
            if pIn { out.append(p) }
            prev = p; prevIn = pIn
        }
        swap(&poly, &out)
    }

    /// The smallest w a projected vertex may have: geometry closer to (or behind) the eye plane is
    /// cut away before the perspective divide.
    static let nearW = 1e-4

    /// Maps a polygon of the layer plane (z = 0) through `m` to device space: clips it against the
    /// eye plane (w ≥ `nearW`) in homogeneous coordinates, then divides.
    static func project(_ points: [CGPoint], _ m: Transform3D) -> [DevicePoint] {
        var hom: [(x: Double, y: Double, w: Double)] = points.map { p in
            let x = Double(p.x), y = Double(p.y)
            return (
                x * Double(m.m11) + y * Double(m.m21) + Double(m.m41),
                x * Double(m.m12) + y * Double(m.m22) + Double(m.m42),
                x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
            )
        }
        if hom.contains(where: { $0.w < nearW }) {
            var out: [(x: Double, y: Double, w: Double)] = []
            guard var prev = hom.last else { return [] }
            for p in hom {
                let pIn = p.w >= nearW, prevIn = prev.w >= nearW
                if pIn != prevIn {
                    let t = (nearW - prev.w) / (p.w - prev.w)
                    out.append((prev.x + t * (p.x - prev.x), prev.y + t * (p.y - prev.y), nearW))
                }
                if pIn { out.append(p) }
                prev = p
            }
            hom = out
        }
        return hom.map { DevicePoint(x: $0.x / $0.w, y: $0.y / $0.w) }
    }

    /// Appends `project(points, m)` to `out`. A transform without perspective (`m14` and `m24`
    /// zero, `m44` at least `nearW`) puts every point at the same w, never cut, and its points
    /// are mapped in place by the same arithmetic, with no array of their own.
    static func project(_ points: [CGPoint], _ m: Transform3D, appendingTo out: inout [DevicePoint]) {
        let m14 = Double(m.m14), m24 = Double(m.m24), m44 = Double(m.m44)
        guard m14 == 0, m24 == 0, m44 >= nearW else { return out.append(contentsOf: project(points, m)) }
        let m11 = Double(m.m11), m21 = Double(m.m21), m41 = Double(m.m41)
        let m12 = Double(m.m12), m22 = Double(m.m22), m42 = Double(m.m42)
        for p in points {
            let x = Double(p.x), y = Double(p.y)
            let w = x * m14 + y * m24 + m44
            out.append(DevicePoint(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w))
        }
    }

    /// Whether every point of `r` lies on the inner side of every edge of the simple polygon
    /// `p` (either winding): then `r` lies in `p`'s kernel, a convex part of `p`.
    static func holds(_ p: [DevicePoint], _ r: IntRect) -> Bool {
        guard p.count >= 3, !r.isEmpty else { return false }
        let area = signedArea(p)
        guard area.isFinite, area != 0 else { return false }
        let s: Double = area > 0 ? 1 : -1
        let xs = (Double(r.minX), Double(r.maxX)), ys = (Double(r.minY), Double(r.maxY))
        let corners = [(xs.0, ys.0), (xs.1, ys.0), (xs.1, ys.1), (xs.0, ys.1)]
        var prev = p[p.count - 1]
        for q in p {
            guard q.x.isFinite, q.y.isFinite else { return false }
            let ex = q.x - prev.x, ey = q.y - prev.y
            for (x, y) in corners where s * (ex * (y - prev.y) - ey * (x - prev.x)) < 0 { return false }
            prev = q
        }
        return true
    }

    /// Twice the signed area of a polygon (positive when clockwise on a y-down screen).
    static func signedArea(_ p: [DevicePoint]) -> Double {
        guard var prev = p.last else { return 0 }
        var sum = 0.0
        for q in p { sum += prev.x * q.y - q.x * prev.y; prev = q }
        return sum
    }
}
