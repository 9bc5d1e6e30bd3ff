import Testing
@testable import transit
import TransitTestingReporting

/// The progress bar redraws one line in place on a terminal and writes plain lines elsewhere.
@Suite struct ProgressBarTests {
    @Test func onATerminalItRedrawsInPlace() {
        var bar = ProgressBar(total: 60, isTerminal: true)
        expectEqual(bar.text(for: 0), "\r[------------------------------] 0/60 frames")
        expectEqual(bar.text(for: 30), "\r[###############---------------] 30/60 frames")
        expectEqual(bar.text(for: 60), "\r[##############################] 60/60 frames")
    }

    @Test func offATerminalItWritesALinePerQuarter() {
        var bar = ProgressBar(total: 10, isTerminal: false)
        let lines = (0...12).compactMap { bar.text(for: $0) }
        expectEqual(lines, ["3/10 frames (25 %)\n", "5/10 frames (50 %)\n", "8/10 frames (75 %)\n", "10/10 frames (100 %)\n"])
        expect(!lines.joined().contains("\r"))
    }
}
