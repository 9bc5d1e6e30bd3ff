import Foundation

/// The animatable properties of a layer (the key paths Core Animation animates); the raw value is
/// the property's bit in `LayerProperties.animatedMask`.
enum LayerProperty: Int, CaseIterable, Sendable {
    case bounds, position, anchorPoint, anchorPointZ, transform, sublayerTransform, zPosition, opacity
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
    case rasterizationScale
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

    /// The dynamic colour the model value was resolved from, while the model holds its
    /// resolution (see `Layer+DynamicColors.swift`); `nil` for a fixed colour.
    var source: Color?

    /// Sets the model value through `apply` (which animates or not).
    func setModel(_ value: Color?, apply: (Color) -> Void) {
        let target = value ?? color.value.withAlphaComponent(0)
        isNil = value == nil
        source = nil
        apply(target)
    }

    /// Sets the model value through `apply`, a dynamic colour resolved with the traits of
    /// `layer`'s view and kept as the `source` to resolve again when those traits change.
    @MainActor
    func setModel(_ value: Color?, in layer: Layer, apply: (Color) -> Void) {
        guard let value, value.isDynamic else { return setModel(value, apply: apply) }
        setModel(value.resolvedColor(with: layer.environmentTraits), apply: apply)
        source = value
    }
}

/// The animatable values of a layer, each an engine `AnimatableProperty` (a model value plus the
/// animations moving its presentation value, block and explicit ones in the order added), with
/// Core Animation's defaults (as `LayerState` has them). What the layer does with each is in `table`.
final class LayerProperties {
    let bounds = AnimatableProperty(CGRect.zero)
    let position = AnimatableProperty(CGPoint.zero)
    let anchorPoint = AnimatableProperty(CGPoint(x: 0.5, y: 0.5))
    let anchorPointZ = AnimatableProperty(CGFloat(0))
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
    let rasterizationScale = AnimatableProperty(CGFloat(1))

    /// Every animatable property, by `LayerProperty` (Core Animation's names and key paths; the
    /// transform key paths of "Core Animation Extensions to Key-Value Coding").
    @MainActor static let table: [LayerPropertyDescriptor] = {
        var rows: [LayerPropertyDescriptor] = []
        rows.append(
            LayerPropertyDescriptor.value(
                .bounds, "bounds", \.bounds, \.bounds,
                components: [
                    .init("origin", \.origin), .init("origin.x", \.origin.x), .init("origin.y", \.origin.y),
                    .init("size", \.size), .init("size.width", \.size.width), .init("size.height", \.size.height)
                ]
            ).markingLayout())
        rows.append(.value(.position, "position", \.position, \.position, components: [.init("x", \.x), .init("y", \.y)]))
        rows.append(
            .value(.anchorPoint, "anchorPoint", \.anchorPoint, \.anchorPoint, components: [.init("x", \.x), .init("y", \.y)]))
        rows.append(.value(.anchorPointZ, "anchorPointZ", \.anchorPointZ, \.anchorPointZ))
        rows.append(.value(.transform, "transform", \.transform, \.transform, components: Transform3D.animatedComponents))
        rows.append(
            .value(
                .sublayerTransform, "sublayerTransform", \.sublayerTransform, \.sublayerTransform,
                components: Transform3D.animatedComponents))
        rows.append(.value(.zPosition, "zPosition", \.zPosition, \.zPosition))
        rows.append(LayerPropertyDescriptor.value(.opacity, "opacity", \.opacity, \.opacity).clamped(.unitInterval))
        rows.append(
            .optionalColor(
                .backgroundColor, "backgroundColor", \.backgroundColor, \.backgroundColor,
                animated: \.animatedBackgroundColor))
        rows.append(
            LayerPropertyDescriptor.value(.cornerRadius, "cornerRadius", \.cornerRadius, \.cornerRadius).clamped(.nonNegative))
        rows.append(
            LayerPropertyDescriptor.value(.borderWidth, "borderWidth", \.borderWidth, \.borderWidth).clamped(.nonNegative))
        rows.append(.optionalColor(.borderColor, "borderColor", \.borderColor, \.borderColor, animated: \.animatedBorderColor))
        rows.append(.optionalColor(.shadowColor, "shadowColor", \.shadowColor, \.shadowColor, animated: \.animatedShadowColor))
        rows.append(
            LayerPropertyDescriptor.value(.shadowOpacity, "shadowOpacity", \.shadowOpacity, \.shadowOpacity).clamped(
                .unitInterval))
        rows.append(
            LayerPropertyDescriptor.value(.shadowRadius, "shadowRadius", \.shadowRadius, \.shadowRadius).clamped(.nonNegative))
        rows.append(
            .value(
                .shadowOffset, "shadowOffset", \.shadowOffset, \.shadowOffset,
                components: [.init("width", \.width), .init("height", \.height)]))
        rows.append(.value(.rasterizationScale, "rasterizationScale", \.rasterizationScale, \.rasterizationScale))
        assert(rows.map(\.key) == LayerProperty.allCases, "one row per property, in LayerProperty's order")
        return rows
    }()

