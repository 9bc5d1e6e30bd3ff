import Foundation

/// A bar across the top of a navigation controller's view that shows the top item of a stack of
/// navigation items (`UINavigationBar`): its title in the middle, a back button titled after the
/// item below (its `backBarButtonItem`'s title, else its `backButtonTitle`, else its title, else
/// "Back") that pops, and the item's left and right bar button items as buttons.
///
/// The bar is `height` (44 pt) tall, plus the large-title area (`largeTitleHeight`, 52 pt: a
/// 96 pt bar) while a large title shows (see `prefersLargeTitles`). A navigation controller
/// places its top at the top of its safe area — below the status bar, at y = 59 pt on an
/// iPhone 16 upright — and its background extends up from there to the top of the screen, under
/// the status bar, as UIKit's does (UIKit's `UIBarPosition.topAttached`: "the bar's background
/// extends upward"). Its background and the hairline along its bottom edge come from its
/// appearances (`standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`, overridden per
/// item by `NavigationItem`'s). A
/// navigation controller keeps the bar's `items` equal to its stack's navigation items and moves
/// them in step with every push and pop: the outgoing item's views fade out while sliding toward
/// the back-button side, the incoming ones fade in from the other side, alongside the screen
/// transition (so an interactive pop scrubs them, and a cancelled one snaps them back).
@MainActor
open class NavigationBar: View {
    /// The height of the bar's content, below the top safe-area inset (44 pt).
    public static let height: CGFloat = 44

    /// The stack of items, bottom first (`UINavigationBar.items`). Setting it shows the new top
    /// item at once; see `setItems(_:animated:)`.
    open var items: [NavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack, shown in the bar (`UINavigationBar.topItem`).
    public var topItem: NavigationItem? { itemStack.last }

    /// The item just below the top, which titles the back button (`UINavigationBar.backItem`).
    public var backItem: NavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Whether the bar lets content show through (`UINavigationBar.isTranslucent`, `true` by
    /// default as in UIKit). A navigation controller lays out its children under a translucent bar
    /// (their `safeAreaInsets` account for it) and below an opaque one, unless the child's
    /// `extendedLayoutIncludesOpaqueBars` is `true`. A translucent bar draws its appearance's
    /// material; an opaque one an opaque colour (see `BarAppearance.barBackground(translucent:)`).
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            applyAppearance()
            superview?.setNeedsLayout()
        }
    }

    /// The views of the item shown (the top item).
    var contentView: NavigationItemView?
    /// Resolves an item's title when the item has none (its controller's `title`).
    var fallbackTitle: (@MainActor (NavigationItem) -> String?)?
    /// Runs when the back button is tapped (a navigation controller pops).
    var onBack: (@MainActor () -> Void)?
    /// How far the background extends above the bar's top edge, under the status bar (the
    /// navigation controller's top safe-area inset; 0 for a bar placed by hand).
    var topInset: CGFloat = 0 { didSet { if topInset != oldValue { setNeedsLayout() } } }

