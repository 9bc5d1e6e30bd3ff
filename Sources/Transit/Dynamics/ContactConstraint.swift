import Foundation

/// A contact between a body and another body or a fixed boundary, solved with restitution and
/// Coulomb friction.
///
/// Restitution: a contact approaching faster than ``restitutionThreshold`` leaves at
/// `elasticity` times its approach speed along the normal; slower contacts come to rest, so that
/// resting items do not jitter. Friction limits the sliding impulse to `friction` times the
/// normal impulse. The impulses act at the middle of the contact points.
@MainActor
final class ContactConstraint: DynamicConstraint {
    /// The approach speed, in points per second, below which contacts do not bounce.
    static let restitutionThreshold = 20.0
    /// The overlap, in points, left in place so that resting contacts stay in contact.
    static let slop = 0.25

    let a: DynamicBody
    let b: DynamicBody?
    let normal: Vector2D
    let depth: Double
    let elasticity: Double
    let friction: Double

    private struct Point {
        var position: Vector2D
        var normalMass = 0.0
        var tangentMass = 0.0
        var targetSpeed = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
    }
    private var points: [Point]

    /// A contact from `a` towards `b` (nil: a fixed boundary) with the manifold's normal and points.
    init(a: DynamicBody, b: DynamicBody?, manifold: ContactManifold, elasticity: Double, friction: Double) {
        self.a = a
        self.b = b
        normal = manifold.normal
        depth = manifold.depth
        self.elasticity = elasticity
        self.friction = friction
        // One point at the middle of the contact: the resultant of equal impulses at each point,
        // so flat faces meet without a spurious turn from solving their corners one after another.
        let sum = manifold.points.reduce(Vector2D.zero) { $0 + $1.point }
        points = [Point(position: sum * (1 / Double(max(manifold.points.count, 1))))]
    }

    private func relativeVelocity(at p: Vector2D) -> Vector2D {
        (b?.velocity(at: p) ?? .zero) - a.velocity(at: p)
    }

    func prepare(step h: Double) {
        let tangent = normal.perpendicular
        for i in points.indices {
            let p = points[i].position
            let kn = a.inverseEffectiveMass(along: normal, at: p) + (b?.inverseEffectiveMass(along: normal, at: p) ?? 0)
            let kt = a.inverseEffectiveMass(along: tangent, at: p) + (b?.inverseEffectiveMass(along: tangent, at: p) ?? 0)
            points[i].normalMass = kn > 0 ? 1 / kn : 0
            points[i].tangentMass = kt > 0 ? 1 / kt : 0
            let approach = relativeVelocity(at: p).dot(normal)
            points[i].targetSpeed = approach < -Self.restitutionThreshold ? -elasticity * approach : 0
        }
    }

    func solveVelocities() {
        let tangent = normal.perpendicular
        for i in points.indices {
            let p = points[i].position
            let vn = relativeVelocity(at: p).dot(normal)
            let total = max(points[i].normalImpulse + points[i].normalMass * (points[i].targetSpeed - vn), 0)
            let dn = total - points[i].normalImpulse
            points[i].normalImpulse = total
            apply(normal * dn, at: p)

            let vt = relativeVelocity(at: p).dot(tangent)
            let limit = friction * points[i].normalImpulse
            let tangentTotal = min(max(points[i].tangentImpulse - points[i].tangentMass * vt, -limit), limit)
            let dt = tangentTotal - points[i].tangentImpulse
            points[i].tangentImpulse = tangentTotal
            apply(tangent * dt, at: p)
        }
    }

    private func apply(_ impulse: Vector2D, at p: Vector2D) {
        guard impulse != .zero else { return }
        a.applyImpulse(-impulse, at: p)
        b?.applyImpulse(impulse, at: p)
        a.wasConstrained = true
        b?.wasConstrained = true
    }

    func correctPositions(step h: Double) {
        let closing = ((b?.velocity ?? .zero) - a.velocity).dot(normal) * h
        let remaining = depth - closing - Self.slop
        let shares = a.inverseMass + (b?.inverseMass ?? 0)
        guard remaining > 0, shares > 0 else { return }
        let correction = normal * (0.8 * remaining / shares)
        a.position -= correction * a.inverseMass
        if let b { b.position += correction * b.inverseMass }
    }
}
