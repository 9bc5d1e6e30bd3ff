import Foundation
import Testing
@testable import TransitGraphics
import TransitTestingReporting

@Suite("TextLayout")
struct TextLayoutTests {
    let font = Font.systemFont(ofSize: 17)

    @Test("One unbounded line measures the string's width by one line height")
    func singleLine() {
        let layout = TextLayout(text: "Hello world", font: font)
        expectEqual(layout.lines.map(\.text), ["Hello world"])
        expectEqual(layout.size, CGSize(width: font.width(of: "Hello world"), height: font.lineHeight))
        expectEqual(layout.lines[0].origin, CGPoint(x: 0, y: font.ascender))
    }

    @Test("Lines break at word boundaries to fit the width")
    func wordWrap() {
        let width = font.width(of: "Hello world") - 1
        let layout = TextLayout(text: "Hello world", font: font, width: width)
        expectEqual(layout.lines.map(\.text), ["Hello", "world"])
        expectEqual(layout.size.height, 2 * font.lineHeight)
        expectEqual(layout.lines[1].origin.y, font.ascender + font.lineHeight)
        // Exactly the width of both words fits on one line.
        let exact = TextLayout(text: "Hello world", font: font, width: font.width(of: "Hello world"))
        expectEqual(exact.lines.count, 1)
    }

    @Test("Newlines force breaks; empty paragraphs keep their line")
    func newlines() {
        let layout = TextLayout(text: "a\n\nb", font: font)
        expectEqual(layout.lines.map(\.text), ["a", "", "b"])
    }

    @Test("A word wider than the line wraps between characters")
    func longWord() {
        // The built-in stroke font, whose lowercase letters share one advance, so four fit.
        FontSource.$current.withValue(.builtInOnly) {
            let font = Font.systemFont(ofSize: 17)
            let width = font.width(of: "abcd")
            let layout = TextLayout(text: "abcdefghij", font: font, width: width)
            expectEqual(layout.lines.map(\.text), ["abcd", "efgh", "ij"])
        }
    }

    @Test("numberOfLines truncates the last line with an ellipsis that fits")
    func truncation() {
        let width = font.width(of: "The quick")
        let layout = TextLayout(text: "The quick brown fox jumps", font: font, width: width, numberOfLines: 2)
        expectEqual(layout.lines.count, 2)
        expectEqual(layout.lines[0].text, "The quick")
        expect(layout.lines[1].text.hasSuffix("\u{2026}"))
        expect(layout.lines[1].text.hasPrefix("brown"))
        expect(layout.lines.allSatisfy { $0.width <= width })
        let head = TextLayout(
            text: "abcdefghij", font: font, width: font.width(of: "\u{2026}hij"),
            numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        expectEqual(head.lines.map(\.text), ["\u{2026}hij"])
        let middle = TextLayout(
            text: "abcdefghij", font: font, width: font.width(of: "ab\u{2026}ij"),
            numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        expectEqual(middle.lines.map(\.text), ["ab\u{2026}ij"])
        let clip = TextLayout(
            text: "abcdefghij", font: font, width: 20, numberOfLines: 1,
            lineBreakMode: .byClipping)
        expectEqual(clip.lines.map(\.text), ["abcdefghij"])
    }

    @Test("Alignment places each line within the width")
    func alignment() {
        let width: CGFloat = 300
        let w = font.width(of: "Hi")
        expectEqual(TextLayout(text: "Hi", font: font, width: width, alignment: .center).lines[0].origin.x, (width - w) / 2)
        expectEqual(TextLayout(text: "Hi", font: font, width: width, alignment: .right).lines[0].origin.x, width - w)
        expectEqual(TextLayout(text: "Hi", font: font, width: width, alignment: .natural).lines[0].origin.x, 0)
    }

    @Test("Random text never produces a line wider than the limit unless it is a single character")
    func randomWrapping() {
        var seed: UInt32 = 12345
        func next() -> UInt32 { seed = seed &* 1664525 &+ 1013904223; return seed >> 8 }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCDEFG  .,!")
        for _ in 0..<50 {
            let text = String((0..<Int(next() % 80)).map { _ in alphabet[Int(next()) % alphabet.count] })
            let width = CGFloat(20 + next() % 200)
            let layout = TextLayout(text: text, font: font, width: width)
            for line in layout.lines {
                expect(line.width <= width || line.text.count == 1, "\(line.text) in \(width)")
            }
            // No character is lost: the lines hold every non-space character in order.
            expectEqual(layout.lines.map(\.text).joined().filter { $0 != " " }, text.filter { $0 != " " })
        }
    }
}
