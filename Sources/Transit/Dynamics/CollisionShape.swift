import Foundation

/// The shape an item collides with (`UIDynamicItemCollisionBoundsType`), chosen by the item's
/// ``DynamicItem/collisionBoundsType``.
public enum DynamicItemCollisionBoundsType: Sendable, Hashable {
    /// The rectangle of the item's bounds (`rectangle`), the default.
    case rectangle
    /// The ellipse inscribed in the item's bounds (`ellipse`): as Apple documents, its shape is
    /// given by the width and height of the bounds.
    case ellipse
    /// The convex polygon of the item's ``DynamicItem/collisionBoundingPath`` (`path`).
    case path
}

/// An item's collision shape in its own axes, centred on the item's centre: a convex polygon whose
/// vertices turn clockwise on screen, with each edge's outward normal, and the mass properties of
/// the shape it stands for.
struct CollisionShape {
    /// Vertices of an ellipse's polygon: its outline is within r·(1 − cos(π/64)), 0.12% of the
    /// radius, of the true ellipse (0.06 pt for a 100 pt circle), below the contact margin.
    static let ellipseVertices = 64

    var vertices: [Vector2D]
    var normals: [Vector2D]
    /// The area, in points².
    var area: Double
    /// The second moment of area about the centre, per unit area: the moment of inertia per mass.
    var gyration: Double
    /// The distance from the centre to the farthest vertex.
    var radius: Double

    /// The shape of `item` for its collision bounds type, and what was wrong with its path, if
    /// anything (a bad path falls back to the bounds' rectangle).
    @MainActor
    static func of(_ item: any DynamicItem) -> (CollisionShape, String?) {
        let half = Vector2D(x: Double(item.bounds.width) / 2, y: Double(item.bounds.height) / 2)
        switch item.collisionBoundsType {
        case .rectangle: return (rectangle(half), nil)
        case .ellipse: return (ellipse(half), nil)
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened(tolerance: 0.25).flatMap { $0.points.map(Vector2D.init) }
            let (shape, problem) = polygon(points)
            return (shape ?? rectangle(half), problem.map { "\($0); the bounds' rectangle is used" } ?? nil)
        }
    }

    /// The rectangle of half size `half`.
    static func rectangle(_ half: Vector2D) -> CollisionShape {
        let w = 2 * half.x, h = 2 * half.y
        return CollisionShape(
            vertices: [
                Vector2D(x: -half.x, y: -half.y), Vector2D(x: half.x, y: -half.y),
                Vector2D(x: half.x, y: half.y), Vector2D(x: -half.x, y: half.y)
            ],
            area: w * h, gyration: (w * w + h * h) / 12)
    }

    /// The ellipse of semi-axes `half`, as a polygon with the ellipse's exact area and inertia
    /// (πab and (a² + b²)/4 per mass).
    static func ellipse(_ half: Vector2D) -> CollisionShape {
        let n = ellipseVertices
        let vertices = (0..<n).map { i -> Vector2D in
            let u = Vector2D(angle: 2 * Double.pi * Double(i) / Double(n))
            return Vector2D(x: u.x * half.x, y: u.y * half.y)
        }
        return CollisionShape(
            vertices: vertices, area: Double.pi * half.x * half.y,
            gyration: (half.x * half.x + half.y * half.y) / 4)
    }

    /// The convex polygon around `points` (their convex hull), with a polygon's area and inertia
    /// about the origin; nil when the points enclose no area. A problem is reported for points
    /// that are not finite, enclose nothing, or do not make a convex polygon.
    static func polygon(_ points: [Vector2D]) -> (CollisionShape?, String?) {
        guard points.allSatisfy(\.isFinite) else { return (nil, "the collision bounding path is not finite") }
        let hull = convexHull(points)
        guard hull.count >= 3 else { return (nil, "the collision bounding path encloses no area") }
        var area = 0.0, moment = 0.0
        for i in hull.indices {
            let p = hull[i], q = hull[(i + 1) % hull.count]
            let cross = p.cross(q)
            area += cross / 2
            moment += cross * (p.x * p.x + p.x * q.x + q.x * q.x + p.y * p.y + p.y * q.y + q.y * q.y) / 12
        }
        let shape = CollisionShape(vertices: hull, area: area, gyration: moment / area)
        let distinct = points.reduce(into: [Vector2D]()) { kept, p in
            if kept.last.map({ ($0 - p).length > 1e-6 }) ?? true { kept.append(p) }
        }
        let isConvex = distinct.allSatisfy { p in hull.contains { ($0 - p).length <= 1e-6 } || onHull(p, hull) }
        return (
            shape,
            isConvex ? nil : "the collision bounding path is not a convex polygon, as Apple requires; its convex hull is used"
        )
    }

    private init(vertices: [Vector2D], area: Double, gyration: Double) {
        self.vertices = vertices
        normals = vertices.indices.map { i in
            let d = vertices[(i + 1) % vertices.count] - vertices[i]
            return Vector2D(x: d.y, y: -d.x).normalized
        }
        self.area = area
        self.gyration = gyration
        radius = vertices.map(\.length).max() ?? 0
    }

    /// The convex hull of `points`, clockwise on screen (positive area in y-down coordinates),
    /// without collinear vertices (Andrew's monotone chain).
    static func convexHull(_ points: [Vector2D]) -> [Vector2D] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func chain(_ list: [Vector2D]) -> [Vector2D] {
            var out: [Vector2D] = []
            for p in list {
                while out.count >= 2, (out[out.count - 1] - out[out.count - 2]).cross(p - out[out.count - 2]) <= 1e-9 {
                    out.removeLast()
                }
                out.append(p)
            }
            return out
        }
        let lower = chain(sorted), upper = chain(sorted.reversed())
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Whether `p` lies on an edge of `hull`.
    private static func onHull(_ p: Vector2D, _ hull: [Vector2D]) -> Bool {
        hull.indices.contains { i in
            let a = hull[i], b = hull[(i + 1) % hull.count], d = b - a
            let t = (p - a).dot(d) / d.lengthSquared
            return t >= -1e-9 && t <= 1 + 1e-9 && abs(d.cross(p - a)) / d.length <= 1e-6
        }
    }
}
