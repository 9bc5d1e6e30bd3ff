import Foundation
import Testing
@testable import TransitDemo

/// The dynamics scenes run to the end with no diagnostics and leave what their captions describe.
@MainActor
@Suite struct DynamicsSceneTests {
    func run(_ name: String) throws -> DemoStage {
        let scene = try #require(DemoScene.named(name))
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        #expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        #expect(stage.host.runUntilIdle(timeout: 1))
        return stage
    }

    @Test func droppingMenuRestsOnTheShelfThenFallsAway() throws {
        let scene = try #require(DemoScene.named("dropping-menu"))
        let stage = DemoStage(size: scene.size, scale: 1)
        let screen = DroppingMenuScreen()
        stage.show(screen)
        stage.settle(hold: 0)
        // At rest on the shelf at y = 560, upright (rotation is off while it bounces).
        #expect(abs(screen.menu.frame.maxY - 560) < 0.5 && screen.menu.transform == .identity)
        screen.dismissMenu()
        #expect(stage.host.runUntilIdle(timeout: 5))
        #expect(screen.menu.superview == nil)
        #expect(stage.host.diagnostics.diagnostics.isEmpty)
    }

    @Test func droppingMenuSceneRunsCleanly() throws {
        _ = try run("dropping-menu")
    }

    @Test func snappedCardReturnsToTheMiddleUpright() throws {
        let stage = try run("snapped-card")
        let screen = try #require(stage.window.rootViewController as? SnappedCardScreen)
        #expect(abs(screen.card.center.x - 195) < 0.5 && abs(screen.card.center.y - 422) < 0.5)
        #expect(abs(atan2(screen.card.transform.b, screen.card.transform.a)) < 0.01)
    }
}
