/// Replacements of UTF-8 byte ranges in a source text.
struct TextEdit {
    /// The first byte replaced.
    var start: Int
    /// The byte after the last one replaced.
    var end: Int
    /// What replaces the range.
    var replacement: String
}

enum TextEdits {
    /// Applies non-overlapping edits (overlapping ones after the first are dropped; an insertion
    /// at the start of a removal is kept, before it). A removal that leaves its line blank removes
    /// the line.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        var sorted: [TextEdit] = []
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            if let last = sorted.last, edit.start < last.end { continue }
            sorted.append(edit)
        }
        for edit in sorted.reversed() {
            var start = edit.start, end = edit.end
            if edit.replacement.isEmpty {
                // Widen a removal to the whole line when nothing else is left on it.
                var lineStart = start
                while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
                var lineEnd = end
                while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
                let atLineStart = lineStart == 0 || bytes[lineStart - 1] == 0x0A
                let atLineEnd = lineEnd == bytes.count || bytes[lineEnd] == 0x0A
                if atLineStart, atLineEnd {
                    start = lineStart
                    end = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
                }
            }
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
