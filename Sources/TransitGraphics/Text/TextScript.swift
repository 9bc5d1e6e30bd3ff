import Foundation

/// The writing systems the font fallback distinguishes, with the Debian package that provides a
/// font for each (named in the report when no installed font covers a character).
enum TextScript: String, Sendable, CaseIterable {
    case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", symbols = "Symbols"
    case hangul = "Hangul", kana = "Kana", han = "Han"
    case arabic = "Arabic", hebrew = "Hebrew", devanagari = "Devanagari", thai = "Thai"
    case emoji = "Emoji", other = "Other"

    init(_ s: Unicode.Scalar) {
        switch s.value {
        case 0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x590...0x5FF: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F: self = .devanagari
        case 0xE00...0xE7F: self = .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: self = .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x31EF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFF00...0xFF65, 0xFFA0...0xFFEF, 0x20000...0x3FFFF:
            self = .han
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: self = .emoji
        case 0x2000...0x2BFF: self = .symbols
        default: self = .other
        }
    }

    /// Whether text in this script is set without spaces and may break between any two
    /// characters (Chinese, Japanese; Korean also breaks this way when a word is too long).
    var isCJK: Bool { self == .han || self == .kana || self == .hangul }

    /// The Debian package with a font for the script.
    var debianPackage: String {
        switch self {
        case .hangul, .kana, .han: return "fonts-noto-cjk"
        case .emoji: return "fonts-noto-color-emoji"
        case .arabic, .hebrew, .devanagari, .thai: return "fonts-noto-core"
        default: return "fonts-dejavu-core"
        }
    }
}
