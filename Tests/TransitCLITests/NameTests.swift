import Foundation
import Testing
@testable import transit
import TransitTestingReporting

/// Names on the command line: any case, and an unknown one answered with the closest names.
@Suite struct NameLookupTests {
    /// Levenshtein distances worked by hand: "kitten" → "sitting" is the textbook three edits
    /// (two substitutions and an insertion).
    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        expectEqual(NameLookup.editDistance("kitten", "sitting"), 3)
        expectEqual(NameLookup.editDistance("", "push"), 4)
        expectEqual(NameLookup.editDistance("push", "push"), 0)
        expectEqual(NameLookup.editDistance("pussh", "push"), 1)
        expectEqual(NameLookup.editDistance("cube", "cuber"), 1)
    }

    @Test func resolveIgnoresCase() {
        let names = ["fade", "push", "cube-horizontal"]
        expectEqual(NameLookup.resolve("PUSH", among: names), "push")
        expectEqual(NameLookup.resolve("Cube-Horizontal", among: names), "cube-horizontal")
        expectNil(NameLookup.resolve("pus", among: names))
    }

    @Test func suggestionsAreTheClosestNamesFirst() {
        let names = ["fade", "push", "pull-right", "cube-horizontal", "cube-vertical", "cover"]
        expectEqual(NameLookup.suggestions(for: "pussh", among: names), ["push"])
        expectEqual(NameLookup.suggestions(for: "cube", among: names), ["cube-horizontal", "cube-vertical"])
        expect(NameLookup.suggestions(for: "zzzzzzzz", among: names).isEmpty)
        expectEqual(
            NameLookup.unknown("transition", "fdae", among: names, listHint: "see 'transit list'"),
            "unknown transition 'fdae'; did you mean 'fade'? (see 'transit list' for all 6)")
    }
}

/// The commands as a user types them: names in any case, "did you mean" for a typo, the benches
/// listed, one scale range, and a spring entry's `--duration` refused.
@Suite struct CommandNameTests {
    func run(_ arguments: [String]) throws -> TransitExecutable.Outcome {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        return try transit.run(arguments, in: scratch.url)
    }

    @Test(arguments: [
        (["render", "pussh", "-o", "x.gif"], "did you mean 'push'?"),
        (["rendr", "fade", "-o", "x.gif"], "unknown command 'rendr'; did you mean 'render'?"),
        // `bench list` lists the 8 benches, not itself.
        (["bench", "engin"], "unknown bench subcommand 'engin'; did you mean 'engine'? (see 'transit bench list' for all 8)"),
        (["bench", "qqqqqqq"], "unknown bench subcommand 'qqqqqqq'; see 'transit bench list' for the 8 names"),
        (["inspect", "container-no-animaton"], "did you mean 'container-no-animation'"),
        (["live", "cube-horizontl"], "did you mean 'cube-horizontal'?"),
        (
            ["render", "fade", "--device", "iphone-16-prp", "-o", "x.gif"],
            "unknown device 'iphone-16-prp'; did you mean 'iphone-16-pro'"
        ),
        (["demo", "--device", "ipone-se"], "did you mean 'iphone-se'")
    ])
    func aTypoGetsTheClosestNames(arguments: [String], expected: String) throws {
        let outcome = try run(arguments)
        expectEqual(outcome.status, 64)
        expectEqual(outcome.errorLines.count, 1)
        expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        expectLessThan(outcome.standardError.count, 200, "one short line, not the whole list")
    }

    @Test func namesIgnoreCase() throws {
        let outcome = try run(["RENDER", "Fade", "--progress", "0.5", "--size", "20x20", "--scale", "1", "-o", "half.png"])
        expectEqual(outcome.status, 0, "\(outcome.standardError)")
        expect(outcome.standardOutput.hasPrefix("Wrote half.png"))
        let inspect = try run(["inspect", "Container-No-Animation"])
        expectEqual(inspect.status, 0, "\(inspect.standardError)")
        expect(inspect.standardOutput.hasPrefix("container-no-animation: "))
    }

    /// `--device` in any case: the frame takes the device's size (iPhone SE: 375 × 667 pt, here
    /// at a quarter of a pixel per point), and `--landscape` turns it.
    @Test func aDeviceGivesTheScreenItsSize() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (arguments, size) in [(["--device", "IPHONE-SE"], (94, 167)), (["--device", "iPhone-SE", "--landscape"], (167, 94))] {
            let outcome = try transit.run(
                ["render", "fade", "--progress", "0.5", "--scale", "0.25", "-o", "f.png"] + arguments,
                in: scratch.url)
            expectEqual(outcome.status, 0, "\(outcome.standardError)")
            let png = try Data(contentsOf: scratch.url.appendingPathComponent("f.png"))
            // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            expectEqual(width, size.0, "\(arguments)")
            expectEqual(height, size.1, "\(arguments)")
        }
    }

    @Test func benchListNamesEveryBench() throws {
        let outcome = try run(["bench", "list"])
        expectEqual(outcome.status, 0)
        let names = outcome.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        expectEqual(names, ["engine", "render", "text", "codecs", "views", "dynamics", "constraints", "live"])
    }

    /// Every drawing command takes the same scales, 0.25 to 4, and refuses the same ones.
    @Test(arguments: [["render", "fade", "-o", "x.gif"], ["demo"], ["gallery", "-o", "g"], ["live", "push"]])
    func everyCommandSharesOneScaleRange(command: [String]) throws {
        for scale in ["0.2", "4.5"] {
            let outcome = try run(command + ["--scale", scale])
            expectEqual(outcome.status, 64)
            expectEqual(outcome.errorLines.count, 1)
            expect(outcome.standardError.hasPrefix("Error: --scale must be between 0.25 and 4"), "\(command) --scale \(scale)")
        }
    }

    /// A spring's stiffness and damping fix how long it takes, so `--duration` cannot be honoured
    /// for the two spring entries: it is refused, with the reason; timed entries accept it.
    @Test func durationIsRefusedForSpringEntries() throws {
        for name in ["push", "slide"] {
            let outcome = try run(["render", name, "--duration", "2", "-o", "x.gif"])
            expectEqual(outcome.status, 64)
            expect(outcome.standardError.contains("--duration: '\(name)' runs on a spring"), "\(outcome.standardError)")
        }
        let timed = try run([
            "render", "fade", "--duration", "0.1", "--fps", "10", "--size", "20x20", "--scale", "1", "-o", "f.gif"
        ])
        expectEqual(timed.status, 0, "\(timed.standardError)")
    }
}
