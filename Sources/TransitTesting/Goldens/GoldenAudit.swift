import Foundation

/// Finds goldens that no test uses any more.
///
/// A golden `__Goldens__/<TestFile>/<test>[.<name>].<ext>` is in use when `<TestFile>.swift` sits
/// beside the `__Goldens__` folder, declares `func <test>(`, and — for a named golden — contains
/// the name as a string literal (`"<name>"`). The check reads the sources and runs nothing, so
/// it can run as a test of its own:
///
/// ```swift
/// @Test func everyGoldenIsUsed() throws {
///     let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///     #expect(try GoldenAudit.unusedGoldens(under: tests).isEmpty)
/// }
/// ```
///
/// Renamed tests, deleted tests and renamed `named:` arguments all leave goldens behind; this
/// lists them so they can be deleted. A name built at run time (interpolated) cannot be seen and
/// is reported unused.
public enum GoldenAudit {
    /// The golden files under `directory` (searched recursively) that no test uses, sorted by path.
    public static func unusedGoldens(under directory: URL) throws -> [URL] {
        var unused: [URL] = []
        for folder in try goldenFolders(under: directory) {
            let tests = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            for testFolder in tests where isDirectory(testFolder) {
                let source = folder.deletingLastPathComponent()
                    .appendingPathComponent(testFolder.lastPathComponent + ".swift")
                let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
                let goldens = try FileManager.default.contentsOfDirectory(at: testFolder, includingPropertiesForKeys: nil)
                for golden in goldens where !isDirectory(golden) && !golden.lastPathComponent.hasPrefix(".") {
                    if !isUsed(golden.lastPathComponent, by: text) { unused.append(golden) }
                }
            }
        }
        return unused.sorted { $0.path < $1.path }
    }

    /// Whether a golden named `fileName` is used by the test source `text`.
    static func isUsed(_ fileName: String, by text: String) -> Bool {
        var stem = fileName
        for suffix in [".timeline.txt", ".apng"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        if stem == fileName, let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        var parts = stem.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let test = parts.removeFirst()
        guard text.contains("func \(test)(") else { return false }
        guard !parts.isEmpty else { return true }
        return text.contains("\"\(parts.joined(separator: "."))\"")
    }

    private static func goldenFolders(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var folders: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == GoldenLocation.folderName && isDirectory(url) {
            folders.append(url)
            walker.skipDescendants()
        }
        return folders.sorted { $0.path < $1.path }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
