import Foundation

/// Which appearance the bar shows, and how it draws it.
extension NavigationBar {
    /// The hairline's thickness: one pixel at 3× (UIKit's bar shadow is one pixel tall).
    static let hairlineWidth: CGFloat = 1.0 / 3.0

    /// The appearance in effect for the top item (Transit extension; UIKit resolves it privately),
    /// resolved as Apple documents: in a
    /// compact-height environment the item's `compactAppearance`, else the bar's, else the
    /// standard one; at the scroll edge (for a bar a navigation controller manages) the item's
    /// `scrollEdgeAppearance`, else the bar's, else the standard appearance with a transparent
    /// background (`configureWithTransparentBackground()` keeps the title attributes); otherwise
    /// the item's `standardAppearance`, else the bar's.
    public var effectiveAppearance: NavigationBarAppearance { appearance(for: topItem, atScrollEdge: isAtScrollEdge) }

    /// The appearance for `item` at the scroll edge or not (see `effectiveAppearance`).
    func appearance(for item: NavigationItem?, atScrollEdge: Bool) -> NavigationBarAppearance {
        let standard = item?.standardAppearance ?? standardAppearance
        if traitCollection.verticalSizeClass == .compact {
            return item?.compactAppearance ?? compactAppearance ?? standard
        }
        guard isManaged, atScrollEdge else { return standard }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Draws `appearance`: the background colour and the hairline's colour, and the titles'
    /// attributes on the shown item's views.
    func applyAppearance() {
        let appearance = effectiveAppearance
        backgroundColor = nil
        let background = appearance.barBackground(translucent: isTranslucent)
        backgroundView.effect = background.effect
        backgroundView.backgroundColor = background.color
        shadowView.backgroundColor = appearance.shadowColor ?? .clear
        contentView?.apply(appearance)
    }

    /// The scroll edge state or an appearance changed: draws the new appearance.
    func appearanceDidChange() {
        applyAppearance()
    }

    /// An item's appearances or large-title mode, or `prefersLargeTitles`, changed: the bar's
    /// height and look follow.
    func itemAppearanceDidChange() {
        if let onHeightChange {
            onHeightChange()
        } else {
            largeTitleExtent = showsLargeTitle(for: topItem) ? Self.largeTitleHeight : 0
        }
        contentView?.showsLargeTitle = showsLargeTitle(for: topItem)
        applyAppearance()
        setNeedsLayout()
    }
}

/// Large titles (`prefersLargeTitles`, `NavigationItem.largeTitleDisplayMode`).
extension NavigationBar {
    /// The height of the large-title area below the 44 pt row: 52 pt, so a bar showing a large
    /// title is 96 pt tall, UIKit's iPhone large-title bar since iOS 11 (Transit extension: UIKit
    /// publishes no constant).
    public static let largeTitleHeight: CGFloat = 52
    /// The large title's font size: 34 pt, drawn bold (the Large Title text style of Apple's Human
    /// Interface Guidelines, `UIFont.TextStyle.largeTitle`, 34 pt at the default content size,
    /// emphasized as navigation bars draw it; Transit extension).
    public static let largeTitleFontSize: CGFloat = 34

    /// Whether `item` shows its title large in this bar: `prefersLargeTitles` and the item's
    /// `largeTitleDisplayMode` — `.always`, or `.automatic` with the item below it showing it large
    /// (the bottom item of the stack shows it large).
    func showsLargeTitle(for item: NavigationItem?) -> Bool {
        guard prefersLargeTitles, let item else { return false }
        var index = itemStack.lastIndex { $0 === item }
        var mode = item.largeTitleDisplayMode
        while mode == .automatic, let i = index, i > 0 {
            index = i - 1
            mode = itemStack[i - 1].largeTitleDisplayMode
        }
        return mode != .never
    }

    /// The height of the bar below the top safe-area inset while `item` is on top and its content
    /// is at rest at its top edge: 96 pt with a large title, 44 pt without.
    func restingContentHeight(for item: NavigationItem?) -> CGFloat {
        Self.height + (showsLargeTitle(for: item) ? Self.largeTitleHeight : 0)
    }

    /// The height of the bar below the top safe-area inset now: the 44 pt row plus the large-title
    /// area as far as it is open.
    var currentContentHeight: CGFloat { Self.height + max(0, largeTitleExtent) }

    /// The extent of `item`'s large-title area with its content scrolled `scrolled` points past
    /// its resting top (negative when pulled down): the area follows the content up until it is
    /// closed, and stretches when the content is pulled down. Zero without a large title.
    func largeTitleExtent(for item: NavigationItem?, scrolled: CGFloat) -> CGFloat {
        guard showsLargeTitle(for: item), scrolled.isFinite else { return 0 }
        return max(0, Self.largeTitleHeight - scrolled)
    }

    /// Where content released so as to come to rest `scrolled` points past its resting top ends
    /// up with `item` on top: a large title is never left half collapsed. A rest inside the
    /// collapse (0 < scrolled < `largeTitleHeight`) moves to the nearer end — fully expanded (0)
    /// below the middle, fully collapsed (`largeTitleHeight`) from the middle on — and any other
    /// rest is kept.
    ///
    /// UIKit does the same with the large title of a `UINavigationBar` (iOS 11+): let go of a
    /// list with the title half collapsed and the list glides to show the title whole or the bar
    /// collapsed. Apple documents no rule; Transit decides on the deceleration's target, not the
    /// offset at release, so a flick that would carry the content through the collapse is left
    /// alone and a flick that stops inside it is stretched or shortened to the nearer end. The
    /// scroll view's delegate sees the snapped target in
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and may still change it.
    func snappedLargeTitleScroll(for item: NavigationItem?, scrolled: CGFloat) -> CGFloat {
        let collapsible = Self.largeTitleHeight
        guard showsLargeTitle(for: item), scrolled.isFinite, scrolled > 0, scrolled < collapsible else { return scrolled }
        return scrolled < collapsible / 2 ? 0 : collapsible
    }

    /// Whether content scrolled `scrolled` points past its resting top is at the bar's edge:
    /// its top edge has not gone under the bar (with a large title, until the title area is
    /// closed).
    func isAtScrollEdge(for item: NavigationItem?, scrolled: CGFloat) -> Bool {
        let collapsible = showsLargeTitle(for: item) ? Self.largeTitleHeight : 0
        return !(scrolled > collapsible)
    }
}
