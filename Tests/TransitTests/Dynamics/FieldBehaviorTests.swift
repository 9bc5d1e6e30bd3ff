import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Fields against their force laws: gravity like GravityBehavior, the inverse-square falloff with
/// its minimum radius, a spring field's frequency, drag's exponential decay, a magnetic field's
/// circle, imposed velocity, regions, and determinism.
@MainActor
@Suite struct FieldBehaviorTests {
    /// A linear gravity field of strength s moves an item exactly as a GravityBehavior of
    /// magnitude s does, bit for bit, and both follow ½·g·t².
    @Test func linearGravityFieldIsGravity() {
        let scene = DynamicsScene()
        let fielded = scene.item(at: CGPoint(x: 100, y: 100))
        let pulled = scene.item(at: CGPoint(x: 300, y: 100))
        let field = FieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.strength = 0.6
        field.addItem(fielded)
        let gravity = GravityBehavior(items: [pulled])
        gravity.magnitude = 0.6
        scene.animator.addBehavior(field)
        scene.animator.addBehavior(gravity)
        let ys = scene.record(frames: 60) { (Double(fielded.center.y), Double(pulled.center.y)) }
        for (a, b) in ys { expectEqual(a, b) }
        expectClose(ys.last!.0, (100 + 0.5 * 600), within: 1e-6)
    }

