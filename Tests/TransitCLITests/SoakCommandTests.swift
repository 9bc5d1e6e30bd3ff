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
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        return try transit.run(
            ["soak", "--sequences", "\(sequences)", "--seed", "\(seed)", "--length", "\(length)"],
            in: scratch.url)
    }

    func expectClean(_ outcome: TransitExecutable.Outcome, sequences: Int, operations: Int) {
        expectEqual(outcome.status, 0, "\(outcome.standardOutput)\(outcome.standardError)")
        expect(!outcome.signalled, "\(outcome.standardOutput)\(outcome.standardError)")
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

    /// The diagnostics a slice raised, by code, from the report's "diagnostics raised" lines.
    func diagnostics(_ outcome: TransitExecutable.Outcome) -> [String: Int] {
        let lines = outcome.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("diagnostics raised") }.dropFirst()
        var counts: [String: Int] = [:]
        for line in lines.prefix(while: { $0.hasPrefix("  ") }) {
            let parts = line.split(separator: ":")
            if parts.count == 2, let count = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                counts[parts[0].trimmingCharacters(in: .whitespaces)] = count
            }
        }
        return counts
    }

    /// The heavy slice below runs in parts that start from shifted seeds; this checks the shift on
    /// a short slice. Sequences are independent and the report's diagnostic counts add up over
    /// them, so a slice of 24 sequences raises exactly what its first 12 raise plus what the 12
    /// run from the seed of its sequence 12 raise (oracle: that sum).
    @Test func aSliceStartingAtASequencesSeedRunsTheRestOfTheSlice() throws {
        let seed: UInt64 = 20_261_123
        let whole = diagnostics(try soak(sequences: 24, seed: seed, length: 30))
        let head = diagnostics(try soak(sequences: 12, seed: seed, length: 30))
        let tail = diagnostics(try soak(sequences: 12, seed: seed &+ 12 &* 0x9E37_79B9, length: 30))
        expect(!whole.isEmpty, "the slice raises diagnostics to compare")
        expectEqual(whole, head.merging(tail, uniquingKeysWith: +))
    }

    /// The whole seeded slice, the swap-container tab's sequences included: children swapped by
    /// `transition(from:to:)`, reparented between containers or presented elsewhere, and
    /// current-context presentations across tab switches.
    ///
    /// Its 3,000 sequences run as four parts of 750, each in a `transit soak` process of its own,
    /// so that both cores can work on the slice. `Soak.soak` seeds sequence `i` of a slice with
    /// `seed &+ i &* 0x9E37_79B9`, so the part that starts at sequence `first` is the slice run
    /// from the seed `seed &+ first &* 0x9E37_79B9`: the four parts are the slice's sequences, each
    /// once, the same as one process running all 3,000.
    @Test(
        .tags(.heavy), .enabled(if: heavyTestsEnabled, "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter SoakCommandTests"),
        arguments: [0, 750, 1500, 2250])
    func seededSliceKeepsEveryInvariant(first: Int) throws {
        let seed: UInt64 = 20_261_123 &+ UInt64(first) &* 0x9E37_79B9
        expectClean(try soak(sequences: 750, seed: seed, length: 30), sequences: 750, operations: 22_500)
    }

    @Test(.tags(.heavy), .enabled(if: heavyTestsEnabled, "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter SoakCommandTests"))
    func longSequencesKeepEveryInvariant() throws {
        expectClean(try soak(sequences: 150, seed: 99, length: 120), sequences: 150, operations: 18_000)
    }
}
