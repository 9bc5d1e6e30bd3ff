import ArgumentParser
import Foundation
import Transit

@main
struct TransitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit",
        abstract: "View-controller transitions in portable Swift: render, inspect and measure them.",
        version: TransitVersion.string,
        subcommands: [
            DemoCommand.self, LiveCommand.self, RenderCommand.self, ListCommand.self, GalleryCommand.self, InspectCommand.self,
            CurvesCommand.self, BenchCommand.self, SoakCommand.self
        ]
    )

    /// Parses and runs the command. Help and `--version` print as usual; any other failure (a
    /// bad argument, an unreadable input, an unwritable output) prints one line,
    /// `Error: <what is wrong and what to give instead>`, on standard error and exits with a
    /// non-zero status: 64 for bad arguments, 1 for failures while running.
    static func main() {
        do {
            let arguments = try CommandNames.normalize(Array(CommandLine.arguments.dropFirst()), root: Self.self).get()
            var command = try parseAsRoot(arguments)
            BundledFontsCheck.check(command)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            // A command that already said why it failed (a soak that found violations) exits
            // with its status and no further line.
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
