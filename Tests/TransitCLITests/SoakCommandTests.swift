import Foundation
import Testing
import TransitTestingReporting

extension Tag {
    /// Tests that take minutes of processor time; they run when `TRANSIT_HEAVY_TESTS=1` is set
    /// (`.ci/run` sets it), and otherwise say that they were skipped and how to run them.
    @Tag static var heavy: Self
}

/// Whether the heavy tests run: `TRANSIT_HEAVY_TESTS=1 swift test --filter SoakCommandTests`.
let heavyTestsEnabled = ProcessInfo.processInfo.environment["TRANSIT_HEAVY_TESTS"] == "1"

/// The model-based soak's seeded slices, run by `transit soak` in a process of their own: they
/// step thousands of scenes, all on one main actor, so in a subprocess they run beside the other
/// tests instead of holding the test process's main actor. `transit soak` runs `Soak.soak`
/// (TransitTesting), which checks every invariant after every step — the appearance automaton,
/// the on-screen rule at rest, structure and screen, completions, stalls and leaks — and exits
/// with status 1 when one breaks. The misuse the sequences commit on purpose is refused and
/// reported: the scenes' own diagnostics are counted in the report, and what reaches standard
/// error is only an animator's misuse reported after its window has gone.
@Suite struct SoakCommandTests {
    func soak(sequences: Int, seed: UInt64, length: Int) throws -> TransitExecutable.Outcome {
        let transit = try #require(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        return try transit.run(
            ["soak", "--sequences", "\(sequences)", "--seed", "\(seed)", "--length", "\(length)"],
            in: scratch.url)
    }

    func expectClean(_ outcome: TransitExecutable.Outcome, sequences: Int, operations: Int) {
        #expect(outcome.status == 0 && !outcome.signalled, "\(outcome.standardOutput)\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        expect(lines.contains("sequences: \(sequences)"))
        expect(lines.contains("operations: \(operations)"))
        expect(lines.contains("failing sequences: 0"), "\(outcome.standardOutput)")
        // Progress goes to standard error, the results to standard output.
        let progress = outcome.errorLines.filter { $0.hasSuffix(" failing") && $0.contains(" sequences, ") }
        expectEqual(progress.last, "\(sequences)/\(sequences) sequences, \(operations) steps, 0 failing")
        expect(!outcome.standardOutput.contains(" sequences, "))
        expect(
            outcome.errorLines.filter { !progress.contains($0) }
                .allSatisfy { $0.hasPrefix("transit: [error] animation.illegalStateTransition: ") },
            "\(outcome.standardError)")
    }

    /// The first 100 sequences of the seeded slice below (a sequence's seed follows from the
    /// slice's seed and its index).
    @Test func seededSliceStartKeepsEveryInvariant() throws {
        expectClean(try soak(sequences: 100, seed: 20_261_123, length: 30), sequences: 100, operations: 3000)
    }

    /// The whole seeded slice, the swap-container tab's sequences included: children swapped by
    /// `transition(from:to:)`, reparented between containers or presented elsewhere, and
    /// current-context presentations across tab switches.
    @Test(.tags(.heavy), .enabled(if: heavyTestsEnabled, "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter SoakCommandTests"))
    func seededSliceKeepsEveryInvariant() throws {
        expectClean(try soak(sequences: 3000, seed: 20_261_123, length: 30), sequences: 3000, operations: 90000)
    }

    @Test(.tags(.heavy), .enabled(if: heavyTestsEnabled, "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter SoakCommandTests"))
    func longSequencesKeepEveryInvariant() throws {
        expectClean(try soak(sequences: 150, seed: 99, length: 120), sequences: 150, operations: 18_000)
    }
}
