import ArgumentParser
import Foundation
import TransitDemo

/// `transit inspect <scene>`: runs a demo scene headless and prints its callback timeline.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the callback timeline (time, object, callback) of a demo scene.",
        discussion: "After a title line, one call per line in the format of timeline goldens "
            + "(CallbackTimeline.text(includingLayout:), what assertTimeline compares), then any diagnostics. Scenes: "
            + MainActor.assumeIsolated { DemoScene.all.map(\.name).joined(separator: ", ") }
    )

    @Argument(help: "The scene's name, in any case (see 'transit demo --list').")
    var scene: String

    @Flag(help: "Leave out layout callbacks (viewWillLayoutSubviews, viewDidLayoutSubviews).")
    var noLayout = false

    /// The demo scenes' names, in the order `transit list` prints them.
    static var sceneNames: [String] { MainActor.assumeIsolated { DemoScene.all.map(\.name) } }

    func run() throws {
        try MainActor.assumeIsolated { try inspect() }
    }

    @MainActor
    func inspect() throws {
        let names = Self.sceneNames
        guard let name = NameLookup.resolve(scene, among: names), let found = DemoScene.named(name) else {
            throw ValidationError(NameLookup.unknown("scene", scene, among: names, listHint: "see 'transit list'"))
        }
        let stage = DemoStage(size: found.size, scale: 1)
        found.script(stage)
        print("\(found.name): \(found.title)")
        print(stage.host.timeline.text(includingLayout: !noLayout), terminator: "")
        for diagnostic in stage.host.diagnostics.diagnostics {
            print("diagnostic: \(diagnostic)")
        }
    }
}
