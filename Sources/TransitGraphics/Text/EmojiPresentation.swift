import Foundation

/// Whether a character (an extended grapheme cluster) draws as a colour emoji or as text, by
/// Unicode Technical Standard #51 (https://unicode.org/reports/tr51/, "Presentation Style"):
/// U+FE0E (text presentation selector) asks for text and U+FE0F (emoji presentation selector) for
/// emoji; otherwise a character whose first scalar has the Emoji_Presentation property draws as
/// emoji (😀, regional indicator flags), as do keycap sequences (U+20E3), emoji modifier
/// sequences (a skin tone after a modifier base), ZWJ sequences of emoji and tag sequences
/// (subdivision flags). Other emoji characters (❤, ☺, digits) default to text, as UTS #51 says.
enum EmojiPresentation {
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        // Below U+2000 only ©, ®, digits, # and * are emoji, and only in sequences.
        if first.value < 0x2000 && scalars.count == 1 { return false }
        var hasModifier = false, hasJoiner = false, hasKeycap = false, hasTag = false
        for s in scalars {
            switch s.value {
            case 0xFE0E: return false
            case 0xFE0F: return true
            case 0x200D: hasJoiner = true
            case 0x20E3: hasKeycap = true
            case 0x1F3FB...0x1F3FF: hasModifier = true
            case 0xE0020...0xE007F: hasTag = true
            default: break
            }
        }
        let p = first.properties
        if p.isEmojiPresentation { return true }
        guard p.isEmoji else { return false }
        return hasKeycap || hasTag || (hasModifier && p.isEmojiModifierBase) || (hasJoiner && scalars.count > 1)
    }
}
