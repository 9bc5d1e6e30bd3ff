import Foundation

extension Image {
    /// The weight of a symbol image's strokes (`UIImage.SymbolWeight`), with UIKit's raw values;
    /// each matches the system font weight of the same name.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        /// No weight given: the text style's weight, else regular (`.unspecified`).
        case unspecified = 0
        case ultraLight = 1, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight this symbol weight matches (`UIImage.SymbolWeight.fontWeight()`).
        public func fontWeight() -> Font.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The stroke width relative to `.regular`'s. Apple publishes no stroke widths; Transit's
        /// progression runs from 0.4× (ultra light) to 2× (black), as the stems of the system
        /// font's weights widen.
        var strokeFactor: Double {
            [1, 0.4, 0.55, 0.75, 1, 1.15, 1.3, 1.5, 1.75, 2][rawValue]
        }

        /// The symbol weight closest to a font weight.
        init(fontWeight: Font.Weight) {
            let ordered = SymbolWeight.allCases.dropFirst()
            self =
                ordered.min {
                    abs($0.fontWeight().rawValue - fontWeight.rawValue) < abs($1.fontWeight().rawValue - fontWeight.rawValue)
                } ?? .regular
        }
    }

    /// The size variant of a symbol image relative to text of the same point size
    /// (`UIImage.SymbolScale`), with UIKit's raw values.
    ///
    /// Apple documents the small variant as about 20 % smaller and the large one as about 30 %
    /// larger than the medium one (`NSImage.SymbolScale.small` / `.large`); Transit draws them at
    /// exactly 0.8× and 1.3×.
    public enum SymbolScale: Int, Sendable, CaseIterable {
        /// The variant the system uses by default: medium (`.default`).
        case `default` = -1
        /// No scale given (`.unspecified`); drawn as medium.
        case unspecified = 0
        case small = 1, medium, large

        /// The size factor relative to the medium variant.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The point size, weight, scale and text style a symbol image is drawn with
    /// (`UIImage.SymbolConfiguration`).
    ///
    /// Every attribute is optional; `applying(_:)` lets the attributes another configuration
    /// specifies replace these, as UIKit's does. What stays unspecified is resolved when the symbol
    /// is drawn: the point size of the text style, else 17 pt (the body style's size at the
    /// default content size); the weight of the text style, else regular; the medium scale.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size of the system font the symbol matches, or `nil` (unspecified).
        public var pointSize: CGFloat?
        /// The weight variant (`.unspecified` when not given).
        public var weight: SymbolWeight
        /// The scale variant (`.unspecified` when not given).
        public var scale: SymbolScale
        /// The text style whose font the symbol matches, or `nil`.
        public var textStyle: Font.TextStyle?

        /// A configuration with nothing specified (`UIImage.SymbolConfiguration.unspecified`).
        public static let unspecified = SymbolConfiguration(
            pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)

        private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: Font.TextStyle?) {
            self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// `UIImage.SymbolConfiguration(pointSize:)`. A size that is not a positive finite number is
        /// left unspecified.
        public init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        /// `UIImage.SymbolConfiguration(pointSize:weight:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// `UIImage.SymbolConfiguration(weight:)`.
        public init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil) }
        /// `UIImage.SymbolConfiguration(scale:)`.
        public init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil) }
        /// `UIImage.SymbolConfiguration(textStyle:)`: the size and weight of the style's font.
        public init(textStyle: Font.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        /// `UIImage.SymbolConfiguration(textStyle:scale:)`.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// `UIImage.SymbolConfiguration(font:)`: the font's size and the nearest symbol weight.
        public init(font: Font) { self.init(font: font, scale: .unspecified) }
        /// `UIImage.SymbolConfiguration(font:scale:)`.
        public init(font: Font, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(fontWeight: font.weight), scale: scale, textStyle: nil)
        }

        /// This configuration with the attributes `other` specifies replacing these
        /// (`UIImage.Configuration.applying(_:)`); `nil` changes nothing.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var out = self
            if other.pointSize != nil || other.textStyle != nil {
                out.pointSize = other.pointSize
                out.textStyle = other.textStyle
            }
            if other.weight != .unspecified { out.weight = other.weight }
            if other.scale != .unspecified { out.scale = other.scale }
            return out
        }

        /// The point size, weight and scale factor the symbol is drawn with.
        var resolved: (pointSize: Double, weight: SymbolWeight, scale: Double) {
            let styleFont = textStyle.map { Font.preferredFont(forTextStyle: $0) }
            let size = pointSize ?? styleFont?.pointSize ?? 17
            var weight = self.weight
            if weight == .unspecified { weight = styleFont.map { SymbolWeight(fontWeight: $0.weight) } ?? .regular }
            return (Double(size), weight, scale.factor)
        }
    }
}
