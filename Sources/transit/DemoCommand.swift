import ArgumentParser
import Foundation
import Transit

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the seed scenes headless."
    )

    func run() throws {
        print("Transit \(TransitVersion.string)")
    }
}
