import CTransitMath
import Foundation

/// A two-dimensional vector in double precision: the arithmetic of the dynamics solver.
struct Vector2D: Equatable {
    var x: Double
    var y: Double

    static let zero = Vector2D(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }

    /// The unit vector at `angle` radians (y down, so positive angles turn clockwise on screen).
    init(angle: Double) {
        let wave = transit_sincos(angle)
        self.init(x: wave.cos, y: wave.sin)
    }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The vector turned a quarter turn: (−y, x).
    var perpendicular: Vector2D { Vector2D(x: -y, y: x) }
    /// The vector scaled to length 1, or zero for a zero vector.
    var normalized: Vector2D {
        let l = length
        return l > 0 ? Vector2D(x: x / l, y: y / l) : .zero
    }

    func dot(_ other: Vector2D) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product (`self × other`).
    func cross(_ other: Vector2D) -> Double { x * other.y - y * other.x }

    /// The vector rotated by the rotation whose cosine and sine are given.
    func rotated(cos c: Double, sin s: Double) -> Vector2D {
        Vector2D(x: c * x - s * y, y: s * x + c * y)
    }

    /// The vector rotated by `angle` radians (clockwise on screen for positive angles).
    func rotated(by angle: Double) -> Vector2D {
        let wave = Vector2D(angle: angle)
        return rotated(cos: wave.x, sin: wave.y)
    }

    static func + (a: Vector2D, b: Vector2D) -> Vector2D { Vector2D(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2D, b: Vector2D) -> Vector2D { Vector2D(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: Vector2D) -> Vector2D { Vector2D(x: -a.x, y: -a.y) }
    static func * (a: Vector2D, s: Double) -> Vector2D { Vector2D(x: a.x * s, y: a.y * s) }
    static func * (s: Double, a: Vector2D) -> Vector2D { Vector2D(x: a.x * s, y: a.y * s) }
    static func += (a: inout Vector2D, b: Vector2D) { a = a + b }
    static func -= (a: inout Vector2D, b: Vector2D) { a = a - b }

    /// The cross product of a scalar angular velocity and a vector: ω × r.
    static func cross(_ w: Double, _ r: Vector2D) -> Vector2D { Vector2D(x: -w * r.y, y: w * r.x) }
}