    /// The appearance of the bar while content is scrolled under it
    /// (`UINavigationBar.standardAppearance`, the default background by default). Copied when
    /// assigned, as UIKit's `@NSCopying` property is.
    open var standardAppearance: NavigationBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); appearanceDidChange() }
    }
    private var standardAppearanceStorage = NavigationBarAppearance()

    /// The appearance of the bar while the top edge of its content scroll view's content is at
    /// the bar (`UINavigationBar.scrollEdgeAppearance`, iOS 13+; since iOS 15 it applies to every
    /// navigation bar). `nil` (the default) means `standardAppearance` with a transparent
    /// background and no hairline, as Apple documents. Only a bar a navigation controller manages
    /// uses it. Copied when assigned.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }
    private var scrollEdgeAppearanceStorage: NavigationBarAppearance?

    /// The appearance of the bar in a compact-height environment
    /// (`UINavigationBar.compactAppearance`); `nil` means `standardAppearance`. Copied when
    /// assigned.
    open var compactAppearance: NavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }
    private var compactAppearanceStorage: NavigationBarAppearance?

    /// Whether the bar shows the titles of items large, in a 52 pt area below the 44 pt row
    /// (`UINavigationBar.prefersLargeTitles`, `false` by default); each item decides with its
    /// `largeTitleDisplayMode`.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemAppearanceDidChange() } }
    }

    /// Whether the content of the navigation controller's top child is at its top scroll edge
    /// (the bar then uses its scroll-edge appearance). Without a content scroll view it is.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } } }
    /// Whether the bar is managed by a navigation controller (only then does the scroll-edge
    /// appearance apply).
    var isManaged = false { didSet { applyAppearance() } }
    /// How tall the large-title area is now: 0 when the title is inline, `largeTitleHeight` at
    /// rest, more while the content is pulled down past its top (the area stretches with it).
    var largeTitleExtent: CGFloat = 0 { didSet { if largeTitleExtent != oldValue { setNeedsLayout() } } }
    /// Runs when the bar's height for the top item changes (its navigation controller lays out).
    var onHeightChange: (@MainActor () -> Void)?
    /// The background (the material and the colour over it) and the hairline along the bottom
    /// edge.
    let backgroundView = VisualEffectView(effect: nil)
    let shadowView = View(frame: .zero)

    var itemStack: [NavigationItem] = []
    /// Whether the top item's title or buttons changed while a push or pop ran: the bar shows
    /// them when it ends.
    var itemsChangedDuringTransition = false

    /// Creates a bar from an archive (`UINavigationBar.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        applyAppearance()
    }

    /// Replaces the items (`UINavigationBar.setItems(_:animated:)`). Animated, the new top item
    /// moves in as the old one leaves over 0.35 s (pushing when the old top is below the new one in
    /// the new stack order, popping otherwise).
    open func setItems(_ items: [NavigationItem]?, animated: Bool) {
        let newItems = items ?? []
        let old = itemStack
        guard animated, window != nil, let oldTop = old.last, let newTop = newItems.last, oldTop !== newTop else {
            showItems(newItems)
            return
        }
        let push = !old.contains { $0 === newTop }
        let outgoing = contentView
        let incoming = beginShowing(newItems, from: outgoing, push: push)
        let morph = beginMorph(
            outgoing: outgoing, incoming: incoming, push: push,
            incomingExtent: largeTitleExtent(for: newTop, scrolled: 0))
        View.animate(
            withDuration: Self.itemAnimationDuration,
            animations: {
                self.animateItems(outgoing: outgoing, incoming: incoming, push: push, morph: morph)
            },
            completion: { _ in
                morph?.end()
                if self.contentView !== outgoing { outgoing?.removeFromSuperview() }
                self.showChangedItems()
            })
    }

    /// Pushes an item (`UINavigationBar.pushItem(_:animated:)`).
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        guard !itemStack.contains(where: { $0 === item }) else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "navigationBar.itemInStack",
                    "pushItem: the item \(item.title ?? "(untitled)") is already in the bar's stack; ignored"))
            return
        }
        setItems(itemStack + [item], animated: animated)
    }

    /// Pops the top item and returns it (`UINavigationBar.popItem(animated:)`); with one item or
    /// none nothing is popped (a note) and the result is `nil`.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard itemStack.count > 1, let top = itemStack.last else {
            diagnostics.report(
                Diagnostic(
                    .note, code: "navigationBar.popRoot",
                    "popItem: the bar has no item below the top to show; nothing popped"))
            return nil
        }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    /// The duration of `setItems(_:animated:)` outside a navigation transition (0.35 s).
    static let itemAnimationDuration: TimeInterval = 0.35

    /// Draws the appearance the new traits call for (`compactAppearance` in a compact-height
    /// environment).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
    }

    /// The item views fill the bar (at least the 44 pt row; an item view held at its own height
    /// during a push or pop keeps it); the background covers the bar and, above it, the status
    /// area (`topInset`), as UIKit's bar background extends under the status bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(x: 0, y: -topInset, width: bounds.width, height: bounds.height + topInset)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: Self.hairlineWidth)
        let contentHeight = max(Self.height, bounds.height)
        for case let item as NavigationItemView in subviews {
            let height = item.heldHeight ?? contentHeight
            item.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: height)
            item.center = CGPoint(x: bounds.width / 2, y: height / 2)
            item.setNeedsLayout()
            item.layoutIfNeeded()
        }
    }
}
