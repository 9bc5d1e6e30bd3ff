import Foundation

/// Which appearance the tab bar shows, and how it draws it.
extension TabBar {
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

    /// The material drawn under the bar's background colour: the effective appearance's
    /// `backgroundEffect` while the bar is translucent, else none (see
    /// `BarAppearance.barBackground(translucent:)`).
    var backgroundEffect: BlurEffect? { effectiveAppearance.barBackground(translucent: isTranslucent).effect }

    /// Draws the effective appearance: the background (colour over the material, or opaque), the
    /// hairline along the top edge and the items' colours.
    func applyAppearance() {
        let appearance = effectiveAppearance
        backgroundColor = appearance.barBackground(translucent: isTranslucent).color
        viewWithTag(Self.hairlineTag)?.backgroundColor = appearance.shadowColor ?? .clear
        refreshItems()
    }
}
