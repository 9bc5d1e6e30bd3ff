import Foundation

/// Text with attributes over ranges (`NSAttributedString`'s counterpart, as a value): runs of
/// characters, each with an optional font, foreground colour and kerning. Attributes a run leaves
/// nil take the label's (`UILabel.font`, `UILabel.textColor`).
public struct AttributedText: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The attributes of a run (the `NSAttributedString.Key` values Transit draws).
    public struct Attributes: Equatable, Sendable {
        /// `NSAttributedString.Key.font`.
        public var font: Font?
        /// `NSAttributedString.Key.foregroundColor`.
        public var foregroundColor: Color?
        /// `NSAttributedString.Key.kern`: extra points after each character (negative tightens).
        public var kern: CGFloat
        /// `NSAttributedString.Key.languageIdentifier` (iOS 15+): the run's language as a BCP 47
        /// identifier, which picks the glyph forms of Han characters shared by Chinese, Japanese and
        /// Korean — `"zh-Hant"` or `"zh-TW"` traditional Chinese, `"zh-HK"` Hong Kong forms,
        /// `"zh-Hans"` simplified, `"ja"`, `"ko"` — as Apple's platforms pick the PingFang SC, TC
        /// or HK face with it. Nil (the default) guesses from the text: kana ⇒ Japanese, Hangul ⇒
        /// Korean, Han alone ⇒ simplified Chinese.
        public var languageIdentifier: String?

        /// Creates attributes; nil values fall back to the label's.
        public init(font: Font? = nil, foregroundColor: Color? = nil, kern: CGFloat = 0, languageIdentifier: String? = nil) {
            self.font = font
            self.foregroundColor = foregroundColor
            self.kern = kern.isFinite ? kern : 0
            self.languageIdentifier = languageIdentifier
        }
    }

    /// A run of characters sharing attributes.
    public struct Run: Equatable, Sendable {
        /// The characters.
        public var string: String
        /// Their attributes.
        public var attributes: Attributes
    }

    /// The runs, in order.
    public private(set) var runs: [Run] = []
    /// Extra space between lines in points (`NSParagraphStyle.lineSpacing`, for the whole text).
    public var lineSpacing: CGFloat = 0

    /// Text with one run of `string` (`NSAttributedString(string:attributes:)`).
    public init(string: String, attributes: Attributes = Attributes()) {
        if !string.isEmpty { runs = [Run(string: string, attributes: attributes)] }
    }

    /// Plain text with no attributes of its own.
    public init(stringLiteral value: String) { self.init(string: value) }

    /// The characters without attributes (`NSAttributedString.string`).
    public var string: String { runs.map(\.string).joined() }

    /// The number of characters (`NSAttributedString.length` counts UTF-16 units; this counts
    /// characters).
    public var length: Int { runs.reduce(0) { $0 + $1.string.count } }

    /// Appends text (`NSMutableAttributedString.append(_:)`); adjacent runs with equal
    /// attributes merge.
    public mutating func append(_ other: AttributedText) {
        for run in other.runs {
            if let last = runs.last, last.attributes == run.attributes {
                runs[runs.count - 1].string += run.string
            } else {
                runs.append(run)
            }
        }
    }

    /// The concatenation of two texts.
    public static func + (a: AttributedText, b: AttributedText) -> AttributedText {
        var result = a
        result.append(b)
        return result
    }
}
