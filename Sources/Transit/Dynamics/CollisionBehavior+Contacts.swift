import Foundation

/// A pair in contact: two items, or an item and a boundary (`nil`: the reference bounds).
enum CollisionContactKey: Hashable {
    case items(ObjectIdentifier, ObjectIdentifier)
    case boundary(ObjectIdentifier, AnyHashable?)
}

/// A contact that began or ended, waiting to be told to the collision delegate.
@MainActor
enum CollisionEvent {
    case itemsBegan(any DynamicItem, any DynamicItem, CGPoint)
    case itemsEnded(any DynamicItem, any DynamicItem)
    case boundaryBegan(any DynamicItem, AnyHashable?, CGPoint)
    case boundaryEnded(any DynamicItem, AnyHashable?)
}

extension CollisionBehavior {
    /// How far apart, in points, shapes count as touching.
    static let contactMargin = 0.05

    private struct Found {
        let key: CollisionContactKey
        let point: CGPoint
        let began: CollisionEvent
        let ended: CollisionEvent
    }

    func detectContacts(into constraints: inout [any DynamicConstraint], in world: DynamicWorld) {
        let bodies = items.compactMap { world.body(for: $0) }
        var found: [Found] = []
        if collisionMode.contains(.boundaries) {
            for body in bodies where body.isDynamic {
                collideWithBoundaries(body, into: &constraints, found: &found)
            }
        }
        if collisionMode.contains(.items) {
            // World-space polygons are made only for bodies in reach of another.
            var polygons = [ContactPolygon?](repeating: nil, count: bodies.count)
            func polygon(_ i: Int) -> ContactPolygon {
                if let made = polygons[i] { return made }
                let made = bodies[i].polygon
                polygons[i] = made
                return made
            }
            let radii = bodies.map { $0.shape.radius + Self.contactMargin }
            for i in bodies.indices {
                for j in bodies.indices where j > i && (bodies[i].isDynamic || bodies[j].isDynamic) {
                    // Bounding circles first: most pairs are far apart.
                    let reach = radii[i] + radii[j]
                    guard (bodies[i].position - bodies[j].position).lengthSquared <= reach * reach else { continue }
                    collide(bodies[i], polygon(i), bodies[j], polygon(j), into: &constraints, found: &found)
                }
            }
        }
        track(found)
    }

    private func collideWithBoundaries(
        _ body: DynamicBody, into constraints: inout [any DynamicConstraint],
        found: inout [Found]
    ) {
        let material = body.material
        func add(_ manifold: ContactManifold, _ identifier: AnyHashable?) {
            constraints.append(
                ContactConstraint(
                    a: body, b: nil, manifold: manifold,
                    elasticity: material.elasticity, friction: material.friction))
            let point = manifold.contactPoint.point
            found.append(
                Found(
                    key: .boundary(ObjectIdentifier(body.item), identifier), point: point,
                    began: .boundaryBegan(body.item, identifier, point), ended: .boundaryEnded(body.item, identifier)))
        }
        if let insets = referenceInsets, let view = animatorStorage?.referenceView {
            let rect = view.bounds.inset(by: insets)
            if Self.mayReachWalls(of: rect, center: body.position, radius: body.shape.radius) {
                for manifold in Self.containment(of: body.corners, in: rect) { add(manifold, nil) }
            }
        }
        guard !boundaries.isEmpty else { return }
        let polygon = body.polygon
        for boundary in boundaries {
            for segment in boundary.segments {
                if let manifold = ContactGeometry.collide(polygon, segment, margin: Self.contactMargin) {
                    add(manifold, boundary.identifier)
                }
            }
        }
    }

    private func collide(
        _ a: DynamicBody, _ polygonA: ContactPolygon, _ b: DynamicBody, _ polygonB: ContactPolygon,
        into constraints: inout [any DynamicConstraint], found: inout [Found]
    ) {
        guard let manifold = ContactGeometry.collide(polygonA, polygonB, margin: Self.contactMargin) else { return }
        constraints.append(
            ContactConstraint(
                a: a, b: b, manifold: manifold,
                elasticity: max(a.material.elasticity, b.material.elasticity),
                friction: (a.material.friction * b.material.friction).squareRoot()))
        let point = manifold.contactPoint.point
        found.append(
            Found(
                key: .items(ObjectIdentifier(a.item), ObjectIdentifier(b.item)), point: point,
                began: .itemsBegan(a.item, b.item, point), ended: .itemsEnded(a.item, b.item)))
    }

    /// Whether a body within `radius` of `center` can reach a wall of `rect` (within the contact
    /// margin): no corner of it can when its bounding circle stays that far inside every wall, so
    /// `containment` would find nothing.
    static func mayReachWalls(of rect: CGRect, center: Vector2D, radius: Double) -> Bool {
        let reach = radius + contactMargin + 1e-9  // a hair more, for the rotation's rounding
        return center.x - reach <= Double(rect.minX) || center.x + reach >= Double(rect.maxX)
            || center.y - reach <= Double(rect.minY) || center.y + reach >= Double(rect.maxY)
    }

    /// The contacts keeping `corners` inside `rect`: one per wall that corners reach, the normal
    /// pointing out through that wall.
    static func containment(of corners: [Vector2D], in rect: CGRect) -> [ContactManifold] {
        let walls: [(normal: Vector2D, offset: Double)] = [
            (Vector2D(x: -1, y: 0), -Double(rect.minX)), (Vector2D(x: 1, y: 0), Double(rect.maxX)),
            (Vector2D(x: 0, y: -1), -Double(rect.minY)), (Vector2D(x: 0, y: 1), Double(rect.maxY))
        ]
        return walls.compactMap { wall in
            let points = corners.compactMap { c -> (point: Vector2D, depth: Double)? in
                let depth = wall.normal.dot(c) - wall.offset
                return depth >= -contactMargin ? (c, depth) : nil
            }
            return points.isEmpty ? nil : ContactManifold(normal: wall.normal, points: points)
        }
    }

    /// Records which contacts began and ended since the last substep.
    private func track(_ found: [Found]) {
        var seen = Set<CollisionContactKey>()
        var now: [CollisionContactKey] = []
        for contact in found where seen.insert(contact.key).inserted {
            now.append(contact.key)
            if !touchingSet.contains(contact.key) { pendingEvents.append(contact.began) }
            endedEvents[contact.key] = contact.ended
        }
        for key in touching where !seen.contains(key) {
            if let ended = endedEvents.removeValue(forKey: key) { pendingEvents.append(ended) }
        }
        touching = now
        touchingSet = seen
    }

    func deliverContactEvents() {
        guard !pendingEvents.isEmpty else { return }
        let events = pendingEvents
        pendingEvents.removeAll()
        guard let delegate = collisionDelegate else { return }
        for event in events {
            switch event {
            case let .itemsBegan(a, b, p): delegate.collisionBehavior(self, beganContactFor: a, with: b, at: p)
            case let .itemsEnded(a, b): delegate.collisionBehavior(self, endedContactFor: a, with: b)
            case let .boundaryBegan(item, id, p):
                delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: id, at: p)
            case let .boundaryEnded(item, id): delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: id)
            }
        }
    }
}
