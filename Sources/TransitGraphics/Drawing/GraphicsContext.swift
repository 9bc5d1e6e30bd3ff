import Foundation

/// A Core Graphics drawing context (`CGContext`) that records what it paints into a ``Drawing``.
///
/// The context's base space is the drawing's: points, origin at the top left, y down, as UIKit
/// hands a context to `draw(_:)` and to `UIGraphicsImageRenderer`. The current transformation
/// matrix (`ctm`) maps user space to base space; the renderer multiplies by the pixel scale. As
/// in Core Graphics, points added to the current path are transformed by the CTM in force when
/// they are added, painting consumes the current path, and `saveGState()` / `restoreGState()`
/// save and restore the transform, clip, colours, line style, alpha, blend mode and shadow (not
/// the path).
///
/// Architecture: recording keeps Transit free of the rasterizer. `View.draw(_:)` and
/// `Layer.draw(in:)` record into a context; the recording becomes the layer's backing (a
/// `RenderNode.Content.drawing`), which TransitRender rasterizes at the layer's `contentsScale`
/// once and keeps until the layer is marked again. Images made with TransitRender's
/// `GraphicsImageRenderer` are the same recordings rasterized into pixels.
public final class GraphicsContext {
    /// The drawing's size in points.
    public let size: CGSize
    /// The pixel scale the recording is meant for (text outlines are flattened for it).
    public let scale: CGFloat
    /// Whether the drawing starts opaque (see ``Drawing/isOpaque``).
    public let isOpaque: Bool

    struct State {
        var ctm = CGAffineTransform.identity
        var clips: [DrawingOperation.Clip] = []
        var fill = Color.black
        var stroke = Color.black
        var style = DrawingOperation.StrokeStyle()
        var alpha: CGFloat = 1
        var blendMode = BlendMode.normal
        var shadow: DrawingOperation.Shadow?
    }

    var state = State()
    private var saved: [State] = []
    /// The current path, in base space.
    var pathInBase = CGMutablePath()
    private(set) var operations: [DrawingOperation] = []
    /// The misuses noted so far, each once, oldest first (see ``Problem``).
    public internal(set) var problems: [Problem] = []

