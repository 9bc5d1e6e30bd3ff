import ArgumentParser
import Foundation
import Testing
@testable import transit
import TransitTestingReporting

/// The README's command lines, checked against the tool: each `transit …` line of its shell blocks
/// and each inline `transit …` command names real subcommands, spelled as declared, and the full
/// lines parse and pass the commands' checks (names of transitions and scenes included), so a
/// renamed command, option or entry fails here rather than in a reader's terminal.
@MainActor
@Suite struct ReadmeCommandTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The arguments after `transit` on each line of the README's `sh` blocks that runs it.
    static var shellCommands: [[String]] {
        var commands: [[String]] = [], inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inShell = line == "```sh"; continue }
            guard inShell, let range = line.range(of: "transit ") else { continue }
            let command = line[range.upperBound...].prefix { $0 != "#" }
            commands.append(command.split(separator: " ").map(String.init))
        }
        return commands
    }

    /// The subcommand words of each inline `` `transit …` `` span of the prose.
    static var inlineCommands: [[String]] {
        var prose: [Substring] = [], inBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            if !inBlock { prose.append(line) }
        }
        let spans = prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("transit ") }.map(\.element)
        return spans.map { span in
            span.dropFirst("transit ".count).split(separator: " ").map(String.init).prefix {
                !$0.hasPrefix("-") && !$0.hasPrefix("<")
            }
        }
    }

    @Test func theReadmeHasCommandsToCheck() {
        expectGreaterThanOrEqual(Self.shellCommands.count, 10)
        expectGreaterThanOrEqual(Self.inlineCommands.count, 5)
    }

    @Test func everyInlineCommandNamesRealSubcommands() throws {
        for words in Self.inlineCommands {
            let normalized = try CommandNames.normalize(words, root: TransitCommand.self).get()
            expectEqual(normalized, words, "`transit \(words.joined(separator: " "))` is not spelled as the tool spells it")
        }
    }

    /// Each shell line parses and validates as written; its input files are stood in for by
    /// empty scratch files (their contents are read only when the command runs), its outputs
    /// moved into the scratch folder.
    @Test func everyShellCommandParsesAndValidates() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for words in Self.shellCommands {
            let normalized = try CommandNames.normalize(words, root: TransitCommand.self).get()
            expectEqual(normalized, words, "`transit \(words.joined(separator: " "))` is not spelled as the tool spells it")
            var arguments = words
            for index in arguments.indices.dropFirst() where ["--from", "--to"].contains(arguments[index - 1]) {
                let path = scratch.path(arguments[index])
                _ = FileManager.default.createFile(atPath: path, contents: Data())
                arguments[index] = path
            }
            for index in arguments.indices.dropFirst() where ["-o", "--output"].contains(arguments[index - 1]) {
                arguments[index] = scratch.path(arguments[index])
            }
            do {
                _ = try TransitCommand.parseAsRoot(arguments)
            } catch {  // `--version` and `--help` end the parse cleanly
                expectEqual(
                    TransitCommand.exitCode(for: error), .success,
                    "transit \(words.joined(separator: " ")): \(TransitCommand.message(for: error))")
            }
            // `inspect` looks its scene up when it runs.
            if words.first == "inspect", words.count > 1 {
                expect(InspectCommand.sceneNames.contains(words[1]), "no scene named \(words[1])")
            }
        }
    }
}
