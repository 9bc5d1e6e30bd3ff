import CTransitMath
import Foundation

/// The physical properties a ``DynamicItemBehavior`` gives its items; an item in no such behavior
/// has the defaults.
struct DynamicMaterial: Equatable {
    var elasticity: Double = 0
    var friction: Double = 0
    var density: Double = 1
    var resistance: Double = 0
    var angularResistance: Double = 0
    var charge: Double = 0
    var allowsRotation = true
    var isAnchored = false
}

/// One item as a rigid body: its collision shape (the rectangle of its bounds by default) with mass
/// density × area.
///
/// Mass is measured so that a 100 × 100 point item of density 1 has mass 1 (the unit behind
/// UIKit's push magnitudes); the moment of inertia is the solid shape's about the centre, such as
/// m(w² + h²)/12 for a rectangle.
@MainActor
final class DynamicBody {
    let item: any DynamicItem
    var position: Vector2D
    var angle: Double
    var velocity = Vector2D.zero
    var angularVelocity = 0.0
    var halfSize: Vector2D
    /// The collision shape in the item's own axes.
    var shape: CollisionShape { didSet { updateMass() } }
    /// What was wrong with the item's collision bounding path when the shape was read, if anything.
    let shapeProblem: String?
    var material = DynamicMaterial() { didSet { updateMass() } }
    /// The material item behaviours set for the coming frame (the defaults when none does).
    var nextMaterial = DynamicMaterial()

    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0
    private(set) var mass = 1.0

    /// Forces and accelerations gathered for the current substep.
    var force = Vector2D.zero
    var torque = 0.0
    /// Accelerations every point of the body shares (gravity, snap), which the integrator
    /// applies exactly to the position (½·a·h²).
    var uniformAcceleration = Vector2D.zero
    /// Accelerations that depend on the body's state (a snap's spring), integrated as forces are.
    var acceleration = Vector2D.zero
    var angularAcceleration = 0.0
    /// The velocity a velocity field imposes for the current substep, overriding accelerations.
    var imposedVelocity: Vector2D?
    /// Whether a contact or a rigid attachment changed the velocity this substep.
    var wasConstrained = false
    /// How long the body has been below the rest speeds.
    var restingTime = 0.0
    /// The cosine and sine of `angle`, refreshed at each substep.
    private(set) var rotation = (cos: 1.0, sin: 0.0)

    init(item: any DynamicItem) {
        self.item = item
        position = Vector2D(item.center)
        let t = item.transform
        angle = atan2(Double(t.b), Double(t.a))
        halfSize = Vector2D(x: Double(item.bounds.width) / 2, y: Double(item.bounds.height) / 2)
        let read =
            halfSize.isFinite && halfSize.x >= 0 && halfSize.y >= 0
            ? CollisionShape.of(item) : (CollisionShape.rectangle(.zero), nil)
        shape = read.0
        shapeProblem = read.1
        updateRotation()
        updateMass()
    }

    /// Whether the body moves: neither anchored nor without mass.
    var isDynamic: Bool { inverseMass > 0 }

    func updateRotation() {
        let wave = transit_sincos(angle)
        rotation = (wave.cos, wave.sin)
    }

    private func updateMass() {
        let area = max(shape.area, 1)
        mass = max(material.density, 0) * area / 10_000
        guard !material.isAnchored, mass > 0 else {
            inverseMass = 0
            inverseInertia = 0
            return
        }
        inverseMass = 1 / mass
        let inertia = mass * shape.gyration
        inverseInertia = material.allowsRotation && inertia > 0 ? 1 / inertia : 0
    }

    /// A point fixed to the body, `offset` from its centre in the item's own axes, in world space.
    func worldPoint(offset: Vector2D) -> Vector2D { position + offset.rotated(cos: rotation.cos, sin: rotation.sin) }

    /// The velocity of the body's material at the world point `p`.
    func velocity(at p: Vector2D) -> Vector2D { velocity + Vector2D.cross(angularVelocity, p - position) }

    /// Applies an impulse at the world point `p`.
    func applyImpulse(_ impulse: Vector2D, at p: Vector2D) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * (p - position).cross(impulse)
    }

    /// Applies a force at the world point `p` for the current substep.
    func applyForce(_ f: Vector2D, at p: Vector2D) {
        force += f
        torque += (p - position).cross(f)
    }

    /// The inverse of the effective mass the body shows to an impulse along `direction` at `p`.
    func inverseEffectiveMass(along direction: Vector2D, at p: Vector2D) -> Double {
        let rn = (p - position).cross(direction)
        return inverseMass + inverseInertia * rn * rn
    }

    /// The shape's vertices in world space, clockwise on screen (from the top left for a rectangle).
    var corners: [Vector2D] {
        let c = rotation.cos, s = rotation.sin
        return shape.vertices.map { position + $0.rotated(cos: c, sin: s) }
    }

    /// The shape as a convex polygon in world space with outward edge normals.
    var polygon: ContactPolygon {
        let c = rotation.cos, s = rotation.sin
        return ContactPolygon(vertices: corners, normals: shape.normals.map { $0.rotated(cos: c, sin: s) })
    }

    /// Writes the body's position and rotation to its item, touching only what changed.
    func writeToItem() {
        let center = position.point
        if item.center != center { item.center = center }
        let transform = CGAffineTransform(a: rotation.cos, b: rotation.sin, c: -rotation.sin, d: rotation.cos, tx: 0, ty: 0)
        if item.transform != transform { item.transform = transform }
    }
}
