import Foundation

extension CallbackTimeline {
    /// The timeline as text, one call per line: the time in seconds (right-aligned, four
    /// decimals), the object, the callback, separated by two spaces —
    /// `  0.3167  Message  viewWillAppear(true)`. The format of timeline goldens and of
    /// `transit inspect`. Transit extension.
    ///
    /// - Parameter includingLayout: `false` leaves out `viewWillLayoutSubviews` and
    ///   `viewDidLayoutSubviews` (and any callback whose name contains `LayoutSubviews`).
    public func text(includingLayout: Bool = true) -> String {
        entries.filter { includingLayout || !$0.callback.contains("LayoutSubviews") }
            .map { $0.description + "\n" }
            .joined()
    }
}

/// Checks a callback timeline, line by line, against a text golden stored beside the test file.
///
/// The golden is `__Goldens__/<TestFile>/<test>[.<name>].timeline.txt`, in the format of
/// `CallbackTimeline.text(includingLayout:)` (what `transit inspect` prints). On a mismatch the
/// failure shows a unified diff (golden → actual, three lines of context, at most 80 lines) and
/// writes the actual text to the artefacts directory as `<name>.actual.txt`. Record modes and
/// failure reporting work as for `assertTransition(of:sampling:named:tolerance:record:fileID:filePath:function:line:column:_:)`.
///
/// ```swift
/// home.present(sheet, animated: true)
/// host.runUntilIdle()
/// assertTimeline(of: host.timeline, includingLayout: false)
/// ```
/// Returns whether the timeline matched.
@MainActor @discardableResult
public func assertTimeline(
    of timeline: CallbackTimeline,
    named name: String? = nil,
    includingLayout: Bool = true,
    record: GoldenRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let context = GoldenContext(record: record, fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenLocation.url(filePath: "\(filePath)", function: "\(function)", name: name, fileExtension: "timeline.txt")
    return checkTimeline(timeline.text(includingLayout: includingLayout), golden: golden, context: context)
}

/// `assertTimeline` with the golden's location and the context resolved.
func checkTimeline(_ text: String, golden: URL, context: GoldenContext) -> Bool {
    let checker = GoldenChecker(context: context, golden: golden)
    return checker.check(actual: { Data(text.utf8) }) { expected in
        TimelineGolden.compare(expected: String(decoding: expected, as: UTF8.self), actual: text, artifacts: checker.artifacts)
    }
}

enum TimelineGolden {
    /// Diff lines shown in a failure message at most.
    static let maximumDiffLines = 80

    static func compare(expected: String, actual: String, artifacts: GoldenArtifacts) -> String? {
        let diff = UnifiedDiff.diff(expected: expected, actual: actual)
        guard !diff.isEmpty else { return nil }
        var lines = UnifiedDiff.lines(diff)
        if lines.count > maximumDiffLines {
            let more = lines.count - maximumDiffLines
            lines = Array(lines.prefix(maximumDiffLines)) + ["… \(more) more diff lines"]
        }
        return lines.joined(separator: "\n") + "\nActual: " + artifacts.write(Data(actual.utf8), suffix: "actual.txt")
    }
}
