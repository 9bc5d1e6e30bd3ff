import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Snaps against the damped harmonic oscillator: from rest, the overshoot of a spring with damping
/// ratio ζ is exp(−π·ζ/√(1−ζ²)) of the distance, and none at ζ = 1.
@MainActor
@Suite struct SnapBehaviorTests {
    /// Tolerance 0.5 pt on a 200 pt snap: frames sample the peak at most 1/120 s from it (about
    /// 0.1 pt at these accelerations) and the integrator's phase error is smaller still.
    @Test(arguments: [0.2, 0.5, 0.8])
    func overshootFollowsTheDamping(damping: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 300))
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 300))
        scene.animator.addBehavior(snap)
        snap.damping = CGFloat(damping)
        let xs = scene.record(frames: 120) { Double(item.center.x) }
        let expected = 200 * exp(-Double.pi * damping / (1 - damping * damping).squareRoot())
        expectClose((xs.max()! - 300), expected, within: 0.5, "overshoot \(xs.max()! - 300), expected \(expected)")
    }

    @Test func criticalDampingDoesNotOvershootAndSettlesUpright() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 300))
        item.transform = CGAffineTransform(rotationAngle: 0.4)
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 500))
        scene.animator.addBehavior(snap)
        snap.damping = 1
        let xs = scene.record(frames: 90) { Double(item.center.x) }
        expectLessThanOrEqual(xs.max()!, 300)
        expect(scene.host.runUntilIdle())
        expect(!scene.animator.isRunning)
        expectClose(item.center.x, 300, within: 0.5)
        expectClose(item.center.y, 500, within: 0.5)
        expectLessThan(abs(atan2(item.transform.b, item.transform.a)), 0.01)
    }

    @Test func movingTheSnapPointResumesThePausedAnimator() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 300))
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 300))
        scene.animator.addBehavior(snap)
        scene.host.runUntilIdle()
        expect(!scene.animator.isRunning)
        snap.snapPoint = CGPoint(x: 200, y: 300)
        expect(scene.animator.isRunning)
        scene.host.runUntilIdle()
        expectClose(item.center.x, 200, within: 0.5)
    }

    @Test func dampingOutsideZeroToOneIsReportedAndIgnored() {
        let scene = DynamicsScene()
        let snap = SnapBehavior(item: scene.item(at: CGPoint(x: 100, y: 100)), snapTo: .zero)
        scene.animator.addBehavior(snap)
        snap.damping = 1.5
        snap.damping = .nan
        expectEqual(snap.damping, 0.5)
        expectEqual(scene.host.diagnostics.diagnostics(withCode: "dynamics.invalidValue").count, 2)
    }
}
