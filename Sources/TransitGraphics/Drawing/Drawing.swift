import Foundation

/// A recorded drawing: what a ``GraphicsContext`` was asked to paint, as a display list of
/// operations in the context's base space (points, y down, origin at the top left), played back
/// by the renderer at whatever pixel scale it needs.
///
/// Transit's counterpart of the bitmap a Core Graphics context draws into. Drawing code runs once
/// and records; TransitRender rasterizes a recording once per scale (and keeps the pixels with
/// the recording), so a layer's drawn contents are redrawn only when the layer is marked, as Core
/// Animation redraws a backing store only after `setNeedsDisplay()`. Recordings are immutable and
/// compared by identity first, then by their operations.
public final class Drawing: Equatable, Hashable, @unchecked Sendable {
    /// The size of the drawing in points (`UIGraphicsImageRenderer`'s size, a layer's bounds).
    public let size: CGSize
    /// Whether the drawing starts from an opaque background (`UIGraphicsImageRendererFormat.opaque`):
    /// the renderer clears the pixels to opaque black instead of transparent.
    public let isOpaque: Bool
    /// The operations, in drawing order.
    public let operations: [DrawingOperation]

    private let lock = NSLock()
    private var rasters: [CGFloat: Image] = [:]

    /// Creates a recording.
    public init(size: CGSize, isOpaque: Bool = false, operations: [DrawingOperation]) {
        self.size = size
        self.isOpaque = isOpaque
        self.operations = operations
    }

    /// The pixels of this drawing at `scale`, computed by `make` the first time they are asked for
    /// and kept with the recording (the renderer's backing store for it).
    package func raster(scale: CGFloat, make: () -> Image?) -> Image? {
        lock.lock()
        if let image = rasters[scale] { lock.unlock(); return image }
        lock.unlock()
        guard let image = make() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if rasters.count >= 4 { rasters.removeAll() }
        rasters[scale] = image
        return image
    }

    public static func == (lhs: Drawing, rhs: Drawing) -> Bool {
        lhs === rhs || (lhs.size == rhs.size && lhs.isOpaque == rhs.isOpaque && lhs.operations == rhs.operations)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width); hasher.combine(size.height); hasher.combine(operations.count)
    }
}

/// One painting operation of a ``Drawing``: a shape, the paint that fills it, and the graphics
/// state it was recorded under (transform, clip, alpha, blend mode, shadow).
public struct DrawingOperation: Equatable, Sendable {
    /// The area an operation paints, in the user space of `transform`.
    public enum Shape: Equatable, Sendable {
        /// The inside of a path under a fill rule (`CGContext.fillPath(using:)`).
        case fill(CGPath, rule: CGPathFillRule)
        /// The outline of a path stroked with a line style (`CGContext.strokePath()`).
        case stroke(CGPath, StrokeStyle)
        /// Everything inside the clip (gradients, `CGContext.clear(_:)` of the whole drawing).
        case clipArea
    }

    /// What fills the shape.
    public enum Paint: Equatable, Sendable {
        /// One colour.
        case color(Color)
        /// An axial gradient from `start` to `end` (`drawLinearGradient`), in user space.
        case linearGradient(Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions)
        /// A two-circle gradient (`drawRadialGradient`), in user space.
        case radialGradient(
            Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
            endRadius: CGFloat, options: GradientDrawingOptions)
        /// An image stretched over `rect` in user space (`CGContext.draw(_:in:)`), its top row at
        /// `rect.minY` unless `flipped`, when its top row is at `rect.maxY`.
        case image(Image, rect: CGRect, flipped: Bool)
        /// A colour bitmap glyph (an emoji of a `CBDT` font) of a font of `pointSize`, its
        /// origin on the baseline at `origin` in user space; the shape is the image's rectangle.
        /// The renderer picks the strike for the device pixels it covers, as text in a label does.
        case colorGlyph(FontFace, glyph: Int, pointSize: CGFloat, origin: CGPoint)
    }

    /// A line style for strokes (`CGContext.setLineWidth`, `setLineCap`, `setLineJoin`,
    /// `setMiterLimit`, `setLineDash`).
    public struct StrokeStyle: Equatable, Sendable {
        /// The width in user space units.
        public var lineWidth: CGFloat = 1
        /// How open ends are drawn.
        public var lineCap: CGLineCap = .butt
        /// How corners are drawn.
        public var lineJoin: CGLineJoin = .miter
        /// The longest miter, in line widths, before a miter join becomes a bevel.
        public var miterLimit: CGFloat = 10
        /// How far into the dash pattern the line starts.
        public var dashPhase: CGFloat = 0
        /// Painted and unpainted lengths, alternating; empty for a solid line.
        public var dashLengths: [CGFloat] = []
        /// Core Graphics' defaults: width 1, butt caps, miter joins, limit 10, no dash.
        public init() {}
    }

    /// A clip region recorded by `clip(using:)`: a path in the user space of `transform`.
    public struct Clip: Equatable, Sendable {
        /// The clip's outline, in the user space of `transform`.
        public var path: CGPath
        /// Which points of the outline's inside pass.
        public var rule: CGPathFillRule
        /// User space → base space when the clip was set.
        public var transform: CGAffineTransform
    }

    /// A drop shadow (`CGContext.setShadow(offset:blur:color:)`): offset and blur in base-space
    /// points, unaffected by the transform, as Core Graphics documents.
    public struct Shadow: Equatable, Sendable {
        /// How far the shadow falls, in base-space points (positive height is down).
        public var offset: CGSize
        /// How soft the shadow is, in base-space points (σ = blur ⁄ 2 when drawn).
        public var blur: CGFloat
        /// The shadow's colour.
        public var color: Color
    }

    /// The area painted.
    public var shape: Shape
    /// What fills it.
    public var paint: Paint
    /// The current transformation matrix when the operation was recorded: user space → base space.
    public var transform: CGAffineTransform
    /// The clips in force, all intersected.
    public var clips: [Clip]
    /// The global alpha (`CGContext.setAlpha(_:)`).
    public var alpha: CGFloat
    /// How the paint combines with what is already drawn (`CGContext.setBlendMode(_:)`).
    public var blendMode: BlendMode
    /// The shadow cast, if any.
    public var shadow: Shadow?
}
