import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The animator's life: pausing at rest with its delegate told, resuming, waiting for a window,
/// identical results run to run and whatever the frame rate, and misuse reported.
@MainActor
@Suite struct DynamicAnimatorTests {
    /// A pile of boxes of mixed sizes, elasticities and rotations dropped into the reference view.
    func pile(_ scene: DynamicsScene) -> [View] {
        let items = (0..<12).map { (i: Int) -> View in
            let x: Double = 40 + Double(i % 4) * 100 + Double(i) * 3
            let y: Double = 60 + Double(i / 4) * 110
            let size = CGSize(width: 40 + Double(i % 3) * 15, height: 30 + Double(i % 2) * 20)
            return scene.item(at: CGPoint(x: x, y: y), size: size)
        }
        for (i, item) in items.enumerated() { item.transform = CGAffineTransform(rotationAngle: Double(i) * 0.2) }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: items)
        scene.animator.addBehavior(GravityBehavior(items: items))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.elasticity = 0.4
        properties.friction = 0.3
        return items
    }

    @Test func identicalRunToRunAndAtAnyFrameRate() {
        func run(fps: Double) -> [[CGFloat]] {
            let scene = DynamicsScene()
            scene.host.framesPerSecond = fps
            let items = pile(scene)
            return (0..<4).map { _ in
                scene.host.advance(by: 0.5)
                return items.flatMap { [$0.center.x, $0.center.y, $0.transform.a, $0.transform.b] }
            }
        }
        let first = run(fps: 60)
        expectEqual(first, run(fps: 60))
        // Substeps are counted from the animator's start, so 30 and 120 fps step the same physics.
        expectEqual(first, run(fps: 30))
        expectEqual(first, run(fps: 120))
        // Sanity: everything stayed inside the reference bounds.
        for frame in first { for v in frame { expect(v.isFinite) } }
    }

    @Test func pausesAtRestAndTellsItsDelegate() {
        let scene = DynamicsScene()
        let events = AnimatorEvents()
        scene.animator.delegate = events
        let item = scene.item(at: CGPoint(x: 200, y: 600))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = GravityBehavior(items: [item])
        expect(!scene.animator.isRunning)
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(collision)
        expect(scene.animator.isRunning)
        expectEqual(events.events, ["resume"])
        expect(scene.host.runUntilIdle())
        expect(!scene.animator.isRunning)
        expectEqual(events.events, ["resume", "pause"])
        // Falling 150 pt takes √(0.3) s; at rest for 0.1 s after that.
        expectGreaterThan(scene.animator.elapsedTime, 0.3.squareRoot())
        expectLessThan(scene.animator.elapsedTime, 0.3.squareRoot() + 0.2)
        gravity.angle = 0
        expect(scene.animator.isRunning)
        expectEqual(events.events, ["resume", "pause", "resume"])
        scene.host.runUntilIdle()
        expectEqual(events.events.last, "pause")
        expectClose(item.center.x, 350, within: 0.5)
    }

    @Test func waitsForTheReferenceViewToJoinAWindow() {
        let scene = DynamicsScene()
        let reference = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let item = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        reference.addSubview(item)
        let animator = DynamicAnimator(referenceView: reference)
        animator.addBehavior(GravityBehavior(items: [item]))
        scene.host.advance(by: 0.5)
        expectEqual(item.center, CGPoint(x: 25, y: 25))
        scene.host.window.addSubview(reference)
        scene.host.advance(by: 0.5)
        expectClose(Double(item.center.y), (25 + 0.5 * 1000 * 0.25), within: 1e-6)
    }

    @Test func itemsInRectAndUpdateItemUsingCurrentState() {
        let scene = DynamicsScene()
        let a = scene.item(at: CGPoint(x: 100, y: 100)), b = scene.item(at: CGPoint(x: 300, y: 600))
        scene.animator.addBehavior(SnapBehavior(item: a, snapTo: CGPoint(x: 100, y: 100)))
        scene.animator.addBehavior(DynamicItemBehavior(items: [b]))
        expectEqual(scene.animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 200)).map { $0 === a }, [true])
        scene.host.runUntilIdle()
        a.center = CGPoint(x: 100, y: 300)
        scene.animator.updateItem(usingCurrentState: a)
        expect(scene.animator.isRunning)
        scene.host.advance(by: 0.05)
        expectLessThan(a.center.y, 300)
        expectGreaterThan(a.center.y, 100)
    }

    @Test func misuseIsReportedAndHarmless() {
        let scene = DynamicsScene()
        let log = scene.host.diagnostics
        let item = scene.item(at: CGPoint(x: 200, y: 100))
        let gravity = GravityBehavior(items: [item])
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(gravity)
        expectEqual(log.diagnostics(withCode: "dynamics.behaviorAlreadyAdded").count, 1)
        expectEqual(scene.animator.behaviors.count, 1)
        scene.animator.removeBehavior(SnapBehavior(item: item, snapTo: .zero))
        expectEqual(log.diagnostics(withCode: "dynamics.behaviorNotAdded").count, 1)
        gravity.addItem(item)
        gravity.removeItem(View())
        expectEqual(log.diagnostics(withCode: "dynamics.itemAlreadyAdded").count, 1)
        expectEqual(log.diagnostics(withCode: "dynamics.itemNotInBehavior").count, 1)
        gravity.magnitude = .nan
        expectEqual(gravity.magnitude, 1)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(properties)
        properties.density = -1
        properties.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: item)
        expectEqual(properties.density, 1)
        expectEqual(log.diagnostics(withCode: "dynamics.invalidValue").count, 2)
        expectEqual(log.diagnostics(withCode: "dynamics.invalidVelocity").count, 1)
        let parent = DynamicBehavior()
        scene.animator.addBehavior(parent)
        parent.addChildBehavior(parent)
        parent.addChildBehavior(gravity)
        expectEqual(log.diagnostics(withCode: "dynamics.childBehavior").count, 2)
        scene.host.advance(by: 0.5)
        expectClose(Double(item.center.y), (100 + 0.5 * 1000 * 0.25), within: 1e-6)
    }

    @Test func removingBehaviorsStopsTheirEffectAndPauses() {
        let scene = DynamicsScene()
        let events = AnimatorEvents()
        scene.animator.delegate = events
        let item = scene.item(at: CGPoint(x: 200, y: 100))
        let gravity = GravityBehavior(items: [item])
        var steps = 0
        gravity.action = { steps += 1 }
        scene.animator.addBehavior(gravity)
        scene.host.advance(by: 0.1)
        expectEqual(steps, 6)
        scene.animator.removeAllBehaviors()
        expectNil(gravity.dynamicAnimator)
        let y = item.center.y
        scene.host.advance(by: 0.1)
        expectEqual(item.center.y, y)
        expect(!scene.animator.isRunning)
        expectEqual(events.events, ["resume", "pause"])
    }
}
