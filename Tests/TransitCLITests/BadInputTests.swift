import Foundation
import Testing
import TransitTestingReporting

/// Every subcommand, given bad input, ends with a non-zero exit status (64 for a bad argument, 1
/// for an input found unusable while running), writes exactly one line — `Error: …` naming the
/// argument — on standard error and nothing on standard output, and is never killed by a signal.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        /// Text the error line must contain: the argument it is about.
        let names: String
        let status: Int32
        init(_ arguments: [String], names: String, status: Int32 = 64) {
            self.arguments = arguments
            self.names = names
            self.status = status
        }
        var testDescription: String { "transit " + arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // render
        Case(["render", "fade", "--fps", "-1", "-o", "out.gif"], names: "--fps"),
        Case(["render", "fade", "--fps", "0", "-o", "out.gif"], names: "--fps"),
        Case(["render", "fade", "--fps", "many", "-o", "out.gif"], names: "--fps"),
        Case(["render", "fade", "--scale", "-2", "-o", "out.gif"], names: "--scale"),
        Case(["render", "fade", "--duration", "-0.5", "-o", "out.gif"], names: "--duration"),
        Case(["render", "fade", "--progress", "-0.1", "-o", "out.png"], names: "--progress"),
        Case(["render", "fade", "--progress", "0.5", "-o", "out.gif"], names: "--progress"),
        Case(["render", "fade", "--size", "-390x844", "-o", "out.gif"], names: "--size"),
        Case(["render", "fade", "--size", "4096x4096", "--scale", "4", "-o", "out.gif"], names: "--size"),
        // 8602 × 8602 px: over the encoders' limit, refused before rendering, in the encoders' words.
        Case(
            ["render", "fade", "--size", "4096x4096", "--scale", "2.1", "-o", "out.apng"],
            names: "a 8602×8602 canvas is over the limit of 2²⁶ = 67108864 pixels (8192×8192)"),
        Case(["render", "fade", "--size", "4096x1", "--scale", "0.25", "-o", "out.gif"], names: "--size"),
        Case(["render", "fade", "--duration", "nan", "-o", "out.gif"], names: "--duration"),
        Case(["render", "fade", "-o", ""], names: "--output"),
        Case(["render", "fade", "--from", "shots", "-o", "out.gif"], names: "--from"),
        Case(["render", "fade", "--to", "missing.png", "-o", "out.gif"], names: "--to"),
        Case(["render", "fade", "--from", "fake.png", "-o", "out.gif"], names: "--from", status: 1),
        Case(["render", "fade", "-o", "/dev/null"], names: "--output"),
        Case(["render", "fade", "-o", "notes.txt/out.gif"], names: "--output"),
        Case(["render", "fade", "-o", "no/such/folder/out.gif"], names: "--output"),
        Case(["render", "fade", "-o", "shots"], names: "--output"),
        Case(["render", "fade", "-o", "out.txt"], names: "--output"),
        Case(["render", "fade"], names: "--output"),
        Case(["render", "nope", "-o", "out.gif"], names: "nope"),
        Case(
            ["render", "fade", "--appearance", "drak", "-o", "out.gif"],
            names: "--appearance must be light or dark, not 'drak'; did you mean 'dark'?"),
        // live (checked before any window opens, so no SDL or display is needed)
        Case(["live", "--scale", "9"], names: "--scale"),
        Case(["live", "push", "--size", "0x10"], names: "--size"),
        Case(["live", "push", "--frames", "0"], names: "--frames"),
        Case(["live", "no-such-scene"], names: "no-such-scene"),
        // demo
        Case(["demo", "--fps", "-1"], names: "--fps"),
        Case(["demo", "--scale", "9"], names: "--scale"),
        Case(["demo", "--format", "webp"], names: "--format"),
        Case(["demo", "-o", "notes.txt"], names: "--output"),
        Case(["demo", "-o", "notes.txt/demo"], names: "--output"),
        Case(["demo", "--only", "no-such-scene"], names: "--only"),
        Case(["demo", "--appearance", "ligth"], names: "did you mean 'light'?"),
        Case(["demo", "--fonts", "bundeld"], names: "did you mean 'bundled'?"),
        // gallery
        Case(["gallery"], names: "--output"),
        Case(["gallery", "-o", ""], names: "--output"),
        Case(["gallery", "-o", "notes.txt"], names: "--output"),
        Case(["gallery", "-o", "g", "--size", "8x8"], names: "--size"),
        Case(["gallery", "-o", "g", "--size", "wide"], names: "--size"),
        Case(["gallery", "-o", "g", "--scale", "9"], names: "--scale"),
        Case(["gallery", "-o", "g", "--fps", "0"], names: "--fps"),
        Case(["gallery", "-o", "g", "--only", "no-such-entry"], names: "--only"),
        // devices, on every command that draws a screen
        Case(["gallery", "-o", "g", "--device", "pixel-9"], names: "pixel-9"),
        Case(["demo", "--landscape"], names: "--landscape"),
        Case(["live", "push", "--device", "nokia"], names: "nokia"),
        Case(["render", "fade", "--device", "", "-o", "out.gif"], names: "device"),
        // appearances
        Case(["gallery", "-o", "g", "--appearance", "sepia"], names: "--appearance"),
        // list, inspect, curves
        Case(["list", "--bogus"], names: "--bogus"),
        Case(["inspect"], names: "<scene>"),
        Case(["inspect", "no-such-scene"], names: "no-such-scene"),
        Case(["curves", "--interval", "1e-7"], names: "--interval"),
        Case(["curves", "--interval", "-1"], names: "--interval"),
        Case(["curves", "--duration", "-1"], names: "--duration"),
        // bench
        Case(["bench", "engine", "--animations", "-5"], names: "--animations"),
        Case(["bench", "engine", "--runs", "0"], names: "--runs"),
        Case(["bench", "render", "--frames", "-1"], names: "--frames"),
        Case(["bench", "render", "--scene", "cube"], names: "--scene"),
        Case(["bench", "render", "--threads", "0"], names: "--threads"),
        Case(["bench", "render", "--png", "/dev/null"], names: "--png"),
        Case(["bench", "render", "--reference", "/nonexistent/cairo.png"], names: "--reference"),
        Case(["bench", "codecs", "--frames", "1"], names: "--frames"),
        Case(["bench", "codecs", "--out", "notes.txt"], names: "--out"),
        Case(["bench", "views", "--views", "-1"], names: "--views"),
        Case(["bench", "constraints", "--views", "1"], names: "--views"),
        Case(["bench", "constraints", "--runs", "0"], names: "--runs"),
        Case(["bench", "live", "--frames", "0"], names: "--frames"),
        Case(["bench", "live", "--entries", "no-such-entry"], names: "no-such-entry"),
        Case(["bench", "nope"], names: "nope"),
        // soak
        Case(["soak", "--sequences", "-5"], names: "--sequences"),
        Case(["soak", "--sequences", "0"], names: "--sequences"),
        Case(["soak", "--length", "5000"], names: "--length"),
        Case(["soak", "--seed", "-1"], names: "--seed"),
        Case(["frobnicate"], names: "frobnicate")
    ]

    @Test(arguments: cases)
    func badInputGetsOneLineAndAnExitStatus(_ input: Case) throws {
        let transit = try unwrap(TransitExecutable.locate(), "the transit executable is built next to the tests")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Data("notes".utf8).write(to: scratch.url.appendingPathComponent("notes.txt"))
        try Data("not a PNG".utf8).write(to: scratch.url.appendingPathComponent("fake.png"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("shots"), withIntermediateDirectories: false)

        let outcome = try transit.run(input.arguments, in: scratch.url)

        expect(!outcome.signalled)
        expectEqual(outcome.status, input.status)
        expectEqual(outcome.errorLines.count, 1, "\(outcome.standardError)")
        let line = String(outcome.errorLines.first ?? "")
        expect(line.hasPrefix("Error: "))
        expect(line.contains(input.names), "\(line)")
        expect(outcome.standardOutput.isEmpty)
        // Nothing was written where the command was refused.
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { !$0.hasPrefix(".") }
        expectEqual(Set(left), ["notes.txt", "fake.png", "shots"])
    }
}
