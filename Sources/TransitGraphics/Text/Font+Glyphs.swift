import Foundation

/// One glyph placed on a line: what draws it and where.
public struct PlacedGlyph: Equatable, Sendable {
    /// What draws a glyph.
    public enum Source: Hashable, Sendable {
        /// A character of the built-in stroke font (its box when the font lacks it).
        case builtIn(Character)
        /// A glyph of a font file face, at the font's size.
        case face(FontFace, glyph: Int)
    }

    /// The glyph.
    public var source: Source
    /// The pen position of its origin from the start of the run, in points (kerning included).
    public var x: CGFloat
    /// Its advance in points.
    public var advance: CGFloat
    /// The index in the string's characters that produced it.
    public var characterIndex: Int
}

extension Font {
    /// The glyphs that draw `text` on one line, with pen positions: each character's glyph from
    /// this font, else from an installed fallback face covering it, else the box. A character
    /// presented as emoji (see `EmojiPresentation`: 😀, 👍🏽, 🇺🇸, #️⃣, 👨‍👩‍👧, but not ❤ or ☺︎) draws
    /// from the installed colour emoji face (Noto Color Emoji), its scalars composed by the
    /// face's `GSUB` ligatures into the one glyph the font has for the sequence. Pairs of glyphs
    /// from the same face are kerned by its `kern`/GPOS pair adjustments. A character followed by
    /// a variation selector draws the glyph the face's `cmap` format 14 subtable names for the
    /// sequence (an ideographic variant such as 葛 + U+E0100), else its ordinary glyph; the
    /// selectors themselves never draw. Han characters take the
    /// forms of `languageIdentifier` (see `AttributedText.Attributes.languageIdentifier`), or of
    /// the language guessed from `text` when it is nil or names no CJK language.
    public func glyphs(for text: some StringProtocol, languageIdentifier: String? = nil) -> [PlacedGlyph] {
        guard pointSize > 0 else { return [] }
        var result: [PlacedGlyph] = []
        var x: CGFloat = 0
        var language: TextLanguage?
        var previous: (face: FontFace, glyph: Int)?
        for (index, character) in text.enumerated() {
            if let emoji = emojiFace(for: character) {
                // The whole sequence shapes in the colour face, usually to one glyph.
                let scalars = Array(character.unicodeScalars).filter { !(0xFE00...0xFE0F).contains($0.value) }
                let unit = pointSize / CGFloat(emoji.unitsPerEm)
                for g in emoji.glyphs(forSequence: scalars) {
                    let advance = CGFloat(emoji.advance(ofGlyph: g)) * unit
                    result.append(PlacedGlyph(source: .face(emoji, glyph: g), x: x, advance: advance, characterIndex: index))
                    x += advance
                }
                previous = nil
                continue
            }
            for (scalar, selector) in Font.scalarsAndSelectors(of: character) {
                let (source, advance) = glyphSource(for: scalar, selector: selector) {
                    if language == nil {
                        language = languageIdentifier.flatMap(TextLanguage.init(identifier:)) ?? TextLanguage(guessingFrom: text)
                    }
                    return language ?? .western
                }
                if case .face(let f, let g) = source {
                    if let p = previous, p.face == f {
                        x += CGFloat(f.kerning(between: p.glyph, and: g)) * pointSize / CGFloat(f.unitsPerEm)
                    }
                    previous = (f, g)
                } else {
                    previous = nil
                }
                result.append(PlacedGlyph(source: source, x: x, advance: advance, characterIndex: index))
                x += advance
            }
        }
        return result
    }

