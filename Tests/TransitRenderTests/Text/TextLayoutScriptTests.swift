import Foundation
import Testing
import Transit
@testable import TransitGraphics
import TransitTestingReporting

@Suite("TextLayout: scripts, attributes, alignment")
struct TextLayoutScriptTests {
    static let cjk = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

    @Test("Japanese wraps between characters and keeps 。 with the character before it")
    func japaneseKinsoku() throws {
        guard FileManager.default.fileExists(atPath: Self.cjk.path) else {
            print("skipped: Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
            return
        }
        // Every character of Noto Sans CJK JP used here advances exactly 1 em = 10 pt, so a
        // 50 pt line holds five (its GPOS kern feature only ever tightens kana pairs). Line 2
        // would be キストです then 。, which may not start a line, so す moves down with it.
        let font = Font(face: try FontFace(contentsOf: Self.cjk, index: 0), size: 10)
        for character in "日本語のテキストです。" { expectEqual(font.advance(of: character), 10) }
        let layout = TextLayout(text: "日本語のテキストです。", font: font, width: 50)
        expectEqual(layout.lines.map(\.text), ["日本語のテ", "キストで", "す。"])
        for line in layout.lines {
            // 1e-9: the layout measures along the whole text, width(of:) from the line's start.
            expectClose(line.width, font.width(of: line.text), within: 1e-9)
            expectLessThanOrEqual(line.width, 50)
        }
    }

    @Test("The system font falls back per character to installed fonts")
    func fallback() throws {
        guard FileManager.default.fileExists(atPath: Self.cjk.path) else {
            print("skipped: Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
            return
        }
        let font = Font.systemFont(ofSize: 20)
        let glyphs = font.glyphs(for: "A한")
        expectEqual(glyphs.count, 2)
        expectEqual(glyphs[0].source, .face(try unwrap(font.face), glyph: try unwrap(font.face).glyphIndex(for: "A")))
        guard case .face(let face, _) = glyphs[1].source else {
            Issue.record("한 did not fall back to a font file")
            return
        }
        // Hangul takes the Korean face of the collection.
        expectEqual(face.familyName, "Noto Sans CJK KR")
        // Its advance is the face's (Noto Sans CJK KR's Hangul advance 920 of 1000 units).
        expectEqual(glyphs[1].advance, CGFloat(face.advance(ofGlyph: face.glyphIndex(for: "한"))) * 20 / 1000)
        expectEqual(glyphs[1].x, font.advance(of: "A"))
        // Curly quotes take Latin forms in English text and full-width forms in Chinese text.
        func family(_ text: String) -> String? {
            guard case .face(let face, _)? = font.glyphs(for: text).first?.source else { return nil }
            return face.familyName
        }
        expectEqual(family("“quoted”"), "Inter")
        expectEqual(family("“中文”"), "Noto Sans CJK SC")
        expectEqual(family("“日本語です”"), "Noto Sans CJK JP")
    }

    @Test("A language identifier picks the Han forms: traditional, Hong Kong, simplified, Japanese")
    func languageIdentifier() throws {
        guard FileManager.default.fileExists(atPath: Self.cjk.path) else {
            print("skipped: Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
            return
        }
        let font = Font.systemFont(ofSize: 20)
        func family(_ text: String, _ identifier: String?) -> String? {
            guard case .face(let face, _)? = font.glyphs(for: text, languageIdentifier: identifier).first?.source else {
                return nil
            }
            return face.familyName
        }
        // Noto Sans CJK's collection holds the JP, KR, SC, TC and HK faces in that order.
        expectEqual(family("骨", nil), "Noto Sans CJK SC")
        expectEqual(family("骨", "zh-Hant"), "Noto Sans CJK TC")
        expectEqual(family("骨", "zh_TW"), "Noto Sans CJK TC")
        expectEqual(family("骨", "zh-Hant-HK"), "Noto Sans CJK HK")
        expectEqual(family("骨", "zh-HK"), "Noto Sans CJK HK")
        expectEqual(family("骨", "zh-Hans"), "Noto Sans CJK SC")
        expectEqual(family("骨", "ja"), "Noto Sans CJK JP")
        expectEqual(family("骨", "ko-KR"), "Noto Sans CJK KR")
        // A language without its own Han forms, or a malformed identifier, falls back to the guess.
        expectEqual(family("骨", "fr"), "Noto Sans CJK SC")
        expectEqual(family("骨", ""), "Noto Sans CJK SC")
        // The shapes really differ: 骨's TC and SC outlines are not the same.
        let sc = try FontFace(contentsOf: Self.cjk, index: 2), tc = try FontFace(contentsOf: Self.cjk, index: 3)
        try expectNotEqual(sc.outline(ofGlyph: sc.glyphIndex(for: "骨")), tc.outline(ofGlyph: tc.glyphIndex(for: "骨")))
        // Through a label's attributed text, a run's identifier reaches the layout.
        let traditional = AttributedText(string: "骨", attributes: .init(languageIdentifier: "zh-Hant"))
        let layout = TextLayout(
            attributedText: traditional, font: font, width: 100, numberOfLines: 1,
            alignment: .left, lineBreakMode: .byWordWrapping)
        guard case .face(let face, _)? = layout.lines.first?.glyphs.first?.source else {
            Issue.record("骨 did not fall back to a font file in the layout")
            return
        }
        expectEqual(face.familyName, "Noto Sans CJK TC")
    }

    @Test("A line with fallback glyphs is as tall as the fallback face needs")
    func fallbackLineHeight() throws {
        guard FileManager.default.fileExists(atPath: Self.cjk.path) else {
            print("skipped: Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
            return
        }
        let font = Font.systemFont(ofSize: 17)
        // Noto Sans CJK's hhea metrics (read independently by fontTools, see Fixtures/fonts):
        // ascender 1160, descender -288, line gap 0, 1000 units per em.
        let cjkAscent = CGFloat(1160) * 17 / 1000, cjkHeight = CGFloat(1160 + 288) * 17 / 1000
        expectGreaterThan(cjkHeight, font.lineHeight)
        let latin = TextLayout(text: "Ab", font: font, width: 1000)
        expectEqual(latin.lines[0].height, font.lineHeight)
        let mixed = TextLayout(text: "A漢", font: font, width: 1000)
        expectClose(mixed.lines[0].height, max(cjkHeight, font.ascender + cjkHeight - cjkAscent), within: 1e-9)
        expectClose(mixed.lines[0].origin.y, max(font.ascender, cjkAscent), within: 1e-9)
        // Only the line with the fallback glyph grows.
        let two = TextLayout(text: "Ab\n漢字", font: font, width: 1000)
        expectEqual(two.lines[0].height, font.lineHeight)
        expectClose(two.size.height - font.lineHeight, mixed.lines[0].height, within: 1e-9)
    }

    @Test("A library with no fonts reports the missing script once and draws the box")
    func missingScript() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("transit-no-fonts-\(UUID())")
        let collector = NoteCollector()
        let library = FontLibrary(folders: [empty], notes: collector.sink)
        expectNil(library.fallback(for: "한", bold: false, language: .korean))
        expectNil(library.fallback(for: "글", bold: false, language: .korean))
        expectEqual(library.missingScripts, [.hangul])
        expectEqual(
            collector.notes,
            [
                "transit: no installed font covers Hangul text (U+D55C); it draws as boxes. "
                    + "Install the Debian package fonts-noto-cjk.\n"
            ])
        // Private-use code points have no characters in Unicode, so no font is missing for them.
        expectNil(library.fallback(for: "\u{10FFFD}", bold: false, language: .western))
        expectNil(library.fallback(for: "\u{E000}", bold: false, language: .western))
        expectEqual(collector.notes.count, 1)
        expectEqual(library.missingScripts, [.hangul])
        expectEqual(TextScript.hangul.debianPackage, "fonts-noto-cjk")
        expectEqual(TextScript(Unicode.Scalar(0x3042)!), .kana)
        expectEqual(TextScript(Unicode.Scalar(0x6F22)!), .han)
    }

    @Test("Justified lines but a paragraph's last stretch to the width at their spaces")
    func justified() {
        let font = Font.systemFont(ofSize: 10)
        let width = font.width(of: "aa bb cc") + 3
        let layout = TextLayout(text: "aa bb cc dd\nee ff", font: font, width: width, alignment: .justified)
        expectEqual(layout.lines.map(\.text), ["aa bb cc", "dd", "ee ff"])
        // Two inner spaces share the 3 pt: "cc" starts 3 pt later than unjustified.
        let first = layout.lines[0]
        let plain = TextLayout(text: "aa bb cc", font: font)
        let lastGlyph = first.glyphs.last!, plainLast = plain.lines[0].glyphs.last!
        expectClose(lastGlyph.x - plainLast.x, 3, within: 1e-9)
        let middle = first.glyphs.first { $0.characterIndex == 3 }!
        let plainMiddle = plain.lines[0].glyphs.first { $0.characterIndex == 3 }!
        expectClose(middle.x - plainMiddle.x, 1.5, within: 1e-9)
        // The last line of each paragraph is not stretched.
        // (1e-9: the layout measures along the whole text, the oracle from the line's start.)
        let last = layout.lines[2].glyphs.map(\.x), unstretched = TextLayout(text: "ee ff", font: font).lines[0].glyphs.map(\.x)
        expectEqual(last.count, unstretched.count)
        expect(zip(last, unstretched).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test("Attributed runs carry their font, colour and kerning")
    func attributed() {
        let font = Font.systemFont(ofSize: 10)
        let big = Font.boldSystemFont(ofSize: 20)
        var text = AttributedText(string: "ab", attributes: .init(kern: 2))
        text.append(AttributedText(string: "C", attributes: .init(font: big, foregroundColor: .systemRed)))
        let layout = TextLayout(attributedText: text, font: font)
        let line = layout.lines[0]
        expectEqual(line.text, "abC")
        // Kerning adds 2 pt after each of a and b.
        expectEqual(line.glyphs[1].x, font.advance(of: "a") + 2)
        expectEqual(line.glyphs[2].x, font.advance(of: "a") + font.advance(of: "b") + 4)
        expect(line.glyphs[2].font == big && line.glyphs[2].color == .systemRed && line.glyphs[0].color == nil)
        // The line is as tall as its tallest font.
        expectEqual(line.height, big.lineHeight)
        expectEqual(line.origin.y, big.ascender)
        expectEqual(text.string, "abC")
        expectEqual(text.length, 3)
    }

    @Test("Line spacing separates lines; size and sizeThatFits include it")
    @MainActor func lineSpacing() {
        let font = Font.systemFont(ofSize: 10)
        var text = AttributedText(string: "a\nb")
        text.lineSpacing = 4
        let layout = TextLayout(attributedText: text, font: font)
        expectEqual(layout.size.height, 2 * font.lineHeight + 4)
        expectEqual(layout.lines[1].origin.y, font.lineHeight + 4 + font.ascender)
        let label = Label()
        label.font = font
        label.numberOfLines = 0
        label.attributedText = text
        expectEqual(label.text, "a\nb")
        expectEqual(label.sizeThatFits(CGSize(width: 100, height: 100)).height, 2 * font.lineHeight + 4)
        expectEqual(label.intrinsicContentSize, layout.size)
        label.text = "plain"
        expectEqual(label.attributedText, AttributedText(string: "plain"))
    }

    @Test("Word and character wrapping with a line limit drop the rest without an ellipsis")
    func wrappingModesAtLimit() {
        let font = Font.systemFont(ofSize: 10)
        let width = font.width(of: "one two")
        let words = TextLayout(
            text: "one two three four", font: font, width: width, numberOfLines: 1,
            lineBreakMode: .byWordWrapping)
        expectEqual(words.lines.map(\.text), ["one two"])
        let chars = TextLayout(
            text: "abcdefgh", font: font, width: font.width(of: "abc"), numberOfLines: 2,
            lineBreakMode: .byCharWrapping)
        expectEqual(chars.lines.map(\.text), ["abc", "def"])
    }

    @Test("preferredFont(forTextStyle:) uses iOS's default Dynamic Type sizes")
    func textStyles() {
        let expected: [(Font.TextStyle, CGFloat, Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular),
            (.caption2, 11, .regular)
        ]
        for (style, size, weight) in expected {
            let font = Font.preferredFont(forTextStyle: style)
            expectEqual(font.pointSize, size, "\(style.rawValue)")
            expectEqual(font.weight, weight, "\(style.rawValue)")
        }
    }

    @Test("Font(name:size:) finds installed fonts by name and returns nil for unknown names")
    func named() throws {
        expectNil(Font(name: "No Such Font 12345", size: 12))
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") else {
            print("skipped: DejaVu Sans is not installed (apt-get install fonts-dejavu-core)")
            return
        }
        let font = Font(name: "DejaVuSans", size: 20)
        expectEqual(font?.fontName, "DejaVuSans")
        expectEqual(font?.familyName, "DejaVu Sans")
        // DejaVu Sans: ascender 1901, descender −483, no line gap, 2048 units per em.
        expectEqual(font?.ascender, 1901.0 * 20 / 2048)
        expectEqual(font?.descender, -483.0 * 20 / 2048)
        let lineHeight = try unwrap(font?.lineHeight)
        expectEqual(lineHeight, 23.28125)  // (1901 + 483) · 20 / 2048, exact in binary
        expectEqual(font?.withSize(40).pointSize, 40)
        expectEqual(Font(name: "DejaVu Sans Bold", size: 10)?.weight, .bold)
        // A family name finds the upright regular face, not the first file in path order.
        expectEqual(Font(name: "DejaVu Sans", size: 10)?.fontName, "DejaVuSans")
    }

    @Test("A font file's pairs are kerned in layout, and characters no font has draw its .notdef")
    func kerningAndNotdef() throws {
        guard let font = Font(name: "DejaVuSans", size: 20), let face = font.face else {
            print("skipped: DejaVu Sans is not installed (apt-get install fonts-dejavu-core)")
            return
        }
        let a = face.glyphIndex(for: "A"), v = face.glyphIndex(for: "V")
        let kern = face.kerning(between: a, and: v)
        expectLessThan(kern, 0)
        let expected = CGFloat(face.advance(ofGlyph: a) + kern + face.advance(ofGlyph: v)) * 20 / 2048
        expectClose(font.width(of: "AV"), expected, within: 1e-9)
        expectEqual(TextLayout(text: "AV", font: font).size.width, font.width(of: "AV"))
        // Nothing covers U+10FFFD: the face's own .notdef (glyph 0) is drawn.
        expectEqual(font.glyphs(for: "\u{10FFFD}").map(\.source), [.face(face, glyph: 0)])
    }
}
