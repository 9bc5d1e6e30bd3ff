import Foundation

/// The look of a tab bar (`UITabBarAppearance`, iOS 13+): the background and hairline of
/// `BarAppearance`, and how its items draw in the stacked layout (image above title), the layout
/// Transit's tab bar uses.
///
/// UIKit also has `inlineLayoutAppearance` and `compactInlineLayoutAppearance` (image beside the
/// title, on iPad and in landscape), the selection indicator and item positioning; Transit's tab
/// bar draws only the stacked layout, so only `stackedLayoutAppearance` is here.
@MainActor
open class TabBarAppearance: BarAppearance {
    /// How items draw in the stacked layout (`UITabBarAppearance.stackedLayoutAppearance`).
    open var stackedLayoutAppearance = TabBarItemAppearance()

    /// Creates an appearance with the default background (`UITabBarAppearance.init()`).
    public override init() {
        super.init()
    }

    /// Copies `barAppearance` (`UITabBarAppearance.init(barAppearance:)`), with its item
    /// appearance when it is a tab bar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tab = barAppearance as? TabBarAppearance {
            stackedLayoutAppearance = tab.stackedLayoutAppearance.copy()
        }
    }
}

/// How a tab bar item draws in each state (`UITabBarItemAppearance`, iOS 13+): `normal`,
/// `selected` and `disabled`. UIKit also has `focused` (for tvOS and keyboard focus), which
/// Transit does not draw.
@MainActor
public final class TabBarItemAppearance {
    /// An unselected, enabled item (`UITabBarItemAppearance.normal`).
    public var normal = TabBarItemStateAppearance()
    /// The selected item (`UITabBarItemAppearance.selected`).
    public var selected = TabBarItemStateAppearance()
    /// An item whose `isEnabled` is false (`UITabBarItemAppearance.disabled`).
    public var disabled = TabBarItemStateAppearance()

    /// Creates an item appearance for the stacked style (`UITabBarItemAppearance.init()`), with no
    /// colours set: the tab bar's own colours apply.
    public init() {}

    /// A copy (`NSCopying.copy()`): its state appearances are copied too.
    public func copy() -> TabBarItemAppearance {
        let copy = TabBarItemAppearance()
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        return copy
    }
}

/// How a tab bar item draws in one state (`UITabBarItemStateAppearance`, iOS 13+). Every value is
/// optional: where one is `nil` the tab bar's own choice applies (`tintColor` for the selected
/// item, `unselectedItemTintColor` or system grey otherwise, a red badge with white text).
@MainActor
public final class TabBarItemStateAppearance {
    /// The colour of the item's image (`UITabBarItemStateAppearance.iconColor`).
    public var iconColor: Color?
    /// The title's attributes (`UITabBarItemStateAppearance.titleTextAttributes`): its font (10 pt
    /// medium when `nil`) and colour (the icon's colour when `nil`). UIKit takes a dictionary of
    /// `NSAttributedString.Key`s; Transit takes the attributes its text system draws.
    public var titleTextAttributes = AttributedText.Attributes()
    /// The badge's background colour (`UITabBarItemStateAppearance.badgeBackgroundColor`;
    /// system red when `nil`).
    public var badgeBackgroundColor: Color?
    /// The badge text's attributes (`UITabBarItemStateAppearance.badgeTextAttributes`): font
    /// (13 pt when `nil`) and colour (white when `nil`).
    public var badgeTextAttributes = AttributedText.Attributes()

    init() {}

    func copy() -> TabBarItemStateAppearance {
        let copy = TabBarItemStateAppearance()
        copy.iconColor = iconColor
        copy.titleTextAttributes = titleTextAttributes
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        return copy
    }
}
