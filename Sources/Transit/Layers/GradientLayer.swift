import Foundation

/// A layer that fills its bounds with a colour gradient (`CAGradientLayer`).
///
/// Points are in the unit coordinate space of the bounds (`startPoint` (0.5, 0) and `endPoint`
/// (0.5, 1) by default: top to bottom). Colours are interpolated between stops in unpremultiplied
/// components, as Core Graphics' gradients are, and the first and last colours extend past the
/// first and last stops. `colors`, `locations`, `startPoint` and `endPoint` animate through
/// explicit animations of those key paths (colour lists and locations element by element), and
/// implicitly (0.25 s) when set on a standalone layer in a window.
open class GradientLayer: Layer {
    /// The gradient's own values, with the explicit animations stacked on them.
    let gradientRecord = AnimatedRecord(GradientLayerState())

    /// The model values of the gradient's own properties.
    var gradient: GradientLayerState {
        get { gradientRecord.model }
        set { gradientRecord.model = newValue }
    }

    /// Creates a gradient layer with Core Animation's defaults (`CAGradientLayer()`).
    public required init() { super.init() }

    /// A copy of another layer's values (`CAGradientLayer.init(layer:)`), gradient values included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GradientLayer { gradient = other.gradient; type = other.type }
    }

    /// The colours of the stops (`colors`; Core Animation takes `CGColor`s, which are `Color`s
    /// here); nil or empty draws nothing, one colour fills the bounds with it. Dynamic colours
    /// are resolved as they are set (see `Layer+DynamicColors`).
    open var colors: [Color]? {
        get { gradient.colors }
        set { let colors = newValue?.map { resolvingAsSet($0) }; change("colors") { $0.colors = colors } }
    }

    /// Where each stop sits, 0…1, in increasing order (`locations`); nil spaces the stops evenly.
    /// A list whose count differs from the colours' is reported when drawn and spaced evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations.map { $0.map { NSNumber(value: Double($0)) } } }
        set {
            let values = newValue?.map { CGFloat($0.doubleValue) }
            if let values, !check(values, name: "locations") { return }
            change("locations") { $0.locations = values }
        }
    }

    /// The start point in unit coordinates of the bounds (`startPoint`).
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { if check(newValue.x, newValue.y, name: "startPoint") { change("startPoint") { $0.startPoint = newValue } } }
    }

    /// The end point in unit coordinates of the bounds (`endPoint`).
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { if check(newValue.x, newValue.y, name: "endPoint") { change("endPoint") { $0.endPoint = newValue } } }
    }

    /// The gradient's shape (`type`), axial by default.
    open var type: GradientLayerType = .axial

    private func change(_ key: String, _ body: (inout GradientLayerState) -> Void) { change(gradientRecord, key, body) }

    /// The gradient's values on screen now: the model with its explicit animations applied.
    var presentationGradient: GradientLayerState { gradientRecord.presentation }

    /// The gradient key paths first, then every layer's.
    override func animatableSlot(forKeyPath keyPath: String) -> AnimatableSlot? {
        GradientLayerState.slots[keyPath] ?? super.animatableSlot(forKeyPath: keyPath)
    }

    /// A copy holding the values on screen now, the gradient's included (`presentation()`).
    open override func presentation() -> Layer? {
        let copy = super.presentation()
        (copy as? GradientLayer)?.gradient = presentationGradient
        return copy
    }

    override func drawnContent(model: Bool) -> RenderNode.Content? {
        let g = model ? gradient : presentationGradient
        guard let colors = g.colors, !colors.isEmpty else { return super.drawnContent(model: model) }
        var locations = g.locations
        if let l = locations, l.count != colors.count {
            if !reportedLocationMismatch {
                reportedLocationMismatch = true
                diagnostics.report(
                    Diagnostic(
                        .warning, code: "layer.gradientLocations",
                        "\(describe) has \(l.count) locations for \(colors.count) colours; the stops are spaced evenly"))
            }
            locations = nil
        }
        return .gradient(
            RenderNode.GradientContent(
                colors: colors, locations: locations, startPoint: g.startPoint,
                endPoint: g.endPoint, kind: type.kind))
    }

    /// Whether a locations/colours count mismatch has been reported.
    private var reportedLocationMismatch = false
}
