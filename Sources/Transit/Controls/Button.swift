import Foundation

/// A control that performs an action on a tap and shows a title and an image that depend on its
/// state (`UIButton`).
///
/// The button is drawn by two subviews, `imageView` then `titleLabel`, laid out side by side and
/// centred in the bounds; each is hidden when it has nothing to show. Titles, title colours and
/// images are set per state and fall back as in UIKit: the exact state, then (for a highlighted
/// selected button) `.selected`, then `.normal`.
///
/// A `.system` button draws its title in `tintColor` and its images as templates tinted with it;
/// highlighted, its content dims to 20 % opacity; disabled, it is drawn in `Color.systemGray`. A
/// `.custom` button draws images as they are, white titles by default, and does not dim. A tap
/// that lifts inside sends `.touchUpInside` then `.primaryActionTriggered`.
@MainActor
open class Button: Control {
    /// The style of a button (`UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No styling (`custom`).
        case custom = 0
        /// Tinted, dimming when highlighted (`system`).
        case system = 1
    }

    /// The button's type (`UIButton.buttonType`).
    public let buttonType: ButtonType
    /// The label that shows the current title (`UIButton.titleLabel`).
    public let titleLabel: Label?
    /// The image view that shows the current image (`UIButton.imageView`).
    public let imageView: ImageView?

    private let label = Label()
    private let icon = ImageView()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var attributedTitles: [UInt: AttributedText] = [:]
    private var images: [UInt: Image] = [:]

    /// Creates a `.custom` button from an archive (`UIButton.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a `.custom` button (`UIButton.init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(type: .custom, frame: frame)
    }

    /// Creates a button of the given type (`UIButton.init(type:)`).
    public init(type buttonType: ButtonType, frame: CGRect = .zero) {
        self.buttonType = buttonType
        titleLabel = label
        imageView = icon
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(icon)
        addSubview(label)
        updateContent()
    }

    /// Creates a `.system` button showing `primaryAction`'s title and image and performing it on a
    /// tap (`UIButton.init(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.system` button for `primaryAction` (`UIButton.init(primaryAction:)`).
    public convenience init(primaryAction: Action?) {
        self.init(type: .system, primaryAction: primaryAction)
    }

    // MARK: Content per state

    /// Sets the title for a state (`setTitle(_:for:)`); `nil` removes it.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }
    /// The title for a state, with UIKit's fallbacks (`title(for:)`).
    public func title(for state: State) -> String? { lookup(titles, state) }

    /// Sets a styled title for a state (`setAttributedTitle(_:for:)`); `nil` removes it. As in
    /// UIKit, an attributed title wins over the plain one for the states it applies to; runs
    /// without a colour take the state's title colour.
    public func setAttributedTitle(_ title: AttributedText?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }
    /// The styled title for a state, with UIKit's fallbacks (`attributedTitle(for:)`).
    public func attributedTitle(for state: State) -> AttributedText? { lookup(attributedTitles, state) }
    /// The styled title shown now (`currentAttributedTitle`).
    public var currentAttributedTitle: AttributedText? { attributedTitle(for: state) }

    /// Sets the title colour for a state (`setTitleColor(_:for:)`); `nil` removes it.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }
    /// The title colour for a state: the one set, with fallbacks, or the type's default
    /// (`titleColor(for:)`).
    public func titleColor(for state: State) -> Color? {
        if let exact = titleColors[state.rawValue] { return exact }
        switch buttonType {
        case .system:
            if state.contains(.disabled) { return titleColors[State.disabled.rawValue] ?? .systemGray }
            return lookup(titleColors, state) ?? tintColor
        case .custom:
            return lookup(titleColors, state) ?? .white
        }
    }

    /// Sets the image for a state (`setImage(_:for:)`); `nil` removes it.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }
    /// The image for a state, with UIKit's fallbacks (`image(for:)`).
    public func image(for state: State) -> Image? { lookup(images, state) }

    /// The title shown now (`currentTitle`).
    public var currentTitle: String? { title(for: state) }
    /// The title colour used now (`currentTitleColor`).
    public var currentTitleColor: Color { titleColor(for: state) ?? tintColor }
    /// The image shown now (`currentImage`), before tinting.
    public var currentImage: Image? { image(for: state) }

    private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? {
        if let exact = table[state.rawValue] { return exact }
        if state.contains(.selected), let selected = table[State.selected.rawValue] { return selected }
        return table[State.normal.rawValue]
    }

    /// A button is an accessibility element with the button trait, labelled by its current title
    /// (as UIKit's); a disabled one adds `.notEnabled`, a selected one `.selected`.
    override func accessibilityDefaults() -> AccessibilityDefaults {
        var traits: AccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return AccessibilityDefaults(isElement: true, label: currentTitle ?? currentAttributedTitle?.string, traits: traits)
    }

    /// Re-tints a system button when its tint changes.
    open override var tintColor: Color! {
        didSet { updateContent() }
    }

    override func controlStateDidChange() { updateContent() }

    /// Re-tints a system button's image for the new traits (a dynamic tint resolves anew).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateContent()
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// Shows the current title, colour and image, then lays out.
    func updateContent() {
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
        }
        label.textColor = currentTitleColor
        label.isHidden = (label.text ?? "").isEmpty
        var image = currentImage
        if buttonType == .system, let template = image {
            // The image view fills the template with the tint (and draws symbols at its scale).
            image = template.withRenderingMode(.alwaysTemplate)
            icon.tintColor = state.contains(.disabled) ? .systemGray : tintColor
        }
        icon.image = image
        icon.isHidden = image == nil
        let dimmed = buttonType == .system && isHighlighted
        label.alpha = dimmed ? 0.2 : 1
        icon.alpha = dimmed ? 0.2 : 1
        setNeedsLayout()
    }

    // MARK: Layout

    /// The image and title side by side (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let parts = contentSizes()
        return CGSize(
            width: parts.image.width + parts.title.width,
            height: max(parts.image.height, parts.title.height))
    }

    /// The size of the content (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Centres the image and the title, side by side, in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let parts = contentSizes()
        let b = bounds
        let x = b.minX + (b.width - parts.image.width - parts.title.width) / 2
        icon.frame = CGRect(
            x: x, y: b.minY + (b.height - parts.image.height) / 2,
            width: parts.image.width, height: parts.image.height)
        label.frame = CGRect(
            x: x + parts.image.width, y: b.minY + (b.height - parts.title.height) / 2,
            width: parts.title.width, height: parts.title.height)
    }

    private func contentSizes() -> (image: CGSize, title: CGSize) {
        let image = icon.isHidden ? .zero : (icon.image?.size ?? .zero)
        let title = label.isHidden ? .zero : label.intrinsicContentSize
        return (image, title)
    }
}
