import Foundation

/// The control that shows one `TabBarItem` inside a `TabBar`: the image (or selected image),
/// the title under it and the badge.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView(frame: .zero)
    let titleLabel = Label(frame: .zero)
    let badgeView = View(frame: .zero)
    let badgeLabel = Label(frame: .zero)

    /// How symbol images are drawn in a tab bar: the body text style's size at the large scale
    /// (a 26.5 pt box). Apple publishes no value; iOS's tab bar symbols have about that size.
    static let symbolConfiguration = Image.SymbolConfiguration(textStyle: .body, scale: .large)

    /// The size of the image area (30 × 30 pt) and of the title band under it.
    static let imageSide: CGFloat = 30
    static let titleHeight: CGFloat = 12
    static let badgeHeight: CGFloat = 18

    /// Never made from an archive: Transit creates these buttons itself.
    required init?(coder: NSCoder) { return nil }

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.preferredSymbolConfiguration = Self.symbolConfiguration
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        for view in [imageView, titleLabel, badgeView] as [View] { view.isUserInteractionEnabled = false; addSubview(view) }
        badgeView.addSubview(badgeLabel)
    }

    /// Reads the item and lays out the image, title and badge for the selection state, in the
    /// colours of `appearance`'s state (`disabled` for a disabled item, else `selected` or
    /// `normal`) where it sets them, else `selectedColor` / `normalColor` (half transparent when
    /// disabled).
    func refresh(selected: Bool, selectedColor: Color, normalColor: Color, appearance: TabBarItemAppearance) {
        isSelected = selected
        isEnabled = item.isEnabled
        let state = !item.isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
        let fallback = !item.isEnabled ? normalColor.withAlphaComponent(0.5) : selected ? selectedColor : normalColor
        let color = state.iconColor ?? fallback
        let image = selected ? item.selectedImage : item.image
        // Bars draw item images as templates in the item's colour; symbols at their own size.
        imageView.image = image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        imageView.contentMode = image?.isSymbolImage == true ? .center : .scaleAspectFit
        titleLabel.text = item.title
        titleLabel.font = state.titleTextAttributes.font ?? .systemFont(ofSize: 10, weight: .medium)
        // The title keeps full strength when disabled unless the appearance says otherwise.
        titleLabel.textColor =
            state.titleTextAttributes.foregroundColor ?? state.iconColor
            ?? (selected ? selectedColor : normalColor)
        badgeView.backgroundColor = state.badgeBackgroundColor ?? .systemRed
        badgeLabel.font = state.badgeTextAttributes.font ?? .systemFont(ofSize: 13)
        badgeLabel.textColor = state.badgeTextAttributes.foregroundColor ?? .white
        let width = bounds.width
        let imageTop: CGFloat = 5
        imageView.frame = CGRect(x: (width - Self.imageSide) / 2, y: imageTop, width: Self.imageSide, height: Self.imageSide)
        titleLabel.frame = CGRect(x: 0, y: imageTop + Self.imageSide + 1, width: width, height: Self.titleHeight)
        if let badge = item.badgeValue {
            badgeView.isHidden = false
            badgeLabel.text = badge
            let textWidth = badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.badgeHeight))
                .width
            let badgeWidth = max(Self.badgeHeight, textWidth + 10)
            badgeView.frame = CGRect(x: imageView.frame.midX + 4, y: 1, width: badgeWidth, height: Self.badgeHeight)
            badgeLabel.frame = CGRect(x: 0, y: 0, width: badgeWidth, height: Self.badgeHeight)
        } else {
            badgeView.isHidden = true
            badgeLabel.text = nil
        }
    }
}
