import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Free fall and bounces against Apple's definition of gravity (magnitude 1.0 = 1000 pt/s²) and
/// the mechanics of a restitution coefficient.
@MainActor
@Suite struct GravityBehaviorTests {
    /// Oracle: y(t) = y₀ + ½·g·t² with g = 1000 pt/s² × magnitude, until the item meets the floor.
    /// The integrator adds the exact ½·a·h² term, so the only error is rounding (1e-6 pt allowed).
    @Test(arguments: [1.0, 0.5, 2.0])
    func droppedItemFollowsHalfGTSquared(magnitude: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 100))
        let gravity = GravityBehavior(items: [item])
        gravity.magnitude = CGFloat(magnitude)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(collision)
        let g = 1000 * magnitude
        // The bottom edge (y + 50) meets the floor at 800 when 500·g⁻¹·… : t = √(2·650/g).
        let contact = (2 * 650 / g).squareRoot()
        let frames = Int(contact * 60) - 1
        let ys = scene.record(frames: frames) { Double(item.center.y) }
        for (n, y) in ys.enumerated() {
            let t = Double(n + 1) / 60
            expectClose(y, (100 + 0.5 * g * t * t), within: 1e-6, "frame \(n + 1): \(y)")
        }
        expectEqual(item.center.x, 200)
        expectEqual(item.transform, .identity)
        scene.host.runUntilIdle()
        expectClose(Double(item.center.y), 750, within: 0.5, "resting on the floor")
    }

    /// Oracle: a restitution coefficient e returns e times the impact speed, so each apex height
    /// is e² times the previous drop (h = v²/2g). Tolerance 0.01 on the ratio: the contact is found
    /// up to one 1/600 s substep late and the overlap (≤ v·h ≈ 2 pt) is projected out, which moves
    /// the apex by up to about 1% of the drop.
    @Test(arguments: [0.25, 0.5, 0.8])
    func reboundSpeedRatioIsTheElasticity(elasticity: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
        let properties = DynamicItemBehavior(items: [item])
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.elasticity = CGFloat(elasticity)
        properties.allowsRotation = false
        let ys = scene.record(frames: 60 * 4) { Double(item.center.y) }
        let floor = 775.0
        // Apexes: local minima of y after a fall.
        let turns: [Int] = (1..<ys.count - 1).filter { (i: Int) -> Bool in ys[i] < ys[i - 1] && ys[i] <= ys[i + 1] }
        let apexes: [Double] = turns.map { ys[$0] }
        expectGreaterThanOrEqual(apexes.count, 2)
        var drop = floor - 100
        for apex in apexes.prefix(2) {
            let height = floor - apex
            let ratio = (height / drop).squareRoot()
            expectClose(ratio, elasticity, within: 0.01, "apex \(apex): speed ratio \(ratio)")
            drop = height
        }
    }

    /// The vector and polar forms stay tied, as Apple documents; magnitude 0 resets the angle.
    @Test func directionAngleAndMagnitudeAreOneVector() {
        let gravity = GravityBehavior()
        expectEqual(gravity.magnitude, 1)
        expectClose(gravity.angle, .pi / 2, within: 1e-12)
        gravity.setAngle(0, magnitude: 2)
        expectClose(gravity.gravityDirection.dx, 2, within: 1e-12)
        expectLessThan(abs(gravity.gravityDirection.dy), 1e-12)
        gravity.magnitude = 0
        expectEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 0))
        expectEqual(gravity.angle, 0)
    }

    /// Sideways gravity moves along x at the same ½·g·t².
    @Test func gravityFollowsItsAngle() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 60, y: 400))
        let gravity = GravityBehavior(items: [item])
        scene.animator.addBehavior(gravity)
        gravity.angle = 0
        scene.host.advance(by: 0.5)
        expectClose(Double(item.center.x), (60 + 0.5 * 1000 * 0.25), within: 1e-6)
        expectClose(Double(item.center.y), 400, within: 1e-9)
    }
}
