import Foundation

/// Text laid out in lines: the measurement `UILabel.sizeThatFits(_:)` uses and the geometry the
/// renderer draws (`NSLayoutManager` / `NSString.boundingRect(with:options:attributes:context:)`
/// counterpart).
///
/// Lines break at newlines, and where a line would be wider than `width` at the last break
/// opportunity (`TextLineBreaking`: spaces, hyphens, between ideographs and kana with the
/// Japanese/Chinese no-break rules for closing and opening punctuation); a word wider than the
/// line breaks between characters, and `.byCharWrapping` breaks between any characters. Spaces at
/// the end of a line hang outside it. At most `numberOfLines` lines are kept (0 means no limit);
/// when text is left over, the last line is truncated by `lineBreakMode` with "…" (tail, middle or
/// head), shows the rest clipped (`.byClipping`), or ends where it wrapped (word and character
/// wrapping). Each line is placed by `alignment` within `width` (or within the widest line when
/// `width` is unbounded); `.natural` aligns left (left-to-right text only: complex shaping and
/// bidirectional text are out of scope); `.justified` stretches every line but a paragraph's last
/// across the width, at spaces (or between characters in lines of Chinese or Japanese). A line is
/// as tall as the tallest font on it (`Font.lineHeight`) — fallback faces drawing some of its
/// characters included, as Core Text measures a line by every font on it — lines are
/// `lineSpacing` apart, stacked from y = 0 downward, and a line's baseline is its tallest
/// ascender below its top.
public struct TextLayout: Equatable, Sendable {
    /// One laid-out line.
    public struct Line: Equatable, Sendable {
        /// The characters drawn on the line (an ellipsis included when truncated; trailing
        /// spaces removed).
        public var text: String
        /// Where the line's first glyph starts: its left edge and the baseline, in the layout's
        /// coordinates (y down).
        public var origin: CGPoint
        /// The line's width: the sum of its advances (justification not included).
        public var width: CGFloat
        /// The line box's height (`Font.lineHeight` of its tallest font).
        public var height: CGFloat = 0
        /// The glyphs, with positions relative to `origin`.
        public var glyphs: [Glyph] = []
    }

    /// A glyph placed on a line.
    public struct Glyph: Equatable, Sendable {
        /// The font it is drawn at (the run's font; fallback faces are in `source`).
        public var font: Font
        /// What draws it.
        public var source: PlacedGlyph.Source
        /// Its origin's distance from the line's origin, in points.
        public var x: CGFloat
        /// Its colour; nil draws in the text's colour.
        public var color: Color?
        /// The index in the line's `text` of the character it draws.
        public var characterIndex: Int
    }

    /// The font of the text (the label's font; runs may use others).
    public let font: Font
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The size the text occupies: the widest line by the lines' total height.
    public let size: CGSize

    /// Lays out `text` in one font. A NaN, zero or negative `width` lays out unbounded; a negative
    /// `numberOfLines` counts as 0 (no limit).
    public init(
        text: String, font: Font, width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0, alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineSpacing: CGFloat = 0
    ) {
        var attributed = AttributedText(string: text)
        attributed.lineSpacing = lineSpacing
        self.init(
            attributedText: attributed, font: font, width: width, numberOfLines: numberOfLines,
            alignment: alignment, lineBreakMode: lineBreakMode)
    }

