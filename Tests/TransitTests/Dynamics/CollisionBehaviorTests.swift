import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Collisions with boundaries and between items, and the delegate's contact reports.
@MainActor
@Suite struct CollisionBehaviorTests {
    final class Contacts: CollisionBehaviorDelegate {
        var log: [String] = []
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
        ) {
            log.append("began \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: AnyHashable?
        ) {
            log.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
            with item2: any DynamicItem, at p: CGPoint
        ) { log.append("began items") }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
            with item2: any DynamicItem
        ) { log.append("ended items") }
    }

    @Test func itemRestsOnASegmentBoundaryAndTheDelegateHearsIt() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 100))
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        let contacts = Contacts()
        collision.collisionDelegate = contacts
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.animator.addBehavior(collision)
        expect(scene.host.runUntilIdle())
        expectClose(item.center.y, 350, within: 0.5)
        expectEqual(contacts.log, ["began shelf"])
        expectEqual(collision.boundaryIdentifiers, ["shelf"])
        collision.removeBoundary(withIdentifier: "shelf")
        scene.host.advance(by: 0.1)
        expectEqual(contacts.log, ["began shelf", "ended shelf"])
        expectGreaterThan(item.center.y, 352)
    }

    @Test func bouncingOffTheReferenceBoundsBeginsAndEndsContacts() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 500))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = Contacts()
        collision.collisionDelegate = contacts
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.elasticity = 0.5
        scene.host.advance(by: 2)
        expectEqual(Array(contacts.log.prefix(3)), ["began bounds", "ended bounds", "began bounds"])
    }

    /// Two equal items meeting head on with elasticity 1 exchange velocities (conservation of
    /// momentum and energy); with 0 they move on together at the mean velocity.
    @Test(arguments: [(1.0, -100.0, 100.0), (0.0, 0.0, 0.0)])
    func headOnCollisionConservesMomentum(elasticity: Double, leftAfter: Double, rightAfter: Double) {
        let scene = DynamicsScene()
        let left = scene.item(at: CGPoint(x: 100, y: 400), size: CGSize(width: 50, height: 50))
        let right = scene.item(at: CGPoint(x: 300, y: 400), size: CGSize(width: 50, height: 50))
        let collision = CollisionBehavior(items: [left, right])
        collision.collisionMode = .items
        let contacts = Contacts()
        collision.collisionDelegate = contacts
        let properties = DynamicItemBehavior(items: [left, right])
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.elasticity = CGFloat(elasticity)
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: left)
        properties.addLinearVelocity(CGPoint(x: -100, y: 0), for: right)
        scene.host.advance(by: 1.5)
        expectClose(Double(properties.linearVelocity(for: left).x), leftAfter, within: 1e-6)
        expectClose(Double(properties.linearVelocity(for: right).x), rightAfter, within: 1e-6)
        expectEqual(contacts.log.first, "began items")
        expectGreaterThanOrEqual(right.center.x - left.center.x, 50 - 0.3)
    }

    @Test func pathBoundaryHoldsAnItemInABowl() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let bowl = BezierPath()
        bowl.move(to: CGPoint(x: 50, y: 300))
        bowl.addQuadCurve(to: CGPoint(x: 350, y: 300), controlPoint: CGPoint(x: 200, y: 600))
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "bowl", for: bowl)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.friction = 0.5
        properties.angularResistance = 2
        scene.host.runUntilIdle(timeout: 10)
        // The curve is y = 300 + 600·t·(1 − t) at x = 50 + 300·t; the 40 pt wide item rests on it
        // at x = 180 and 220 (t = 0.4333…, y = 447.33), so its centre is at 427.33.
        expectClose(item.center.x, 200, within: 1, "\(item.center)")
        expectClose(item.center.y, 427.33, within: 1, "\(item.center)")
    }
}
