import Foundation
import Testing
@testable import TransitGraphics
import TransitTestingReporting

/// The fonts that ship with Transit draw the scripts the scenes use with nothing installed. The
/// character sets are the standards' own (decoded from the EUC encodings by Python's codecs in
/// `Scripts/subset-fonts.py`); here the first and last character of each set must be covered, and
/// the subsets' outlines must be the original fonts' where those are installed.
@Suite("Bundled fonts")
struct BundledFontTests {
    static let cjk = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

    /// The shipped face of a file name.
    static func face(_ name: String) throws -> FontFace {
        let folder = try unwrap(BundledFonts.folder, "the package's font resources are beside the test executable")
        return try FontFace(contentsOf: folder.appendingPathComponent(name))
    }

    @Test("Each subset covers its standard's set: JIS X 0208 level 1, KS X 1001 Hangul, GB 2312 level 1")
    func coverage() throws {
        // 亜 (0xB0A1) … 腕 (0xCFD3) in EUC-JP; 가 (0xB0A1) … 힝 (0xC8FE) in EUC-KR;
        // 啊 (0xB0A1) … 座 (0xD7F9) in GB 2312.
        let sets = [
            ("NotoSansCJKJP-Regular.subset.otf", "亜腕あんアンー「」。"),
            ("NotoSansCJKKR-Regular.subset.otf", "가힝한국어ㄱㅎ"),
            ("NotoSansCJKSC-Regular.subset.otf", "啊座中文，。")
        ]
        for (file, text) in sets {
            let face = try Self.face(file)
            for scalar in text.unicodeScalars {
                expect(face.covers(scalar), "\(file) lacks \(scalar)")
            }
        }
        let inter = try Self.face("Inter-Regular.subset.otf")
        for scalar in "AÅßœΩωЖж€–…".unicodeScalars { expect(inter.covers(scalar), "Inter lacks \(scalar)") }
    }

    @Test("With only the bundled fonts, the scenes' Japanese, Korean and Chinese titles draw no box")
    func scenesDrawWithNothingInstalled() {
        FontSource.$current.withValue(.bundled) {
            // Bold text (a navigation title) takes the bold subsets.
            let title = Font.systemFont(ofSize: 17, weight: .semibold).glyphs(for: "初探切換")
            if case .face(let face, _) = title.first?.source {
                expectEqual(face.weightClass, 700)
            } else {
                Issue.record("初 drew from no font file")
            }
            let font = Font.systemFont(ofSize: 17)
            for text in ["初探切換", "過場動畫", "實作", "화면 전환", "画面遷移のアニメーション", "Ωμέγα Привет"] {
                for glyph in font.glyphs(for: text) where glyph.characterIndex >= 0 {
                    if case .face(_, let index) = glyph.source { expectNotEqual(index, 0, "\(text) draws a box") }
                }
            }
        }
    }

    @Test("With only the bundled fonts, the demo's emoji draw in colour, each sequence one glyph")
    func emojiDrawWithNothingInstalled() throws {
        let library = FontLibrary.library(for: .bundled)
        let face = try unwrap(library.colorEmojiFace(), "the shipped colour emoji subset is found")
        expect(face.hasColorBitmaps)
        // The Smileys block's first and last, the skin tones, and the navigation-fade scene's emoji.
        for scalar in "😀🙏🏻🏿☕👍🇫🇷".unicodeScalars { expect(face.covers(scalar), "the subset lacks \(scalar)") }
        // A skin-tone sequence and a flag are each the one ligature glyph the font composes.
        for sequence in ["👍🏽", "🇫🇷"] {
            let glyphs = face.glyphs(forSequence: Array(sequence.unicodeScalars))
            expectEqual(glyphs.count, 1, "\(sequence) composes to \(glyphs)")
            expectNotNil(glyphs.first.flatMap { face.colorBitmap(ofGlyph: $0, pixelsPerEm: 109) })
        }
    }

    @Test("The emoji subset's images are the installed Noto Color Emoji's, sequence for sequence")
    func emojiMatchTheOriginal() throws {
        let installed = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        guard FileManager.default.fileExists(atPath: installed.path) else {
            print("skipped: Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji)")
            return
        }
        let subset = try Self.face("NotoColorEmoji.subset.ttf")
        let original = try FontFace(contentsOf: installed)
        for sequence in ["😀", "☕", "👍🏽", "🇫🇷", "👨\u{200D}👩\u{200D}👧"] {
            let scalars = Array(sequence.unicodeScalars)
            let a = subset.glyphs(forSequence: scalars), b = original.glyphs(forSequence: scalars)
            expectEqual(a.count, b.count, "\(sequence): \(a) vs \(b)")
            for (x, y) in zip(a, b) {
                let mine = subset.colorBitmap(ofGlyph: x, pixelsPerEm: 109)
                expectNotNil(mine, "\(sequence)")
                expectEqual(mine, original.colorBitmap(ofGlyph: y, pixelsPerEm: 109), "\(sequence)")
            }
        }
    }

    @Test("The subsets' glyphs are the installed Noto Sans CJK's, outline for outline")
    func outlinesMatchTheOriginal() throws {
        guard FileManager.default.fileExists(atPath: Self.cjk.path) else {
            print("skipped: Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
            return
        }
        let bold = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
        for (file, source, index, text) in [
            ("NotoSansCJKJP-Regular.subset.otf", Self.cjk, 0, "初あア"),
            ("NotoSansCJKKR-Regular.subset.otf", Self.cjk, 1, "한글"),
            ("NotoSansCJKSC-Regular.subset.otf", Self.cjk, 2, "过场动画"),
            ("NotoSansCJKSC-Bold.subset.otf", bold, 2, "过场动画")
        ] {
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let subset = try Self.face(file)
            let original = try FontFace(contentsOf: source, index: index)
            for scalar in text.unicodeScalars {
                let a = subset.glyphIndex(for: scalar), b = original.glyphIndex(for: scalar)
                try expectEqual(subset.outline(ofGlyph: a), original.outline(ofGlyph: b), "\(file): \(scalar)")
                expectEqual(subset.advance(ofGlyph: a), original.advance(ofGlyph: b))
            }
        }
    }
}
