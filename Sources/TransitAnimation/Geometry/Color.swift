import Foundation

/// An sRGB colour with an alpha component (`UIColor`'s counterpart, as a value).
///
/// Components are stored unpremultiplied and unclamped, as given; renderers clamp to `0...1` when
/// they convert to pixels. Interpolation happens in premultiplied space (see `Interpolatable`).
///
/// A colour may also be *dynamic* (`UIColor(dynamicProvider:)`, the system colours such as
/// `systemBackground`): it then carries a `dynamicProvider` that gives its value for an
/// environment, and its components are its value in the default (light) environment. Views
/// resolve dynamic colours from their traits (see Transit's `Color.resolvedColor(with:)`);
/// everything below views (layers, render trees, pixels) holds resolved, fixed colours. Setting a
/// component makes the colour fixed. Two dynamic colours are equal when they share their
/// provider and their components; a dynamic colour never equals a fixed one.
public struct Color: Equatable, Hashable, Sendable {
    /// The red component (sRGB, unpremultiplied).
    public var red: CGFloat { didSet { dynamicProvider = nil } }
    /// The green component (sRGB, unpremultiplied).
    public var green: CGFloat { didSet { dynamicProvider = nil } }
    /// The blue component (sRGB, unpremultiplied).
    public var blue: CGFloat { didSet { dynamicProvider = nil } }
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { didSet { dynamicProvider = nil } }
    /// What gives the colour's value in each environment, for a dynamic colour; `nil` for a fixed
    /// colour. Transit's `Color(dynamicProvider:)` makes one; this module only carries it.
    public private(set) var dynamicProvider: (any DynamicColorProvider)?

    /// Whether the colour depends on its environment (`UIColor(dynamicProvider:)`).
    public var isDynamic: Bool { dynamicProvider != nil }

    /// A dynamic colour: `provider` gives its values, `fallback` its components (its value in the
    /// default environment).
    public init(fallback: Color, provider: any DynamicColorProvider) {
        self.init(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: fallback.alpha)
        dynamicProvider = provider
    }

    /// The same colour, fixed: its components without its provider.
    public var fixed: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
            && a.dynamicProvider.map { ObjectIdentifier($0) } == b.dynamicProvider.map { ObjectIdentifier($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        hasher.combine(dynamicProvider.map { ObjectIdentifier($0) })
    }

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
        self.init(
            red: CGFloat((rgb >> 16) & 0xff) / 255,
            green: CGFloat((rgb >> 8) & 0xff) / 255,
            blue: CGFloat(rgb & 0xff) / 255, alpha: alpha)
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`); a dynamic colour stays
    /// dynamic, each of its values taking that alpha, as UIKit's do.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        let base = Color(red: red, green: green, blue: blue, alpha: alpha)
        guard let dynamicProvider else { return base }
        return Color(fallback: base, provider: dynamicProvider.withAlphaComponent(alpha))
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
}

/// What gives a dynamic colour its value in each environment (the provider behind
/// `UIColor(dynamicProvider:)`). Transit implements it over its trait collections; this module
/// only carries it inside `Color`, compared by identity.
public protocol DynamicColorProvider: AnyObject, Sendable {
    /// The same provider with the alpha of every value it gives replaced by `alpha`.
    func withAlphaComponent(_ alpha: CGFloat) -> any DynamicColorProvider
}
