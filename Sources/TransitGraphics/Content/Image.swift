import Foundation

/// An immutable bitmap image (`UIImage`'s counterpart): premultiplied RGBA8 pixels and a scale.
///
/// `size` is in points (`pixelWidth / scale` by `pixelHeight / scale`), as `UIImage.size` is.
/// Decoders (PNG in TransitRender) and drawing code create images; views show them.
public final class Image: Equatable, Hashable, @unchecked Sendable {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (`UIImage.scale`).
    public let scale: CGFloat
    /// Premultiplied RGBA8, row-major, `pixelWidth * pixelHeight * 4` bytes, top row first.
    public let pixels: [UInt8]
    /// How views draw the image (`UIImage.renderingMode`): `.automatic` unless made with
    /// `withRenderingMode(_:)`.
    public let renderingMode: RenderingMode
    /// The name of the system symbol the image draws, or `nil` for a bitmap image.
    package let symbolName: String?
    /// The configuration a symbol image was drawn with (`UIImage.symbolConfiguration`); `nil`
    /// for an image that is not a symbol.
    public let symbolConfiguration: SymbolConfiguration?

    /// How an image is drawn (`UIImage.RenderingMode`), with UIKit's raw values.
    public enum RenderingMode: Int, Sendable, CaseIterable {
        /// The context decides; an image view draws the original (`.automatic`).
        case automatic = 0
        /// Always the original colours (`.alwaysOriginal`).
        case alwaysOriginal = 1
        /// Always as a template: the alpha channel filled with the tint colour
        /// (`.alwaysTemplate`).
        case alwaysTemplate = 2
    }

    /// Creates an image from premultiplied RGBA8 pixels. Returns `nil` when the dimensions are not
    /// positive, the byte count does not match, or the scale is not a positive finite number.
    public init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pixels: [UInt8]) {
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, scale.isFinite,
            pixelWidth.multipliedReportingOverflow(by: pixelHeight).overflow == false,
            pixels.count == pixelWidth * pixelHeight * 4
        else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
        renderingMode = .automatic
        symbolName = nil
        symbolConfiguration = nil
    }

    /// A symbol image: its pixels, drawn as a template, with the name and configuration it was
    /// drawn from.
    package init(symbolPixels pixels: [UInt8], side: Int, scale: CGFloat, name: String, configuration: SymbolConfiguration) {
        pixelWidth = side
        pixelHeight = side
        self.scale = scale
        self.pixels = pixels
        renderingMode = .alwaysTemplate
        symbolName = name
        symbolConfiguration = configuration
    }

    private init(copying image: Image, renderingMode: RenderingMode) {
        pixelWidth = image.pixelWidth
        pixelHeight = image.pixelHeight
        scale = image.scale
        pixels = image.pixels
        self.renderingMode = renderingMode
        symbolName = image.symbolName
        symbolConfiguration = image.symbolConfiguration
    }

    /// The same image drawn in `renderingMode` (`UIImage.withRenderingMode(_:)`); the pixels are
    /// shared, not copied.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        renderingMode == self.renderingMode ? self : Image(copying: self, renderingMode: renderingMode)
    }

    /// A solid image of `color`, `size` points at `scale`.
    public convenience init?(color: Color, size: CGSize, scale: CGFloat = 1) {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        let c = color.clamped
        let a = c.alpha
        let px: [UInt8] = [
            UInt8((c.red * a * 255).rounded()), UInt8((c.green * a * 255).rounded()),
            UInt8((c.blue * a * 255).rounded()), UInt8((a * 255).rounded())
        ]
        var bytes = [UInt8]()
        bytes.reserveCapacity(w * h * 4)
        for _ in 0..<(w * h) { bytes.append(contentsOf: px) }
        self.init(pixelWidth: w, pixelHeight: h, scale: scale, pixels: bytes)
    }

    /// The image's size in points (`UIImage.size`).
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs === rhs
            || (lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight
                && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
                && lhs.symbolName == rhs.symbolName && lhs.symbolConfiguration == rhs.symbolConfiguration
                && lhs.pixels == rhs.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth); hasher.combine(pixelHeight); hasher.combine(scale)
    }
}
