import Foundation

/// A colour property that may be `nil` (no fill): animated as a colour, with `nil` standing for
/// the transparent version of the other end (premultiplied interpolation makes that exact).
final class OptionalColorProperty {
    let color: AnimatableProperty<Color>
    private(set) var isNil: Bool

    init(_ value: Color?) {
        color = AnimatableProperty(value ?? .clear)
        isNil = value == nil
    }

    /// The model value.
    var model: Color? { isNil ? nil : color.value }

    /// The value on screen: `nil` only when the model is `nil` and nothing animates.
    var presentation: Color? { isNil && !color.isAnimating ? nil : color.presentationValue }

    /// Sets the model value through `apply` (which animates or not).
    func setModel(_ value: Color?, apply: (Color) -> Void) {
        let target = value ?? color.value.withAlphaComponent(0)
        isNil = value == nil
        apply(target)
    }
}

/// The animatable values of a layer, each an engine `AnimatableProperty` (a model value plus the
/// animations moving its presentation value), with Core Animation's defaults.
final class LayerProperties {
    let bounds = AnimatableProperty(CGRect.zero)
    let position = AnimatableProperty(CGPoint.zero)
    let anchorPoint = AnimatableProperty(CGPoint(x: 0.5, y: 0.5))
    var anchorPointZ: CGFloat = 0
    let transform = AnimatableProperty(Transform3D.identity)
    let sublayerTransform = AnimatableProperty(Transform3D.identity)
    let zPosition = AnimatableProperty(CGFloat(0))
    let opacity = AnimatableProperty(CGFloat(1))
    let backgroundColor = OptionalColorProperty(nil)
    let cornerRadius = AnimatableProperty(CGFloat(0))
    let borderWidth = AnimatableProperty(CGFloat(0))
    let borderColor = OptionalColorProperty(.black)
    let shadowColor = OptionalColorProperty(.black)
    let shadowOpacity = AnimatableProperty(CGFloat(0))
    let shadowRadius = AnimatableProperty(CGFloat(3))
    let shadowOffset = AnimatableProperty(CGSize(width: 0, height: -3))

    /// Whether any property has an animation attached.
    var isAnimating: Bool {
        bounds.isAnimating || position.isAnimating || transform.isAnimating || opacity.isAnimating
            || backgroundColor.color.isAnimating || anchorPoint.isAnimating || sublayerTransform.isAnimating
            || zPosition.isAnimating || cornerRadius.isAnimating || borderWidth.isAnimating
            || borderColor.color.isAnimating || shadowColor.color.isAnimating || shadowOpacity.isAnimating
            || shadowRadius.isAnimating || shadowOffset.isAnimating
    }

    /// Every model value.
    var model: LayerState {
        LayerState(bounds: bounds.value, position: position.value, anchorPoint: anchorPoint.value,
                   anchorPointZ: anchorPointZ, transform: transform.value,
                   sublayerTransform: sublayerTransform.value, zPosition: zPosition.value,
                   opacity: opacity.value, backgroundColor: backgroundColor.model,
                   cornerRadius: cornerRadius.value, borderWidth: borderWidth.value,
                   borderColor: borderColor.model, shadowColor: shadowColor.model,
                   shadowOpacity: shadowOpacity.value, shadowRadius: shadowRadius.value,
                   shadowOffset: shadowOffset.value)
    }

    /// Every presentation value (the model when nothing animates).
    var presentation: LayerState {
        LayerState(bounds: bounds.presentationValue, position: position.presentationValue,
                   anchorPoint: anchorPoint.presentationValue, anchorPointZ: anchorPointZ,
                   transform: transform.presentationValue,
                   sublayerTransform: sublayerTransform.presentationValue,
                   zPosition: zPosition.presentationValue, opacity: opacity.presentationValue,
                   backgroundColor: backgroundColor.presentation,
                   cornerRadius: cornerRadius.presentationValue, borderWidth: borderWidth.presentationValue,
                   borderColor: borderColor.presentation, shadowColor: shadowColor.presentation,
                   shadowOpacity: shadowOpacity.presentationValue, shadowRadius: shadowRadius.presentationValue,
                   shadowOffset: shadowOffset.presentationValue)
    }

    /// Sets every value at once, without animation.
    func assign(_ s: LayerState) {
        bounds.setValueImmediately(s.bounds); position.setValueImmediately(s.position)
        anchorPoint.setValueImmediately(s.anchorPoint); anchorPointZ = s.anchorPointZ
        transform.setValueImmediately(s.transform); sublayerTransform.setValueImmediately(s.sublayerTransform)
        zPosition.setValueImmediately(s.zPosition); opacity.setValueImmediately(s.opacity)
        backgroundColor.setModel(s.backgroundColor) { backgroundColor.color.setValueImmediately($0) }
        cornerRadius.setValueImmediately(s.cornerRadius); borderWidth.setValueImmediately(s.borderWidth)
        borderColor.setModel(s.borderColor) { borderColor.color.setValueImmediately($0) }
        shadowColor.setModel(s.shadowColor) { shadowColor.color.setValueImmediately($0) }
        shadowOpacity.setValueImmediately(s.shadowOpacity); shadowRadius.setValueImmediately(s.shadowRadius)
        shadowOffset.setValueImmediately(s.shadowOffset)
    }

    /// Drops every animation, leaving the model values (what a removed layer keeps).
    func removeAllAnimations() {
        bounds.setValueImmediately(bounds.value); position.setValueImmediately(position.value)
        anchorPoint.setValueImmediately(anchorPoint.value); transform.setValueImmediately(transform.value)
        sublayerTransform.setValueImmediately(sublayerTransform.value)
        zPosition.setValueImmediately(zPosition.value); opacity.setValueImmediately(opacity.value)
        backgroundColor.color.setValueImmediately(backgroundColor.color.value)
        cornerRadius.setValueImmediately(cornerRadius.value); borderWidth.setValueImmediately(borderWidth.value)
        borderColor.color.setValueImmediately(borderColor.color.value)
        shadowColor.color.setValueImmediately(shadowColor.color.value)
        shadowOpacity.setValueImmediately(shadowOpacity.value); shadowRadius.setValueImmediately(shadowRadius.value)
        shadowOffset.setValueImmediately(shadowOffset.value)
    }
}

extension Layer {
    /// The model values.
    var modelState: LayerState { props.model }

    /// The values on screen now: the model with running animations applied.
    var presentationState: LayerState { props.isAnimating ? props.presentation : props.model }
}
