import Foundation

/// The animatable properties of a layer (the key paths Core Animation animates); the raw value is
/// the property's bit in `LayerProperties.animatedMask`.
enum LayerProperty: Int, CaseIterable, Sendable {
    case bounds, position, anchorPoint, transform, sublayerTransform, zPosition, opacity
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
}

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

    /// The model values as last set (a property's entry is refreshed from the engine when its
    /// animations end, since finishing at `.start` or `.current` changes the model).
    var cache = LayerState()
    /// The properties that may be animating (bit `LayerProperty.rawValue`).
    var animatedMask: UInt32 = 0

    /// Re-reads one model value from its property into `cache`.
    func refresh(_ key: LayerProperty) {
        switch key {
        case .bounds: cache.bounds = bounds.value
        case .position: cache.position = position.value
        case .anchorPoint: cache.anchorPoint = anchorPoint.value
        case .transform: cache.transform = transform.value
        case .sublayerTransform: cache.sublayerTransform = sublayerTransform.value
        case .zPosition: cache.zPosition = zPosition.value
        case .opacity: cache.opacity = opacity.value
        case .backgroundColor: cache.backgroundColor = backgroundColor.model
        case .cornerRadius: cache.cornerRadius = cornerRadius.value
        case .borderWidth: cache.borderWidth = borderWidth.value
        case .borderColor: cache.borderColor = borderColor.model
        case .shadowColor: cache.shadowColor = shadowColor.model
        case .shadowOpacity: cache.shadowOpacity = shadowOpacity.value
        case .shadowRadius: cache.shadowRadius = shadowRadius.value
        case .shadowOffset: cache.shadowOffset = shadowOffset.value
        }
    }

    /// Whether one property has animations attached.
    private func isAnimating(_ key: LayerProperty) -> Bool {
        switch key {
        case .bounds: return bounds.isAnimating
        case .position: return position.isAnimating
        case .anchorPoint: return anchorPoint.isAnimating
        case .transform: return transform.isAnimating
        case .sublayerTransform: return sublayerTransform.isAnimating
        case .zPosition: return zPosition.isAnimating
        case .opacity: return opacity.isAnimating
        case .backgroundColor: return backgroundColor.color.isAnimating
        case .cornerRadius: return cornerRadius.isAnimating
        case .borderWidth: return borderWidth.isAnimating
        case .borderColor: return borderColor.color.isAnimating
        case .shadowColor: return shadowColor.color.isAnimating
        case .shadowOpacity: return shadowOpacity.isAnimating
        case .shadowRadius: return shadowRadius.isAnimating
        case .shadowOffset: return shadowOffset.isAnimating
        }
    }

    /// Writes one presentation value into `s`.
    private func present(_ key: LayerProperty, into s: inout LayerState) {
        switch key {
        case .bounds: s.bounds = bounds.presentationValue
        case .position: s.position = position.presentationValue
        case .anchorPoint: s.anchorPoint = anchorPoint.presentationValue
        case .transform: s.transform = transform.presentationValue
        case .sublayerTransform: s.sublayerTransform = sublayerTransform.presentationValue
        case .zPosition: s.zPosition = zPosition.presentationValue
        case .opacity: s.opacity = opacity.presentationValue
        case .backgroundColor: s.backgroundColor = backgroundColor.presentation
        case .cornerRadius: s.cornerRadius = cornerRadius.presentationValue
        case .borderWidth: s.borderWidth = borderWidth.presentationValue
        case .borderColor: s.borderColor = borderColor.presentation
        case .shadowColor: s.shadowColor = shadowColor.presentation
        case .shadowOpacity: s.shadowOpacity = shadowOpacity.presentationValue
        case .shadowRadius: s.shadowRadius = shadowRadius.presentationValue
        case .shadowOffset: s.shadowOffset = shadowOffset.presentationValue
        }
    }

    /// The values on screen now: the cached model values, with the properties that may be
    /// animating replaced by their presentation values (only those are read from the engine).
    func presentationState() -> LayerState {
        if animatedMask == 0 { return cache }
        var s = cache
        var mask = animatedMask
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            mask &= mask - 1
            if let key = LayerProperty(rawValue: bit) { present(key, into: &s) }
        }
        return s
    }

    /// Forgets the properties whose animations have all ended (re-reading their model values, which
    /// finishing at `.start` or `.current` changes). Called when an animation run that touched the
    /// layer ends.
    func recheckAnimations() {
        var mask = animatedMask
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            mask &= mask - 1
            guard let key = LayerProperty(rawValue: bit), !isAnimating(key) else { continue }
            animatedMask &= ~(UInt32(1) << UInt32(bit))
            refresh(key)
        }
    }

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
        cache = s
        animatedMask = 0
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
        cache = model
        animatedMask = 0
    }
}

extension Layer {
    /// The model values.
    var modelState: LayerState { props.model }

    /// The values on screen now: the model with running animations applied.
    var presentationState: LayerState {
        var state = props.presentationState()
        if !explicitAnimations.isEmpty { applyExplicitAnimations(to: &state) }
        return state
    }
}
