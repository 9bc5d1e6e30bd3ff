import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// The custom-drawn card scene draws exactly when its caption says: once when first shown (the
/// spring-in scales the drawing without redrawing it), then once per progress step.
@MainActor
@Suite struct DrawingSceneTests {
    @Test func theCardDrawsOnlyWhenMarked() throws {
        let scene = try unwrap(DemoScene.named("drawn-activity-card"))
        var frames = 0
        let stage = DemoStage(size: scene.size, scale: 1) { host in
            _ = host.window.renderTree()
            frames += 1
        }
        scene.script(stage)
        let screen = try unwrap(stage.window.rootViewController as? ActivityCardScreen)
        expectGreaterThan(frames, 60)
        expectEqual(screen.card.drawCount, 5)
        expectEqual(screen.card.progress, 0.92)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
    }
}
