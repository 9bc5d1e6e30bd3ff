import Foundation
import Testing
@testable import TransitGraphics
import TransitTestingReporting

@Suite("Font")
struct FontTests {
    @Test("Weights carry UIFont.Weight's raw values")
    func weights() {
        expectEqual(Font.Weight.ultraLight.rawValue, -0.8)
        expectEqual(Font.Weight.thin.rawValue, -0.6)
        expectEqual(Font.Weight.light.rawValue, -0.4)
        expectEqual(Font.Weight.regular.rawValue, 0)
        expectEqual(Font.Weight.medium.rawValue, 0.23)
        expectEqual(Font.Weight.semibold.rawValue, 0.3)
        expectEqual(Font.Weight.bold.rawValue, 0.4)
        expectEqual(Font.Weight.heavy.rawValue, 0.56)
        expectEqual(Font.Weight.black.rawValue, 0.62)
        expectEqual(Font.Weight(rawValue: .nan), .regular)
        expectEqual(Font.Weight(rawValue: 7).rawValue, 1)
    }

    @Test("Line height is ascender − descender + leading and scales with the point size")
    func metrics() {
        let font = Font.systemFont(ofSize: 17)
        expectEqual(font.lineHeight, font.ascender - font.descender + font.leading)
        expectLessThan(font.descender, 0)
        expectGreaterThan(font.ascender, font.capHeight)
        expectGreaterThan(font.capHeight, font.xHeight)
        let double = font.withSize(34)
        // Linear in size; 1e-12 allows the last-bit rounding of the two products.
        expectClose(double.lineHeight, 2 * font.lineHeight, within: 1e-12)
        expectEqual(Font.boldSystemFont(ofSize: 12).weight, .bold)
        expectEqual(Font.systemFont(ofSize: -3).pointSize, 0)
        expectEqual(Font.systemFont(ofSize: .nan).width(of: "abc"), 0)
    }

    @Test("The system font is Inter's nearest cut, with Inter's metrics")
    func systemFontIsInter() {
        // fontTools reads the shipped cuts: 2,816 units per em, ascender 2,728, descender −680, no
        // line gap; the advance of H is 2,084 / 2,090 / 2,095 / 2,101 units in the four cuts.
        let cuts: [(Font.Weight, String, Int)] = [
            (.ultraLight, "Inter-Regular", 2084), (.regular, "Inter-Regular", 2084),
            (.medium, "Inter-Medium", 2090), (.semibold, "Inter-SemiBold", 2095),
            (.bold, "Inter-Bold", 2101), (.black, "Inter-Bold", 2101)
        ]
        for (weight, name, advance) in cuts {
            let font = Font.systemFont(ofSize: 17, weight: weight)
            expectEqual(font.fontName, name)
            expect(font.isSystemFont)
            expectEqual(font.weight, weight)
            expectClose(font.advance(of: "H"), CGFloat(advance) * 17 / 2816, within: 1e-12)
            expectClose(font.lineHeight, 3408.0 * 17 / 2816, within: 1e-12)
            expectEqual(font.withSize(34).fontName, name)
            expectEqual(font.withSize(34).weight, weight)
        }
        expectEqual(FontSource.$current.withValue(.builtInOnly) { Font.systemFont(ofSize: 17).fontName }, "TransitSans")
        expectNotEqual(Font(name: "DejaVu Sans", size: 17).map { $0.isSystemFont }, true)
    }

    @Test("A string's width in the stroke font is the sum of its characters' advances")
    func widthIsSumOfAdvances() {
        FontSource.$current.withValue(.builtInOnly) { strokeWidthIsSumOfAdvances() }
    }

    private func strokeWidthIsSumOfAdvances() {
        for weight in [Font.Weight.ultraLight, .regular, .black] {
            let font = Font.systemFont(ofSize: 15, weight: weight)
            let text = "Hello, World! 0123 {x}"
            let sum = text.reduce(CGFloat(0)) { $0 + font.advance(of: $1) }
            // Same additions in another association order: within a few ulps of the result.
            expectClose(font.width(of: text), sum, within: 1e-9)
        }
        let font = Font.systemFont(ofSize: 10)
        // Characters no font covers (here two private-use code points) draw the same box.
        expectEqual(font.advance(of: "\u{10FFFD}"), font.advance(of: "\u{10FFFC}"))
        expectEqual(font.advance(of: "\t"), font.advance(of: " "))
        expectGreaterThan(font.advance(of: "W"), font.advance(of: "i"))
    }

    @Test("Heavier weights draw thicker strokes and advance further")
    func weightMonotone() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let fonts = weights.map { Font.systemFont(ofSize: 20, weight: $0) }
        for (a, b) in zip(fonts, fonts.dropFirst()) {
            expectLessThan(a.strokeWidth, b.strokeWidth)
            expectLessThanOrEqual(a.width(of: "Transit"), b.width(of: "Transit"))
        }
    }

    @Test("Every glyph's ink in the stroke font lies inside its advance and between descender and ascender")
    func inkInsideMetrics() {
        FontSource.$current.withValue(.builtInOnly) { strokeInkInsideMetrics() }
    }

    private func strokeInkInsideMetrics() {
        let characters = (0x20...0x7E).map { Character(UnicodeScalar($0)!) } + ["\u{2026}"]
        for weight in [Font.Weight.ultraLight, .regular, .bold, .black] {
            let font = Font.systemFont(ofSize: 100, weight: weight)
            for character in characters {
                let outline = font.glyphOutline(for: character)
                for point in outline.joined() {
                    #expect(
                        point.x >= 0 && point.x <= font.advance(of: character),
                        "\(character) x \(point.x) at weight \(weight.rawValue)")
                    #expect(
                        point.y >= -font.ascender && point.y <= -font.descender,
                        "\(character) y \(point.y) at weight \(weight.rawValue)")
                }
                expect(character == " " || !outline.isEmpty, "\(character) has no ink")
            }
        }
    }

    @Test("Round ends stay within the tolerance of a true circle")
    func capsuleTolerance() {
        let font = Font.systemFont(ofSize: 200, weight: .black)
        let radius = Double(font.strokeWidth) / 2
        // The finest step is 5°: its chord sits radius·(1 − cos 2.5°) ≈ 0.018 inside here.
        for tolerance in [0.02, 0.5, 3.0] {
            let step = Font.arcStep(radius: radius, tolerance: tolerance)
            let dot = Font.capsule((0, 0), (0, 0), radius: radius, step: step)
            for (p, q) in zip(dot, dot.dropFirst()) {
                // Every vertex is on the circle; the chord midpoint is at most `tolerance` inside.
                expectClose((p.x * p.x + p.y * p.y).squareRoot(), radius, within: 1e-9)
                let mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2
                expectLessThanOrEqual(radius - (mx * mx + my * my).squareRoot(), tolerance + 1e-9)
            }
        }
    }
}