    /// The glyph that draws `scalar` (with its variation selector, if any) and its advance: from
    /// this font's face, else the built-in font, else an installed face that covers it for the
    /// language `language()` names (asked only then), else the face's or the built-in font's
    /// missing-glyph box.
    private func glyphSource(
        for scalar: Unicode.Scalar, selector: Unicode.Scalar?,
        language: () -> TextLanguage
    ) -> (PlacedGlyph.Source, CGFloat) {
        func glyph(_ face: FontFace) -> Int {
            selector.map { face.glyphIndex(for: scalar, variationSelector: $0) } ?? face.glyphIndex(for: scalar)
        }
        // The system font leaves punctuation and symbols in CJK text to the CJK face, whose
        // full-width forms (“ ” … in the em box) suit it, as Apple's system font does.
        let cjkForm = isSystemFont && TextScript(scalar) == .symbols && language() != .western
        if let face, !cjkForm, case let g = glyph(face), g != 0 || scalar.value < 0x20 {
            return (.face(face, glyph: g), CGFloat(face.advance(ofGlyph: g)) * faceUnit)
        }
        if face == nil, let builtIn = Glyph.builtIn(scalar) {
            return (.builtIn(Character(scalar)), CGFloat(builtIn.advance + 2 * spreadUnits) * unit)
        }
        if let fallback = FontLibrary.current.fallback(for: scalar, bold: weight.rawValue >= 0.3, language: language()) {
            let g = glyph(fallback)
            return (.face(fallback, glyph: g), CGFloat(fallback.advance(ofGlyph: g)) * pointSize / CGFloat(fallback.unitsPerEm))
        }
        if let face {
            return (.face(face, glyph: 0), CGFloat(face.advance(ofGlyph: 0)) * faceUnit)
        }
        return (.builtIn(Character(scalar)), CGFloat(Glyph.replacement.advance + 2 * spreadUnits) * unit)
    }

    /// The colour emoji face that draws a character presented as emoji (`EmojiPresentation`):
    /// this font's face when it has colour bitmaps and covers the character's first scalar, else
    /// the installed colour emoji face when it covers it; nil for text presentation, and when no
    /// colour face covers it (the character then draws from outline fonts).
    func emojiFace(for character: Character) -> FontFace? {
        guard let first = character.unicodeScalars.first, EmojiPresentation.isEmoji(character) else { return nil }
        if let face, face.hasColorBitmaps, face.covers(first) { return face }
        guard let emoji = FontLibrary.current.colorEmojiFace(), emoji.covers(first) else { return nil }
        return emoji
    }

    /// The scalars a character draws: its precomposed form when there is one (so "e" + U+0301
    /// draws as "é"); tabs as spaces; line breaks draw nothing. Variation selectors and zero-width
    /// joiners draw nothing of their own.
    static func scalars(of character: Character) -> [Unicode.Scalar] {
        scalarsAndSelectors(of: character).map(\.scalar)
    }

    /// The scalars a character draws (see `scalars(of:)`), each with the variation selector that
    /// follows it, if any: the pair picks the glyph of a Unicode Variation Sequence from the
    /// face's `cmap` format 14 subtable (葛 + U+E0100 draws Noto Sans CJK's variant of 葛). A
    /// selector that follows no scalar is dropped.
    static func scalarsAndSelectors(of character: Character) -> [(scalar: Unicode.Scalar, selector: Unicode.Scalar?)] {
        if character == "\t" { return [(" ", nil)] }
        if character.isNewline { return [] }
        let scalars = character.unicodeScalars
        if scalars.count == 1 {
            let only = scalars.first!
            return VariationSequences.isSelector(only) ? [] : [(only, nil)]
        }
        var result: [(scalar: Unicode.Scalar, selector: Unicode.Scalar?)] = []
        for scalar in String(character).precomposedStringWithCanonicalMapping.unicodeScalars where scalar.value != 0x200D {
            if VariationSequences.isSelector(scalar) {
                if let last = result.indices.last, result[last].selector == nil { result[last].selector = scalar }
            } else {
                result.append((scalar, nil))
            }
        }
        return result
    }
}

extension Glyph {
    /// The built-in design for a scalar, nil when the built-in font lacks it.
    static func builtIn(_ scalar: Unicode.Scalar) -> Glyph? {
        scalar == "\t" ? all[0x20] : all[scalar.value]
    }
}
