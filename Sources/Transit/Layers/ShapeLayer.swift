import Foundation

/// A layer that draws a path, filled and then stroked (`CAShapeLayer`).
///
/// The path is in the layer's own coordinates and is not clipped to the bounds (unless
/// `masksToBounds`). Defaults are Core Animation's: opaque black fill, non-zero rule, no stroke,
/// line width 1, butt caps, miter joins, miter limit 10, no dashes, the whole stroke (`strokeStart`
/// 0, `strokeEnd` 1). `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart` and `strokeEnd` animate through explicit animations of those
/// key paths, and implicitly (0.25 s) when set on a standalone layer in a window; `path` animates between paths with the same elements, point by point. Used as a
/// `mask`, the fill's (and stroke's) alpha masks the layer it is set on.
open class ShapeLayer: Layer {
    /// The shape's own values, with the explicit animations stacked on them.
    let shapeRecord = AnimatedRecord(ShapeLayerState())

    /// The model values of the shape's own properties.
    var shape: ShapeLayerState {
        get { shapeRecord.model }
        set { shapeRecord.model = newValue }
    }

    /// Creates a shape layer with Core Animation's defaults (`CAShapeLayer()`).
    public required init() { super.init() }

    /// A copy of another layer's values (`CAShapeLayer.init(layer:)`), shape values included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ShapeLayer {
            shape = other.shape
            fillRule = other.fillRule; lineCap = other.lineCap; lineJoin = other.lineJoin
            lineDashPattern = other.lineDashPattern
        }
    }

    /// The outline to draw (`path`); nil draws nothing.
    open var path: CGPath? {
        get { shape.path }
        set { change("path") { $0.path = newValue?.copy() } }
    }

    /// The fill colour (`fillColor`); nil fills nothing. Opaque black by default. Fixed, as a
    /// `CGColor` is: a dynamic colour is resolved as it is set (see `Layer+DynamicColors`).
    open var fillColor: Color? {
        get { shape.fillColor }
        set { let color = resolvingAsSet(newValue); change("fillColor") { $0.fillColor = color } }
    }

    /// Which points the fill covers (`fillRule`), non-zero by default.
    open var fillRule: ShapeLayerFillRule = .nonZero

    /// The stroke colour (`strokeColor`); nil, the default, strokes nothing. Fixed: a dynamic
    /// colour is resolved as it is set.
    open var strokeColor: Color? {
        get { shape.strokeColor }
        set { let color = resolvingAsSet(newValue); change("strokeColor") { $0.strokeColor = color } }
    }

    /// The stroke width in points (`lineWidth`), 1 by default. Negative or non-finite widths are
    /// reported and ignored.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { if checkNonNegative(newValue, "lineWidth") { change("lineWidth") { $0.lineWidth = newValue } } }
    }

    /// How open ends are stroked (`lineCap`), butt by default.
    open var lineCap: ShapeLayerLineCap = .butt

    /// How corners are stroked (`lineJoin`), miter by default.
    open var lineJoin: ShapeLayerLineJoin = .miter

    /// Miters longer than this many line widths are drawn as bevels (`miterLimit`), 10 by default.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { if checkNonNegative(newValue, "miterLimit") { change("miterLimit") { $0.miterLimit = newValue } } }
    }

    /// Painted and unpainted lengths alternating along the stroke (`lineDashPattern`); nil or
    /// empty for a solid line.
    open var lineDashPattern: [NSNumber]?

    /// How far into the dash pattern the stroke starts (`lineDashPhase`), 0 by default.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { if check(newValue, name: "lineDashPhase") { change("lineDashPhase") { $0.lineDashPhase = newValue } } }
    }

    /// Where the stroke starts, as a fraction of the path's length (`strokeStart`), 0 by default.
    /// Values are used clamped to 0…1, as Core Animation clamps them.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { if check(newValue, name: "strokeStart") { change("strokeStart") { $0.strokeStart = newValue } } }
    }

    /// Where the stroke ends, as a fraction of the path's length (`strokeEnd`), 1 by default.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { if check(newValue, name: "strokeEnd") { change("strokeEnd") { $0.strokeEnd = newValue } } }
    }

    private func change(_ key: String, _ body: (inout ShapeLayerState) -> Void) { change(shapeRecord, key, body) }

    /// The shape's values on screen now: the model with its explicit animations applied.
    var presentationShape: ShapeLayerState { shapeRecord.presentation }

    /// The shape key paths first, then every layer's.
    override func animatableSlot(forKeyPath keyPath: String) -> AnimatableSlot? {
        ShapeLayerState.slots[keyPath] ?? super.animatableSlot(forKeyPath: keyPath)
    }

    /// A copy holding the values on screen now, the shape's included (`presentation()`).
    open override func presentation() -> Layer? {
        let copy = super.presentation()
        (copy as? ShapeLayer)?.shape = presentationShape
        return copy
    }

    override func drawnContent(model: Bool) -> RenderNode.Content? {
        let s = model ? shape : presentationShape
        guard let path = s.path, !path.isEmpty else { return super.drawnContent(model: model) }
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        return .shape(
            RenderNode.ShapeContent(
                path: path, fillColor: s.fillColor, fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
                strokeColor: s.strokeColor, lineWidth: max(0, s.lineWidth), lineCap: lineCap.cgLineCap,
                lineJoin: lineJoin.cgLineJoin, miterLimit: s.miterLimit, lineDashPattern: dashes,
                lineDashPhase: s.lineDashPhase, strokeStart: s.strokeStart, strokeEnd: s.strokeEnd))
    }

    private func checkNonNegative(_ value: CGFloat, _ name: String) -> Bool {
        guard check(value, name: name) else { return false }
        if value >= 0 { return true }
        diagnostics.report(
            Diagnostic(.error, code: "layer.negative", "\(describe).\(name) set to \(value); it must not be negative; ignored"))
        return false
    }
}
