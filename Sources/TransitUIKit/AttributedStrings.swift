@_spi(UIKitSpelling) import Transit

// UIKit's attributed-string spelling: Foundation's `NSAttributedString` with the attribute keys
// UIKit adds (`.font`, `.foregroundColor`, `.kern`, `.paragraphStyle`), `NSParagraphStyle`, and
// `UILabel.attributedText` taking one. Transit draws `AttributedText` values; these convert.

extension NSAttributedString.Key {
    /// The font of the text, a `UIFont` (`NSAttributedString.Key.font`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text, a `UIColor` (`NSAttributedString.Key.foregroundColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra points after each character, a number (`NSAttributedString.Key.kern`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Paragraph settings, an `NSParagraphStyle` (`NSAttributedString.Key.paragraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Settings of a paragraph (`NSParagraphStyle`), immutable; `NSMutableParagraphStyle` sets them.
/// Transit draws `lineSpacing` (for the whole text) and, on a label, `alignment`.
open class NSParagraphStyle: NSObject {
    fileprivate var storedLineSpacing: CGFloat = 0
    fileprivate var storedAlignment: NSTextAlignment = .natural
    fileprivate var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    /// Creates the default style: no extra spacing, natural alignment, word wrapping.
    public override init() {}

    /// The default style (`NSParagraphStyle.default`), a new instance each time.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Extra space between lines in points (`lineSpacing`).
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// The text alignment (`alignment`), `.natural` by default.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines break (`lineBreakMode`), `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
}

/// Paragraph settings that can be changed (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Extra space between lines in points (`lineSpacing`).
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// The text alignment (`alignment`).
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines break (`lineBreakMode`).
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

extension AttributedText {
    /// The runs of an attributed string: `.font`, `.foregroundColor` and `.kern` per run, the
    /// first `.paragraphStyle`'s `lineSpacing` for the whole text; other attributes are not drawn.
    public init(_ string: NSAttributedString) {
        self.init(string: "")
        let whole = NSRange(location: 0, length: string.length)
        let characters = string.string
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            guard let span = Range(range, in: characters) else { return }
            let run = Attributes(
                font: attributes[.font] as? Font, foregroundColor: attributes[.foregroundColor] as? Color,
                kern: Self.number(attributes[.kern]) ?? 0)
            append(AttributedText(string: String(characters[span]), attributes: run))
            if lineSpacing == 0, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                lineSpacing = style.lineSpacing
            }
        }
    }

    /// A number attribute's value, from any of the types code stores numbers as.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}

extension NSAttributedString {
    /// The attributed string of Transit's styled text: each run with its font, colour and kerning
    /// where set, and the text's line spacing as a paragraph style.
    public convenience init(_ text: AttributedText) {
        let result = NSMutableAttributedString(string: "")
        for run in text.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.attributes.font { attributes[.font] = font }
            if let color = run.attributes.foregroundColor { attributes[.foregroundColor] = color }
            if run.attributes.kern != 0 { attributes[.kern] = run.attributes.kern }
            if text.lineSpacing != 0 {
                let style = NSMutableParagraphStyle()
                style.lineSpacing = text.lineSpacing
                attributes[.paragraphStyle] = style
            }
            result.append(NSAttributedString(string: run.string, attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension Label {
    /// Styled text (`UILabel.attributedText`), as UIKit spells it: an `NSAttributedString`.
    ///
    /// Setting it sets the label's text and draws each run with its `.font`, `.foregroundColor`
    /// and `.kern` (the label's `font` and `textColor` where a run has none) and the paragraph
    /// style's `lineSpacing`. As UIKit documents, the label's `font`, `textColor` and
    /// `textAlignment` then reflect the attributes at location 0. Reading it gives the text's runs
    /// back, with the attributes Transit keeps.
    public var attributedText: NSAttributedString? {
        get { styledText.map { NSAttributedString($0) } }
        set {
            guard let newValue else {
                styledText = nil
                return
            }
            styledText = AttributedText(newValue)
            guard newValue.length > 0 else { return }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? Font { self.font = font }
            if let color = first[.foregroundColor] as? Color { textColor = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }
}
