import Foundation
import Testing
import TransitTestingReporting

/// The tutorial "Building a notes app" shows its code file by file, step by step. Its last steps
/// are, character for character, the sources this folder compiles and tests (`NotesApp.swift`,
/// `NotesAppTests.swift`), and each earlier step only leaves lines out of the step after it, so
/// what a reader types at any step is on its way to code that builds and passes.
@Suite struct TutorialStepsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let steps = root.appendingPathComponent("Sources/Transit/Transit.docc/Resources/Tutorial")
    private static let compiled = root.appendingPathComponent("Tests/TransitTestingTests/Tutorial")

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Whether `lines` appear in `whole` in the same order, others allowed between them.
    private func isSubsequence(_ lines: [Substring], of whole: [Substring]) -> Bool {
        var index = whole.startIndex
        for line in lines {
            guard let found = whole[index...].firstIndex(of: line) else { return false }
            index = found + 1
        }
        return true
    }

    @Test(arguments: [("notes", 6, "NotesApp.swift"), ("notes-tests", 3, "NotesAppTests.swift")])
    func eachStepLeadsToTheCompiledFile(prefix: String, count: Int, source: String) throws {
        let files = try (1...count).map {
            try read(Self.steps.appendingPathComponent(String(format: "%@-%02d.swift", prefix, $0)))
        }
        expectEqual(files.last, (try read(Self.compiled.appendingPathComponent(source))))
        for (earlier, later) in zip(files, files.dropFirst()) {
            let a = earlier.split(separator: "\n", omittingEmptySubsequences: false)
            let b = later.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(a.count < b.count && isSubsequence(a, of: b))
        }
    }

    @Test func theTutorialNamesEveryStepFile() throws {
        let tutorial = try read(
            Self.root.appendingPathComponent("Sources/Transit/Transit.docc/Tutorials/BuildingANotesApp.tutorial"))
        let named = tutorial.components(separatedBy: "file: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.steps.path).filter { $0.hasSuffix(".swift") }
        expectEqual(named.map(String.init).sorted(), present.sorted())
    }
}
