import ArgumentParser
import Foundation

/// `transit bench`: performance figures of the engine and the renderer. Each area adds its
/// subcommand as one file (`Bench<Area>Command.swift`) and one entry in `subcommands` below.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the animation engine, the renderer and the constraint solver (use a release build).",
        subcommands: [
            BenchListCommand.self,
            BenchEngineCommand.self,
            BenchRenderCommand.self,
            BenchTextCommand.self,
            BenchCodecsCommand.self,
            BenchViewsCommand.self,
            BenchDynamicsCommand.self,
            BenchConstraintsCommand.self,
            BenchLiveCommand.self
        ]
    )
}

/// `transit bench list`: the benches, one a line with what each measures.
struct BenchListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the benches and what each measures.")

    func run() throws {
        for bench in BenchCommand.configuration.subcommands
        where ObjectIdentifier(bench) != ObjectIdentifier(BenchListCommand.self) {
            let name = CommandNames.name(of: bench)
            print(name.padding(toLength: 13, withPad: " ", startingAt: 0) + bench.configuration.abstract)
        }
    }
}
