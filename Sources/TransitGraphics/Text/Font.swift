import Foundation

/// A font (`UIFont`'s counterpart, as a value): a face at a point size and weight.
///
/// The system font (`systemFont(ofSize:weight:)`, `preferredFont(forTextStyle:)`) is Inter, which
/// ships with Transit (see `FontSource.bundled`): a neo-grotesque interface face drawn for screens,
/// as SF Pro is, so text measures and renders identically on every machine with nothing
/// installed. A weight takes the nearest shipped cut — regular, medium (0.23), semibold (0.3) or
/// bold (0.4); lighter weights draw regular and heavier ones bold. Metrics are Inter's own
/// (ascender 0.969 em, descender −0.241 em, no line gap), so `lineHeight` of a 17 pt font is
/// 20.57 pt where UIKit's SF Pro gives 20.29 pt.
///
/// Scoped to `FontSource.builtInOnly` (no font files at all), or when the package's font resources
/// are not beside the executable, the system font is Transit's built-in stroke sans-serif instead:
/// vertical metrics of SF Pro's proportions (ascender 0.952 em, descender −0.241 em, so a 17 pt
/// line is 20.281 pt), strokes that thicken with the weight.
///
/// `init?(name:size:)` and `init(face:size:)` use TrueType/OpenType fonts (see `FontFace`). For a
/// character its font lacks, any font falls back per character to the fonts installed where
/// fontconfig looks (Latin, Greek and Cyrillic from DejaVu, Noto or Liberation; Hangul, Kana and
/// Han from Noto Sans CJK in the face matching the text's language). A character no installed font
/// covers draws as a box, and the missing script is reported once on standard error with the
/// Debian package that provides it. Emoji draw in colour from Noto Color Emoji (Debian's
/// fonts-noto-color-emoji) when it is installed, else from the subset that ships with Transit (the
/// Smileys block, the skin tones and the emoji the demo uses; see `BundledFonts`), ZWJ sequences,
/// flags, keycaps and skin tones as the one glyph the font composes; without either they draw in
/// outline from text fonts, or as boxes, and that is reported once. Complex shaping (Arabic joining, Indic reordering, ligatures of text
/// fonts) is out of scope: other characters map one to one to glyphs, laid out left to right.
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
    /// The font file face, or nil for the built-in stroke font.
    public let face: FontFace?

    /// Creates the system font: Inter's cut nearest `weight`, or the built-in stroke font where
    /// no font files are in scope (see the type's discussion). A negative, NaN or infinite size
    /// gives a 0 pt font (nothing drawn, nothing measured) rather than invalid geometry.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        let face = FontSource.current.folders.isEmpty ? nil : BundledFonts.systemFace(for: weight)
        self.init(size: pointSize, weight: weight, face: face)
    }

    private init(size: CGFloat, weight: Weight, face: FontFace?) {
        self.pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        self.face = face
    }

    /// A font file's face at a size (`UIFont(descriptor:size:)` for a font you loaded). The
    /// weight is read from the face's OS/2 weight class.
    public init(face: FontFace, size: CGFloat) {
        self.pointSize = size.isFinite && size > 0 ? size : 0
        self.face = face
        let w = CGFloat(face.weightClass - 400)
        self.weight = Weight(rawValue: w <= 0 ? w / 375 : w / 750)
    }

    /// An installed font by PostScript name, full name or family name (`UIFont(name:size:)`),
    /// looked up in the font source in scope (`FontSource.current`: fontconfig's usual folders
    /// unless scoped otherwise); nil when none is installed under that name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontLibrary.current.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The font's PostScript name (`UIFont.fontName`); ".SFUI-Regular"-style names are not
    /// used: the system font is "Inter-Regular" (or another cut), the stroke font "TransitSans".
    public var fontName: String { face?.postScriptName ?? (weight.rawValue >= 0.3 ? "TransitSans-Bold" : "TransitSans") }

    /// Whether this is the system font (`systemFont(ofSize:weight:)` and the fonts derived from
    /// it), drawn by Inter or the built-in stroke font, rather than a font file's face.
    public var isSystemFont: Bool {
        guard let face else { return true }
        return BundledFonts.isSystemFace(face)
    }

    /// The family name (`UIFont.familyName`).
    public var familyName: String { face?.familyName ?? "Transit Sans" }

    /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .bold)
    }

    /// The same font at another size (`UIFont.withSize(_:)`): the same face and weight.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(size: fontSize, weight: weight, face: face)
    }

    /// Points per font unit of the built-in font.
    var unit: CGFloat { pointSize / 1000 }

    /// Points per font unit of the face (or of the built-in font).
    var faceUnit: CGFloat { face.map { pointSize / CGFloat($0.unitsPerEm) } ?? unit }

    /// The distance from the baseline to the top of the line (`UIFont.ascender`).
    public var ascender: CGFloat { face.map { CGFloat($0.ascender) * faceUnit } ?? 952 * unit }
    /// The distance from the baseline to the bottom of the line, negative (`UIFont.descender`).
    public var descender: CGFloat { face.map { CGFloat($0.descender) * faceUnit } ?? -241 * unit }
    /// Extra space between lines (`UIFont.leading`): the face's line gap; none for the built-in.
    public var leading: CGFloat { face.map { CGFloat(max(0, $0.lineGap)) * faceUnit } ?? 0 }
    /// The height of one line of text (`UIFont.lineHeight`): ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters (`UIFont.capHeight`); 0.7 em when a face does not say.
    public var capHeight: CGFloat {
        guard let face else { return 700 * unit }
        return face.capHeight > 0 ? CGFloat(face.capHeight) * faceUnit : 0.7 * pointSize
    }
    /// The height of lowercase letters without ascenders (`UIFont.xHeight`); 0.5 em when a face
    /// does not say.
    public var xHeight: CGFloat {
        guard let face else { return 510 * unit }
        return face.xHeight > 0 ? CGFloat(face.xHeight) * faceUnit : 0.5 * pointSize
    }

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

    /// The advance width of a character in points, from whichever font draws it (this one, an
    /// installed fallback, or the box for characters nothing covers). No kerning.
    public func advance(of character: Character) -> CGFloat {
        glyphs(for: String(character)).reduce(0) { $0 + $1.advance }
    }

    /// The width of a string on one line: the sum of its characters' advances and kerning.
    public func width(of string: some StringProtocol) -> CGFloat {
        guard let last = glyphs(for: string).last else { return 0 }
        return last.x + last.advance
    }

    /// The size of a string on one line (`NSString.size(withAttributes:)` with this font): its
    /// width and the line height.
    public func size(of string: String) -> CGSize {
        CGSize(width: width(of: string), height: lineHeight)
    }
}
