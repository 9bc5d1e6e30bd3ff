import Foundation

/// How a view's content flips between left-to-right and right-to-left layouts
/// (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the interface's direction (the default).
    case unspecified = 0
    /// Playback controls (play, fast-forward): never flipped.
    case playback = 1
    /// Controls with a spatial meaning (a direction pad, text alignment buttons): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

/// The direction of a user interface's layout (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Left to right: leading is left.
    case leftToRight = 0
    /// Right to left: leading is right.
    case rightToLeft = 1
}

/// Right-to-left layout. A view's direction comes from its `semanticContentAttribute` and, when
/// that is `.unspecified`, from its trait collection's `layoutDirection` (the window's
/// `screenTraits`), as `UIView.effectiveUserInterfaceLayoutDirection` documents. As in UIKit,
/// a semantic content attribute applies to its view only, not to its subviews.
///
/// What follows the direction:
/// - Auto Layout's `leading`/`trailing` attributes and margins are the right and left edges when
///   the view a constraint is installed on (the closest common ancestor of its items) lays out
///   right to left, and the constant's sign flips, so `leading = superview.leading + 16` insets
///   16 points from the right and `b.leading = a.trailing + 8` puts `b` 8 points left of `a`.
/// - `layoutMargins` places `directionalLayoutMargins` by the view's direction.
/// - Stack views arrange from their own leading edge (their constraints are installed on them,
///   so a stack view's `semanticContentAttribute` flips its arrangement, as in UIKit).
/// - A navigation controller mirrors its transitions: a push comes in from the left, and the
///   interactive pop starts at the right edge. Its bar mirrors too: the back button (its chevron
///   pointing right) and the left items at the right edge, the right items at the left, the large
///   title from the right margin, and titles travel to and from the back button on the right.
/// - A label's `.natural` alignment aligns right. Text itself is not reordered: bidirectional
///   text layout is not implemented.
extension View {
    /// The direction for views with `attribute` in an interface laid out left to right
    /// (`UIView.userInterfaceLayoutDirection(for:)`): right to left only for
    /// `.forceRightToLeft`. Transit has no application language, so the interface's own
    /// direction is left to right; a window's `screenTraits.layoutDirection` sets it per window.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction for views with `attribute` in an interface laid out in `direction`
    /// (`UIView.userInterfaceLayoutDirection(for:relativeTo:)`): forced attributes win,
    /// `.playback` and `.spatial` are left to right, `.unspecified` follows `direction`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute,
        relativeTo direction: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }

    /// The direction this view lays out its content in
    /// (`UIView.effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let interface: UserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: interface)
    }

    /// Whether leading is the right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction changed for this view (its attribute) or for a whole subtree (the window's
    /// traits): constraints are solved again and layout runs again.
    func layoutDirectionDidChange(subtree: Bool) {
        invalidateConstraintEngine()
        setNeedsLayout()
        superview?.setNeedsLayout()
        if subtree { for view in subviews { view.layoutDirectionDidChange(subtree: true) } }
    }
}
