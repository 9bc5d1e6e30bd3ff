import Foundation

/// The settings of an image renderer (`UIGraphicsImageRendererFormat`).
public final class GraphicsImageRendererFormat {
    /// Pixels per point of the images made (`scale`). UIKit's default is the main screen's scale;
    /// Transit has no main screen outside a window, so the default is 1: set the scale of the
    /// screen you draw for.
    public var scale: CGFloat = 1
    /// Whether the image starts opaque black instead of transparent (`opaque`); false by default.
    public var opaque = false

    /// The default format (`init()`): scale 1, not opaque.
    public init() {}

    /// The default format (`UIGraphicsImageRendererFormat.default()`).
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The format for the standard range (`preferred()`), the same as `default()` in Transit.
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw with (`UIGraphicsImageRendererContext`).
public final class GraphicsImageRendererContext {
    /// The drawing context (`cgContext`).
    public let cgContext: GraphicsContext
    /// The renderer's format (`format`).
    public let format: GraphicsImageRendererFormat

    init(cgContext: GraphicsContext, format: GraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image (`currentImage`).
    public var currentImage: Image {
        cgContext.makeDrawing().rasterized(scale: format.scale) ?? GraphicsImageRenderer.emptyImage
    }

    /// Fills a rectangle with the current fill colour (`fill(_:)`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with a blend mode (`fill(_:blendMode:)`).
    public func fill(_ rect: CGRect, blendMode: BlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }

    /// Strokes a rectangle's outline with the current stroke colour (`stroke(_:)`).
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with a rectangle (`clip(to:)`).
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images (`UIGraphicsImageRenderer`): the actions record into a `GraphicsContext` of
/// `size` points, which is current while they run, and the recording is rasterized at the
/// format's scale by the renderer's scan converter. It is main-actor isolated, as Transit's
/// current-context stack is (UIKit's renderer may also be used from other threads).
@MainActor
public final class GraphicsImageRenderer {
    /// The size of the images in points.
    public let size: CGSize
    /// The format (`format`).
    public let format: GraphicsImageRendererFormat

    /// A renderer of images of `size` points (`init(size:format:)`).
    public init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer with the default format (`init(size:)`).
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of the bounds' size whose drawing starts at the bounds' origin
    /// (`init(bounds:format:)`).
    public convenience init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
        origin = bounds.origin
    }

    private var origin = CGPoint.zero

    /// A transparent 1 × 1 image, what an empty size draws.
    nonisolated static let emptyImage = Image(pixelWidth: 1, pixelHeight: 1, pixels: [0, 0, 0, 0])!

    /// Draws an image (`image(actions:)`). A size with no pixels gives a 1 × 1 transparent image.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        drawing(actions).rasterized(scale: format.scale) ?? GraphicsImageRenderer.emptyImage
    }

    /// Draws an image and encodes it as PNG (`pngData(actions:)`).
    public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs the actions with a new current context and returns the recording.
    func drawing(_ actions: (GraphicsImageRendererContext) -> Void) -> Drawing {
        let context = GraphicsContext(size: size, scale: format.scale, isOpaque: format.opaque)
        context.translateBy(x: -origin.x, y: -origin.y)
        let rendererContext = GraphicsImageRendererContext(cgContext: context, format: format)
        context.withCurrent { actions(rendererContext) }
        context.reportProblems(drawing: "an image renderer's image")
        return context.makeDrawing()
    }
}
