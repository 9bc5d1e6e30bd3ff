import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// UIKit's system colours against Apple's published values: the hues and greys of the Human
/// Interface Guidelines' "Color" page (iOS 13–18 default values, systemTeal at its iOS 13 value)
/// and the element colours UIKit resolves for the light and dark styles, each with its alpha.
@MainActor
@Suite struct SystemColorTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let color: Color
        let light: (UInt32, Double)
        let dark: (UInt32, Double)
        init(_ name: String, _ color: Color, _ light: UInt32, _ lightAlpha: Double = 1, dark: UInt32, _ darkAlpha: Double = 1) {
            self.name = name; self.color = color
            self.light = (light, lightAlpha); self.dark = (dark, darkAlpha)
        }
        var testDescription: String { name }
    }

    nonisolated static let table: [Row] = [
        Row("systemRed", .systemRed, 0xFF3B30, dark: 0xFF453A),
        Row("systemOrange", .systemOrange, 0xFF9500, dark: 0xFF9F0A),
        Row("systemYellow", .systemYellow, 0xFFCC00, dark: 0xFFD60A),
        Row("systemGreen", .systemGreen, 0x34C759, dark: 0x30D158),
        Row("systemMint", .systemMint, 0x00C7BE, dark: 0x63E6E2),
        Row("systemTeal", .systemTeal, 0x5AC8FA, dark: 0x64D2FF),
        Row("systemCyan", .systemCyan, 0x32ADE6, dark: 0x64D2FF),
        Row("systemBlue", .systemBlue, 0x007AFF, dark: 0x0A84FF),
        Row("systemIndigo", .systemIndigo, 0x5856D6, dark: 0x5E5CE6),
        Row("systemPurple", .systemPurple, 0xAF52DE, dark: 0xBF5AF2),
        Row("systemPink", .systemPink, 0xFF2D55, dark: 0xFF375F),
        Row("systemBrown", .systemBrown, 0xA2845E, dark: 0xAC8E68),
        Row("systemGray", .systemGray, 0x8E8E93, dark: 0x8E8E93),
        Row("systemGray2", .systemGray2, 0xAEAEB2, dark: 0x636366),
        Row("systemGray3", .systemGray3, 0xC7C7CC, dark: 0x48484A),
        Row("systemGray4", .systemGray4, 0xD1D1D6, dark: 0x3A3A3C),
        Row("systemGray5", .systemGray5, 0xE5E5EA, dark: 0x2C2C2E),
        Row("systemGray6", .systemGray6, 0xF2F2F7, dark: 0x1C1C1E),
        Row("systemBackground", .systemBackground, 0xFFFFFF, dark: 0x000000),
        Row("secondarySystemBackground", .secondarySystemBackground, 0xF2F2F7, dark: 0x1C1C1E),
        Row("tertiarySystemBackground", .tertiarySystemBackground, 0xFFFFFF, dark: 0x2C2C2E),
        Row("systemGroupedBackground", .systemGroupedBackground, 0xF2F2F7, dark: 0x000000),
        Row("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, 0xFFFFFF, dark: 0x1C1C1E),
        Row("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, 0xF2F2F7, dark: 0x2C2C2E),
        Row("label", .label, 0x000000, dark: 0xFFFFFF),
        Row("secondaryLabel", .secondaryLabel, 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6),
        Row("tertiaryLabel", .tertiaryLabel, 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        Row("quaternaryLabel", .quaternaryLabel, 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16),
        Row("placeholderText", .placeholderText, 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        Row("link", .link, 0x007AFF, dark: 0x0984FF),
        Row("systemFill", .systemFill, 0x787880, 0.2, dark: 0x787880, 0.36),
        Row("secondarySystemFill", .secondarySystemFill, 0x787880, 0.16, dark: 0x787880, 0.32),
        Row("tertiarySystemFill", .tertiarySystemFill, 0x767680, 0.12, dark: 0x767680, 0.24),
        Row("quaternarySystemFill", .quaternarySystemFill, 0x747480, 0.08, dark: 0x767680, 0.18),
        Row("separator", .separator, 0x3C3C43, 0.29, dark: 0x545458, 0.6),
        Row("opaqueSeparator", .opaqueSeparator, 0xC6C6C8, dark: 0x38383A)
    ]

    /// The colour as 8-bit sRGB and its alpha.
    static func bytes(_ c: Color) -> (UInt32, Double) {
        func byte(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
        return (byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue), Double(c.alpha))
    }

    @Test(arguments: table)
    func lightAndDarkValuesAreApples(_ row: Row) {
        let light = Self.bytes(row.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)))
        let dark = Self.bytes(row.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)))
        let unspecified = Self.bytes(row.color.resolvedColor(with: TraitCollection()))
        expectEqual(light.0, row.light.0)
        expectClose(light.1, row.light.1, within: 1e-12)
        expectEqual(dark.0, row.dark.0)
        expectClose(dark.1, row.dark.1, within: 1e-12)
        expectEqual(unspecified.0, row.light.0, "no style specified draws the light value, as UIKit does")
        expect(row.color.isDynamic, "the components are the light value")
        expectEqual(Self.bytes(row.color).0, row.light.0, "the components are the light value")
    }

    @Test func everyColourIsItsOwnAndStable() {
        // Each name is one shared colour: equal to itself, different from every other.
        for (i, a) in Self.table.enumerated() {
            expectEqual(a.color, a.color)
            for b in Self.table[(i + 1)...] { expectNotEqual(a.color, b.color, "\(a.name) vs \(b.name)") }
        }
        expectNotEqual(Color.systemBlue, Color(rgb: 0x007AFF), "a dynamic colour never equals a fixed one")
        expectEqual(Color.systemBlue.fixed, Color(rgb: 0x007AFF))
    }
}
