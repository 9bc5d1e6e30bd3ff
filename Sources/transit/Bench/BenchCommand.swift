import ArgumentParser

/// `transit bench`: performance figures of the engine and the renderer. Each area adds its
/// subcommand as one file (`Bench<Area>Command.swift`) and one entry in `subcommands` below.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the animation engine, the renderer and the constraint solver (use a release build).",
        subcommands: [
            BenchEngineCommand.self,
            BenchRenderCommand.self,
            BenchTextCommand.self,
            BenchCodecsCommand.self,
            BenchViewsCommand.self,
            BenchDynamicsCommand.self,
            BenchConstraintsCommand.self,
        ]
    )
}
