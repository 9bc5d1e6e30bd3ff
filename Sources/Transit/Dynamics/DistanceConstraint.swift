import Foundation

/// A rigid attachment: the distance between a point of one body and a point of another body (or
/// a fixed anchor) held at `length`, or within `range` when one is given.
@MainActor
final class DistanceConstraint: DynamicConstraint {
    let a: DynamicBody
    let offsetA: Vector2D
    let b: DynamicBody?
    let offsetB: Vector2D
    let anchor: Vector2D
    let length: Double
    let range: ClosedRange<Double>?

    private var direction = Vector2D.zero
    private var mass = 0.0
    /// For a range, which bound binds (1: the upper, −1: the lower, 0: neither).
    private var error = 0.0

    init(
        a: DynamicBody, offsetA: Vector2D, b: DynamicBody?, offsetB: Vector2D, anchor: Vector2D,
        length: Double, range: ClosedRange<Double>? = nil
    ) {
        self.a = a
        self.offsetA = offsetA
        self.b = b
        self.offsetB = offsetB
        self.anchor = anchor
        self.length = length
        self.range = range
    }

    private var pointA: Vector2D { a.worldPoint(offset: offsetA) }
    private var pointB: Vector2D { b?.worldPoint(offset: offsetB) ?? anchor }

    /// How far the distance is from what the attachment allows (positive: too long).
    private func violation(_ distance: Double) -> Double {
        guard let range else { return distance - length }
        return distance > range.upperBound
            ? distance - range.upperBound
            : distance < range.lowerBound ? distance - range.lowerBound : 0
    }

    func prepare(step h: Double) {
        let d = pointB - pointA
        direction = d.normalized
        // A range binds from a thousandth of a point inside its bounds on, so that an item the
        // position pass left exactly at a bound loses the speed that would carry it past.
        let distance = d.length
        if let range {
            error = distance >= range.upperBound - 1e-3 ? 1 : distance <= range.lowerBound + 1e-3 ? -1 : 0
        } else {
            error = distance - length
        }
        let k =
            a.inverseEffectiveMass(along: direction, at: pointA)
            + (b?.inverseEffectiveMass(along: direction, at: pointB) ?? 0)
        mass = k > 0 ? 1 / k : 0
    }

    func solveVelocities() {
        guard direction != .zero, range == nil || error != 0 else { return }
        let pa = pointA, pb = pointB
        let speed = ((b?.velocity(at: pb) ?? .zero) - a.velocity(at: pa)).dot(direction)
        // A range only resists motion that deepens the violation.
        if range != nil && (error > 0 ? speed < 0 : speed > 0) { return }
        let impulse = direction * (-mass * speed)
        a.applyImpulse(-impulse, at: pa)
        b?.applyImpulse(impulse, at: pb)
        a.wasConstrained = true
        b?.wasConstrained = true
    }

    func correctPositions(step h: Double) {
        let d = pointB - pointA
        let remaining = violation(d.length)
        let shares = a.inverseMass + (b?.inverseMass ?? 0)
        guard remaining != 0, shares > 0 else { return }
        let correction = d.normalized * (remaining / shares)
        a.position += correction * a.inverseMass
        if let b { b.position -= correction * b.inverseMass }
    }
}
