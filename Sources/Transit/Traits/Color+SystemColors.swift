import Foundation

/// UIKit's system colours, each dynamic: its light value in the light (or unspecified) appearance
/// and its dark value in the dark one, with the alpha UIKit gives it.
///
/// The hues and greys are the default (not increased-contrast) values of the Human Interface
/// Guidelines' "Color" page (https://developer.apple.com/design/human-interface-guidelines/color),
/// as published for iOS 13 to iOS 18: the page's June 2025 revision lists new values for iOS 26,
/// which Transit does not follow. `systemTeal` keeps its iOS 13 value (#5AC8FA, dark #64D2FF):
/// iOS 15 moved teal to #30B0C7 (dark #40C8E0) and gave the old teal's place to the new
/// `systemCyan`. The element colours (backgrounds, labels, fills, separators, link) are the values
/// UIKit's `resolvedColor(with:)` returns for `UITraitCollection(userInterfaceStyle:)` `.light`
/// and `.dark` (the HIG names them without numbers); the six backgrounds have a third, lighter
/// value for `.dark` with `userInterfaceLevel` `.elevated` (content in a sheet), the value UIKit
/// returns for those traits.
extension Color {
    /// A system colour from its light and dark `0xRRGGBB` values and alphas.
    private static func system(
        _ light: UInt32, _ lightAlpha: CGFloat = 1,
        dark: UInt32, _ darkAlpha: CGFloat = 1
    ) -> Color {
        Color(light: Color(rgb: light, alpha: lightAlpha), dark: Color(rgb: dark, alpha: darkAlpha))
    }

    /// A background colour with a third value for dark content at the elevated level
    /// (`UIUserInterfaceLevel.elevated`: sheets), lighter than the base level's.
    private static func background(_ light: UInt32, dark: UInt32, darkElevated: UInt32) -> Color {
        let light = Color(rgb: light, alpha: 1)
        let box = TraitColorProvider(
            light: light, dark: Color(rgb: dark, alpha: 1), darkElevated: Color(rgb: darkElevated, alpha: 1))
        return Color(fallback: light.fixed, provider: box)
    }

    // MARK: Hues (HIG "Color", system colors)

    /// `UIColor.systemRed`: #FF3B30, dark #FF453A.
    public static let systemRed = system(0xFF3B30, dark: 0xFF453A)
    /// `UIColor.systemOrange`: #FF9500, dark #FF9F0A.
    public static let systemOrange = system(0xFF9500, dark: 0xFF9F0A)
    /// `UIColor.systemYellow`: #FFCC00, dark #FFD60A.
    public static let systemYellow = system(0xFFCC00, dark: 0xFFD60A)
    /// `UIColor.systemGreen`: #34C759, dark #30D158.
    public static let systemGreen = system(0x34C759, dark: 0x30D158)
    /// `UIColor.systemMint`: #00C7BE, dark #63E6E2.
    public static let systemMint = system(0x00C7BE, dark: 0x63E6E2)
    /// `UIColor.systemTeal`: #5AC8FA, dark #64D2FF (its iOS 13 value; see the palette's note).
    public static let systemTeal = system(0x5AC8FA, dark: 0x64D2FF)
    /// `UIColor.systemCyan`: #32ADE6, dark #64D2FF.
    public static let systemCyan = system(0x32ADE6, dark: 0x64D2FF)
    /// `UIColor.systemBlue`: #007AFF, dark #0A84FF.
    public static let systemBlue = system(0x007AFF, dark: 0x0A84FF)
    /// `UIColor.systemIndigo`: #5856D6, dark #5E5CE6.
    public static let systemIndigo = system(0x5856D6, dark: 0x5E5CE6)
    /// `UIColor.systemPurple`: #AF52DE, dark #BF5AF2.
    public static let systemPurple = system(0xAF52DE, dark: 0xBF5AF2)
    /// `UIColor.systemPink`: #FF2D55, dark #FF375F.
    public static let systemPink = system(0xFF2D55, dark: 0xFF375F)
    /// `UIColor.systemBrown`: #A2845E, dark #AC8E68.
    public static let systemBrown = system(0xA2845E, dark: 0xAC8E68)

    // MARK: Greys (HIG "Color", system gray colors)

