import Foundation

/// A view that shows one or more lines of read-only text (`UILabel`), measured and drawn with the
/// built-in font through `TextLayout`.
///
/// As in UIKit, user interaction is disabled by default, one line is shown by default, and the
/// text is centred vertically in the bounds when drawn.
@MainActor
open class Label: View {
    /// The text (`UILabel.text`). Setting it replaces `attributedText` with plain text.
    open var text: String? {
        didSet {
            if text != oldValue { setNeedsLayout() }
            if !settingAttributed { storedAttributedText = nil }
        }
    }
    private var storedAttributedText: AttributedText?
    private var settingAttributed = false
    /// Styled text (`UILabel.attributedText`): runs with their own font, colour and kerning, the
    /// rest in `font` and `textColor`. Setting it also sets `text` to its characters. Where
    /// TransitUIKit is imported too, its `NSAttributedString` spelling is preferred when the type
    /// is not stated.
    @_disfavoredOverload
    open var attributedText: AttributedText? {
        get { storedAttributedText ?? text.map { AttributedText(string: $0) } }
        set {
            settingAttributed = true
            text = newValue?.string
            settingAttributed = false
            storedAttributedText = newValue
            setNeedsLayout()
        }
    }
    /// `attributedText` by another name, for TransitUIKit: its `attributedText` takes UIKit's
    /// `NSAttributedString` and hides this module's property of the same name.
    @_spi(UIKitSpelling) public var styledText: AttributedText? {
        get { attributedText }
        set { attributedText = newValue }
    }
    /// How text that does not fit wraps or is truncated (`UILabel.lineBreakMode`),
    /// `.byTruncatingTail` by default.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsLayout() } } }
    /// The font (`UILabel.font`), the 17-point system font by default.
    open var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { setNeedsLayout() } } }
    /// The text colour (`UILabel.textColor`), `Color.label` by default; a dynamic colour (here or
    /// as an attributed text's foreground colour) is resolved from the label's traits each time
    /// the text is drawn.
    open var textColor: Color = .label
    /// The horizontal alignment (`UILabel.textAlignment`), `.natural` by default.
    open var textAlignment: TextAlignment = .natural
    /// The maximum number of lines, 0 for no limit (`UILabel.numberOfLines`); 1 by default.
    /// Negative values count as 0, as `TextLayout` treats them.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsLayout() } } }

    /// Creates a label from an archive (`UILabel.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a label with the given frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `textAlignment` with `.natural` resolved by the label's layout direction: right aligned
    /// right to left (as `NSTextAlignment.natural` follows the writing direction).
    var resolvedTextAlignment: TextAlignment {
        textAlignment == .natural && isRightToLeft ? .right : textAlignment
    }

    /// The text laid out for a width (unbounded when not finite or not positive).
    func layout(width: CGFloat) -> TextLayout {
        TextLayout(
            attributedText: storedAttributedText ?? AttributedText(string: text ?? ""), font: font, width: width,
            numberOfLines: numberOfLines, alignment: resolvedTextAlignment, lineBreakMode: lineBreakMode)
    }

    /// The size of the text wrapped to `size.width` and limited to `numberOfLines`
    /// (`UILabel.sizeThatFits(_:)`); empty text measures zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return layout(width: size.width).size
    }

    /// The size of the text laid out unbounded, limited to `numberOfLines`
    /// (`UILabel.intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// A label is an accessibility element, a static text whose label is its text (as UIKit's).
    override func accessibilityDefaults() -> AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text ?? attributedText?.string, traits: .staticText)
    }

    override class var suppliesContent: Bool { true }

    /// The label's text as its layer's content.
    override func supplyContent(to node: inout RenderNode) { node.content = renderContent() }

    /// The text as drawn: the label's font, colour (resolved from its traits), alignment and
    /// line settings; `nil` when there is no text.
    func renderContent() -> RenderNode.Content? {
        guard let text, !text.isEmpty else { return nil }
        let traits = traitCollection
        return .text(
            RenderNode.TextContent(
                text: text, fontSize: font.pointSize, weight: font.weight.rawValue,
                color: textColor.resolvedColor(with: traits), alignment: resolvedTextAlignment,
                numberOfLines: max(0, numberOfLines), face: font.isSystemFont ? nil : font.face,
                lineBreakMode: lineBreakMode,
                attributedText: storedAttributedText?.resolvingColors(with: traits)))
    }
}
