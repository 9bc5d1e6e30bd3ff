import Foundation

/// Draws a frame's render tree into pixels: the software counterpart of Core Animation's render
/// server.
///
/// Geometry is Core Animation's (see `RenderNode`): bounds, position, anchor point, `transform`
/// about the anchor, `sublayerTransform` about the parent's anchor, each layer flattening its
/// sublayers into its own plane, siblings ordered by `zPosition`. Per layer, in order: the drop
/// shadow (of the layer's alpha, through an offscreen group, or of its `shadowPath` with no
/// group; a rectangle's blurred from two one-dimensional profiles), the background (rounded by `cornerRadius`), the content (image or text), the sublayers,
/// then the border (inside the bounds, above content and sublayers, as `CALayer` draws it);
/// `masksToBounds` clips content and sublayers to the rounded bounds; `mask` multiplies by the
/// mask layer's alpha; `opacity` below 1 composites the layer and its sublayers as one group
/// (a single drawn part needs no group: its colour is simply scaled). Perspective (`m34`) maps
/// images perspective-correctly; geometry behind the eye is cut away, and a layer whose
/// `isDoubleSided` is false is not drawn when its projected bounds face away.
///
/// Text is laid out and its glyphs flattened once, then reused by later frames while everything
/// that shapes it (string, attributes, font, bounds width, number of lines, line break mode,
/// alignment, device scale) stays the same; a cached frame is identical to one drawn afresh.
/// Glyphs of text that is only scaled and moved are composited from coverage masks kept between
/// frames (`GlyphMaskCache`), which hold exactly the coverage filling their outlines gives.
///
/// A layer that sets `shouldRasterize` is drawn, with its sublayers, into a bitmap in its own
/// space at its `rasterizationScale`, kept between frames while its subtree is unchanged
/// (`RasterizationCache`), and composited through its transform with its opacity, sampled
/// bilinearly as images are.
///
/// Edges are anti-aliased by exact area coverage. All pixel arithmetic is integer (geometry is
/// snapped to 1/256 pixel once per shape), so a frame's pixels are identical on every platform.
public struct Renderer: Sendable {
    /// The default pixel budget of a frame: 2²⁶ pixels (for example 8192 × 8192), 256 MiB of RGBA.
    public static let defaultMaximumPixelCount = 1 << 26

    /// The most pixels a frame is rendered with. A frame whose `size × scale` has more is drawn
    /// at the largest uniformly reduced scale that fits (`fittedScale(for:)`), so memory stays
    /// bounded whatever the window's size; hosts report the reduction.
    public var maximumPixelCount: Int

    /// Text layouts and glyph outlines kept between frames (`TextLayoutCache.shared` unless a
    /// test gives its own).
    var textCache: TextLayoutCache

    /// Glyph coverage masks kept between frames (`GlyphMaskCache.shared` unless a test gives its
    /// own); nil fills every glyph from its outlines (the same pixels).
    var glyphMasks: GlyphMaskCache?

    /// How many threads a frame is drawn on (1…64): the frame's rows are split into as many
    /// horizontal bands, each composited on its own thread (small surfaces stay on one). The
    /// bytes of a frame are the same whatever the count. `defaultThreadCount` unless set.
    public var threadCount: Int {
        get { workers.count }
        set { workers = RenderWorkers(count: newValue) }
    }

    /// The threads behind `threadCount`.
    var workers: RenderWorkers

    /// The bitmaps of rasterized layers (`RenderNode.shouldRasterize`) kept between the frames
    /// this renderer (and its copies) draws.
    package var rasterCache = RasterizationCache()

    /// The thread count of a new renderer: `TRANSIT_RENDER_THREADS` from the environment (1…64)
    /// when set, otherwise the machine's active processor count
    /// (`ProcessInfo.activeProcessorCount`). A malformed value is ignored with a line on
    /// standard error.
    public static let defaultThreadCount: Int = {
        let (count, diagnostic) = RenderWorkers.threadCount(
            environment: ProcessInfo.processInfo.environment["TRANSIT_RENDER_THREADS"])
        if let diagnostic { FileHandle.standardError.write(Data(("transit: " + diagnostic + "\n").utf8)) }
        return count
    }()

    /// Creates a renderer with a pixel budget (at least one pixel), drawing on
    /// `defaultThreadCount` threads.
    public init(maximumPixelCount: Int = Renderer.defaultMaximumPixelCount) {
        self.maximumPixelCount = max(1, maximumPixelCount)
        textCache = .shared
        glyphMasks = .shared
        workers = RenderWorkers(count: Renderer.defaultThreadCount)
    }

