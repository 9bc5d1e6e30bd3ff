import Foundation

/// A shape layer's animatable values as one record: the model, or with explicit animations
/// applied, the values on screen (kept in an `AnimatedRecord`).
struct ShapeLayerState: Equatable {
    var path: CGPath?
    var fillColor: Color? = .black
    var strokeColor: Color?
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1

    /// `path` as animations see it: no path is an empty one.
    var animatedPath: CGPath {
        get { path ?? CGMutablePath() }
        set { path = newValue }
    }

    /// `fillColor` as an animated colour: none is transparent black.
    var animatedFillColor: Color {
        get { fillColor ?? .clear }
        set { fillColor = newValue }
    }

    /// `strokeColor` as an animated colour.
    var animatedStrokeColor: Color {
        get { strokeColor ?? .clear }
        set { strokeColor = newValue }
    }

    /// The key paths `CAShapeLayer` animates, by Core Animation's names.
    @MainActor static let slots: [String: AnimatableSlot] = {
        let shape: @MainActor (Layer) -> AnimatedRecord<ShapeLayerState>? = { ($0 as? ShapeLayer)?.shapeRecord }
        let slots = [
            AnimatableSlot("path", record: shape, \.animatedPath),
            AnimatableSlot("fillColor", record: shape, \.animatedFillColor),
            AnimatableSlot("strokeColor", record: shape, \.animatedStrokeColor),
            AnimatableSlot("lineWidth", record: shape, \.lineWidth),
            AnimatableSlot("miterLimit", record: shape, \.miterLimit),
            AnimatableSlot("lineDashPhase", record: shape, \.lineDashPhase),
            AnimatableSlot("strokeStart", record: shape, \.strokeStart),
            AnimatableSlot("strokeEnd", record: shape, \.strokeEnd)
        ]
        return Dictionary(uniqueKeysWithValues: slots.map { ($0.keyPath, $0) })
    }()
}
