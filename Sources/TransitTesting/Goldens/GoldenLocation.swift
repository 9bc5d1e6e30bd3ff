import Foundation

/// Where goldens live: beside the test file, in `__Goldens__/<TestFile>/<test>[.<name>].<ext>`.
///
/// `<TestFile>` is the test file's name without `.swift`; `<test>` is the test function's name
/// without its parameter list; `<name>` is the assertion's `named:` argument, needed when one
/// test makes several assertions of the same kind. Characters other than letters, digits, `-`,
/// `_` and `.` become `-`.
public enum GoldenLocation {
    /// The folder name goldens are kept in, beside the test files.
    public static let folderName = "__Goldens__"

    /// The golden file for an assertion in `filePath`, in `function`, with an optional `name`.
    public static func url(filePath: String, function: String, name: String?, fileExtension: String) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = testFile.deletingLastPathComponent()
            .appendingPathComponent(folderName, isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        return folder.appendingPathComponent(fileName(function: function, name: name, fileExtension: fileExtension))
    }

    /// `<test>[.<name>].<ext>`.
    public static func fileName(function: String, name: String?, fileExtension: String) -> String {
        var base = testName(function)
        if let name, !name.isEmpty { base += "." + sanitized(name) }
        return base + "." + fileExtension
    }

    /// `function` without its parameter list and sanitized: `sheetRises()` → `sheetRises`.
    public static func testName(_ function: String) -> String {
        let bare = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        return sanitized(bare.isEmpty ? "golden" : bare)
    }

    static func sanitized(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                let ok =
                    (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || "-_.".unicodeScalars.contains(scalar)
                return ok ? Character(scalar) : "-"
            })
    }
}
