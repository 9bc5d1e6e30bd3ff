import Foundation

extension Image {
    /// The names of the system symbols Transit draws, sorted.
    ///
    /// Transit draws its own renditions of these SF Symbols, as vector shapes rasterized at any
    /// scale: `arrow.down`, `arrow.left`, `arrow.right`, `arrow.up`, `bell`, `bell.fill`,
    /// `bookmark`, `bookmark.fill`, `checkmark`, `checkmark.circle`, `checkmark.circle.fill`,
    /// `chevron.down`, `chevron.left`, `chevron.right`, `chevron.up`, `circle`, `circle.fill`,
    /// `clock`, `clock.fill`, `ellipsis`, `ellipsis.circle`, `folder`, `folder.fill`, `gearshape`,
    /// `gearshape.fill`, `heart`, `heart.fill`, `house`, `house.fill`, `info.circle`,
    /// `info.circle.fill`, `list.bullet`, `magnifyingglass`, `message`, `message.fill`, `minus`,
    /// `pause`, `pause.fill`, `person`, `person.fill`, `photo`, `play`, `play.fill`, `plus`,
    /// `plus.circle`, `plus.circle.fill`, `square`, `square.and.arrow.up`, `square.fill`, `star`,
    /// `star.fill`, `trash`, `trash.fill`, `xmark`, `xmark.circle`, `xmark.circle.fill`.
    public static let systemSymbolNames: [String] = SymbolCatalog.table.keys.sorted()

    /// The side of a symbol's square box relative to its point size: a medium-scale symbol for
    /// 17 pt text is drawn in a 20.4 pt box. Apple publishes no symbol metrics; the ratio gives
    /// the common symbols the size they have next to text of the same size on iOS.
    static let symbolBoxRatio = 1.2
    /// The regular weight's stroke width relative to the box of a medium-scale symbol (1.63 pt at
    /// 17 pt). Other scales keep the stroke width in points, as SF Symbols' scale variants keep
    /// the weight of the text they sit next to.
    static let regularStroke = 0.08
    /// The scale symbol images are drawn at when no display scale is given: 3, that of the
    /// current iPhones. Image views redraw symbols at their own display scale.
    public static let defaultSymbolScale: CGFloat = 3

    /// A system symbol image (`UIImage(systemName:)`), drawn at 17 pt (the body text style's size),
    /// regular weight, medium scale; `nil` when Transit has no symbol of that name, as UIKit
    /// returns `nil` for an unknown name. The image is a template (`.alwaysTemplate`): image
    /// views, buttons and bars draw it in their tint colour. See ``systemSymbolNames``.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image drawn with `configuration`
    /// (`UIImage(systemName:withConfiguration:)`); `nil` for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name, withConfiguration: configuration, scale: Image.defaultSymbolScale)
    }

    /// A system symbol image drawn with `configuration` at `scale` pixels per point; `nil` for an
    /// unknown name or a scale that is not a positive finite number. The rasterized pixels are
    /// cached by name, configuration and scale, so drawing the same symbol again costs a lookup.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?, scale: CGFloat) {
        guard let parts = SymbolCatalog.table[name], scale.isFinite, scale > 0 else { return nil }
        let config = configuration ?? .unspecified
        let key = SymbolRasterCache.Key(name: name, configuration: config, scale: Double(scale))
        let raster = SymbolRasterCache.shared.value(key) {
            let (side, pixels) = Image.rasterizeSymbol(parts, configuration: config, scale: Double(scale))
            return SymbolRasterCache.Raster(side: side, pixels: pixels)
        }
        self.init(symbolPixels: raster.pixels, side: raster.side, scale: scale, name: name, configuration: config)
    }

    /// Whether the image is a system symbol (`UIImage.isSymbolImage`).
    public var isSymbolImage: Bool { symbolName != nil }

    /// This symbol drawn with `configuration` in place of its own (`UIImage.withConfiguration(_:)`);
    /// an image that is not a symbol is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        redrawnSymbol(configuration: configuration, scale: scale) ?? self
    }

    /// This symbol with `configuration`'s attributes applied over its own
    /// (`UIImage.applyingSymbolConfiguration(_:)`); `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let own = symbolConfiguration else { return nil }
        return redrawnSymbol(configuration: own.applying(configuration), scale: scale)
    }

    /// The symbol drawn again with `configuration` at `scale` (keeping its rendering mode), or
    /// `nil` for an image that is not a symbol.
    package func redrawnSymbol(configuration: SymbolConfiguration, scale: CGFloat) -> Image? {
        guard let symbolName else { return nil }
        if configuration == symbolConfiguration, scale == self.scale { return self }
        return Image(systemName: symbolName, withConfiguration: configuration, scale: scale)?.withRenderingMode(renderingMode)
    }

    /// The stroke width of a symbol drawn with `configuration`, in points.
    public static func symbolStrokeWidth(for configuration: SymbolConfiguration) -> CGFloat {
        let r = configuration.resolved
        return CGFloat(r.pointSize * symbolBoxRatio * regularStroke * r.weight.strokeFactor)
    }

    /// Rasterizes symbol parts: the box side in pixels and premultiplied white pixels whose alpha
    /// is each pixel's coverage, from the signed distance at its centre (coverage
    /// clamp(½ − d, 0, 1) with d in pixels, the area a straight edge covers of the pixel).
    static func rasterizeSymbol(_ parts: [SymbolPart], configuration: SymbolConfiguration, scale: Double) -> (Int, [UInt8]) {
        let r = configuration.resolved
        let boxPoints = r.pointSize * symbolBoxRatio * r.scale
        let side = max(1, Int((boxPoints * scale).rounded()))
        let width = regularStroke * r.weight.strokeFactor / r.scale
        let primitives = SymbolPrimitive.make(parts, width: width)
        let n = Double(side)
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let p = SymbolPoint(x: (Double(x) + 0.5) / n, y: (Double(y) + 0.5) / n)
                var d = Double.infinity
                for primitive in primitives {
                    let di = primitive.distance(p)
                    d = primitive.isCut ? max(d, -di) : min(d, di)
                }
                let coverage = min(1, max(0, 0.5 - d * n))
                let v = UInt8((coverage * 255).rounded())
                let i = (y * side + x) * 4
                pixels[i] = v; pixels[i + 1] = v; pixels[i + 2] = v; pixels[i + 3] = v
            }
        }
        return (side, pixels)
    }
}
