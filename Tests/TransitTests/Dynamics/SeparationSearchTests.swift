import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The separating-axis search skips edges it can bound; its answers must be the plain double
/// loop's (every edge against every vertex, the first edge reaching the maximum) to the bit.
@Suite struct SeparationSearchTests {
    /// The definition: the largest over edges of the least `n · (v − origin)` over vertices, the
    /// first edge reaching it, or the first edge whose least exceeds `limit`.
    static func plainLoop(_ p: ContactPolygon, _ q: ContactPolygon, limit: Double) -> (Double, Int) {
        var best = -Double.infinity, bestEdge = 0
        for i in p.normals.indices {
            let least = q.vertices.map { p.normals[i].dot($0 - p.vertices[i]) }.min() ?? .infinity
            if least > limit { return (least, i) }
            if least > best { best = least; bestEdge = i }
        }
        return (best, bestEdge)
    }

    static func search(_ p: ContactPolygon, _ q: ContactPolygon, limit: Double) -> (Double, Int) {
        p.normals.withUnsafeBufferPointer { normals in
            p.vertices.withUnsafeBufferPointer { origins in
                q.vertices.withUnsafeBufferPointer { others in
                    SeparationSearch(normals: normals, origins: origins, others: others).maximum(limit: limit)
                }
            }
        }
    }

    /// A regular polygon (a circle's stand-in when `sides` is large), its normals outward.
    static func regular(sides: Int, center: Vector2D, radius: Double, turn: Double) -> ContactPolygon {
        let step = 2 * Double.pi / Double(sides)
        let vertices = (0..<sides).map { k in
            center + Vector2D(x: cos(turn + Double(k) * step), y: sin(turn + Double(k) * step)) * radius
        }
        let normals = (0..<sides).map { k in
            Vector2D(x: cos(turn + (Double(k) + 0.5) * step), y: sin(turn + (Double(k) + 0.5) * step))
        }
        return ContactPolygon(vertices: vertices, normals: normals)
    }

    @Test func matchesThePlainLoopToTheBit() {
        var random = SplitMix64(seed: 25)
        var touching = 0
        for round in 0..<3000 {
            // Circles, boxes (axis-aligned every third round: equal depths tie) and triangles,
            // placed from overlapping deeply to apart.
            let sides = [3, 4, 4, 24, 32][round % 5]
            let turn = round % 3 == 0 ? 0 : Double.random(in: 0..<(2 * .pi), using: &random)
            let a = Self.regular(sides: sides, center: .zero, radius: 20, turn: turn)
            let distance = Double.random(in: 0..<50, using: &random)
            let direction = round % 3 == 0 ? 0 : Double.random(in: 0..<(2 * .pi), using: &random)
            let b = Self.regular(
                sides: [4, 32, 3][round % 3], center: Vector2D(x: cos(direction), y: sin(direction)) * distance,
                radius: Double.random(in: 5..<30, using: &random), turn: round % 3 == 0 ? 0 : turn * 0.7)
            for limit in [0.05, -Double.infinity, .infinity] {
                let expected = Self.plainLoop(a, b, limit: limit), found = Self.search(a, b, limit: limit)
                if expected.0 > limit {
                    expectGreaterThan(found.0, limit, "round \(round): \(found) for \(expected)")
                } else {
                    expectEqual(found.0, expected.0, "round \(round): \(found) for \(expected)")
                    expectEqual(found.1, expected.1, "round \(round): \(found) for \(expected)")
                    touching += 1
                }
            }
        }
        expectGreaterThan(touching, 3000)
    }

    @Test func emptyShapesKeepTheirAnswers() {
        let square = Self.regular(sides: 4, center: .zero, radius: 10, turn: 0)
        let empty = ContactPolygon(vertices: [], normals: [])
        expect(Self.search(square, empty, limit: 0) == (.infinity, 0))
        expect(Self.search(empty, square, limit: 0) == (-.infinity, 0))
    }
}
