import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// The dynamics scenes run to the end with no diagnostics and leave what their captions describe.
@MainActor
@Suite struct DynamicsSceneTests {
    func run(_ name: String) throws -> DemoStage {
        let scene = try unwrap(DemoScene.named(name))
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        expect(stage.host.runUntilIdle(timeout: 1))
        return stage
    }

    @Test func droppingMenuRestsOnTheShelfThenFallsAway() throws {
        let scene = try unwrap(DemoScene.named("dropping-menu"))
        let stage = DemoStage(size: scene.size, scale: 1)
        let screen = DroppingMenuScreen()
        stage.show(screen)
        stage.settle(hold: 0)
        // At rest on the shelf at y = 560, upright (rotation is off while it bounces).
        expectClose(screen.menu.frame.maxY, 560, within: 0.5)
        expectEqual(screen.menu.transform, .identity)
        screen.dismissMenu()
        expect(stage.host.runUntilIdle(timeout: 5))
        expectNil(screen.menu.superview)
        expect(stage.host.diagnostics.diagnostics.isEmpty)
    }

    @Test func droppingMenuSceneRunsCleanly() throws {
        _ = try run("dropping-menu")
    }

    @Test func snappedCardReturnsToTheMiddleUpright() throws {
        let stage = try run("snapped-card")
        let screen = try unwrap(stage.window.rootViewController as? SnappedCardScreen)
        expectClose(screen.card.center.x, 195, within: 0.5)
        expectClose(screen.card.center.y, 422, within: 0.5)
        expectLessThan(abs(atan2(screen.card.transform.b, screen.card.transform.a)), 0.01)
    }

    /// The pinned menu's corner stays on the nail (the pin), and the menu hangs within the few
    /// degrees of vertical at which the pin's friction can hold it: where the torque of its
    /// weight about the pin, m·g·l·sin φ, is below the friction torque (the welded badge lies on
    /// the same line through the pin and adds little).
    @Test func pinnedMenuHangsFromItsPin() throws {
        let stage = try run("pinned-menu")
        let screen = try unwrap(stage.window.rootViewController as? PinnedMenuScreen)
        let a = atan2(screen.menu.transform.b, screen.menu.transform.a)
        let corner = CGPoint(
            x: screen.menu.center.x - 100 * cos(a) + 65 * sin(a),
            y: screen.menu.center.y - 100 * sin(a) - 65 * cos(a))
        expectLessThan(hypot(corner.x - screen.nail.center.x, corner.y - screen.nail.center.y), 0.05, "\(corner)")
        let hang = atan2(screen.menu.center.x - screen.nail.center.x, screen.menu.center.y - screen.nail.center.y)
        // Friction 40 000 against the menu's weight 2.6 × 1000 at 119.3 pt: sin φ ≤ 0.129.
        expectLessThanOrEqual(abs(sin(hang)), 0.14, "hangs at \(hang)")
    }

    /// The bubbles gather around the middle without overlapping (circles apart by at least the
    /// sum of their radii, less the quarter point contacts keep and the polygon's 0.12%).
    @Test func fieldBubblesGatherWithoutOverlapping() throws {
        let stage = try run("field-bubbles")
        let screen = try unwrap(stage.window.rootViewController as? FieldBubblesScreen)
        let middle = CGPoint(x: screen.view.bounds.midX, y: screen.view.bounds.midY)
        for (i, a) in screen.bubbles.enumerated() {
            expectLessThan(hypot(a.center.x - middle.x, a.center.y - middle.y), 160)
            for b in screen.bubbles[(i + 1)...] {
                let gap = hypot(a.center.x - b.center.x, a.center.y - b.center.y) - (a.bounds.width + b.bounds.width) / 2
                expectGreaterThan(gap, -0.4, "\(gap)")
            }
        }
    }
}
