import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Pushes against Apple's definition: magnitude 1.0 accelerates a 100 × 100 item of density 1 at
/// 100 pt/s²; acceleration is inversely proportional to mass (density × area).
@MainActor
@Suite struct PushBehaviorTests {
    /// x(1 s) = ½·a·1². Tolerance 0.1 pt: semi-implicit Euler runs ahead by ½·a·h·t
    /// (a/1200 pt at t = 1 s with h = 1/600 s).
    @Test(arguments: [
        (CGSize(width: 100, height: 100), 1.0, 100.0),
        (CGSize(width: 200, height: 100), 1.0, 50.0),
        (CGSize(width: 100, height: 100), 2.0, 50.0)
    ])
    func continuousPushAcceleratesByMass(size: CGSize, density: Double, acceleration: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 150, y: 400), size: size)
        let push = PushBehavior(items: [item], mode: .continuous)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(properties)
        push.magnitude = 1
        properties.density = CGFloat(density)
        scene.host.advance(by: 1)
        expectClose(Double(item.center.x) - 150, 0.5 * acceleration, within: 0.1, "x \(item.center.x)")
        expectClose(Double(properties.linearVelocity(for: item).x), acceleration, within: 1e-6)
    }

    /// An instantaneous push of magnitude 1.0 gives a 100 × 100 item of density 1 a velocity of
    /// 100 pt/s, once, and then is inactive.
    @Test func instantaneousPushChangesTheVelocityOnce() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 400))
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        scene.animator.addBehavior(push)
        scene.host.advance(by: 1)
        expect(!push.active)
        expectClose(Double(item.center.x), 200, within: 1e-9)
        push.active = true
        scene.host.advance(by: 0.5)
        expectClose(Double(item.center.x), 300, within: 1e-9)
    }

    @Test func angleAndMagnitudeAreThePushDirection() {
        let push = PushBehavior(items: [], mode: .continuous)
        push.setAngle(.pi / 2, magnitude: 3)
        expectLessThan(abs(push.pushDirection.dx), 1e-12)
        expectClose(push.pushDirection.dy, 3, within: 1e-12)
        expectClose(push.angle, .pi / 2, within: 1e-12)
        expectClose(push.magnitude, 3, within: 1e-12)
    }
}