    /// With falloff 2 a radial gravity field is an inverse-square law: the acceleration at 100 pt
    /// is a quarter of that at 50 pt, towards the position; closer than the minimum radius it is
    /// what it is at that radius.
    @Test func radialGravityFieldFallsOffAsTheInverseSquare() {
        let field = FieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 200))
        field.falloff = 2
        field.minimumRadius = 10
        func acceleration(at d: Double) -> Vector2D {
            guard
                case .acceleration(let a) = field.effect(
                    offset: Vector2D(x: d, y: 0), velocity: .zero, mass: 1, charge: 0,
                    time: 0, step: 1.0 / 600)
            else { return Vector2D(x: .nan, y: .nan) }
            return a
        }
        expectClose(acceleration(at: 50).x / acceleration(at: 100).x, 4, within: 1e-12)
        expectLessThan(abs(acceleration(at: 50).x + 1000 / 2500), 1e-12)
        expectEqual(acceleration(at: 50).y, 0)
        expectEqual(acceleration(at: 5), acceleration(at: 10))
        field.strength = -1
        expectGreaterThan(acceleration(at: 50).x, 0, "a negative strength repels")
    }

    /// A spring field makes a harmonic oscillator of frequency √(s/m) Hz: a 50 × 50 item (mass
    /// 0.25) at strength 1 oscillates at 2 Hz, measured from the zero crossings at 60 fps.
    /// Tolerance 0.5%, as for the attachment springs.
    @Test func springFieldOscillatesAtItsFrequency() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 260, y: 400), size: CGSize(width: 50, height: 50))
        let field = FieldBehavior.springField()
        field.position = CGPoint(x: 200, y: 400)
        field.addItem(item)
        scene.animator.addBehavior(field)
        let offsets = scene.record(frames: 180) { Double(item.center.x) - 200 }
        let crossings = zeroCrossings(offsets, at: (1...180).map { Double($0) / 60 })
        let frequency = 1 / (2 * (crossings.last! - crossings.first!) / Double(crossings.count - 1))
        expectClose(frequency / 2, 1, within: 0.005, "measured \(frequency) Hz")
        expectClose(item.center.y, 400, within: 1e-9)
    }

    /// Drag of strength s on mass m: v(t) = v₀·e^(−s·t/m). Tolerance 0.5%: the integrator's
    /// (1 − s·h/m)^n differs from the exponential by s²·h·t/(2m²), 0.33% here.
    @Test func dragFieldDecaysVelocityExponentially() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 400))
        let field = FieldBehavior.dragField()
        field.strength = 2
        field.addItem(item)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(field)
        scene.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
        scene.host.advance(by: 1)
        let v = Double(properties.linearVelocity(for: item).x)
        expectClose(v / (300 * exp(-2)), 1, within: 0.005, "v = \(v)")
    }

    /// A charge moving across a magnetic field circles counter-clockwise on screen with radius
    /// m·v/(q·B): 100 pt for v = 200 pt/s, q = 1, B = 2, m = 1, centred above its start.
    /// Tolerance 0.5 pt over two radians of arc.
    @Test func magneticFieldTurnsAChargeInACircle() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 400))
        let field = FieldBehavior.magneticField()
        field.strength = 2
        field.addItem(item)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(field)
        scene.animator.addBehavior(properties)
        properties.charge = 1
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: item)
        let path = scene.record(frames: 60) { Vector2D(item.center) }
        for p in path { expectClose((p - Vector2D(x: 200, y: 300)).length, 100, within: 0.5, "\(p)") }
        expectLessThan(path[5].y, 400, "counter-clockwise: moving right, it turns up")
    }

    /// A velocity field overrides gravity: the item moves at exactly strength × direction.
    @Test func velocityFieldImposesItsVelocity() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 400))
        let field = FieldBehavior.velocityField(direction: CGVector(dx: 1, dy: -0.5))
        field.strength = 120
        field.addItem(item)
        scene.animator.addBehavior(field)
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.host.advance(by: 1)
        expectClose(item.center.x, 220, within: 1e-6, "\(item.center)")
        expectClose(item.center.y, 340, within: 1e-6, "\(item.center)")
    }

    /// Vortex and electric fields point the documented ways: counter-clockwise on screen for a
    /// positive vortex, and like charges repelled.
    @Test func vortexAndElectricFieldDirections() {
        let vortex = FieldBehavior.vortexField()
        guard
            case .acceleration(let swirl) = vortex.effect(
                offset: Vector2D(x: 10, y: 0), velocity: .zero, mass: 1,
                charge: 0, time: 0, step: 1.0 / 600)
        else { Issue.record("vortex"); return }
        expectEqual(swirl.x, 0, "right of the centre, pushed up")
        expectLessThan(abs(swirl.y + 4 * .pi * .pi * 10), 1e-9, "right of the centre, pushed up")
        let electric = FieldBehavior.electricField()
        guard
            case .force(let push) = electric.effect(
                offset: Vector2D(x: 0, y: 20), velocity: .zero, mass: 1,
                charge: 2, time: 0, step: 1.0 / 600)
        else { Issue.record("electric"); return }
        expectEqual(push.x, 0)
        expectEqual(push.y, 2000)
    }

    /// Outside its region a field does nothing; inside it acts.
    @Test func regionLimitsTheField() {
        let scene = DynamicsScene()
        let inside = scene.item(at: CGPoint(x: 200, y: 210), size: CGSize(width: 20, height: 20))
        let outside = scene.item(at: CGPoint(x: 100, y: 400), size: CGSize(width: 20, height: 20))
        let field = FieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 200, y: 200)
        field.region = DynamicRegion(radius: 50)
        field.addItem(inside)
        field.addItem(outside)
        scene.animator.addBehavior(field)
        scene.host.advance(by: 0.2)
        expectClose(inside.center.y, 230, within: 1e-6)
        expectEqual(outside.center, CGPoint(x: 100, y: 400))
        field.region = DynamicRegion(radius: -1)
        expectEqual(scene.host.diagnostics.diagnostics(withCode: "dynamics.invalidRegion").count, 1)
    }

    /// Regions combine as sets, as Apple documents.
    @Test func regionsCombineAsSets() {
        let disc = DynamicRegion(radius: 10), box = DynamicRegion(size: CGSize(width: 40, height: 4))
        expect(DynamicRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        expect(!DynamicRegion.infinite.inverse().contains(.zero))
        expect(disc.contains(CGPoint(x: 6, y: 8)))
        expect(!disc.contains(CGPoint(x: 6, y: 8.1)))
        expect(disc.byUnion(with: box).contains(CGPoint(x: 19, y: 0)))
        expect(!disc.byIntersection(with: box).contains(CGPoint(x: 0, y: 5)))
        expect(disc.byDifference(from: box).contains(CGPoint(x: 0, y: 5)))
        expect(!disc.byDifference(from: box).contains(.zero))
        expect(disc.inverse().contains(CGPoint(x: 11, y: 0)))
        expectEqual(disc.byUnion(with: .infinite), .infinite)
    }

    /// A custom field's block gets the item's state and its force accelerates the item as F/m:
    /// after 1 s, x = ½·a·t² + ½·a·h·t (semi-implicit Euler). A non-finite force is reported once.
    @Test func customFieldAppliesItsForce() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 400))
        var seen: (mass: CGFloat, step: TimeInterval) = (0, 0)
        let field = FieldBehavior.field { _, _, _, mass, _, step in
            seen = (mass, step)
            return CGVector(dx: 100, dy: 0)
        }
        field.addItem(item)
        scene.animator.addBehavior(field)
        scene.host.advance(by: 1)
        expectEqual(seen.mass, 1)
        expectEqual(seen.step, 1.0 / 600)
        expectClose(Double(item.center.x), (100 + 50 + 50.0 / 600), within: 1e-6)
        let broken = FieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: .nan, dy: 0) }
        broken.addItem(item)
        scene.animator.addBehavior(broken)
        scene.host.advance(by: 0.1)
        expectEqual(scene.host.diagnostics.diagnostics(withCode: "dynamics.invalidForce").count, 1)
    }

    /// Noise is seeded: the same on every run; bounded; still when its animation speed is 0; and
    /// smoother with a higher smoothness.
    @Test func noiseFieldIsDeterministicAndSmooth() {
        func run() -> [CGPoint] {
            let scene = DynamicsScene()
            let item = scene.item(at: CGPoint(x: 200, y: 400), size: CGSize(width: 30, height: 30))
            let field = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 1)
            field.addItem(item)
            scene.animator.addBehavior(field)
            return scene.record(frames: 60) { item.center }
        }
        let first = run()
        expectEqual(first, run())
        expectNotEqual(first.last, first.first)
        let still = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 0)
        let p = Vector2D(x: 123, y: 45)
        expectEqual(still.noise(at: p, time: 0), still.noise(at: p, time: 7))
        let rough = FieldBehavior.noiseField(smoothness: 0, animationSpeed: 0)
        var roughChange = 0.0, smoothChange = 0.0
        for i in 0..<200 {
            let a = Vector2D(x: Double(i) * 7.3, y: Double(i) * 3.1), b = a + Vector2D(x: 2, y: 0)
            let n = rough.noise(at: a, time: 0)
            expectLessThanOrEqual(abs(n.x), 1.1)
            expectLessThanOrEqual(abs(n.y), 1.1)
            roughChange += (rough.noise(at: b, time: 0) - n).length
            smoothChange += (still.noise(at: b, time: 0) - still.noise(at: a, time: 0)).length
        }
        expectLessThan(smoothChange, roughChange / 2)
    }
}
