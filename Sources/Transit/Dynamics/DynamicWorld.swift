import Foundation

/// Something the solver enforces by impulses within a substep: a contact or a rigid attachment.
@MainActor
protocol DynamicConstraint: AnyObject {
    /// Computes what stays fixed over the substep's iterations.
    func prepare(step h: Double)
    /// One pass of impulses towards the constraint's target velocities.
    func solveVelocities()
    /// Removes the remaining position error after the positions moved.
    func correctPositions(step h: Double)
}

/// The rigid bodies of a ``DynamicAnimator`` and the fixed-step integrator that moves them.
///
/// Time advances in substeps of exactly 1/600 s whatever the frame rate, counted from the time
/// the animator resumed, so results depend only on the frames' times. Each substep: behaviours add
/// forces and accelerations; velocities integrate (semi-implicit Euler, with resistance as an
/// implicit decay); contacts and rigid attachments are solved by sequential impulses
/// (``iterations`` passes); positions integrate, adding the exact ½·a·h² term of uniform
/// accelerations such as gravity so that free fall follows ½·g·t² exactly; then remaining overlap
/// and attachment stretch are projected out without changing velocities.
@MainActor
final class DynamicWorld {
    /// Substeps per second.
    static let substepRate = 600.0
    /// Impulse passes per substep.
    static let iterations = 8

    /// The time simulated since the animator was made, in seconds: substeps × 1/600 s.
    private(set) var time = 0.0

    /// The bodies, in the order their items first appeared in the animator's behaviours.
    private(set) var bodies: [DynamicBody] = []
    private var lookup: [ObjectIdentifier: DynamicBody] = [:]

    /// The body of `item`, if the item is in one of the animator's behaviours.
    func body(for item: any DynamicItem) -> DynamicBody? { lookup[ObjectIdentifier(item)] }

    /// Makes the bodies those of `items` (in order, without repeats): bodies of items that stay
    /// keep their motion, new ones start at rest from their items' current state. Items with a
    /// non-finite centre or size are reported and left out.
    func rebuild(items: [any DynamicItem], diagnostics: any DiagnosticSink) {
        var next: [DynamicBody] = [], nextLookup: [ObjectIdentifier: DynamicBody] = [:]
        for item in items where nextLookup[ObjectIdentifier(item)] == nil {
            let body = lookup[ObjectIdentifier(item)] ?? DynamicBody(item: item)
            guard body.position.isFinite, body.angle.isFinite, body.halfSize.isFinite,
                body.halfSize.x >= 0, body.halfSize.y >= 0
            else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "dynamics.invalidItem",
                        "DynamicAnimator: an item with center \(item.center) and bounds \(item.bounds) cannot be simulated; left out"
                    ))
                continue
            }
            if lookup[ObjectIdentifier(item)] == nil, let problem = body.shapeProblem {
                diagnostics.report(Diagnostic(.error, code: "dynamics.invalidCollisionPath", "DynamicAnimator: \(problem)"))
            }
            nextLookup[ObjectIdentifier(item)] = body
            next.append(body)
        }
        bodies = next
        lookup = nextLookup
    }

    /// Re-reads `item`'s centre and rotation (`updateItem(usingCurrentState:)`); its velocity is kept.
    func reload(_ item: any DynamicItem) {
        guard let body = body(for: item) else { return }
        let fresh = DynamicBody(item: item)
        guard fresh.position.isFinite, fresh.angle.isFinite else { return }
        body.position = fresh.position
        body.angle = fresh.angle
        body.halfSize = fresh.halfSize
        body.shape = fresh.shape
        body.restingTime = 0
    }

    /// One substep of `h` seconds with `behaviors` (depth first, in order).
    func substep(_ behaviors: [DynamicBehavior], h: Double) {
        for body in bodies {
            body.force = .zero
            body.torque = 0
            body.uniformAcceleration = .zero
            body.acceleration = .zero
            body.angularAcceleration = 0
            body.imposedVelocity = nil
            body.wasConstrained = false
            body.updateRotation()
        }
        for behavior in behaviors { behavior.applyForces(in: self, step: h) }
        integrateVelocities(h)
        var constraints: [any DynamicConstraint] = []
        for behavior in behaviors { behavior.addConstraints(to: &constraints, in: self, step: h) }
        for constraint in constraints { constraint.prepare(step: h) }
        for _ in 0..<Self.iterations {
            for constraint in constraints { constraint.solveVelocities() }
        }
        integratePositions(h)
        for constraint in constraints { constraint.correctPositions(step: h) }
        time += h
    }

    private func integrateVelocities(_ h: Double) {
        for body in bodies where body.isDynamic {
            body.velocity += (body.uniformAcceleration + body.acceleration + body.force * body.inverseMass) * h
            body.angularVelocity += (body.angularAcceleration + body.torque * body.inverseInertia) * h
            body.velocity = body.velocity * (1 / (1 + h * body.material.resistance))
            if let imposed = body.imposedVelocity { body.velocity = imposed }
            body.angularVelocity /= 1 + h * body.material.angularResistance
            if body.inverseInertia == 0 { body.angularVelocity = 0 }
        }
    }

    private func integratePositions(_ h: Double) {
        for body in bodies where body.isDynamic {
            var step = body.velocity * h
            // v·h after the velocity update overshoots a uniform acceleration's travel by ½·a·h².
            if !body.wasConstrained && body.material.resistance == 0 && body.imposedVelocity == nil {
                step -= body.uniformAcceleration * (0.5 * h * h)
            }
            body.position += step
            body.angle += body.angularVelocity * h
        }
        for body in bodies { body.updateRotation() }
    }

    /// Advances every body's rest clock by `duration`; returns whether all have been at rest
    /// (below 1 pt/s and 0.02 rad/s) for at least 0.1 s.
    func updateRest(after duration: Double) -> Bool {
        var allResting = true
        for body in bodies {
            let still = !body.isDynamic || (body.velocity.length < 1 && abs(body.angularVelocity) < 0.02)
            body.restingTime = still ? body.restingTime + duration : 0
            if body.restingTime < 0.1 - 1e-9 { allResting = false }
        }
        return allResting
    }
}
