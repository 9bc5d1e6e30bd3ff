import Foundation

/// The fonts that ship with Transit, so the default output draws the scripts its scenes use on a
/// machine with no fonts installed: Inter (regular, medium, semibold and bold; Latin, Greek and
/// Cyrillic) and subsets of Noto Sans CJK Regular and Bold in its Japanese (kana and the 2,965 kanji of
/// JIS X 0208 level 1), Korean (the 2,350 Hangul syllables of KS X 1001) and simplified Chinese
/// (the 3,755 hanzi of GB 2312 level 1) faces, and a subset of Noto Color Emoji's colour bitmaps
/// (the Smileys block U+1F600–U+1F64F, the five skin-tone modifiers, and the emoji the
/// repository's scenes, tests and README use, with the skin-tone, family and flag sequences they
/// form), found by `FontLibrary.colorEmojiFace()` when no full emoji font is installed. All are
/// under the SIL Open Font License 1.1; the licences ship beside the files.
/// `Scripts/subset-fonts.py` derives the subsets from Debian's fonts-inter, fonts-noto-cjk and
/// fonts-noto-color-emoji packages.
///
/// The files are the package's resources. SwiftPM copies them into a `…_TransitGraphics.resources`
/// folder beside the executable that links TransitGraphics; `folder` looks for it there and is nil
/// when a binary was moved away from it (text then uses installed fonts only).
enum BundledFonts {
    /// The folder holding the shipped font files, found once.
    static let folder: URL? = locate()

    /// The shipped Inter cuts, by name, read once; empty when the folder is missing or a file
    /// is damaged.
    private static let interFaces: [String: FontFace] = {
        guard let folder else { return [:] }
        var faces: [String: FontFace] = [:]
        for cut in ["Regular", "Medium", "SemiBold", "Bold"] {
            let url = folder.appendingPathComponent("Inter-\(cut).subset.otf")
            if let face = try? FontFace(contentsOf: url) { faces[cut] = face }
        }
        return faces
    }()

    /// The Inter cut that draws the system font at `weight`: the nearest of regular (0), medium
    /// (0.23), semibold (0.3) and bold (0.4), the midpoints deciding; nil without the files.
    static func systemFace(for weight: Font.Weight) -> FontFace? {
        let w = weight.rawValue
        let cut = w < 0.115 ? "Regular" : w < 0.265 ? "Medium" : w < 0.35 ? "SemiBold" : "Bold"
        return interFaces[cut] ?? interFaces["Regular"]
    }

    /// Whether `face` is one of the shipped Inter cuts that draw the system font.
    static func isSystemFace(_ face: FontFace) -> Bool {
        interFaces.values.contains { $0 === face }
    }

    /// The shipped Noto Sans CJK subsets for a region ("JP", "KR" or "SC"), the bold one first
    /// when `bold`.
    static func cjkFileNames(region: String, bold: Bool) -> [String] {
        let weights = bold ? ["Bold", "Regular"] : ["Regular", "Bold"]
        return weights.map { "NotoSansCJK\(region)-\($0).subset.otf" }
    }

    private static func locate() -> URL? {
        let fileManager = FileManager.default
        var bases: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            bases.append(executable.deletingLastPathComponent())
        }
        bases.append(contentsOf: Bundle.allBundles.map(\.bundleURL))
        for base in bases {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: base.path) else { continue }
            for entry in entries.sorted()
            where entry.hasSuffix("_TransitGraphics.resources")
                || entry.hasSuffix("_TransitGraphics.bundle")
            {
                let bundle = base.appendingPathComponent(entry)
                for candidate in [
                    bundle.appendingPathComponent("Fonts"), bundle.appendingPathComponent("Contents/Resources/Fonts")
                ]
                where fileManager.fileExists(atPath: candidate.path) {
                    return candidate
                }
            }
        }
        return nil
    }
}
