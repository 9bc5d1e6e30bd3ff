import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// Timeline goldens: the text format, the unified diff (checked against diff -u by hand), and
/// the golden cycle on a temporary folder.
@MainActor
@Suite struct AssertTimelineTests {
    @Test func theTextFormatIsOneCallPerLine() {
        let timeline = CallbackTimeline()
        timeline.now = 0.25
        timeline.record("Home", "viewWillDisappear(true)")
        timeline.record("Home", "viewWillLayoutSubviews()")
        timeline.now = 12.5
        timeline.record("SlideUp", "animationEnded(true)")
        expectEqual(
            timeline.text(),
            "  0.2500  Home  viewWillDisappear(true)\n  0.2500  Home  viewWillLayoutSubviews()\n"
                + " 12.5000  SlideUp  animationEnded(true)\n")
        expectEqual(
            timeline.text(includingLayout: false),
            "  0.2500  Home  viewWillDisappear(true)\n"
                + " 12.5000  SlideUp  animationEnded(true)\n")
        expectEqual(CallbackTimeline().text(), "")
    }

    @Test func unifiedDiffMatchesDiffU() {
        // What GNU diffutils' diff -u prints for these two texts (headers aside): seven unchanged
        // lines between the changes are more than twice the context, so two hunks.
        let a = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[1] = "line two"
        lines.remove(at: 9)
        let b = lines.joined(separator: "\n") + "\n"
        expectEqual(
            UnifiedDiff.diff(expected: a, actual: b),
            """
            --- golden
            +++ actual
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -7,6 +7,5 @@
             line 7
             line 8
             line 9
            -line 10
             line 11
             line 12

            """)
        expectEqual(UnifiedDiff.diff(expected: "a\nb\n", actual: "a\nb\n"), "")
        expectEqual(UnifiedDiff.diff(expected: "", actual: "x\n"), "--- golden\n+++ actual\n@@ -0,0 +1 @@\n+x\n")
        // Changes far apart make two hunks.
        let far = (1...20).map { "\($0)" }
        var changed = far
        changed[0] = "one"; changed[19] = "twenty"
        let diff = UnifiedDiff.diff(expected: far.joined(separator: "\n"), actual: changed.joined(separator: "\n"))
        expectEqual(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
    }

    @Test func aChangedCallFailsWithADiffAndTheActualText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("__Goldens__/SceneTests/scene.timeline.txt")
        let log = FailureLog()
        func check(_ text: String) -> Bool {
            withGoldenTesting(reporter: log.reporter, artifactsDirectory: folder.appendingPathComponent("artifacts")) {
                checkTimeline(
                    text, golden: golden,
                    context: GoldenContext(
                        record: nil, fileID: #fileID, filePath: #filePath,
                        line: #line, column: #column, environment: [:]))
            }
        }
        let host = GoldenScene.host(), scene = GoldenScene()
        scene.start(on: host)
        host.runUntilIdle()
        let text = host.timeline.text(includingLayout: false)
        expect(text.contains("  0.0333  SlideUp  animateTransition(using:)\n"))
        expect(!check(text))  // recorded
        expect(check(text))
        let swapped = text.replacingOccurrences(of: "viewWillAppear(true)", with: "viewWillAppear(false)")
        expect(!check(swapped))
        let message = try unwrap(log.messages.last)
        expect(message.contains("-  0.0333  Sheet  viewWillAppear(true)\n+  0.0333  Sheet  viewWillAppear(false)"))
        let actual = folder.appendingPathComponent("artifacts/SceneTests/scene.actual.txt")
        expectEqual(try String(contentsOf: actual, encoding: .utf8), swapped)
    }
}
