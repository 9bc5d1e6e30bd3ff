import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A model object standing in for a view, with the collision bounds it declares.
@MainActor
final class ShapedItem: DynamicItem {
    var center: CGPoint
    let bounds: CGRect
    var transform = CGAffineTransform.identity
    let collisionBoundsType: DynamicItemCollisionBoundsType
    let path: BezierPath?

    init(center: CGPoint, size: CGSize, type: DynamicItemCollisionBoundsType, path: BezierPath? = nil) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
        collisionBoundsType = type
        self.path = path
    }

    var collisionBoundingPath: BezierPath { path ?? BezierPath(rect: bounds) }
}

/// Ellipses and paths as collision bounds, against geometry: where an ellipse touches a line, how
/// it comes to rest, and a polygon's mass.
@MainActor
@Suite struct CollisionShapeTests {
    final class Contacts: CollisionBehaviorDelegate {
        var points: [CGPoint] = []
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
        ) { points.append(p) }
    }

    /// Drops `item` onto a floor at y = 400 and lets it settle.
    func drop(_ item: ShapedItem, friction: CGFloat = 0.5) -> (DynamicsScene, Contacts) {
        let scene = DynamicsScene()
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        let contacts = Contacts()
        collision.collisionDelegate = contacts
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.friction = friction
        properties.angularResistance = 2
        return (scene, contacts)
    }

    /// An ellipse falling flat meets the floor at its lowest point, the tangent point below its
    /// centre, and rests with its centre one semi-axis (30 pt) above the floor (within the
    /// 0.25 pt of overlap contacts keep).
    @Test func ellipseMeetsAFloorAtItsTangentPoint() throws {
        let ellipse = ShapedItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 120, height: 60), type: .ellipse)
        let (scene, contacts) = drop(ellipse)
        expect(scene.host.runUntilIdle(timeout: 10))
        let first = try unwrap(contacts.points.first)
        expectClose(first.x, 200, within: 0.5, "\(first)")
        expectClose(first.y, 400, within: 0.5, "\(first)")
        expectClose(ellipse.center.y, 370, within: 0.3, "\(ellipse.center)")
        expectClose(ellipse.center.x, 200, within: 0.5, "\(ellipse.center)")
    }

    /// A tilted ellipse first touches the floor where its outline is horizontal: for semi-axes a, b
    /// turned by θ, at x = a·cos t·cos θ − b·sin t·sin θ from the centre with tan t = b·cos θ / (a·sin θ)
    /// (within half the 5.6° between the polygon's vertices, 3 pt here). It then rocks onto its
    /// long side, the position of least height, and rests there.
    @Test func tiltedEllipseTouchesAtTheTangentAndSettlesOnItsLongSide() throws {
        let ellipse = ShapedItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 120, height: 60), type: .ellipse)
        let theta = 0.5
        ellipse.transform = CGAffineTransform(rotationAngle: theta)
        let (scene, contacts) = drop(ellipse)
        expect(scene.host.runUntilIdle(timeout: 20))
        let (a, b) = (60.0, 30.0), t = atan2(b * cos(theta), a * sin(theta))
        let tangentX = 200 + a * cos(t) * cos(theta) - b * sin(t) * sin(theta)
        let first = try unwrap(contacts.points.first)
        expectClose(Double(first.x), tangentX, within: 3, "\(first), tangent at \(tangentX)")
        expectClose(first.y, 400, within: 0.5, "\(first), tangent at \(tangentX)")
        let angle = ellipse.angle.truncatingRemainder(dividingBy: .pi)
        expectLessThan(min(abs(angle), .pi - abs(angle)), 0.02, "\(ellipse.center) \(angle)")
        expectClose(ellipse.center.y, 370, within: 0.3, "\(ellipse.center) \(angle)")
    }

    /// Shaped items move identically run to run.
    @Test func shapedCollisionsAreDeterministic() {
        func run() -> [CGPoint] {
            let ellipse = ShapedItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 120, height: 60), type: .ellipse)
            ellipse.transform = CGAffineTransform(rotationAngle: 0.5)
            let (scene, _) = drop(ellipse)
            return scene.record(frames: 90) { ellipse.center }
        }
        expectEqual(run(), run())
    }

    /// Mass is density × the shape's area: an instantaneous push of magnitude 1 gives a circle of
    /// radius 50 a velocity of 100 pt/s × 10 000 / (π·50²).
    @Test func ellipseMassIsDensityTimesItsArea() {
        let scene = DynamicsScene()
        let circle = ShapedItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 100, height: 100), type: .ellipse)
        expectCircleOfRadius50Mass(circle, in: scene)
    }

    /// Pushes `item` once with magnitude 1 and checks the velocity of a circle of radius 50:
    /// 100 pt/s × 10 000 / (π·50²).
    func expectCircleOfRadius50Mass(_ item: any DynamicItem, in scene: DynamicsScene) {
        let push = PushBehavior(items: [item], mode: .instantaneous)
        let properties = DynamicItemBehavior(items: [item])
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(properties)
        push.magnitude = 1
        scene.host.step()
        let expected = 100 * 10_000 / (Double.pi * 2500)
        expectClose(Double(properties.linearVelocity(for: item).x), expected, within: 1e-6)
    }

    /// A view subclass that overrides `collisionBoundsType`, as UIKit code does, collides as its
    /// ellipse: its mass is the circle's, as for any item answering `.ellipse`.
    @Test func aViewSubclassChoosesItsShape() {
        final class Ball: View {
            override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
        }
        let scene = DynamicsScene()
        let ball = Ball(frame: CGRect(x: 150, y: 350, width: 100, height: 100))
        scene.reference.addSubview(ball)
        expectEqual((ball as any DynamicItem).collisionBoundsType, .ellipse)
        expectEqual(View().collisionBoundsType, .rectangle)
        expectCircleOfRadius50Mass(ball, in: scene)
    }

    /// A triangle given as a path rests on its flat side, 30 pt above the centre's base line.
    @Test func pathShapeRestsOnItsSide() {
        let triangle = BezierPath()
        triangle.move(to: CGPoint(x: 0, y: -40))
        triangle.addLine(to: CGPoint(x: 40, y: 30))
        triangle.addLine(to: CGPoint(x: -40, y: 30))
        triangle.close()
        let item = ShapedItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 80, height: 70), type: .path, path: triangle)
        let (scene, contacts) = drop(item)
        expect(scene.host.runUntilIdle(timeout: 10))
        expectClose(item.center.y, 370, within: 0.3, "\(item.center)")
        expectLessThan(abs(item.angle), 1e-3, "\(item.center)")
        expectEqual(contacts.points.count, 1)
        expect(scene.host.diagnostics.diagnostics(withCode: "dynamics.invalidCollisionPath").isEmpty)
    }

    /// A path that is not convex is reported and its convex hull is used; one that encloses
    /// nothing is reported and the bounds' rectangle is used.
    @Test func badPathsAreReportedAndReplaced() {
        let arrow = BezierPath()
        for (x, y) in [(-40.0, -30.0), (40, -30), (0, 0), (40, 30), (-40, 30)] {
            if x == -40 && y == -30 { arrow.move(to: CGPoint(x: x, y: y)) } else { arrow.addLine(to: CGPoint(x: x, y: y)) }
        }
        arrow.close()
        let line = BezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let concave = ShapedItem(center: CGPoint(x: 100, y: 200), size: CGSize(width: 80, height: 60), type: .path, path: arrow)
        let flat = ShapedItem(center: CGPoint(x: 300, y: 200), size: CGSize(width: 80, height: 60), type: .path, path: line)
        let (scene, _) = drop(concave)
        let collision = CollisionBehavior(items: [flat])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(GravityBehavior(items: [flat]))
        expect(scene.host.runUntilIdle(timeout: 10))
        expectEqual(scene.host.diagnostics.diagnostics(withCode: "dynamics.invalidCollisionPath").count, 2)
        expectClose(concave.center.y, 370, within: 0.3)
        expectClose(flat.center.y, 370, within: 0.3)
    }

    /// The bounding-circle test that skips the walls is exact: for seeded ellipses and rectangles
    /// at random places (many touching or crossing a wall) and turns, whenever it says a body
    /// cannot reach the walls, the corner-by-corner containment finds no contact either.
    @Test func aBodyWhoseBoundingCircleStaysInsideTouchesNoWall() {
        var random = SplitMix64(seed: 2_611)
        let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        var skipped = 0, reaching = 0
        for index in 0..<400 {
            let half = Vector2D(x: .random(in: 5...60, using: &random), y: .random(in: 5...60, using: &random))
            let shape = index.isMultiple(of: 2) ? CollisionShape.ellipse(half) : CollisionShape.rectangle(half)
            let angle = Double.random(in: 0...(2 * .pi), using: &random)
            let center = Vector2D(x: .random(in: -20...410, using: &random), y: .random(in: -20...864, using: &random))
            let corners = shape.vertices.map { center + $0.rotated(cos: cos(angle), sin: sin(angle)) }
            let contacts = CollisionBehavior.containment(of: corners, in: rect)
            if CollisionBehavior.mayReachWalls(of: rect, center: center, radius: shape.radius) {
                reaching += 1
            } else {
                skipped += 1
                expect(contacts.isEmpty, "body \(index) at \(center)")
            }
        }
        expectGreaterThan(skipped, 100)
        expectGreaterThan(reaching, 100)
    }
}
