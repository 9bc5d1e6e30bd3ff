import Foundation

/// Which appearance the tab bar shows, and how it draws it.
extension TabBar {
    /// The opaque grey of a bar that is not translucent (#F7F7F7; #1C1C1E, `secondarySystemBackground`'s
    /// dark value, in the dark appearance, Transit's choice).
    static let opaqueBackgroundColor = Color(light: Color(rgb: 0xF7F7F7), dark: Color(rgb: 0x1C1C1E))

    /// The appearance in effect (Transit extension; UIKit resolves it privately), as Apple
    /// documents for iOS 15: at the scroll edge (for a bar a tab bar controller manages) the
    /// `scrollEdgeAppearance`, else the standard appearance with a transparent background
    /// (`configureWithTransparentBackground()` keeps the item appearance); otherwise the
    /// `standardAppearance`.
    public var effectiveAppearance: TabBarAppearance {
        guard isManaged, isAtScrollEdge else { return standardAppearance }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent = standardAppearance.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The colour the bar's background is filled with: the appearance's, or — for a bar that is
    /// not translucent — its background colour over the opaque bar grey, which replaces the
    /// material (an opaque bar never lets content show through).
    var resolvedBackgroundColor: Color {
        let appearance = effectiveAppearance
        guard !isTranslucent else { return appearance.resolvedBackgroundColor }
        return appearance.backgroundColor?.composited(over: Self.opaqueBackgroundColor) ?? Self.opaqueBackgroundColor
    }

    /// Draws the effective appearance: the background, the hairline along the top edge and the
    /// items' colours.
    func applyAppearance() {
        let appearance = effectiveAppearance
        backgroundColor = resolvedBackgroundColor
        viewWithTag(Self.hairlineTag)?.backgroundColor = appearance.shadowColor ?? .clear
        refreshItems()
    }
}
