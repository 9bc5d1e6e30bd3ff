import Foundation

/// A font (`UIFont`'s counterpart, as a value): the built-in sans-serif at a point size and weight.
///
/// Transit draws text with one font of its own, so text measures and renders identically on every
/// platform. Its vertical metrics follow the system font's proportions (ascender 0.952 em,
/// descender −0.241 em, no extra leading), so `lineHeight` of a 17 pt font is 20.281 pt, close to
/// UIKit's system font. Weight thickens the strokes and widens the advances, as bolder cuts do.
public struct Font: Hashable, Sendable {
    /// A font weight (`UIFont.Weight`), with UIKit's raw values: −1 (thinnest) … 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value; 0 is regular.
        public var rawValue: CGFloat
        /// Creates a weight; values are clamped to −1 … 1 and NaN reads as regular.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue.isNaN ? 0 : Swift.min(1, Swift.max(-1, rawValue))
        }
        /// `UIFont.Weight.ultraLight` (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// `UIFont.Weight.thin` (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// `UIFont.Weight.light` (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// `UIFont.Weight.regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// `UIFont.Weight.medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// `UIFont.Weight.semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// `UIFont.Weight.bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// `UIFont.Weight.heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// `UIFont.Weight.black` (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points (`UIFont.pointSize`).
    public let pointSize: CGFloat
    /// The weight (the `weight` trait of `UIFontDescriptor`).
    public let weight: Weight

    /// Creates the built-in font. A negative, NaN or infinite size gives a 0 pt font (nothing
    /// drawn, nothing measured) rather than invalid geometry.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
    }

    /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .bold)
    }

    /// The same font at another size (`UIFont.withSize(_:)`).
    public func withSize(_ fontSize: CGFloat) -> Font { Font(pointSize: fontSize, weight: weight) }

    /// Points per font unit.
    var unit: CGFloat { pointSize / 1000 }

    /// The distance from the baseline to the top of the line (`UIFont.ascender`).
    public var ascender: CGFloat { 952 * unit }
    /// The distance from the baseline to the bottom of the line, negative (`UIFont.descender`).
    public var descender: CGFloat { -241 * unit }
    /// Extra space between lines (`UIFont.leading`): none.
    public var leading: CGFloat { 0 }
    /// The height of one line of text (`UIFont.lineHeight`): ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters (`UIFont.capHeight`).
    public var capHeight: CGFloat { 700 * unit }
    /// The height of lowercase letters without ascenders (`UIFont.xHeight`).
    public var xHeight: CGFloat { 510 * unit }

    /// The stroke width in font units for this weight: 88 at regular, thinner to 20 at
    /// ultra-light (−0.8), heavier to 187 at black (0.62).
    var strokeUnits: Double {
        let w = Double(weight.rawValue)
        return w < 0 ? Swift.max(8, 88 + 85 * w) : 88 + 160 * w
    }

    /// The stroke width in points.
    public var strokeWidth: CGFloat { CGFloat(strokeUnits) * unit }

    /// How far a heavy stroke pushes a glyph right (and its advance out on both sides), in font
    /// units, so ink stays within the advance.
    var spreadUnits: Double { Swift.max(0, strokeUnits / 2 - 50) }

    /// The advance width of a character in points. Unknown characters advance by the
    /// replacement box's width.
    public func advance(of character: Character) -> CGFloat {
        CGFloat(Glyph.forCharacter(character).advance + 2 * spreadUnits) * unit
    }

    /// The width of a string on one line: the sum of its characters' advances (no kerning).
    public func width(of string: String) -> CGFloat {
        var units = 0.0
        for character in string { units += Glyph.forCharacter(character).advance + 2 * spreadUnits }
        return CGFloat(units) * unit
    }

    /// The size of a string on one line (`NSString.size(withAttributes:)` with this font): its
    /// width and the line height.
    public func size(of string: String) -> CGSize {
        CGSize(width: width(of: string), height: lineHeight)
    }
}
