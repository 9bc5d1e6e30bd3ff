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

    /// The edge of `p` along whose normal `q` lies farthest out, and that distance; or, as soon as
    /// an edge separates them by more than `limit`, that edge and its distance (the shapes do not
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
                    var best = -Double.infinity, bestEdge = 0
                    for i in 0..<normals.count {
                        let nx = normals[i].x, ny = normals[i].y, ox = origins[i].x, oy = origins[i].y
                        var least = Double.infinity
                        var k = 0
                        while k < others.count {
                            let d = nx * (others[k].x - ox) + ny * (others[k].y - oy)
                            if d < least { least = d }
                            k += 1
                        }
                        if least > limit { return (least, i) }
                        if least > best { best = least; bestEdge = i }
                    }
                    return (best, bestEdge)
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
