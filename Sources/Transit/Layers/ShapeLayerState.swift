import Foundation

/// A shape layer's animatable values as one record: the model, or with explicit animations
/// applied, the values on screen.
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
        let slots = [
            AnimatableSlot("path", \ShapeLayerState.animatedPath),
            AnimatableSlot("fillColor", \ShapeLayerState.animatedFillColor),
            AnimatableSlot("strokeColor", \ShapeLayerState.animatedStrokeColor),
            AnimatableSlot("lineWidth", \ShapeLayerState.lineWidth),
            AnimatableSlot("miterLimit", \ShapeLayerState.miterLimit),
            AnimatableSlot("lineDashPhase", \ShapeLayerState.lineDashPhase),
            AnimatableSlot("strokeStart", \ShapeLayerState.strokeStart),
            AnimatableSlot("strokeEnd", \ShapeLayerState.strokeEnd),
        ]
        return Dictionary(uniqueKeysWithValues: slots.map { ($0.keyPath, $0) })
    }()
}
