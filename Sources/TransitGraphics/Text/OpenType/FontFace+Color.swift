import Foundation

extension FontFace {
    /// A colour glyph's image at one strike of a `CBDT` font: PNG data and where it goes, in
    /// pixels of the strike (Core Text draws these as `kCTFontTraitColorGlyphs` glyphs; there is
    /// no UIKit type for them).
    ///
    /// Drawn at a font size of `s` points, the image is scaled by `s / pixelsPerEm` points per
    /// strike pixel; its top-left corner is `bearingX` right of the glyph origin and `bearingY`
    /// above the baseline.
    public struct ColorBitmap: Equatable, Sendable {
        /// The strike's size in pixels per em.
        public var pixelsPerEm: Int
        /// The image's size in pixels.
        public var width: Int, height: Int
        /// The distance from the glyph origin to the image's left edge, in strike pixels.
        public var bearingX: Int
        /// The distance from the baseline up to the image's top edge, in strike pixels.
        public var bearingY: Int
        /// The advance the strike records, in strike pixels (text layout uses the `hmtx` advance).
        public var advance: Int
        /// The PNG image, as stored in the font.
        public var pngData: Data

        /// The image's rectangle in points for a font of `pointSize`, relative to the glyph origin
        /// on the baseline (y down, as the text is laid out).
        public func rect(pointSize: CGFloat) -> CGRect {
            let s = pointSize / CGFloat(pixelsPerEm)
            return CGRect(
                x: CGFloat(bearingX) * s, y: -CGFloat(bearingY) * s,
                width: CGFloat(width) * s, height: CGFloat(height) * s)
        }
    }

    /// Whether the face has colour bitmap glyphs (`CBLC`/`CBDT` tables).
    public var hasColorBitmaps: Bool { colorBitmaps.map { !$0.strikes.isEmpty } ?? false }

    /// A glyph's colour image from the strike that suits `pixelsPerEm` (the smallest at least that
    /// large, else the largest), or nil when the face has no colour image for the glyph or its data
    /// is damaged.
    public func colorBitmap(ofGlyph glyph: Int, pixelsPerEm: Double) -> ColorBitmap? {
        guard let colorBitmaps, glyph >= 0, glyph < glyphCount,
            let strike = colorBitmaps.strike(for: pixelsPerEm.isFinite ? pixelsPerEm : 0, covering: glyph),
            let found = try? colorBitmaps.bitmap(of: glyph, in: strike)
        else { return nil }
        return ColorBitmap(
            pixelsPerEm: strike.ppemY, width: found.metrics.width, height: found.metrics.height,
            bearingX: found.metrics.bearingX, bearingY: found.metrics.bearingY,
            advance: found.metrics.advance, pngData: Data(found.png))
    }

    /// The glyphs that draw a sequence of scalars: each mapped by the character map (scalars it
    /// lacks as 0), then substituted by the face's `GSUB` features (`ccmp`, `rlig`, `liga`,
    /// `clig`), so an emoji ZWJ sequence, a flag's regional indicator pair, a keycap or a
    /// skin-tone modifier becomes the one glyph the font composes for it. A zero width joiner
    /// left over (a sequence the font has no glyph for) is removed, as shapers hide default
    /// ignorable characters, leaving the parts side by side.
    public func glyphs(forSequence scalars: [Unicode.Scalar]) -> [Int] {
        let shaped = substitution.apply(scalars.map { glyphIndex(for: $0) })
        let joiner = glyphIndex(for: "\u{200D}")
        return joiner == 0 ? shaped : shaped.filter { $0 != joiner }
    }
}
