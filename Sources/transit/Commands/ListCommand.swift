import ArgumentParser
import Foundation
import TransitDemo

/// `transit list`: the catalogue of ready-made transitions and the demo scenes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the ready-made transitions (for 'transit render' and 'transit gallery') and the demo scenes."
    )

    func run() throws {
        MainActor.assumeIsolated {
            print("Transitions (transit render <name>):")
            for entry in TransitionCatalog.entries {
                let duration = entry.defaultDuration.map { String(format: "%.3g s", $0) } ?? "spring"
                print(
                    "  " + entry.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                        + duration.padding(toLength: 9, withPad: " ", startingAt: 0) + entry.summary)
            }
            print("Scenes (transit demo --only <name>, transit inspect <name>):")
            for scene in DemoScene.all {
                print("  " + scene.name.padding(toLength: 28, withPad: " ", startingAt: 0) + scene.title)
            }
        }
    }
}
