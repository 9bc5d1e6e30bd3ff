import Foundation
import Testing
import TransitDemo
import TransitTestingReporting

/// Timeline goldens of demo scenes: every call Transit made into the scene's code, in order,
/// with its frame time. `transit inspect` prints the same text (`TransitCLITests` compares).
@MainActor
@Suite struct TimelineGoldenTests {
    static func run(_ name: String) -> TestHost {
        let scene = DemoScene.named(name)!
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        return stage.host
    }

    @Test func slideMenu() {
        let host = Self.run("slide-menu")
        assertTimeline(of: host.timeline)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func navigationFadeWithoutLayout() {
        assertTimeline(of: Self.run("navigation-fade").timeline, includingLayout: false)
    }

    /// The sheet pulled down, released (the dismissal is cancelled: appearance reversed), then
    /// pulled away: UIKit's order, without layout passes.
    @Test func sheetDismissalWithoutLayout() {
        let host = Self.run("sheet-dismissal")
        assertTimeline(of: host.timeline, includingLayout: false)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func everyGoldenIsUsed() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        expectEqual(try GoldenAudit.unusedGoldens(under: tests).map(\.lastPathComponent), [])
    }
}