    // Declared before `cache`, so that they share the object's first cache lines with the
    // properties (what the kept walk reads of a layer whose values did not change).
    // (Main-actor state read at every frame, never by two overlapping accesses: not checked.)
    /// The properties that may be animating (bit `LayerProperty.rawValue`).
    @exclusivity(unchecked) var animatedMask: UInt32 = 0
    /// The properties whose cached model value changed since the window's kept walk last wrote
    /// these values into the layer's render node (bit `LayerProperty.rawValue`; every property
    /// until the first write): what `writeChanges(into:)` writes besides the animating ones.
    /// Every change of `cache` sets its bits (`refresh(_:)`, `assign(_:)`, `removeAllAnimations()`).
    @exclusivity(unchecked) var changedMask: UInt32 = LayerProperties.allFields
    /// The model values as last set (a property's entry is refreshed from the engine when its
    /// animations end, since finishing at `.start` or `.current` changes the model).
    @exclusivity(unchecked) var cache = LayerState()

    /// Sets or clears `key`'s bit in `animatedMask`: whether animations (explicit ones, which
    /// outlive a new model value) are still stacked on it.
    func noteAnimating(_ key: LayerProperty, _ isAnimating: Bool) {
        let bit = UInt32(1) << UInt32(key.rawValue)
        animatedMask = isAnimating ? animatedMask | bit : animatedMask & ~bit
    }

    /// Re-reads one model value from its property into `cache`. (This and `present(_:into:)` and
    /// `model`, read at every change and every frame, are written out rather than read through
    /// the table's type-erased rows, whose generic calls cost twice the frame time.)
    func refresh(_ key: LayerProperty) {
        readModel(key, into: &cache)
        changedMask |= 1 << UInt32(key.rawValue)
    }

    /// Writes one model value into `s`.
    private func readModel<S: LayerValueFields>(_ key: LayerProperty, into cache: inout S) {
        switch key {
        case .bounds: cache.bounds = bounds.value
        case .position: cache.position = position.value
        case .anchorPoint: cache.anchorPoint = anchorPoint.value
        case .anchorPointZ: cache.anchorPointZ = anchorPointZ.value
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
        case .rasterizationScale: cache.rasterizationScale = rasterizationScale.value
        }
    }

    /// Writes one presentation value into `s`.
    private func present<S: LayerValueFields>(_ key: LayerProperty, into s: inout S) {
        switch key {
        case .bounds: s.bounds = bounds.presentationValue
        case .position: s.position = position.presentationValue
        case .anchorPoint: s.anchorPoint = anchorPoint.presentationValue
        case .anchorPointZ: s.anchorPointZ = anchorPointZ.presentationValue
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
        case .rasterizationScale: s.rasterizationScale = rasterizationScale.presentationValue
        }
    }

    /// The values on screen now: the cached model values, with the properties that may be
    /// animating replaced by their presentation values (only those are read from the engine).
    func presentationState() -> LayerState { cacheOverlaid { present($0, into: &$1) } }

