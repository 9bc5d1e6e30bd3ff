import Foundation

/// An sRGB colour with an alpha component (`UIColor`'s counterpart, as a value).
///
/// Components are stored unpremultiplied and unclamped, as given; renderers clamp to `0...1` when
/// they convert to pixels. Interpolation happens in premultiplied space (see `Interpolatable`).
public struct Color: Equatable, Hashable, Sendable {
    /// The red component (sRGB, unpremultiplied).
    public var red: CGFloat
    /// The green component (sRGB, unpremultiplied).
    public var green: CGFloat
    /// The blue component (sRGB, unpremultiplied).
    public var blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat

    /// Creates a colour from sRGB components and an alpha (`UIColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey of the given brightness (`UIColor(white:alpha:)`).
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a `0xRRGGBB` value.
    public init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xff) / 255,
                  green: CGFloat((rgb >> 8) & 0xff) / 255,
                  blue: CGFloat(rgb & 0xff) / 255, alpha: alpha)
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components clamped to `0...1`, with NaN treated as 0.
    public var clamped: Color {
        func c(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// `UIColor.black`.
    public static let black = Color(white: 0)
    /// `UIColor.darkGray` (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor.gray` (white 1/2).
    public static let gray = Color(white: 0.5)
    /// `UIColor.lightGray` (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// `UIColor.white`.
    public static let white = Color(white: 1)
    /// `UIColor.clear`: black with zero alpha.
    public static let clear = Color(white: 0, alpha: 0)
    /// `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange` (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple` (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown` (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.systemBlue` in the light appearance (#007AFF).
    public static let systemBlue = Color(rgb: 0x007AFF)
    /// `UIColor.systemRed` in the light appearance (#FF3B30).
    public static let systemRed = Color(rgb: 0xFF3B30)
    /// `UIColor.systemGreen` in the light appearance (#34C759).
    public static let systemGreen = Color(rgb: 0x34C759)
    /// `UIColor.systemOrange` in the light appearance (#FF9500).
    public static let systemOrange = Color(rgb: 0xFF9500)
    /// `UIColor.systemYellow` in the light appearance (#FFCC00).
    public static let systemYellow = Color(rgb: 0xFFCC00)
    /// `UIColor.systemPink` in the light appearance (#FF2D55).
    public static let systemPink = Color(rgb: 0xFF2D55)
    /// `UIColor.systemPurple` in the light appearance (#AF52DE).
    public static let systemPurple = Color(rgb: 0xAF52DE)
    /// `UIColor.systemTeal` in the light appearance (#5AC8FA).
    public static let systemTeal = Color(rgb: 0x5AC8FA)
    /// `UIColor.systemIndigo` in the light appearance (#5856D6).
    public static let systemIndigo = Color(rgb: 0x5856D6)
    /// `UIColor.systemGray` in the light appearance (#8E8E93).
    public static let systemGray = Color(rgb: 0x8E8E93)
    /// `UIColor.systemBackground` in the light appearance (white).
    public static let systemBackground = Color.white
    /// `UIColor.secondarySystemBackground` in the light appearance (#F2F2F7).
    public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
    /// `UIColor.label` in the light appearance (black).
    public static let label = Color.black
    /// `UIColor.secondaryLabel` in the light appearance (#3C3C43 at 60 %).
    public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
    /// `UIColor.separator` in the light appearance (#3C3C43 at 29 %).
    public static let separator = Color(rgb: 0x3C3C43, alpha: 0.29)
}
