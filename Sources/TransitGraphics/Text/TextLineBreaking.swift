import Foundation

/// Where lines may break (a small subset of Unicode's line breaking algorithm, UAX #14, plus the
/// usual Japanese and Chinese rules): after spaces; after a hyphen between letters; between
/// ideographs and kana (and between them and other text) — except before closing punctuation,
/// small kana and the prolonged sound mark, and after opening punctuation; between emoji as
/// between ideographs. Korean breaks at spaces like Latin text. A word wider than the line still
/// breaks between characters.
enum TextLineBreaking {
    /// Characters a line must not start with.
    static let noBreakBefore: Set<Character> = Set(
        "、。，．・：；？！）」』】〕〉》〙〗｝］〟’”ー々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
            + "ゝゞヽヾ‐゠–〜…‥,.!?:;)]}%℃°¢")
    /// Characters a line must not end with.
    static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〘〖｛［〝‘“([{$£¥€")

    static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\u{3000}" }

    /// Whether the character takes part in breaks between any two characters: ideographs, kana,
    /// and emoji presented as emoji (UAX #14 gives them class ID, as ideographs; a sequence is one
    /// character, so a ZWJ sequence, flag or skin-tone modifier never splits).
    static func breaksAnywhere(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        let script = TextScript(s)
        return script == .han || script == .kana || (script == .emoji && EmojiPresentation.isEmoji(c))
    }

    /// `result[k]` is whether a line may break before character k (never before the first).
    static func opportunities(_ characters: [Character], byCharacter: Bool) -> [Bool] {
        var result = [Bool](repeating: false, count: characters.count)
        for k in 1..<max(1, characters.count) {
            let prev = characters[k - 1], cur = characters[k]
            if cur.isNewline || prev.isNewline { result[k] = true; continue }
            if byCharacter { result[k] = true; continue }
            if isSpace(cur) { continue }
            if isSpace(prev) { result[k] = true; continue }
            if noBreakBefore.contains(cur) || noBreakAfter.contains(prev) { continue }
            if prev == "-" && cur.isLetter && k >= 2 && characters[k - 2].isLetter { result[k] = true; continue }
            if breaksAnywhere(prev) || breaksAnywhere(cur) { result[k] = true }
        }
        return result
    }
}
