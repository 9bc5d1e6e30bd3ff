import Foundation

/// A bar of items, one per tab, along the bottom of the screen (`UITabBar`).
///
/// Each `TabBarItem` shows its image (its `selectedImage` when selected) tinted with `tintColor`
/// when selected and `unselectedItemTintColor` otherwise, its title below, and a red badge with
/// `badgeValue` at the image's top right when the value is not `nil`. Items share the width
/// equally. A tap on an enabled item selects it and tells the `delegate`.
///
/// The bar is `TabBar.barHeight` (49 pt) tall plus the bottom safe-area inset of where it sits
/// (`sizeThatFits(_:)`); the items occupy the top 49 pt. The bar reads its items' properties when
/// it lays out: after changing an item's title, image or badge, call `setNeedsLayout()` on the
/// bar (a `TabBarController` does this for every change it makes and at each of its layouts).
@MainActor
open class TabBar: View {
    /// The height of the item area, above the bottom safe area (49 pt, as UIKit's tab bar).
    public static let barHeight: CGFloat = 49

    /// The delegate told about taps (`UITabBar.delegate`).
    public weak var delegate: TabBarDelegate?

    /// The colour of unselected items' images and titles (`unselectedItemTintColor`; system
    /// grey when `nil`).
    open var unselectedItemTintColor: Color? { didSet { setNeedsLayout() } }

    /// Whether the bar lets content show through (`UITabBar.isTranslucent`, `true` by default as
    /// in UIKit). A tab bar controller lays out its children under a translucent bar (their
    /// `safeAreaInsets` account for it) and above an opaque one, unless the child's
    /// `extendedLayoutIncludesOpaqueBars` is `true`. A translucent bar draws its appearance's
    /// material (the content under it, blurred); an opaque one an opaque colour (see
    /// `BarAppearance.barBackground(translucent:)`).
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            applyAppearance()
            superview?.setNeedsLayout()
        }
    }

    /// The appearance of the bar while content is scrolled under it
    /// (`UITabBar.standardAppearance`, iOS 13+; the default background by default). Copied when
    /// assigned, as UIKit's `@NSCopying` property is: assign again after changing it.
    open var standardAppearance: TabBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); applyAppearance() }
    }
    private var standardAppearanceStorage = TabBarAppearance()

    /// The appearance while the content's bottom edge is at the bar (`UITabBar.scrollEdgeAppearance`,
    /// iOS 15+): when `nil`, the standard appearance with a transparent background, as Apple
    /// documents. Only a bar a tab bar controller manages is ever at the scroll edge. Copied when
    /// assigned.
    open var scrollEdgeAppearance: TabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); applyAppearance() }
    }
    private var scrollEdgeAppearanceStorage: TabBarAppearance?

    /// Whether the selected tab's content has its bottom edge at the bar (its tab bar controller
    /// decides; see `TabBarController`).
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }
    /// Whether a tab bar controller manages the bar (only then does the scroll edge apply).
    var isManaged = false { didSet { if isManaged != oldValue { applyAppearance() } } }

    var itemStorage: [TabBarItem]?
    var selectedStorage: TabBarItem?
    var buttons: [TabBarButton] = []

    /// Creates a bar from an archive (`UITabBar.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a bar with a light background and a hairline along its top edge.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let hairline = View(frame: .zero)
        hairline.tag = Self.hairlineTag
        addSubview(hairline)
        applyAppearance()
    }

    static let hairlineTag = -4901

    override class var suppliesContent: Bool { true }

    /// The bar's material: what lies under it, blurred, in the variant of its traits.
    override func supplyContent(to node: inout RenderNode) {
        node.backdrop = backgroundEffect?.backdrop(for: traitCollection.userInterfaceStyle)
    }

    /// The items shown, left to right (`UITabBar.items`). Setting them is `setItems(_:animated:
    /// false)`.
    open var items: [TabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (`UITabBar.setItems(_:animated:)`). Animated, the new items fade in over
    /// 0.25 s. The selected item stays selected if it is among the new items; otherwise no item is
    /// selected. An item listed twice is reported (`tabBar.duplicateItem`) and shown once.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        var unique: [TabBarItem] = []
        for item in items ?? [] where !unique.contains(where: { $0 === item }) { unique.append(item) }
        if unique.count != (items?.count ?? 0) {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "tabBar.duplicateItem",
                    "TabBar.setItems(_:animated:) got the same item twice; duplicates dropped"))
        }
        itemStorage = items == nil ? nil : unique
        if let selected = selectedStorage, !unique.contains(where: { $0 === selected }) { selectedStorage = nil }
        for button in buttons { button.removeFromSuperview() }
        buttons = unique.map { item in
            let button = TabBarButton(item: item)
            button.addAction(
                Action { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    self.userTapped(button.item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        layoutItems()
        if animated {
            for button in buttons { button.alpha = 0 }
            View.animate(withDuration: 0.25) { for button in self.buttons { button.alpha = 1 } }
        }
    }

    /// The selected item (`UITabBar.selectedItem`). Setting an item that is not in `items` is
    /// reported (`tabBar.unknownItem`) and ignored; setting it does not call the delegate.
    open var selectedItem: TabBarItem? {
        get { selectedStorage }
        set {
            if let newValue, !(itemStorage ?? []).contains(where: { $0 === newValue }) {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "tabBar.unknownItem",
                        "TabBar.selectedItem set to an item (\(newValue.title ?? "untitled")) that is not in items; ignored"))
                return
            }
            selectedStorage = newValue
            refreshItems()
        }
    }

    /// The bar's size for `size`: the given width, 49 pt plus the bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// The frame, in the bar's coordinates, of the item at `index` (Transit extension, for tests
    /// and hosts that script taps).
    public func itemFrame(at index: Int) -> CGRect? {
        guard buttons.indices.contains(index) else { return nil }
        return buttons[index].frame
    }

    func layoutItems() {
        let width = bounds.width
        viewWithTag(Self.hairlineTag)?.frame = CGRect(x: 0, y: 0, width: width, height: 0.5)
        let count = CGFloat(max(1, buttons.count))
        let itemWidth = width / count
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: Self.barHeight)
        }
        refreshItems()
    }

    /// Re-tints the item images for the new traits (dynamic colours resolve anew).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        refreshItems()
    }

    func refreshItems() {
        let selectedColor = tintColor ?? .systemBlue
        let normalColor = unselectedItemTintColor ?? .systemGray
        let items = effectiveAppearance.stackedLayoutAppearance
        for button in buttons {
            button.refresh(
                selected: button.item === selectedStorage, selectedColor: selectedColor,
                normalColor: normalColor, appearance: items)
        }
    }

    private func userTapped(_ item: TabBarItem) {
        guard item.isEnabled else { return }
        selectedStorage = item
        refreshItems()
        delegate?.tabBar(self, didSelect: item)
    }
}
