import Foundation

/// The back button of a navigation bar: the back indicator — the system symbol `chevron.left`
/// (SF Symbols' `chevron.backward` left to right), the image iOS has drawn for UIKit's default
/// `backIndicatorImage` since iOS 13 — then the title of the item below, both in the tint colour.
/// The chevron stays in place while the title travels during a push or pop (see
/// `NavigationBar.transition(to:push:coordinator:alongside:settle:)`).
///
/// Apple publishes no geometry for the indicator. Transit draws the symbol with the body text
/// style's size (17 pt), semibold, at the large scale — the configuration under which the
/// symbol has the size of iOS's indicator next to the 17 pt back title — centred in a 12 × 21 pt
/// slot at the button's leading edge (`indicatorSize`), and leaves 6 pt before the title.
@MainActor
final class NavigationBackButton: Button {
    /// The chevron.
    let indicator = ImageView(image: NavigationBackButton.indicatorImage)
    /// The slot the chevron is centred in, at the button's leading edge.
    static let indicatorSize = CGSize(width: 12, height: 21)
    /// The space between the indicator's slot and the title.
    static let titleSpacing: CGFloat = 6
    /// The symbol the indicator draws.
    static let indicatorSymbolName = "chevron.left"
    /// The configuration the indicator's symbol is drawn with: 17 pt, semibold, large scale.
    static let indicatorConfiguration = Image.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
    /// The indicator's image: `indicatorSymbolName` drawn with `indicatorConfiguration` (a
    /// template, so it takes the tint colour).
    static var indicatorImage: Image? {
        Image(systemName: indicatorSymbolName, withConfiguration: indicatorConfiguration)
    }

    init(title: String) {
        super.init(type: .system)
        setTitle(title, for: .normal)
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
    }

    /// Never made from an archive: navigation bars create their back buttons.
    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = super.sizeThatFits(size)
        return CGSize(
            width: Self.indicatorSize.width + Self.titleSpacing + title.width,
            height: max(Self.indicatorSize.height, title.height))
    }

    /// The indicator centred in its slot at the leading edge, the title after it, both centred
    /// vertically. Right to left the slot is at the right edge and the chevron is mirrored to
    /// point right, as SF Symbols' `chevron.backward` does in a right-to-left interface.
    override func layoutSubviews() {
        super.layoutSubviews()
        let slot = Self.indicatorSize
        let rightToLeft = isRightToLeft
        func leading(_ x: CGFloat) -> CGFloat { rightToLeft ? bounds.width - x : x }
        indicator.bounds = CGRect(origin: .zero, size: indicator.sizeThatFits(slot))
        indicator.center = CGPoint(x: leading(slot.width / 2), y: bounds.midY)
        let mirrored = CGAffineTransform(scaleX: rightToLeft ? -1 : 1, y: 1)
        if indicator.transform != mirrored { indicator.transform = mirrored }
        indicator.tintColor = currentTitleColor
        if let label = titleLabel {
            label.center = CGPoint(x: leading(slot.width + Self.titleSpacing + label.bounds.width / 2), y: label.center.y)
        }
    }
}
