import Foundation

/// The views that show one navigation item in a navigation bar: the back button (titled with the
/// previous item's back title), the left items, the title and the right items. One exists per
/// shown item; during a push or pop the outgoing and incoming ones cross-fade and slide.
@MainActor
final class NavigationItemView: View {
    /// The item shown.
    let item: NavigationItem
    /// The title label (centred in the bar).
    let titleLabel = Label(frame: .zero)
    /// The back button, when the item below exists and the item does not hide it.
    private(set) var backButton: Button?
    /// One button per left item, then one per right item.
    private(set) var leftButtons: [Button] = []
    private(set) var rightButtons: [Button] = []

    /// Horizontal margin at the bar's edges and between buttons (8 pt, as UIKit's compact bar).
    static let margin: CGFloat = 8

    init(item: NavigationItem, title: String?, backTitle: String?, onBack: @escaping @MainActor () -> Void) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        let showsBack = backTitle != nil && !item.hidesBackButton
            && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
        if showsBack, let backTitle {
            let button = Button(type: .system)
            button.setTitle("< " + backTitle, for: .normal)
            button.addAction(Action { _ in onBack() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leftButtons = (item.leftBarButtonItems ?? []).map(Self.button(for:))
        rightButtons = (item.rightBarButtonItems ?? []).map(Self.button(for:))
        for button in leftButtons + rightButtons { addSubview(button) }
    }

    /// A button that shows a bar button item and sends its actions when tapped.
    private static func button(for item: BarButtonItem) -> Button {
        let button = Button(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.isEnabled = item.isEnabled
        button.addAction(Action { [weak item] _ in item?.sendActions() }, for: .touchUpInside)
        return button
    }

    /// Back button and left items from the leading edge, right items from the trailing edge, the
    /// title centred in the bar (or between the buttons when they leave too little room).
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        var leading = Self.margin
        for button in ([backButton].compactMap { $0 } + leftButtons) {
            let size = button.sizeThatFits(CGSize(width: bounds.width, height: height))
            button.frame = CGRect(x: leading, y: 0, width: size.width, height: height)
            leading += size.width + Self.margin
        }
        var trailing = bounds.width - Self.margin
        for button in rightButtons {
            let size = button.sizeThatFits(CGSize(width: bounds.width, height: height))
            trailing -= size.width
            button.frame = CGRect(x: trailing, y: 0, width: size.width, height: height)
            trailing -= Self.margin
        }
        let textWidth = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: height)).width
        let inset = max(leading, bounds.width - trailing)
        let available = max(0, bounds.width - 2 * inset)
        let width = min(textWidth, available)
        titleLabel.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: height)
    }

    /// Never made from an archive: Transit creates these views itself.
    required init?(coder: NSCoder) { return nil }
}