    /// `UIColor.systemGray`: #8E8E93 in both appearances.
    public static let systemGray = system(0x8E8E93, dark: 0x8E8E93)
    /// `UIColor.systemGray2`: #AEAEB2, dark #636366.
    public static let systemGray2 = system(0xAEAEB2, dark: 0x636366)
    /// `UIColor.systemGray3`: #C7C7CC, dark #48484A.
    public static let systemGray3 = system(0xC7C7CC, dark: 0x48484A)
    /// `UIColor.systemGray4`: #D1D1D6, dark #3A3A3C.
    public static let systemGray4 = system(0xD1D1D6, dark: 0x3A3A3C)
    /// `UIColor.systemGray5`: #E5E5EA, dark #2C2C2E.
    public static let systemGray5 = system(0xE5E5EA, dark: 0x2C2C2E)
    /// `UIColor.systemGray6`: #F2F2F7, dark #1C1C1E.
    public static let systemGray6 = system(0xF2F2F7, dark: 0x1C1C1E)

    // MARK: Backgrounds (dark content at the elevated level, in sheets, takes the lighter third value)

    /// `UIColor.systemBackground`: white, dark black, dark elevated #1C1C1E.
    public static let systemBackground = background(0xFFFFFF, dark: 0x000000, darkElevated: 0x1C1C1E)
    /// `UIColor.secondarySystemBackground`: #F2F2F7, dark #1C1C1E, dark elevated #2C2C2E.
    public static let secondarySystemBackground = background(0xF2F2F7, dark: 0x1C1C1E, darkElevated: 0x2C2C2E)
    /// `UIColor.tertiarySystemBackground`: white, dark #2C2C2E, dark elevated #3A3A3C.
    public static let tertiarySystemBackground = background(0xFFFFFF, dark: 0x2C2C2E, darkElevated: 0x3A3A3C)
    /// `UIColor.systemGroupedBackground`: #F2F2F7, dark black, dark elevated #1C1C1E.
    public static let systemGroupedBackground = background(0xF2F2F7, dark: 0x000000, darkElevated: 0x1C1C1E)
    /// `UIColor.secondarySystemGroupedBackground`: white, dark #1C1C1E, dark elevated #2C2C2E.
    public static let secondarySystemGroupedBackground = background(0xFFFFFF, dark: 0x1C1C1E, darkElevated: 0x2C2C2E)
    /// `UIColor.tertiarySystemGroupedBackground`: #F2F2F7, dark #2C2C2E, dark elevated #3A3A3C.
    public static let tertiarySystemGroupedBackground = background(0xF2F2F7, dark: 0x2C2C2E, darkElevated: 0x3A3A3C)

    // MARK: Labels and text

    /// `UIColor.label`: black, dark white.
    public static let label = system(0x000000, dark: 0xFFFFFF)
    /// `UIColor.secondaryLabel`: #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
    public static let secondaryLabel = system(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    /// `UIColor.tertiaryLabel`: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public static let tertiaryLabel = system(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// `UIColor.quaternaryLabel`: #3C3C43 at 18 %, dark #EBEBF5 at 16 %.
    public static let quaternaryLabel = system(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    /// `UIColor.placeholderText`: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public static let placeholderText = system(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// `UIColor.link`: #007AFF, dark #0984FF.
    public static let link = system(0x007AFF, dark: 0x0984FF)

    // MARK: Fills

    /// `UIColor.systemFill`: #787880 at 20 %, dark at 36 %.
    public static let systemFill = system(0x787880, 0.2, dark: 0x787880, 0.36)
    /// `UIColor.secondarySystemFill`: #787880 at 16 %, dark at 32 %.
    public static let secondarySystemFill = system(0x787880, 0.16, dark: 0x787880, 0.32)
    /// `UIColor.tertiarySystemFill`: #767680 at 12 %, dark at 24 %.
    public static let tertiarySystemFill = system(0x767680, 0.12, dark: 0x767680, 0.24)
    /// `UIColor.quaternarySystemFill`: #747480 at 8 %, dark #767680 at 18 %.
    public static let quaternarySystemFill = system(0x747480, 0.08, dark: 0x767680, 0.18)

    // MARK: Separators

    /// `UIColor.separator`: #3C3C43 at 29 %, dark #545458 at 60 %.
    public static let separator = system(0x3C3C43, 0.29, dark: 0x545458, 0.6)
    /// `UIColor.opaqueSeparator`: #C6C6C8, dark #38383A.
    public static let opaqueSeparator = system(0xC6C6C8, dark: 0x38383A)
}
