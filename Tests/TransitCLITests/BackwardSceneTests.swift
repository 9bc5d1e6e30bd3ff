import Foundation
import Testing
import TransitDemo
import TransitTestingReporting
@testable import transit

/// `--backward` (render, live, bench live): a catalogue scene that plays the entry's backward
/// transition from the second screen back to the first — a pop on the stage, and for entries with
/// a presentation controller the dismissal of the second screen, which UIKit ends by clearing the
/// presenter's `presentedViewController`.
@MainActor
@Suite struct BackwardSceneTests {
    func scene(_ name: String) throws -> CatalogScene {
        let entry = try unwrap(TransitionCatalog.entry(named: name))
        return CatalogScene(
            entry: entry, from: SampleScreen(title: "Before", color: .systemBlue),
            to: SampleScreen(title: "After", color: .systemOrange), size: CGSize(width: 120, height: 200), scale: 1,
            duration: nil, direction: .backward)
    }

    @Test func aStageEntryPopsBackToTheFirstScreen() throws {
        let scene = try scene("push")
        let stage = try unwrap(scene.host.window.rootViewController as? TransitionStage)
        expectEqual(stage.direction, .backward)
        expectEqual(stage.children.map(\.title), ["After"])
        try scene.animate(fps: 30) { _ in }
        expect(scene.isFinished)
        expectEqual(stage.children.map(\.title), ["Before"])
        expect(scene.host.diagnostics.diagnostics.isEmpty, "\(scene.host.diagnostics.diagnostics)")
    }

    @Test func aPresentedEntryIsDismissed() throws {
        let scene = try scene("slide-menu")
        let root = try unwrap(scene.host.window.rootViewController)
        expectEqual(root.title, "Before")
        expectEqual(root.presentedViewController?.title, "After")
        var sawMenuLeaving = false
        try scene.animate(fps: 30) { _ in
            guard let menu = root.presentedViewController?.view.layer.presentation() else { return }
            if menu.frame.minX < 0 && menu.frame.maxX > 0 { sawMenuLeaving = true }
        }
        expect(scene.isFinished)
        expect(sawMenuLeaving, "the menu never moved off to the left")
        expectNil(root.presentedViewController)
        expect(scene.host.diagnostics.diagnostics.isEmpty, "\(scene.host.diagnostics.diagnostics)")
    }
}
