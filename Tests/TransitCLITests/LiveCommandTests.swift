import Foundation
import Testing
import TransitTestingReporting

/// `transit live` on a machine with no display: one line saying what to install or set, exit
/// status 1, nothing on standard output.
@Suite struct LiveCommandTests {
    @Test func withoutADisplayOneLineNamesWhatIsMissing() throws {
        let transit = try unwrap(TransitExecutable.locate(), "the transit executable is built next to the tests")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }

        let outcome = try transit.run(["live", "push"], in: scratch.url, environment: environment)

        expect(!outcome.signalled)
        expectEqual(outcome.status, 1)
        expectEqual(outcome.errorLines.count, 1, "\(outcome.standardError)")
        let line = String(outcome.errorLines.first ?? "")
        expect(line.hasPrefix("Error: "))
        // Without SDL2 the line names its Debian package; with it, the missing display.
        expect(line.contains("DISPLAY") || line.contains("libsdl2-2.0-0"), "\(line)")
        expect(outcome.standardOutput.isEmpty)
    }
}
