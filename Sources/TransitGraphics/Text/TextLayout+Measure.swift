import Foundation

extension TextLayout {
    /// A character with its run's attributes.
    struct Item {
        var character: Character
        var attributes: AttributedText.Attributes
        init(_ character: Character, _ attributes: AttributedText.Attributes) {
            self.character = character
            self.attributes = attributes
        }
    }

    /// Characters with their glyphs measured once: where each starts and where its ink advance
    /// ends (before kerning with the next), in one coordinate along the whole text.
    struct Measured {
        var items: [Item] = []
        var start: [CGFloat] = []
        var end: [CGFloat] = []
        /// Each character's glyphs, with x relative to its start.
        var glyphs: [[(source: PlacedGlyph.Source, dx: CGFloat)]] = []
        let base: Font

        init(_ text: AttributedText, font: Font) {
            base = font
            var offset: CGFloat = 0
            for run in text.runs {
                let runFont = run.attributes.font ?? font
                let placed = runFont.glyphs(for: run.string, languageIdentifier: run.attributes.languageIdentifier)
                var g = 0
                let kern = run.attributes.kern
                for (i, character) in run.string.enumerated() {
                    var mine: [(PlacedGlyph.Source, CGFloat)] = []
                    let first = g < placed.count && placed[g].characterIndex == i ? placed[g].x : nil
                    let charStart = first.map { offset + $0 + kern * CGFloat(i) } ?? (end.last ?? offset)
                    var charEnd = charStart
                    while g < placed.count && placed[g].characterIndex == i {
                        mine.append((placed[g].source, offset + placed[g].x + kern * CGFloat(i) - charStart))
                        charEnd = offset + (placed[g].x + placed[g].advance) + kern * CGFloat(i + 1)
                        g += 1
                    }
                    if first == nil { charEnd = charStart }
                    items.append(Item(character, run.attributes))
                    start.append(charStart)
                    end.append(charEnd)
                    glyphs.append(mine)
                }
                offset = end.last ?? offset
            }
        }

        /// Line ranges (trailing spaces and the newline excluded) and whether each ends a
        /// paragraph.
        func breakLines(width limit: CGFloat, byCharacter: Bool) -> [(range: Range<Int>, endsParagraph: Bool)] {
            let characters = items.map(\.character)
            let n = characters.count
            let opportunities = TextLineBreaking.opportunities(characters, byCharacter: byCharacter)
            var lines: [(Range<Int>, Bool)] = []
            func trimmed(_ a: Int, _ b: Int) -> Range<Int> {
                var b = b
                while b > a && TextLineBreaking.isSpace(characters[b - 1]) { b -= 1 }
                return a..<b
            }
            var lineStart = 0, lastBreak: Int?
            var k = 0
            while k < n {
                let c = characters[k]
                if c.isNewline {
                    lines.append((trimmed(lineStart, k), true))
                    lineStart = k + 1; lastBreak = nil; k += 1
                    continue
                }
                if k > lineStart && opportunities[k] { lastBreak = k }
                if !TextLineBreaking.isSpace(c) && k > lineStart && end[k] - start[lineStart] > limit {
                    let at = lastBreak.map { $0 > lineStart ? $0 : k } ?? k
                    lines.append((trimmed(lineStart, at), false))
                    lineStart = at; lastBreak = nil; k = at
                    continue
                }
                k += 1
            }
            lines.append((trimmed(lineStart, n), true))
            return lines
        }

        /// A line of the characters at `indices` (consecutive), origin at its first character.
        func line(_ indices: [Int]) -> Line {
            guard let first = indices.first, let last = indices.last else {
                return Line(text: "", origin: .zero, width: 0)
            }
            var glyphs: [Glyph] = []
            var text = ""
            for (n, k) in indices.enumerated() {
                text.append(items[k].character)
                let font = items[k].attributes.font ?? base
                for g in self.glyphs[k] {
                    glyphs.append(
                        Glyph(
                            font: font, source: g.source, x: start[k] - start[first] + g.dx,
                            color: items[k].attributes.foregroundColor, characterIndex: n))
                }
            }
            return Line(text: text, origin: .zero, width: end[last] - start[first], glyphs: glyphs)
        }
    }

