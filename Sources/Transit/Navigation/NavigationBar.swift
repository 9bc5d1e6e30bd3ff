import Foundation

/// A bar across the top of a navigation controller's view that shows the top item of a stack of
/// navigation items (`UINavigationBar`): its title in the middle, a back button titled after the
/// item below (its `backBarButtonItem`'s title, else its `backButtonTitle`, else its title, else
/// "Back") that pops, and the item's left and right bar button items as buttons.
///
/// The bar is `height` (44 pt) tall below the top safe-area inset its controller gives it. A
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

    /// Whether the bar lets content show through (`UINavigationBar.isTranslucent`). Transit's bar
    /// is opaque: a navigation controller lays its children out below it. Always `false`.
    public var isTranslucent: Bool { false }

    /// The views of the item shown (the top item).
    var contentView: NavigationItemView?
    /// Resolves an item's title when the item has none (its controller's `title`).
    var fallbackTitle: (@MainActor (NavigationItem) -> String?)?
    /// Runs when the back button is tapped (a navigation controller pops).
    var onBack: (@MainActor () -> Void)?
    /// The height of the status area above the content (the top safe-area inset).
    var topInset: CGFloat = 0 { didSet { if topInset != oldValue { setNeedsLayout() } } }

    var itemStack: [NavigationItem] = []

    /// Creates a bar from an archive (`UINavigationBar.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(rgb: 0xF9F9F9)
    }

    /// Replaces the items (`UINavigationBar.setItems(_:animated:)`). Animated, the new top item
    /// cross-fades with the old one over 0.35 s (pushing when the old top is below the new one in
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
        let incoming = beginShowing(newItems, push: push)
        View.animate(withDuration: Self.itemAnimationDuration, animations: {
            self.animateItems(outgoing: outgoing, incoming: incoming, push: push)
        }, completion: { _ in
            if self.contentView !== outgoing { outgoing?.removeFromSuperview() }
        })
    }

    /// Pushes an item (`UINavigationBar.pushItem(_:animated:)`).
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        guard !itemStack.contains(where: { $0 === item }) else {
            diagnostics.report(Diagnostic(.error, code: "navigationBar.itemInStack",
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
            diagnostics.report(Diagnostic(.note, code: "navigationBar.popRoot",
                "popItem: the bar has no item below the top to show; nothing popped"))
            return nil
        }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    /// The duration of `setItems(_:animated:)` outside a navigation transition (0.35 s).
    static let itemAnimationDuration: TimeInterval = 0.35

    open override func layoutSubviews() {
        super.layoutSubviews()
        for case let item as NavigationItemView in subviews {
            item.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: Self.height)
            item.center = CGPoint(x: bounds.width / 2, y: topInset + Self.height / 2)
            item.setNeedsLayout()
            item.layoutIfNeeded()
        }
    }
}