    /// A context for a drawing of `size` points meant for `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1, isOpaque: Bool = false) {
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.isOpaque = isOpaque
    }

    /// What has been drawn so far, as a recording.
    public func makeDrawing() -> Drawing { Drawing(size: size, isOpaque: isOpaque, operations: operations) }

    /// Whether nothing has been painted yet.
    public var isEmpty: Bool { operations.isEmpty }

    func record(_ shape: DrawingOperation.Shape, paint: DrawingOperation.Paint, transform: CGAffineTransform) {
        operations.append(
            DrawingOperation(
                shape: shape, paint: paint, transform: transform, clips: state.clips,
                alpha: state.alpha, blendMode: state.blendMode, shadow: state.shadow))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (`saveGState()`).
    public func saveGState() { saved.append(state) }

    /// Restores the most recently saved graphics state (`restoreGState()`); without one, nothing
    /// changes (Core Graphics ignores an unbalanced restore too) and the context notes an
    /// `unbalancedRestore` problem.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            note("unbalancedRestore", "restoreGState() without a matching saveGState(); ignored")
            return
        }
        state = last
    }

    /// The current transformation matrix, user space → base space (`ctm`).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user space origin (`translateBy(x:y:)`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        if finite("translateBy(x:y:)", x, y) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    }

    /// Scales user space (`scaleBy(x:y:)`).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        if finite("scaleBy(x:y:)", x, y) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    }

    /// Rotates user space by `angle` radians (`rotate(by:)`); positive turns clockwise on screen in
    /// a UIKit context, whose y axis points down.
    public func rotate(by angle: CGFloat) {
        if finite("rotate(by:)", angle) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    }

    /// Applies `transform` before the CTM (`concatenate(_:)`): `ctm = transform × ctm`.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard finite("concatenate(_:)", t.a, t.b, t.c, t.d, t.tx, t.ty) else { return }
        state.ctm = t.concatenating(state.ctm)
    }

    /// Sets the fill colour (`setFillColor(_:)`).
    public func setFillColor(_ color: Color) { state.fill = color }
    /// Sets the stroke colour (`setStrokeColor(_:)`).
    public func setStrokeColor(_ color: Color) { state.stroke = color }
    /// Sets the fill colour from RGBA components (`setFillColor(red:green:blue:alpha:)`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from RGBA components (`setStrokeColor(red:green:blue:alpha:)`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the global alpha, clamped to 0…1, multiplied into everything painted (`setAlpha(_:)`).
    public func setAlpha(_ alpha: CGFloat) { if finite("setAlpha(_:)", alpha) { state.alpha = min(1, max(0, alpha)) } }
    /// Sets how painting combines with the destination (`setBlendMode(_:)`).
    public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }
    /// Sets the stroke width in user space units (`setLineWidth(_:)`); negative or non-finite
    /// widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        if finite("setLineWidth(_:)", width), width >= 0 { state.style.lineWidth = width }
    }
    /// Sets how open ends are stroked (`setLineCap(_:)`).
    public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap }
    /// Sets how corners are stroked (`setLineJoin(_:)`).
    public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join }
    /// Sets the miter limit (`setMiterLimit(_:)`).
    public func setMiterLimit(_ limit: CGFloat) { if finite("setMiterLimit(_:)", limit) { state.style.miterLimit = limit } }
    /// Sets the dash pattern: `lengths` alternate painted and unpainted, starting `phase` into the
    /// pattern (`setLineDash(phase:lengths:)`); empty lengths draw solid lines. Negative or
    /// all-zero lengths, or a phase that is not a finite number, are noted and the call ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard finite("setLineDash(phase:lengths:)", phase), validDash(lengths) else { return }
        state.style.dashPhase = phase
        state.style.dashLengths = lengths
    }
    /// Casts a shadow under everything painted next (`setShadow(offset:blur:color:)`): offset and
    /// blur in base-space points, which the CTM does not change; a nil or clear colour removes it.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil; return
        }
        state.shadow = DrawingOperation.Shadow(offset: offset, blur: max(0, blur), color: color)
    }
    /// Casts a shadow in one third opaque black (`setShadow(offset:blur:)`, Core Graphics' default colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    // MARK: The current path

    /// Starts a new subpath (`move(to:)`).
    public func move(to point: CGPoint) {
        if finite("move(to:)", points: [point]) { pathInBase.move(to: point, transform: state.ctm) }
    }
    /// Adds a line (`addLine(to:)`). Without a current point the context notes a
    /// `noCurrentPoint` problem and the line starts a subpath at `point`.
    public func addLine(to point: CGPoint) {
        guard finite("addLine(to:)", points: [point]) else { return }
        noteIfNoCurrentPoint("addLine(to:)")
        pathInBase.addLine(to: point, transform: state.ctm)
    }
    /// Adds a cubic curve (`addCurve(to:control1:control2:)`); see ``addLine(to:)`` for a path
    /// with no current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard finite("addCurve(to:control1:control2:)", points: [end, control1, control2]) else { return }
        noteIfNoCurrentPoint("addCurve(to:control1:control2:)")
        pathInBase.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic curve (`addQuadCurve(to:control:)`); see ``addLine(to:)`` for a path
    /// with no current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard finite("addQuadCurve(to:control:)", points: [end, control]) else { return }
        noteIfNoCurrentPoint("addQuadCurve(to:control:)")
        pathInBase.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds a circular arc (`addArc(center:radius:startAngle:endAngle:clockwise:)`), `clockwise`
    /// in Core Graphics' y-up sense.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard finite("addArc(center:radius:startAngle:endAngle:clockwise:)", center.x, center.y, radius, startAngle, endAngle)
        else { return }
        pathInBase.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }
    /// Adds an arc tangent to two lines (`addArc(tangent1End:tangent2End:radius:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard
            finite("addArc(tangent1End:tangent2End:radius:)", tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius)
        else { return }
        noteIfNoCurrentPoint("addArc(tangent1End:tangent2End:radius:)")
        pathInBase.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Adds a closed rectangle (`addRect(_:)`).
    public func addRect(_ rect: CGRect) {
        if finite("addRect(_:)", rects: [rect]) { pathInBase.addRect(rect, transform: state.ctm) }
    }
    /// Adds closed rectangles (`addRects(_:)`).
    public func addRects(_ rects: [CGRect]) {
        if finite("addRects(_:)", rects: rects) { pathInBase.addRects(rects, transform: state.ctm) }
    }
    /// Adds an ellipse inscribed in `rect` (`addEllipse(in:)`).
    public func addEllipse(in rect: CGRect) {
        if finite("addEllipse(in:)", rects: [rect]) { pathInBase.addEllipse(in: rect, transform: state.ctm) }
    }
    /// Adds straight lines through `points` (`addLines(between:)`).
    public func addLines(between points: [CGPoint]) {
        if finite("addLines(between:)", points: points) { pathInBase.addLines(between: points, transform: state.ctm) }
    }
    /// Adds a path's elements (`addPath(_:)`).
    public func addPath(_ other: CGPath) { pathInBase.addPath(other, transform: state.ctm) }
    /// Closes the current subpath (`closePath()`).
    public func closePath() { pathInBase.closeSubpath() }
    /// Discards the current path (`beginPath()`).
    public func beginPath() { pathInBase = CGMutablePath() }
    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool { pathInBase.isEmpty }
    /// The current point in user space (`currentPointOfPath`).
    public var currentPointOfPath: CGPoint { pathInBase.currentPoint.applying(state.ctm.inverted()) }
    /// The bounding box of the current path in user space (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { pathInBase.boundingBoxOfPath.applying(state.ctm.inverted()) }
    /// A copy of the current path in user space (`path`).
    public var path: CGPath? {
        var inverse = state.ctm.inverted()
        return pathInBase.isEmpty ? nil : pathInBase.copy(using: &inverse)
    }
}
