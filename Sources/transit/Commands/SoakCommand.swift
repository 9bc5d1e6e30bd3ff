import ArgumentParser
import Foundation
import TransitTesting

/// `transit soak`: the model-based random soak of the transition system, for long runs.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run seeded random sequences of transitions and check every invariant after every step.",
        discussion: """
            Each sequence builds a scene (a tab bar controller holding a navigation controller, a \
            custom container, a plain controller and a container that swaps its children with \
            transition(from:to:)) and runs random steps on it: pushes, pops, presentations in every \
            style (current-context ones over the tabs' contexts), a controller presented again \
            right behind its own dismissal, dismissals, tab and container selections, swaps in \
            shown and hidden tabs, edge swipes left down while other work runs, vertical drags of \
            sheets, rotations at any moment of them, clock jumps, root swaps, property animators \
            started, paused, reversed, scrubbed, stopped and finished, tab replacements, and steps \
            issued from inside appearance and containment callbacks. After every step and at rest \
            it checks containment, appearance, structure, geometry (every view that shows \
            something has the size the window gives it), completions, stalls and leaks. Prints \
            its progress on standard error and, on standard output, the counts, the violations \
            by invariant and \
            one shrunk reproduction per distinct failure; exits with status 1 when any invariant \
            broke. The same seed replays the same sequences on every machine.
            """
    )

    @Option(parsing: .unconditional, help: "How many sequences to run (1...10000000).")
    var sequences = 1000

    @Option(
        parsing: .unconditional, help: "The seed of the first sequence, 0...18446744073709551615 (the others follow from it).")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Steps per sequence (1...1000).")
    var length = 30

    @Flag(help: "Print the reproductions without shrinking them first.")
    var noShrink = false

    func validate() throws {
        guard (1...10_000_000).contains(sequences) else {
            throw ValidationError("--sequences \(sequences) is out of range; use 1...10000000")
        }
        guard (1...1000).contains(length) else {
            throw ValidationError("--length \(length) is out of range; use 1...1000")
        }
    }

    func run() throws {
        let failed = MainActor.assumeIsolated { soak() }
        if failed { throw ExitCode(1) }
    }

    @MainActor
    private func soak() -> Bool {
        let every = max(1, sequences / 20)
        let report = Soak.soak(sequences: sequences, seed: seed, length: length, shrink: !noShrink) { done, report in
            guard done % every == 0 || done == sequences else { return }
            let line = "\(done)/\(sequences) sequences, \(report.operations) steps, \(report.failingSequences) failing\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        print("sequences: \(report.sequences)")
        print("operations: \(report.operations)")
        print("failing sequences: \(report.failingSequences)")
        for (invariant, count) in report.violationsByInvariant.sorted(by: { $0.key < $1.key }) {
            print("  \(invariant): \(count)")
        }
        print("diagnostics raised (misuse refused and reported):")
        for (code, count) in report.diagnosticsByCode.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("  \(code): \(count)")
        }
        for reproduction in report.reproductions {
            print("")
            print("\(reproduction.violation.invariant) (from seed \(reproduction.seed)): \(reproduction.violation.detail)")
            for (index, operation) in reproduction.operations.enumerated() {
                print("  \(index + 1). \(operation)")
            }
        }
        return report.failingSequences > 0
    }
}