    /// The scale `render(_:)` draws `tree` at: the tree's own scale, or less when the frame
    /// would have more than `maximumPixelCount` pixels or a side over 16384 pixels.
    public func fittedScale(for tree: RenderTree) -> CGFloat {
        let scale = Double(tree.scale)
        let w = Double(tree.size.width) * scale, h = Double(tree.size.height) * scale
        guard scale > 0, w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return tree.scale }
        var factor = min(1, 16384 / max(w, h))
        let pixels = w * h * factor * factor
        if pixels > Double(maximumPixelCount) { factor *= (Double(maximumPixelCount) / pixels).squareRoot() }
        return CGFloat(scale * factor)
    }

    /// Renders a frame into a `Bitmap` of `size × scale` pixels (each dimension rounded to the
    /// nearest integer), cleared to the tree's background colour first. A non-finite or negative
    /// size or scale gives an empty bitmap; a frame over the pixel budget is drawn at
    /// `fittedScale(for:)`.
    public func render(_ tree: RenderTree) -> Bitmap {
        guard let (scale, width, height) = pixelGeometry(for: tree) else { return Bitmap(width: 0, height: 0) }
        let count = width * height
        // The bytes are written once: cleared to the background, then drawn over in place.
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
            draw(
                tree, scale: scale, into: words, width: width, height: height,
                region: IntRect(minX: 0, minY: 0, maxX: width, maxY: height))
            initialized = count * 4
        }
        let bitmap = Bitmap(width: width, height: height, pixels: bytes) ?? Bitmap(width: 0, height: 0)
        return bitmap
    }

    /// The scale and pixel size `render(_:)` draws `tree` at, or nil for a frame with no pixels
    /// (a non-finite, negative or sub-pixel size or scale).
    func pixelGeometry(for tree: RenderTree) -> (scale: CGFloat, width: Int, height: Int)? {
        let scale = Double(fittedScale(for: tree))
        let w = Double(tree.size.width) * scale, h = Double(tree.size.height) * scale
        guard scale > 0, w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return nil }
        let width = max(1, Int(w.rounded(.down))), height = max(1, Int(h.rounded(.down)))
        let exact = scale == Double(tree.scale)
        let (pixelWidth, pixelHeight) = exact ? (Int(w.rounded()), Int(h.rounded())) : (width, height)
        return (CGFloat(scale), pixelWidth, pixelHeight)
    }

    /// The device transform of the tree's root at `scale`.
    static func rootToDevice(_ tree: RenderTree, scale: CGFloat) -> Transform3D {
        tree.root.localToParent.flattened.concatenating(Transform3D(scaleX: scale, y: scale))
    }

    /// Clears the rows of `region` in the `width` × `height` frame at `words` to the tree's
    /// background and draws the tree into those rows; the other rows are left as they are. With
    /// a `mirror`, each band of those rows is copied there as soon as it is finished.
    ///
    /// Geometry is clipped exactly as for the whole frame, and only the compositing is limited to
    /// the rows: clipping shapes at other lines moves their edges by rounding, and image and
    /// gradient samples step along each span from its start, so a row is the full render's only
    /// when it is drawn whole.
    func draw(
        _ tree: RenderTree, scale: CGFloat, into words: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
        region: IntRect, mirror: FrameMirror? = nil
    ) {
        let background = Pixel.premultiplied(tree.backgroundColor)
        let frame = IntRect(minX: 0, minY: 0, maxX: width, maxY: height)
        let rows = max(0, region.minY)..<max(max(0, region.minY), min(height, region.maxY))
        guard !rows.isEmpty, width > 0 else { return }
        let surface = Surface(bounds: frame, borrowing: words)
        if rows != 0..<height { surface.rowLimit = rows }
        // Cleared band by band as the first shapes are composited, except under opaque ones.
        surface.pendingClear = background
        let context = RenderContext(
            textCache: textCache, glyphMasks: glyphMasks, workers: workers, rasterCache: rasterCache)
        rasterCache.beginPass()
        context.draw(
            tree.root, toDevice: Renderer.rootToDevice(tree, scale: scale),
            into: surface, clip: ClipState(rect: frame, mask: nil), alpha: 1)
        rasterCache.endPass(wholeFrame: rows == 0..<height)
        guard let mirror else { return surface.flush(on: workers) }
        let columns = frame.minX..<frame.maxX
        surface.flush(on: workers) { rows in mirror.copy(rows: rows, columns: columns, from: words, frameWidth: width) }
    }
}
