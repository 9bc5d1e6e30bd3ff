import Foundation

/// Text laid out in lines with the built-in font: the measurement `UILabel.sizeThatFits(_:)` uses
/// and the geometry the renderer draws (`NSLayoutManager` / `NSString.boundingRect(with:options:
/// attributes:context:)` counterpart).
///
/// Lines break at `\n`, and at word boundaries when a line would be wider than `width`. At most
/// `numberOfLines` lines are kept (0 means no limit); when text is left over, the last line is
/// truncated by `lineBreakMode` (an ellipsis "…" by default). Each line is placed by `alignment`
/// within `width` (or within the widest line when `width` is unbounded); `.justified` and
/// `.natural` align left (left-to-right text). Line boxes are `font.lineHeight` tall, stacked from
/// y = 0 downward; a line's baseline is `font.ascender` below its top.
public struct TextLayout: Equatable, Sendable {
    /// One laid-out line.
    public struct Line: Equatable, Sendable {
        /// The characters drawn on the line (an ellipsis included when truncated; trailing
        /// spaces removed).
        public var text: String
        /// Where the line's first glyph starts: its left edge and the baseline, in the layout's
        /// coordinates (y down).
        public var origin: CGPoint
        /// The line's width: the sum of its advances.
        public var width: CGFloat
    }

    /// The font.
    public let font: Font
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The size the text occupies: the widest line by the lines' total height.
    public let size: CGSize

    /// Lays out `text`. A NaN, zero or negative `width` lays out unbounded; a negative
    /// `numberOfLines` counts as 0 (no limit).
    public init(text: String, font: Font, width: CGFloat = .greatestFiniteMagnitude,
                numberOfLines: Int = 0, alignment: TextAlignment = .natural,
                lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.font = font
        let limit = width.isFinite && width > 0 ? width : CGFloat.greatestFiniteMagnitude
        let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
        let broken = TextLayout.breakLines(text, font: font, width: limit, mode: lineBreakMode)
        var texts = broken.map(\.text)
        if texts.count > maxLines {
            let rest = broken[(maxLines - 1)...].map { $0.text + $0.separator }.joined()
            texts = Array(texts[..<(maxLines - 1)])
            texts.append(TextLayout.truncate(rest, font: font, width: limit, mode: lineBreakMode))
        } else if let last = texts.last, font.width(of: last) > limit, lineBreakMode != .byClipping,
                  lineBreakMode != .byWordWrapping, lineBreakMode != .byCharWrapping {
            texts[texts.count - 1] = TextLayout.truncate(last, font: font, width: limit, mode: lineBreakMode)
        }
        let widths = texts.map { font.width(of: $0) }
        let widest = widths.max() ?? 0
        let box = limit < .greatestFiniteMagnitude ? limit : widest
        var lines: [Line] = []
        for (i, line) in texts.enumerated() {
            let x: CGFloat
            switch alignment {
            case .center: x = (box - widths[i]) / 2
            case .right: x = box - widths[i]
            case .left, .natural, .justified: x = 0
            }
            lines.append(Line(text: line, origin: CGPoint(x: x, y: font.ascender + CGFloat(i) * font.lineHeight),
                              width: widths[i]))
        }
        self.lines = lines
        size = CGSize(width: Swift.min(widest, limit), height: CGFloat(lines.count) * font.lineHeight)
    }

    /// Splits into lines at newlines and, when wider than `width`, at spaces (or characters).
    /// Each line carries what separated it from the next: a space at a word or paragraph break,
    /// nothing inside a word.
    static func breakLines(_ text: String, font: Font, width: CGFloat,
                           mode: LineBreakMode) -> [(text: String, separator: String)] {
        var result: [(text: String, separator: String)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth: CGFloat = 0
            for word in words(of: String(paragraph), byCharacter: mode == .byCharWrapping) {
                let trimmed = trimmingTrailingSpaces(word)
                let wordWidth = font.width(of: word)
                if line.isEmpty || lineWidth + font.width(of: trimmed) <= width {
                    line += word; lineWidth += wordWidth
                } else {
                    result.append((trimmingTrailingSpaces(line), mode == .byCharWrapping ? "" : " "))
                    line = word; lineWidth = wordWidth
                }
                // A single word wider than the line wraps between its characters.
                while font.width(of: trimmingTrailingSpaces(line)) > width && line.count > 1 {
                    var head = ""
                    for character in line {
                        if !head.isEmpty && font.width(of: head + String(character)) > width { break }
                        head.append(character)
                    }
                    if head.count == line.count { break }
                    result.append((head, ""))
                    line = String(line.dropFirst(head.count))
                    lineWidth = font.width(of: line)
                }
            }
            result.append((trimmingTrailingSpaces(line), " "))
        }
        return result
    }

    /// Words with their trailing spaces (or single characters, for character wrapping).
    static func words(of text: String, byCharacter: Bool) -> [String] {
        if byCharacter { return text.map { String($0) } }
        var words: [String] = []
        var current = ""
        var inSpaces = false
        for character in text {
            let isSpace = character == " " || character == "\t"
            if !isSpace && inSpaces { words.append(current); current = ""; inSpaces = false }
            if isSpace { inSpaces = true }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func trimmingTrailingSpaces(_ s: String) -> String {
        var s = s
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }

    /// Fits `text` into `width` on one line by the truncation mode.
    static func truncate(_ text: String, font: Font, width: CGFloat, mode: LineBreakMode) -> String {
        let text = trimmingTrailingSpaces(text)
        if font.width(of: text) <= width && mode != .byTruncatingTail && mode != .byTruncatingHead
            && mode != .byTruncatingMiddle { return text }
        let ellipsis = "\u{2026}"
        let characters = Array(text)
        func fits(_ s: String) -> Bool { font.width(of: s) <= width }
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            return text
        case .byTruncatingHead:
            if fits(text) { return text }
            var tail = ""
            for character in characters.reversed() {
                if !fits(ellipsis + String(character) + tail) { break }
                tail = String(character) + tail
            }
            return ellipsis + tail
        case .byTruncatingMiddle:
            if fits(text) { return text }
            var head = "", tail = ""
            var i = 0, j = characters.count - 1
            while i <= j {
                let useHead = head.count <= tail.count
                let candidate = useHead ? head + String(characters[i]) + ellipsis + tail
                                        : head + ellipsis + String(characters[j]) + tail
                if !fits(candidate) { break }
                if useHead { head.append(characters[i]); i += 1 } else { tail = String(characters[j]) + tail; j -= 1 }
            }
            return head + ellipsis + tail
        case .byTruncatingTail:
            if fits(text) { return text }
            var head = ""
            for character in characters {
                if !fits(trimmingTrailingSpaces(head + String(character)) + ellipsis) { break }
                head.append(character)
            }
            return trimmingTrailingSpaces(head) + ellipsis
        }
    }
}