    /// Lays out attributed text; runs without a font use `font`, and the text's `lineSpacing`
    /// separates lines.
    public init(
        attributedText: AttributedText, font: Font, width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0, alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.font = font
        let limit = width.isFinite && width > 0 ? width : CGFloat.greatestFiniteMagnitude
        let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
        let spacing = attributedText.lineSpacing.isFinite ? max(0, attributedText.lineSpacing) : 0
        let text = TextLayout.Measured(attributedText, font: font)
        var ranges = text.breakLines(width: limit, byCharacter: lineBreakMode == .byCharWrapping)

        struct Draft { var items: [Int]; var truncated: [TextLayout.Item]?; var endsParagraph: Bool }
        var drafts = ranges.map { Draft(items: Array($0.range), truncated: nil, endsParagraph: $0.endsParagraph) }
        if ranges.count > maxLines {
            let start = ranges[maxLines - 1].range.lowerBound
            ranges.removeLast(ranges.count - maxLines)
            drafts.removeLast(drafts.count - maxLines)
            switch lineBreakMode {
            case .byWordWrapping, .byCharWrapping:
                break
            default:
                let rest = text.items[start...].map { $0.character.isNewline ? TextLayout.Item(" ", $0.attributes) : $0 }
                drafts[maxLines - 1].truncated = TextLayout.truncate(Array(rest), width: limit, mode: lineBreakMode, base: font)
            }
            drafts[maxLines - 1].endsParagraph = true
        }

        var lines: [Line] = []
        var top: CGFloat = 0
        for draft in drafts {
            var line: Line
            let lineFonts: [Font]
            if let items = draft.truncated {
                line = TextLayout.place(items, base: font)
                lineFonts = items.map { $0.attributes.font ?? font }
            } else {
                line = text.line(draft.items)
                lineFonts = draft.items.map { text.items[$0].attributes.font ?? font }
            }
            let fonts = lineFonts.isEmpty ? [font] : lineFonts
            let metrics = TextLayout.lineMetrics(fonts: fonts, glyphs: line.glyphs)
            line.height = metrics.height
            line.origin.y = top + metrics.ascent
            top += line.height + spacing
            if alignment == .justified && !draft.endsParagraph && limit < .greatestFiniteMagnitude {
                TextLayout.justify(&line, width: limit)
            }
            lines.append(line)
        }
        let widest = lines.map(\.width).max() ?? 0
        TextLayout.align(&lines, alignment, in: limit < .greatestFiniteMagnitude ? limit : widest)
        self.lines = lines
        let height = lines.isEmpty ? 0 : lines.reduce(0) { $0 + $1.height } + spacing * CGFloat(lines.count - 1)
        size = CGSize(width: Swift.min(widest, limit), height: height)
    }
}

extension TextLayout {
    /// Places each line across a box `width` wide as `alignment` asks (natural is left to right).
    static func align(_ lines: inout [Line], _ alignment: TextAlignment, in width: CGFloat) {
        for i in lines.indices {
            switch alignment {
            case .center: lines[i].origin.x = (width - lines[i].width) / 2
            case .right: lines[i].origin.x = width - lines[i].width
            case .left, .natural, .justified: lines[i].origin.x = 0
            }
        }
    }

    /// A line's ascent (baseline below the top) and height: the tallest of its fonts' ascenders
    /// and line heights, and of the ascents and descents of the fallback faces that draw some of
    /// its glyphs at those glyphs' sizes (a Han character in Noto Sans CJK on a line of the
    /// built-in font makes the line taller, as a fallback font does in Core Text).
    static func lineMetrics(fonts: [Font], glyphs: [Glyph]) -> (ascent: CGFloat, height: CGFloat) {
        var ascent = fonts.map(\.ascender).max() ?? 0
        var descent = fonts.map { -$0.descender }.max() ?? 0
        var height = fonts.map(\.lineHeight).max() ?? 0
        for glyph in glyphs {
            guard case .face(let face, _) = glyph.source, face != glyph.font.face, face.unitsPerEm > 0 else { continue }
            let unit = glyph.font.pointSize / CGFloat(face.unitsPerEm)
            let a = CGFloat(face.ascender) * unit, d = CGFloat(-face.descender) * unit, gap = CGFloat(max(0, face.lineGap)) * unit
            ascent = max(ascent, a)
            descent = max(descent, d)
            height = max(height, a + d + gap)
        }
        return (ascent, max(height, ascent + descent))
    }
}