    /// `cache` with the entries of the properties that may be animating written by `write`.
    @inline(__always)
    private func cacheOverlaid(_ write: (LayerProperty, inout LayerState) -> Void) -> LayerState {
        if animatedMask == 0 { return cache }
        var s = cache
        var mask = animatedMask
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            mask &= mask - 1
            if let key = LayerProperty(rawValue: bit) { write(key, &s) }
        }
        return s
    }

    /// Forgets the properties whose animations have all ended (re-reading their model values, which
    /// finishing at `.start` or `.current` changes). Called when an animation run that touched the
    /// layer ends, and when an explicit animation is removed.
    @MainActor
    func recheckAnimations() {
        var mask = animatedMask
        while mask != 0 {
            let bit = mask.trailingZeroBitCount
            mask &= mask - 1
            guard !Self.table[bit].isAnimating(self), let key = LayerProperty(rawValue: bit) else { continue }
            animatedMask &= ~(UInt32(1) << UInt32(bit))
            refresh(key)
        }
    }

    /// Whether an animator drives an animation of any property (block animations and property
    /// animators; explicit animations are the layer's `explicitAnimations`).
    @MainActor
    var isAnimating: Bool { Self.table.contains { $0.isDriven(self) } }

    /// Every model value: the cached ones, with the properties that may be animating read again
    /// from the engine (the layout pass reads a layer's frame and its map to the superlayer for
    /// every view, so this stays a copy when nothing animates). A property whose bit in
    /// `animatedMask` is clear has no animation that could change its model value, and every
    /// direct change refreshes its entry (`set(_:_:_:)`, `assign(_:)`, `removeAllAnimations()`),
    /// the same invariant `presentationState()` relies on.
    var model: LayerState { cacheOverlaid { readModel($0, into: &$1) } }

    /// Every model value read from the engine, none from the cache.
    private var engineModel: LayerState {
        var s = LayerState()
        var raw = 0
        while let key = LayerProperty(rawValue: raw) {
            readModel(key, into: &s)
            raw += 1
        }
        return s
    }

    /// Sets every value at once, without animation (explicit animations stay).
    @MainActor
    func assign(_ s: LayerState) {
        for row in Self.table { row.assign(self, s) }
        cache = s
        changedMask = Self.allFields
        animatedMask = 0
        for row in Self.table where row.isAnimating(self) { animatedMask |= 1 << row.key.rawValue }
    }

    /// Drops the animations the engine drives, leaving the model values (what a removed layer
    /// keeps); the layer stops its explicit animations first.
    @MainActor
    func removeAllAnimations() {
        for row in Self.table { row.dropAnimations(self) }
        cache = engineModel
        changedMask = Self.allFields
        animatedMask = 0
        for row in Self.table where row.isAnimating(self) { animatedMask |= 1 << row.key.rawValue }
    }
}

/// The animatable values of a layer as fields, as a `LayerState` holds them (what `readModel` and
/// `present` write into).
protocol LayerValueFields {
    var bounds: CGRect { get set }
    var position: CGPoint { get set }
    var anchorPoint: CGPoint { get set }
    var anchorPointZ: CGFloat { get set }
    var transform: Transform3D { get set }
    var sublayerTransform: Transform3D { get set }
    var zPosition: CGFloat { get set }
    var opacity: CGFloat { get set }
    var backgroundColor: Color? { get set }
    var cornerRadius: CGFloat { get set }
    var borderWidth: CGFloat { get set }
    var borderColor: Color? { get set }
    var shadowColor: Color? { get set }
    var shadowOpacity: CGFloat { get set }
    var shadowRadius: CGFloat { get set }
    var shadowOffset: CGSize { get set }
    var rasterizationScale: CGFloat { get set }
}

extension LayerState: LayerValueFields {}

extension Transform3D {
    /// The parts of a transform that explicit animations reach by key path (`transform.rotation.z`,
    /// `transform.scale`, `transform.translation`).
    @MainActor static let animatedComponents: [LayerPropertyComponent<Transform3D>] =
        TransformComponent.allCases.map { LayerPropertyComponent($0.rawValue, $0.scalarPath) }
        + [LayerPropertyComponent("translation", \Transform3D.animatedTranslation)]
}

extension Layer {
    /// The model values.
    var modelState: LayerState { props.model }

    /// The values on screen now: the model with running animations, block and explicit, applied.
    var presentationState: LayerState { props.presentationState() }
}
