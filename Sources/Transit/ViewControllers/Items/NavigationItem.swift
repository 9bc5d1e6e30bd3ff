import Foundation

/// The items a navigation bar shows while a view controller is on top of a navigation stack
/// (`UINavigationItem`): a title, a back button, and buttons on the left and right.
@MainActor
open class NavigationItem {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UINavigationItem` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The title shown in the middle of the bar (`UINavigationItem.title`). A view controller's
    /// item starts with the controller's `title` and follows it when the title is assigned.
    open var title: String? { didSet { displayingBar?.itemContentDidChange(self) } }

    /// The item shown as the back button when this item is just below the top of the stack
    /// (`UINavigationItem.backBarButtonItem`); `nil` means a back button titled with
    /// `backButtonTitle`, else this item's title.
    open var backBarButtonItem: BarButtonItem? { didSet { displayingBar?.itemContentDidChange(self) } }

    /// The title of the back button shown when this item is just below the top of the stack,
    /// used when `backBarButtonItem` is `nil` (`UINavigationItem.backButtonTitle`).
    open var backButtonTitle: String? { didSet { displayingBar?.itemContentDidChange(self) } }

    /// Whether the back button is hidden (`UINavigationItem.hidesBackButton`, `false` by default).
    open var hidesBackButton = false { didSet { displayingBar?.itemContentDidChange(self) } }

    /// Whether left items are shown next to the back button rather than replacing it
    /// (`UINavigationItem.leftItemsSupplementBackButton`, `false` by default).
    open var leftItemsSupplementBackButton = false { didSet { displayingBar?.itemContentDidChange(self) } }

    /// The items on the left, leading first (`UINavigationItem.leftBarButtonItems`).
    open var leftBarButtonItems: [BarButtonItem]? { didSet { displayingBar?.itemContentDidChange(self) } }

    /// The items on the right, trailing first (`UINavigationItem.rightBarButtonItems`).
    open var rightBarButtonItems: [BarButtonItem]? { didSet { displayingBar?.itemContentDidChange(self) } }

    /// The first left item (`UINavigationItem.leftBarButtonItem`); setting it replaces all left
    /// items with that one (or none).
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item (`UINavigationItem.rightBarButtonItem`); setting it replaces all right
    /// items with that one (or none).
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// When the item shows its title large (`UINavigationItem.LargeTitleDisplayMode`), in a bar
    /// whose `prefersLargeTitles` is `true`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack does; the bottom item shows it large (`.automatic`).
        case automatic
        /// Always large (`.always`).
        case always
        /// Never large (`.never`).
        case never
    }

    /// When the title is shown large (`UINavigationItem.largeTitleDisplayMode`, `.automatic` by
    /// default). Only bars whose `prefersLargeTitles` is `true` show large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { displayingBar?.itemAppearanceDidChange() }
    }

    /// The appearance the bar uses for this item instead of its `standardAppearance`
    /// (`UINavigationItem.standardAppearance`); `nil` keeps the bar's. Copied when assigned.
    open var standardAppearance: NavigationBarAppearance? {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue?.copy(); displayingBar?.itemAppearanceDidChange() }
    }
    private var standardAppearanceStorage: NavigationBarAppearance?

    /// The appearance the bar uses for this item while its content is at the scroll edge, instead
    /// of the bar's `scrollEdgeAppearance` (`UINavigationItem.scrollEdgeAppearance`). Copied when
    /// assigned.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); displayingBar?.itemAppearanceDidChange() }
    }
    private var scrollEdgeAppearanceStorage: NavigationBarAppearance?

    /// The appearance the bar uses for this item in a compact-height environment, instead of the
    /// bar's `compactAppearance` (`UINavigationItem.compactAppearance`). Copied when assigned.
    open var compactAppearance: NavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy(); displayingBar?.itemAppearanceDidChange() }
    }
    private var compactAppearanceStorage: NavigationBarAppearance?

    /// The bar showing this item, told when its appearance settings change.
    weak var displayingBar: NavigationBar?

    /// Creates an item with a title (`UINavigationItem.init(title:)`).
    public init(title: String?) {
        self.title = title
    }
}
