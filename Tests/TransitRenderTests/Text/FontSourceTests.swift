import Foundation
import Testing
@testable import TransitGraphics
import TransitTestingReporting

/// `FontSource`: text finds fonts in the source in scope, and only there. The oracle for the
/// fixture's names is fontTools, which reads its `name` table as family "Noto Color Emoji",
/// PostScript name "NotoColorEmoji".
@Suite("Font sources")
struct FontSourceTests {
    /// A folder holding only the committed emoji fixture font.
    private func folderWithFixtureFont() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transit-font-source-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: FixtureFiles.url("fonts/emoji-formats.ttf"),
            to: folder.appendingPathComponent("fixture-emoji.ttf"))
        return folder
    }

    @Test("A font looked up by name comes from the source in scope, and only while it is in scope")
    func lookupFollowsTheScope() throws {
        let folder = try folderWithFixtureFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = FontSource(folders: [folder])
        let found = FontSource.$current.withValue(source) { Font(name: "NotoColorEmoji", size: 20) }
        expectEqual(found?.familyName, "Noto Color Emoji")
        expectEqual(found?.pointSize, 20)
        let familyToo = FontSource.$current.withValue(source) { Font(name: "noto color emoji", size: 20) }
        expectEqual(familyToo?.fontName, "NotoColorEmoji")
        expectNil(FontSource.$current.withValue(.builtInOnly) { Font(name: "NotoColorEmoji", size: 20) })
        expectEqual(FontSource.current, .system)
    }

    @Test("Each source has one library; equal sources share it")
    func oneLibraryPerSource() throws {
        let folder = try folderWithFixtureFont()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = FontLibrary.library(for: FontSource(folders: [folder]))
        expectIdentical(a, FontLibrary.library(for: FontSource(folders: [folder])))
        expectNotIdentical(a, FontLibrary.library(for: .builtInOnly))
        expectEqual(a.fontFiles().map(\.lastPathComponent), ["fixture-emoji.ttf"])
        expect(FontLibrary.library(for: .builtInOnly).fontFiles().isEmpty)
    }

    @Test("The system source is fontconfig's folders, in fontconfig's order, then the bundled fonts")
    func systemFolders() throws {
        let home = FileManager.default.homeDirectoryForCurrentUser
        let bundled = try unwrap(BundledFonts.folder)
        expectEqual(FontSource.bundled.folders, [bundled])
        expectEqual(
            FontSource.system.folders.map(\.path),
            [
                "/usr/share/fonts", "/usr/local/share/fonts",
                home.appendingPathComponent(".fonts").path, home.appendingPathComponent(".local/share/fonts").path,
                bundled.path
            ])
    }
}
