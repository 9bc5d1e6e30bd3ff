import Foundation

/// One animatable property of every layer (`CALayer`'s animatable properties), described once:
/// its Core Animation name, where it lives (its engine property in `LayerProperties`, its field in
/// `LayerState`), the key paths explicit animations reach it by, and what the layer does with it.
/// `LayerProperties.table` lists them all; the setters (the clamp rule and the layout mark),
/// whole-state assignment, animation checks and removal, the explicit-animation slots and the
/// display marks (`needsDisplay(forKey:)`) iterate it. (The reads made at every change and every
/// frame, `LayerProperties.refresh` and `presentationState()`, switch over `LayerProperty` instead.)
struct LayerPropertyDescriptor {
    /// The property's bit in `LayerProperties.animatedMask` and its row in the table.
    let key: LayerProperty
    /// The name Core Animation gives it (its key path and its action's key).
    let name: String
    /// How a new model value is brought into range before it is set.
    var clamp = LayerValueClamp.none
    /// Whether a change marks the layer for layout: Core Animation marks a layer whose bounds
    /// change (`needsLayout`), and UIKit lays out a view whose bounds' size changes.
    var marksLayout = false
    /// Whether an animation is stacked on the property.
    let isAnimating: @MainActor (LayerProperties) -> Bool
    /// Whether an animator drives an animation of the property (a block animation or a property
    /// animator, not an explicit animation).
    let isDriven: @MainActor (LayerProperties) -> Bool
    /// Sets the value from a state at once, removing the animations the engine drives.
    let assign: @MainActor (LayerProperties, LayerState) -> Void
    /// Drops the animations the engine drives, keeping the model value.
    let dropAnimations: @MainActor (LayerProperties) -> Void
    /// The slots of the key paths explicit animations reach the property by (see `AnimatableSlot`).
    let slots: [AnimatableSlot]
    /// Whether two sets of values agree on the property (for `needsDisplay(forKey:)`).
    let isSame: @MainActor (LayerState, LayerState) -> Bool

    /// A property held as an `AnimatableProperty<Value>` at `storage`, kept at `state` in a
    /// `LayerState`, animated by explicit animations under `name` and under `name.component` for
    /// each of `components`.
    @MainActor
    static func value<Value: LayerAnimationValue>(
        _ key: LayerProperty, _ name: String, _ storage: KeyPath<LayerProperties, AnimatableProperty<Value>>,
        _ state: WritableKeyPath<LayerState, Value>, components: [LayerPropertyComponent<Value>] = []
    ) -> LayerPropertyDescriptor {
        let whole = LayerPropertyComponent<Value>("", \Value.self)
        return LayerPropertyDescriptor(
            key: key, name: name,
            isAnimating: { $0[keyPath: storage].isAnimating },
            isDriven: { $0[keyPath: storage].hasDrivenAnimations },
            assign: { p, s in p[keyPath: storage].setValueImmediately(s[keyPath: state]) },
            dropAnimations: { p in p[keyPath: storage].setValueImmediately(p[keyPath: storage].value) },
            slots: ([whole] + components).map { $0.slot(name, key, storage, state) },
            isSame: { $0[keyPath: state] == $1[keyPath: state] })
    }

    /// A colour that may be `nil`, held as an `OptionalColorProperty` at `storage`, kept at
    /// `state`; explicit animations see it at `animated` (a missing colour is transparent black).
    @MainActor
    static func optionalColor(
        _ key: LayerProperty, _ name: String, _ storage: KeyPath<LayerProperties, OptionalColorProperty>,
        _ state: WritableKeyPath<LayerState, Color?>, animated: WritableKeyPath<LayerState, Color>
    ) -> LayerPropertyDescriptor {
        let color = storage.appending(path: \OptionalColorProperty.color)
        return LayerPropertyDescriptor(
            key: key, name: name,
            isAnimating: { $0[keyPath: storage].color.isAnimating },
            isDriven: { $0[keyPath: storage].color.hasDrivenAnimations },
            assign: { p, s in
                let property = p[keyPath: storage]
                property.setModel(s[keyPath: state]) { property.color.setValueImmediately($0) }
            },
            dropAnimations: { p in p[keyPath: color].setValueImmediately(p[keyPath: color].value) },
            slots: [LayerPropertyComponent<Color>("", \Color.self).slot(name, key, color, animated)],
            isSame: { $0[keyPath: state] == $1[keyPath: state] })
    }

    /// This row with the clamp rule `clamp`.
    func clamped(_ clamp: LayerValueClamp) -> LayerPropertyDescriptor {
        var row = self
        row.clamp = clamp
        return row
    }

    /// This row, marking the layer for layout when it changes.
    func markingLayout() -> LayerPropertyDescriptor {
        var row = self
        row.marksLayout = true
        return row
    }
}

/// How a layer property keeps a new value in range: the value set is brought into range and kept
/// (reading the property back gives the value in range), as Core Animation does for `opacity`.
enum LayerValueClamp: Sendable {
    /// Any finite value is kept.
    case none
    /// Negative values become 0 (a radius, a width).
    case nonNegative
    /// Values outside 0…1 become the nearer end. `CALayer.opacity`'s documentation: "Values
    /// outside that range are clamped to the minimum or maximum"; `shadowOpacity` has the same range.
    case unitInterval

    /// `value` in range.
    func apply(_ value: CGFloat) -> CGFloat {
        switch self {
        case .none: value
        case .nonNegative: max(0, value)
        case .unitInterval: min(1, max(0, value))
        }
    }
}

/// A part of a property's value that explicit animations reach by a longer key path
/// (`position.x`, `transform.rotation.z`): the suffix and the path to it inside the value.
struct LayerPropertyComponent<Value: LayerAnimationValue> {
    /// Makes the component's slot for a property.
    let slot:
        @MainActor (
            String, LayerProperty, KeyPath<LayerProperties, AnimatableProperty<Value>>,
            WritableKeyPath<LayerState, Value>
        ) -> AnimatableSlot

    /// The component at `path` inside the value, named `suffix` (empty: the whole value).
    @MainActor
    init<Part: LayerAnimationValue>(_ suffix: String, _ path: WritableKeyPath<Value, Part>) {
        slot = { name, key, storage, state in
            AnimatableSlot(suffix.isEmpty ? name : "\(name).\(suffix)", state.appending(path: path)) { layer, evaluate in
                layer.props.addExplicitAnimation(key, storage, path, evaluate, layer: layer)
            }
        }
    }
}

extension LayerProperties {
    /// Stacks an explicit animation of the part `part` of the property at `storage` on top of its
    /// animations; returns how to take it off. `nil` outside a window (no engine).
    @MainActor
    func addExplicitAnimation<Value, Part>(
        _ key: LayerProperty, _ storage: KeyPath<LayerProperties, AnimatableProperty<Value>>,
        _ part: WritableKeyPath<Value, Part>, _ evaluate: @escaping (Part) -> Part, layer: Layer
    ) -> (() -> Void)? {
        guard let engine = layer.host?.animationEngine else { return nil }
        let property = self[keyPath: storage]
        let entry = property.addExplicitAnimation(
            { value in
                var v = value
                v[keyPath: part] = evaluate(v[keyPath: part])
                return v
            }, engine: engine)
        animatedMask |= 1 << key.rawValue
        return { [weak self] in
            entry.detachExplicit()
            self?.recheckAnimations()
        }
    }
}
