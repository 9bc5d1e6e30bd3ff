import ArgumentParser
import Transit

@main
struct TransitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit",
        abstract: "View-controller transitions in portable Swift: render, inspect and measure them.",
        version: TransitVersion.string,
        subcommands: [DemoCommand.self, RenderCommand.self, ListCommand.self, InspectCommand.self, CurvesCommand.self, BenchCommand.self, SoakCommand.self]
    )
}
