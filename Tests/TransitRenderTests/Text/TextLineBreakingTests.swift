import Foundation
import Testing
@testable import TransitGraphics
import TransitTestingReporting

@Suite("Line breaking")
struct TextLineBreakingTests {
    /// The indices a line may break before, worked out by hand from the rules.
    func breaks(_ text: String, byCharacter: Bool = false) -> [Int] {
        TextLineBreaking.opportunities(Array(text), byCharacter: byCharacter).enumerated().filter(\.element).map(\.offset)
    }

    @Test("Latin text breaks after spaces and after a hyphen between letters")
    func latin() {
        expectEqual(breaks("Hello world"), [6])
        expectEqual(breaks("a  b"), [3])
        expectEqual(breaks("well-known fact"), [5, 11])
        expectEqual(breaks("-5 and 3-"), [3, 7])
        expectEqual(breaks("abc", byCharacter: true), [1, 2])
    }

    @Test("Chinese and Japanese break between characters, never before closing punctuation or small kana")
    func cjk() {
        // 日 本 語 で す 。: not before 。 (5).
        expectEqual(breaks("日本語です。"), [1, 2, 3, 4])
        // 「 日 本 」 と: not after 「 (1), not before 」 (3).
        expectEqual(breaks("「日本」と"), [2, 4])
        // ち ょ っ と ー: not before ょ, っ (small kana) or ー (prolonged sound mark).
        expectEqual(breaks("ちょっとー"), [3])
        // Latin next to ideographs: i P h o n e 用: before 用 only.
        expectEqual(breaks("iPhone用"), [6])
        // 中 文 ， 好: not before the full-width comma.
        expectEqual(breaks("中文，好"), [1, 3])
    }

    @Test("Korean breaks at spaces, as Latin text does")
    func korean() {
        expectEqual(breaks("한국어 문장입니다"), [4])
    }
}

@Suite("Line breaking around emoji")
struct EmojiLineBreakingTests {
    @Test("Emoji break like ideographs (UAX #14 class ID); a sequence is one character and never splits")
    func emojiBreakBetweenSequences() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", flag = "\u{1F1EF}\u{1F1F5}", thumbs = "\u{1F44D}\u{1F3FD}"
        let characters = Array("ab" + family + flag + thumbs + "cd")
        expectEqual(characters.count, 7)
        // Breaks before the family (after a letter), between the emoji, and before "c".
        expectEqual(
            TextLineBreaking.opportunities(characters, byCharacter: false),
            [false, false, true, true, true, true, false])
        // Text presentation (U+FE0E) and text-default characters (❤ U+2764) stay in the word.
        expectEqual(TextLineBreaking.opportunities(Array("a\u{2764}b"), byCharacter: false), [false, false, false])
        expectEqual(TextLineBreaking.opportunities(Array("a\u{1F600}\u{FE0E}b"), byCharacter: false), [false, false, false])
    }
}
