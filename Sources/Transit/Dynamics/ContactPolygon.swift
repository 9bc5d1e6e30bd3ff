import Foundation

/// A convex polygon with the outward normal of each edge (`normals[i]` is the normal of the edge
/// from `vertices[i]` to the next vertex). A segment is the two-edged polygon `[a, b]` with
/// opposite normals, so it collides from either side.
struct ContactPolygon {
    var vertices: [Vector2D]
    var normals: [Vector2D]

    /// A segment from `a` to `b`, colliding on both sides; nil when it has no length.
    static func segment(from a: Vector2D, to b: Vector2D) -> ContactPolygon? {
        let n = (b - a).perpendicular.normalized
        guard n != .zero else { return nil }
        return ContactPolygon(vertices: [a, b], normals: [n, -n])
    }
}

/// Where two convex shapes touch: the normal from the first shape towards the second and up to
/// two contact points with their penetration depths.
struct ContactManifold {
    var normal: Vector2D
    var points: [(point: Vector2D, depth: Double)]

    /// The deepest penetration.
    var depth: Double { points.map(\.depth).max() ?? 0 }

    /// Where the shapes touch, as told to a collision delegate: the deepest point, which for a
    /// curved shape is its tangent point, or the middle of the deepest points (within a hundredth
    /// of a point) when a flat face meets another.
    var contactPoint: Vector2D {
        let deepest = depth
        var sum = Vector2D.zero, count = 0.0
        for p in points where p.depth >= deepest - 0.01 {
            sum += p.point
            count += 1
        }
        return sum * (1 / max(count, 1))
    }
}

/// Separating-axis collision between convex polygons, with contact points found by clipping the
/// incident edge against the reference face.
enum ContactGeometry {
    /// The contact between `a` and `b` when they overlap or are closer than `margin`; nil otherwise.
    static func collide(_ a: ContactPolygon, _ b: ContactPolygon, margin: Double) -> ContactManifold? {
        let (separationA, edgeA) = maximumSeparation(of: a, from: b, limit: margin)
        guard separationA <= margin else { return nil }
        let (separationB, edgeB) = maximumSeparation(of: b, from: a, limit: margin)
        guard separationB <= margin else { return nil }
        // Prefer `a`'s face unless `b`'s separates clearly better, so the choice does not flicker.
        let flip = separationB > separationA + 1e-3
        let reference = flip ? b : a, incident = flip ? a : b
        let edge = flip ? edgeB : edgeA
        let n = reference.normals[edge]
        let v1 = reference.vertices[edge], v2 = reference.vertices[(edge + 1) % reference.vertices.count]
        var points = incidentEdge(of: incident, against: n)
        let tangent = (v2 - v1).normalized
        points = clip(points, along: tangent, offset: tangent.dot(v1))
        points = clip(points, along: -tangent, offset: -tangent.dot(v2))
        var found: [(point: Vector2D, depth: Double)] = []
        for p in points {
            let separation = n.dot(p - v1)
            if separation <= margin { found.append((p, -separation)) }
        }
        guard !found.isEmpty else { return nil }
        return ContactManifold(normal: flip ? -n : n, points: found)
    }

    /// The edge of `p` along whose normal `q` lies farthest out, and that distance; or, when an
    /// edge separates them by more than `limit`, a distance above `limit` (the shapes do not
    /// touch, and the caller needs no more). The loops read the arrays' storage directly and
    /// spell out `n · (v − origin)` in the same order of operations as `Vector2D.dot`, so the
    /// result is the plain double loop's to the bit; contact tests run this for every touching
    /// pair in every step.
    private static func maximumSeparation(
        of p: ContactPolygon, from q: ContactPolygon, limit: Double
    ) -> (Double, Int) {
        p.normals.withUnsafeBufferPointer { normals in
            p.vertices.withUnsafeBufferPointer { origins in
                q.vertices.withUnsafeBufferPointer { others in
                    SeparationSearch(normals: normals, origins: origins, others: others).maximum(limit: limit)
                }
            }
        }
    }
    /// The edge of `polygon` facing most against `normal`, as its two end points.
    private static func incidentEdge(of polygon: ContactPolygon, against normal: Vector2D) -> [Vector2D] {
        var best = Double.infinity, index = 0
        for (i, n) in polygon.normals.enumerated() where n.dot(normal) < best {
            best = n.dot(normal)
            index = i
        }
        return [polygon.vertices[index], polygon.vertices[(index + 1) % polygon.vertices.count]]
    }

    /// The part of the segment `points` where `direction · p ≥ offset`.
    private static func clip(_ points: [Vector2D], along direction: Vector2D, offset: Double) -> [Vector2D] {
        guard points.count == 2 else { return points }
        let d0 = direction.dot(points[0]) - offset, d1 = direction.dot(points[1]) - offset
        var kept: [Vector2D] = []
        if d0 >= 0 { kept.append(points[0]) }
        if d1 >= 0 { kept.append(points[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            kept.append(points[0] + (points[1] - points[0]) * t)
        }
        return kept
    }
}

/// The separating-axis search of one polygon's edges against another's vertices.
///
/// The search first measures the edge that faces the other polygon's centroid most directly;
/// its separation `t` is a floor for the answer. Every other edge is then bounded from above by
/// one vertex, the one that was deepest along the edge measured last: an edge whose bound is below
/// `t` can neither win nor separate, so its full loop over the vertices is skipped. The edges are
/// still visited in order and the kept ones measured exactly as before, so the winner (the first
/// edge reaching the maximum) is the same; a circle's polygon against another circle measures two
/// or three of its edges instead of all of them.
struct SeparationSearch {
    let normals: UnsafeBufferPointer<Vector2D>
    let origins: UnsafeBufferPointer<Vector2D>
    let others: UnsafeBufferPointer<Vector2D>

    /// `others`' least distance out along edge `i`'s normal, and the vertex at that distance.
    func least(_ i: Int) -> (Double, Int) {
        let nx = normals[i].x, ny = normals[i].y, ox = origins[i].x, oy = origins[i].y
        var least = Double.infinity, vertex = 0
        var k = 0
        while k < others.count {
            let d = nx * (others[k].x - ox) + ny * (others[k].y - oy)
            if d < least { least = d; vertex = k }
            k += 1
        }
        return (least, vertex)
    }

    /// The edge whose normal points most directly at `others`' centroid.
    func facingEdge() -> Int {
        var cx = 0.0, cy = 0.0
        for v in others { cx += v.x; cy += v.y }
        cx /= Double(others.count)
        cy /= Double(others.count)
        var best = -Double.infinity, edge = 0
        for i in 0..<normals.count {
            let d = normals[i].x * (cx - origins[i].x) + normals[i].y * (cy - origins[i].y)
            if d > best { best = d; edge = i }
        }
        return edge
    }

    /// The maximum separation and its first edge; a separation above `limit` as soon as one is found.
    func maximum(limit: Double) -> (Double, Int) {
        guard !normals.isEmpty else { return (-.infinity, 0) }
        guard !others.isEmpty else { return (.infinity, 0) }
        let facing = facingEdge()
        let (floor, facingVertex) = least(facing)
        if floor > limit { return (floor, facing) }
        var best = -Double.infinity, bestEdge = 0, vertex = facingVertex
        for i in 0..<normals.count {
            let bound =
                normals[i].x * (others[vertex].x - origins[i].x) + normals[i].y * (others[vertex].y - origins[i].y)
            if bound < floor { continue }
            let (distance, deepest) = least(i)
            vertex = deepest
            if distance > limit { return (distance, i) }
            if distance > best { best = distance; bestEdge = i }
        }
        return (best, bestEdge)
    }
}
