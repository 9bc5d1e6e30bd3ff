import Foundation

/// A rigid link along one direction: the separation of a point of `a` from a point of `b` (or from
/// a fixed anchor), measured along `axis`, held at 0 or kept within `bounds`.
///
/// Two of these along perpendicular axes pin two points together; one across an axis keeps a point
/// on a line. Velocities are solved by impulses at the point of `b` (or at `a`'s point against an
/// anchor), where `a`'s material meets it: between items the axis belongs to `a`, so what counts is
/// how `a` moves where `b`'s point slides along it. The remaining error is removed by moving the
/// bodies along `axis`, shared by inverse mass, which moves the attached points exactly.
@MainActor
final class AxisConstraint: DynamicConstraint {
    let a: DynamicBody
    let offsetA: Vector2D
    let b: DynamicBody?
    let offsetB: Vector2D
    let anchor: Vector2D
    /// The axis in world space when the constraint was made, or in `a`'s own axes when it turns
    /// with `a` (a slider between items).
    private let givenAxis: Vector2D
    private let turnsWithA: Bool
    let bounds: ClosedRange<Double>

    private var mass = 0.0
    /// Which bound binds (1: the upper, −1: the lower, 0: neither); always binding when the bounds
    /// are a single value.
    private var binding = 0.0

    init(
        a: DynamicBody, offsetA: Vector2D, b: DynamicBody?, offsetB: Vector2D, anchor: Vector2D,
        axis: Vector2D, turnsWithA: Bool = false, bounds: ClosedRange<Double> = 0...0
    ) {
        self.a = a
        self.offsetA = offsetA
        self.b = b
        self.offsetB = offsetB
        self.anchor = anchor
        givenAxis = turnsWithA ? axis.rotated(cos: a.rotation.cos, sin: -a.rotation.sin) : axis
        self.turnsWithA = turnsWithA
        self.bounds = bounds
    }

    private var pointA: Vector2D { a.worldPoint(offset: offsetA) }
    private var pointB: Vector2D { b?.worldPoint(offset: offsetB) ?? anchor }
    /// The axis now: it follows `a` as `a` turns during the substep.
    private var axis: Vector2D { turnsWithA ? givenAxis.rotated(cos: a.rotation.cos, sin: a.rotation.sin) : givenAxis }
    private var separation: Double { (pointA - pointB).dot(axis) }
    /// Where the impulses act: `b`'s point, or `a`'s against an anchor.
    private var contact: Vector2D { b == nil ? pointA : pointB }

    func prepare(step h: Double) {
        let s = separation, axis = self.axis
        let isEquality = bounds.lowerBound == bounds.upperBound
        // As for a slack rope, a bound binds from a thousandth of a point inside it on.
        binding = isEquality ? 1 : s >= bounds.upperBound - 1e-3 ? 1 : s <= bounds.lowerBound + 1e-3 ? -1 : 0
        let p = contact
        let k = a.inverseEffectiveMass(along: axis, at: p) + (b?.inverseEffectiveMass(along: axis, at: p) ?? 0)
        mass = k > 0 ? 1 / k : 0
    }

    func solveVelocities() {
        guard binding != 0, mass > 0 else { return }
        let p = contact, axis = self.axis
        let speed = (a.velocity(at: p) - (b?.velocity(at: p) ?? .zero)).dot(axis)
        if bounds.lowerBound != bounds.upperBound && (binding > 0 ? speed < 0 : speed > 0) { return }
        let impulse = axis * (-mass * speed)
        a.applyImpulse(impulse, at: p)
        b?.applyImpulse(-impulse, at: p)
        a.wasConstrained = true
        b?.wasConstrained = true
    }

    func correctPositions(step h: Double) {
        let s = separation, axis = self.axis
        let error = s > bounds.upperBound ? s - bounds.upperBound : s < bounds.lowerBound ? s - bounds.lowerBound : 0
        let shares = a.inverseMass + (b?.inverseMass ?? 0)
        guard error != 0, shares > 0 else { return }
        a.position -= axis * (error * a.inverseMass / shares)
        if let b { b.position += axis * (error * b.inverseMass / shares) }
    }
}

/// A link between the angles of two bodies, or of one body and the fixed world: rigid (the angle
/// of `a` minus that of `b` held at `target`) or, with `maximumTorque`, a friction that resists
/// their relative turning with at most that torque and no position correction.
@MainActor
final class AngleConstraint: DynamicConstraint {
    let a: DynamicBody
    let b: DynamicBody?
    let target: Double
    /// The friction's largest torque; nil for a rigid link.
    let maximumTorque: Double?

    private var inertia = 0.0
    private var maximumImpulse = 0.0
    private var accumulated = 0.0

    init(a: DynamicBody, b: DynamicBody?, target: Double, maximumTorque: Double? = nil) {
        self.a = a
        self.b = b
        self.target = target
        self.maximumTorque = maximumTorque
    }

    func prepare(step h: Double) {
        let k = a.inverseInertia + (b?.inverseInertia ?? 0)
        inertia = k > 0 ? 1 / k : 0
        maximumImpulse = (maximumTorque ?? .infinity) * h
        accumulated = 0
    }

    func solveVelocities() {
        guard inertia > 0 else { return }
        let speed = a.angularVelocity - (b?.angularVelocity ?? 0)
        let total = min(max(accumulated - inertia * speed, -maximumImpulse), maximumImpulse)
        let impulse = total - accumulated
        accumulated = total
        a.angularVelocity += impulse * a.inverseInertia
        if let b { b.angularVelocity -= impulse * b.inverseInertia }
        if maximumTorque == nil {
            a.wasConstrained = true
            b?.wasConstrained = true
        }
    }

    func correctPositions(step h: Double) {
        guard maximumTorque == nil else { return }
        let error = a.angle - (b?.angle ?? 0) - target
        let shares = a.inverseInertia + (b?.inverseInertia ?? 0)
        guard error != 0, shares > 0 else { return }
        a.angle -= error * a.inverseInertia / shares
        a.updateRotation()
        if let b {
            b.angle += error * b.inverseInertia / shares
            b.updateRotation()
        }
    }
}
