import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Pins, welds and sliders against rigid-body mechanics: what each joint must hold (a shared
/// point, a relative pose, a line), and motion whose law is known.
@MainActor
@Suite struct AttachmentJointTests {
    /// The position error the solver leaves is removed at every substep; what remains after a
    /// frame is well below a hundredth of a point for these scenes.
    static let tolerance = 0.01

    /// A square pinned at its corner to an anchored one hangs and swings around the pin: its
    /// centre stays √(30² + 30²) from the pin, and it turns, as a pin lets it.
    @Test func pinKeepsTheAnchorDistance() {
        let scene = DynamicsScene()
        let base = scene.item(at: CGPoint(x: 200, y: 200))
        let bob = scene.item(at: CGPoint(x: 280, y: 280), size: CGSize(width: 60, height: 60))
        let pin = AttachmentBehavior.pinAttachment(with: base, attachedTo: bob, attachmentAnchor: CGPoint(x: 250, y: 250))
        expectEqual(pin.attachedBehaviorType, .items)
        expectEqual(pin.items.count, 2)
        let fixed = DynamicItemBehavior(items: [base])
        fixed.isAnchored = true
        scene.animator.addBehavior(fixed)
        scene.animator.addBehavior(pin)
        scene.animator.addBehavior(GravityBehavior(items: [bob]))
        let expected = (30.0 * 30 * 2).squareRoot()
        let samples = scene.record(frames: 120) { (Double(bob.center.x) - 250, Double(bob.center.y) - 250, bob.angle) }
        for (dx, dy, _) in samples { expectClose((dx * dx + dy * dy).squareRoot(), expected, within: Self.tolerance) }
        expectGreaterThan(samples.map { abs($0.2) }.max()!, 0.3, "the square turns about the pin")
        expectEqual(base.center, CGPoint(x: 200, y: 200))
    }

    /// Coulomb friction at a pin: a square spinning about its own centre slows at τ/I, with I the
    /// square's moment of inertia m(w² + h²)/12, and stops; without friction it spins on.
    @Test(arguments: [0.0, 1.0])
    func pinFrictionTorqueBrakesTheTurning(deceleration: Double) {
        let scene = DynamicsScene()
        let base = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
        let wheel = scene.item(at: CGPoint(x: 200, y: 400))
        let pin = AttachmentBehavior.pinAttachment(with: base, attachedTo: wheel, attachmentAnchor: wheel.center)
        let inertia = 1.0 * (100.0 * 100 + 100 * 100) / 12
        pin.frictionTorque = CGFloat(deceleration * inertia)
        let fixed = DynamicItemBehavior(items: [base])
        fixed.isAnchored = true
        let spin = DynamicItemBehavior(items: [wheel])
        scene.animator.addBehavior(fixed)
        scene.animator.addBehavior(spin)
        scene.animator.addBehavior(pin)
        spin.addAngularVelocity(2, for: wheel)
        scene.host.advance(by: 1)
        expectClose(Double(spin.angularVelocity(for: wheel)), (2 - deceleration), within: 1e-6)
        scene.host.advance(by: 1.5)
        expectClose(Double(spin.angularVelocity(for: wheel)), (deceleration > 0 ? 0 : 2), within: 1e-6)
        expectClose(wheel.center.y, 400, within: 1e-9)
    }

    /// A weld: two squares fixed together fall and turn as one body. The second's centre, seen in
    /// the first's axes, and their relative angle stay as they were; their common centre of mass
    /// falls as a free body does under the integrator (½·g·t² plus the ½·g·h·t of semi-implicit
    /// Euler's first step, h = 1/600 s), since the weld's forces are internal; and the spin given
    /// to one square is shared by the pair as angular momentum is conserved: ω = I₁·ω₀ / I, with
    /// I₁ = m(w² + h²)/12 = 216 for each 60 pt square (m = 0.36) and I = 2·I₁ + 2·m·r² = 2304 about
    /// the common centre, r = |(100, −20)|/2.
    @Test func fixedAttachmentKeepsTheRelativePose() {
        let scene = DynamicsScene()
        let left = scene.item(at: CGPoint(x: 150, y: 200), size: CGSize(width: 60, height: 60))
        let right = scene.item(at: CGPoint(x: 250, y: 180), size: CGSize(width: 60, height: 60))
        right.transform = CGAffineTransform(rotationAngle: 0.4)
        let weld = AttachmentBehavior.fixedAttachment(with: left, attachedTo: right, attachmentAnchor: CGPoint(x: 200, y: 190))
        let spin = DynamicItemBehavior(items: [left, right])
        scene.animator.addBehavior(weld)
        scene.animator.addBehavior(spin)
        scene.animator.addBehavior(GravityBehavior(items: [left, right]))
        spin.addAngularVelocity(3, for: left)
        func pose() -> (Vector2D, Double) {
            let d = Vector2D(right.center) - Vector2D(left.center)
            return (d.rotated(by: -left.angle), right.angle - left.angle)
        }
        let (start, startAngle) = pose()
        let samples = scene.record(frames: 30) { (pose(), Double(left.center.y + right.center.y) / 2) }
        for ((offset, angle), _) in samples {
            expectLessThan((offset - start).length, Self.tolerance)
            expectClose(angle, startAngle, within: 1e-4)
        }
        expectClose(samples.map { $0.0.1 }.last!, startAngle, within: 1e-4)
        let t = 0.5, h = 1 / DynamicWorld.substepRate
        expectClose(samples.last!.1, (190 + 500 * t * t + 500 * h * t), within: Self.tolerance, "\(samples.last!.1)")
        expectClose(left.angle, 216 * 3 / 2304 * t, within: 1e-4, "\(left.angle)")
    }

    /// A slider on a 45° line is a frictionless incline: the item stays on the line, does not
    /// turn, and moves along it at g·cos 45° (with semi-implicit Euler's ½·a·h·t, h = 1/600 s).
    @Test func slidingAttachmentKeepsTheItemOnItsAxis() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let slider = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center,
            axisOfTranslation: CGVector(dx: 3, dy: 3))
        expect(slider.attachmentRange.isInfinite)
        expectEqual(slider.attachedBehaviorType, .anchor)
        scene.animator.addBehavior(slider)
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        let axis = Vector2D(x: 1, y: 1).normalized
        let samples = scene.record(frames: 30) { (Vector2D(item.center) - Vector2D(x: 100, y: 100), item.angle) }
        for (offset, angle) in samples {
            expectLessThan(abs(offset.dot(axis.perpendicular)), Self.tolerance)
            expectLessThan(abs(angle), 1e-9)
        }
        let a = 1000 / 2.0.squareRoot(), t = 0.5, h = 1 / DynamicWorld.substepRate
        expectClose(samples.last!.0.dot(axis), (0.5 * a * t * t + 0.5 * a * h * t), within: Self.tolerance)
    }

    /// A slider between items is a bead on a rod: its axis turns with the first item, the second
    /// keeps its point on that axis and its angle to the first, and, spun, it slides outwards.
    @Test func slidingBetweenItemsTurnsWithTheFirst() {
        let scene = DynamicsScene()
        let rod = scene.item(at: CGPoint(x: 200, y: 400), size: CGSize(width: 200, height: 20))
        let bead = scene.item(at: CGPoint(x: 240, y: 400), size: CGSize(width: 20, height: 20))
        let slider = AttachmentBehavior.slidingAttachment(
            with: rod, attachedTo: bead, attachmentAnchor: bead.center,
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        expectEqual(slider.attachedBehaviorType, .items)
        let spin = DynamicItemBehavior(items: [rod])
        scene.animator.addBehavior(slider)
        scene.animator.addBehavior(spin)
        spin.addAngularVelocity(4, for: rod)
        let samples = scene.record(frames: 30) { () -> (Double, Double, Double) in
            let local = (Vector2D(bead.center) - Vector2D(rod.center)).rotated(by: -rod.angle)
            return (local.x, local.y, bead.angle - rod.angle)
        }
        for (_, across, turn) in samples { #expect(abs(across) < Self.tolerance && abs(turn) < 1e-4, "\(across) \(turn)") }
        expectGreaterThan(samples.last!.0, 45, "\(samples.last!.0)")
        expectGreaterThan(abs(rod.angle), 0.5, "\(samples.last!.0)")
    }

    /// A slider's range stops the travel: the item comes to rest at the end of it.
    @Test func slidingAttachmentRangeLimitsTheTravel() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let slider = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center,
            axisOfTranslation: CGVector(dx: 0, dy: 1))
        slider.attachmentRange = FloatRange(minimum: -20, maximum: 120)
        scene.animator.addBehavior(slider)
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        let travel = scene.record(frames: 60) { Double(item.center.y) - 100 }
        expect(travel.max()! <= 120 + Self.tolerance && abs(travel.last! - 120) < Self.tolerance)
        expectEqual(item.center.x, 100)
    }

    /// A limit attachment never stretches beyond its length, however the item is thrown.
    @Test func limitAttachmentNeverExceedsItsLength() {
        let scene = DynamicsScene()
        let top = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
        let bob = scene.item(at: CGPoint(x: 200, y: 300), size: CGSize(width: 20, height: 20))
        let rope = AttachmentBehavior.limitAttachment(
            with: top, offsetFromCenter: .zero, attachedTo: bob, offsetFromCenter: .zero)
        let properties = DynamicItemBehavior(items: [top, bob])
        scene.animator.addBehavior(rope)
        scene.animator.addBehavior(properties)
        scene.animator.addBehavior(GravityBehavior(items: [bob]))
        properties.isAnchored = false
        properties.addLinearVelocity(CGPoint(x: 600, y: -900), for: bob)
        let distances = scene.record(frames: 120) { (Vector2D(bob.center) - Vector2D(top.center)).length }
        expectLessThanOrEqual(distances.max()!, 100 + 0.25, "\(distances.max()!)")
        expectLessThan(distances.min()!, 90, "the rope goes slack")
    }

    /// Joints run identically run to run.
    @Test func jointsAreDeterministic() {
        func run() -> [CGPoint] {
            let scene = DynamicsScene()
            let a = scene.item(at: CGPoint(x: 150, y: 200), size: CGSize(width: 60, height: 40))
            let b = scene.item(at: CGPoint(x: 230, y: 220), size: CGSize(width: 50, height: 50))
            scene.animator.addBehavior(
                AttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 190, y: 210)))
            scene.animator.addBehavior(GravityBehavior(items: [a, b]))
            return scene.record(frames: 60) { b.center }
        }
        expectEqual(run(), run())
    }
}