    /// A line of arbitrary characters (a truncated line), measured afresh.
    static func place(_ items: [Item], base: Font) -> Line {
        var text = AttributedText(string: "")
        for item in items { text.append(AttributedText(string: String(item.character), attributes: item.attributes)) }
        let measured = Measured(text, font: base)
        return measured.line(Array(measured.items.indices))
    }

    /// The width of arbitrary characters on one line.
    static func width(_ items: [Item], base: Font) -> CGFloat { place(items, base: base).width }

    static func trimmingSpaces(_ items: ArraySlice<Item>) -> ArraySlice<Item> {
        var s = items
        while let last = s.last, TextLineBreaking.isSpace(last.character) { s.removeLast() }
        while let first = s.first, TextLineBreaking.isSpace(first.character) { s.removeFirst() }
        return s
    }

    /// Fits characters into `width` on one line by the truncation mode: the longest start (tail),
    /// end (head) or both (middle, the start keeping the extra character) with "…" in the
    /// attributes of the characters next to it. Clipping keeps every character.
    static func truncate(_ items: [Item], width: CGFloat, mode: LineBreakMode, base: Font) -> [Item] {
        let all = Array(trimmingSpaces(items[...]))
        if mode == .byClipping || TextLayout.width(all, base: base) <= width && mode != .byTruncatingTail { return all }
        func ellipsis(_ near: Item?) -> Item { Item("\u{2026}", near?.attributes ?? AttributedText.Attributes()) }
        func fits(_ candidate: [Item]) -> Bool { TextLayout.width(candidate, base: base) <= width }
        if fits(all) { return all }
        switch mode {
        case .byTruncatingHead:
            // The longest end that fits after the ellipsis (binary search on its length).
            var lo = 0, hi = all.count
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                let tail = Array(trimmingSpaces(all[(all.count - mid)...]))
                if fits([ellipsis(tail.first)] + tail) { lo = mid } else { hi = mid - 1 }
            }
            let tail = Array(trimmingSpaces(all[(all.count - lo)...]))
            return [ellipsis(tail.first ?? all.last)] + tail
        case .byTruncatingMiddle:
            var head = 0, tail = 0
            while head + tail < all.count {
                let useHead = head <= tail
                let h = useHead ? head + 1 : head, t = useHead ? tail : tail + 1
                let left = Array(all[..<h]), right = Array(all[(all.count - t)...])
                if !fits(left + [ellipsis(left.last ?? right.first)] + right) { break }
                head = h; tail = t
            }
            let left = Array(all[..<head]), right = Array(all[(all.count - tail)...])
            return left + [ellipsis(left.last ?? right.first ?? all.first)] + right
        default:
            var lo = 0, hi = all.count
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                let head = Array(trimmingSpaces(all[..<mid]))
                if fits(head + [ellipsis(head.last)]) { lo = mid } else { hi = mid - 1 }
            }
            let head = Array(trimmingSpaces(all[..<lo]))
            return head + [ellipsis(head.last ?? all.first)]
        }
    }

    /// Stretches a line to `width`: the extra space shared by its inner spaces, or by the gaps
    /// between its characters when it has no spaces and holds Chinese or Japanese. The line's
    /// `width` stays its natural width.
    static func justify(_ line: inout Line, width: CGFloat) {
        let extra = width - line.width
        let characters = Array(line.text)
        guard extra > 0, characters.count > 1 else { return }
        let spaces = characters.filter(TextLineBreaking.isSpace).count
        let byCharacter = spaces == 0 && characters.contains(where: TextLineBreaking.breaksAnywhere)
        guard spaces > 0 || byCharacter else { return }
        let share = extra / CGFloat(byCharacter ? characters.count - 1 : spaces)
        var shifts: [CGFloat] = []
        var shift: CGFloat = 0
        for c in characters {
            shifts.append(shift)
            if byCharacter || TextLineBreaking.isSpace(c) { shift += share }
        }
        for i in line.glyphs.indices {
            line.glyphs[i].x += shifts[min(line.glyphs[i].characterIndex, shifts.count - 1)]
        }
    }
}
