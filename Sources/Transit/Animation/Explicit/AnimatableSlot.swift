import Foundation

/// Where a Core Animation key path lands among a layer's animatable values: a writable path to a
/// value of type `Value` inside the record `Root` that the layer's presentation values are kept in
/// (`LayerState` for the properties every layer has). Explicit animations of the key path read the
/// value beneath them through the slot and write their own value back through it.
///
/// A layer subclass with animatable properties of its own keeps their presentation values in a
/// record of its own and returns slots rooted there from `Layer.animatableSlot(forKeyPath:)`, then
/// applies its explicit animations to that record with `Layer.applyExplicitAnimations(to:)`.
struct AnimatableSlot {
    /// The key path as Core Animation spells it (`"position.x"`).
    let keyPath: String
    /// The typed access.
    let access: any AnimatableSlotAccess

    /// A slot for `keyPath` at `path` inside `Root`.
    init<Root, Value: LayerAnimationValue>(_ keyPath: String, _ path: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        access = TypedAnimatableSlot(path: path)
    }

    /// The type of the values animations of this key path take.
    var valueType: Any.Type { access.valueType }

    /// The type of the record the slot lives in.
    var rootType: Any.Type { access.rootType }
}

/// The typed side of an `AnimatableSlot`, behind an existential so that slots of every value type
/// share one list.
protocol AnimatableSlotAccess {
    var valueType: Any.Type { get }
    var rootType: Any.Type { get }
    /// The value at the slot in `root`, or `nil` when `root` is not the slot's record type.
    func read(from root: Any) -> Any?
    /// The resolved node of an explicit animation of this slot (see `ExplicitAnimationNode`).
    @MainActor
    func makeNode(for animation: PropertyAnimation, timing: MediaTimingParameters,
                  problem: (String) -> Void) -> (any ExplicitAnimationNode)?
}

/// An `AnimatableSlotAccess` for one record and value type.
struct TypedAnimatableSlot<Root, Value: LayerAnimationValue>: AnimatableSlotAccess {
    let path: WritableKeyPath<Root, Value>
    var valueType: Any.Type { Value.self }
    var rootType: Any.Type { Root.self }
    func read(from root: Any) -> Any? { (root as? Root).map { $0[keyPath: path] } }
}

extension Layer {
    /// The slots of the key paths every layer animates, by name: Core Animation's spellings
    /// (`CALayer`'s animatable properties and the transform key paths of "Core Animation Extensions
    /// to Key-Value Coding").
    static let baseAnimatableSlots: [String: AnimatableSlot] = {
        var slots: [AnimatableSlot] = [
            AnimatableSlot("position", \LayerState.position),
            AnimatableSlot("position.x", \LayerState.position.x),
            AnimatableSlot("position.y", \LayerState.position.y),
            AnimatableSlot("bounds", \LayerState.bounds),
            AnimatableSlot("bounds.origin", \LayerState.bounds.origin),
            AnimatableSlot("bounds.origin.x", \LayerState.bounds.origin.x),
            AnimatableSlot("bounds.origin.y", \LayerState.bounds.origin.y),
            AnimatableSlot("bounds.size", \LayerState.bounds.size),
            AnimatableSlot("bounds.size.width", \LayerState.bounds.size.width),
            AnimatableSlot("bounds.size.height", \LayerState.bounds.size.height),
            AnimatableSlot("anchorPoint", \LayerState.anchorPoint),
            AnimatableSlot("anchorPoint.x", \LayerState.anchorPoint.x),
            AnimatableSlot("anchorPoint.y", \LayerState.anchorPoint.y),
            AnimatableSlot("anchorPointZ", \LayerState.anchorPointZ),
            AnimatableSlot("zPosition", \LayerState.zPosition),
            AnimatableSlot("opacity", \LayerState.opacity),
            AnimatableSlot("cornerRadius", \LayerState.cornerRadius),
            AnimatableSlot("borderWidth", \LayerState.borderWidth),
            AnimatableSlot("shadowOpacity", \LayerState.shadowOpacity),
            AnimatableSlot("shadowRadius", \LayerState.shadowRadius),
            AnimatableSlot("shadowOffset", \LayerState.shadowOffset),
            AnimatableSlot("shadowOffset.width", \LayerState.shadowOffset.width),
            AnimatableSlot("shadowOffset.height", \LayerState.shadowOffset.height),
            AnimatableSlot("backgroundColor", \LayerState.animatedBackgroundColor),
            AnimatableSlot("borderColor", \LayerState.animatedBorderColor),
            AnimatableSlot("shadowColor", \LayerState.animatedShadowColor),
        ]
        let transforms: [(String, WritableKeyPath<LayerState, Transform3D>)] = [
            ("transform", \LayerState.transform), ("sublayerTransform", \LayerState.sublayerTransform),
        ]
        for (name, path) in transforms {
            slots.append(AnimatableSlot(name, path))
            for component in TransformComponent.allCases {
                slots.append(AnimatableSlot("\(name).\(component.rawValue)", path.appending(path: component.scalarPath)))
            }
            slots.append(AnimatableSlot("\(name).translation", path.appending(path: \Transform3D.animatedTranslation)))
        }
        return Dictionary(uniqueKeysWithValues: slots.map { ($0.keyPath, $0) })
    }()
}

extension LayerState {
    /// `backgroundColor` as an animated colour: a missing colour is transparent black.
    var animatedBackgroundColor: Color {
        get { backgroundColor ?? .clear }
        set { backgroundColor = newValue }
    }

    /// `borderColor` as an animated colour.
    var animatedBorderColor: Color {
        get { borderColor ?? .clear }
        set { borderColor = newValue }
    }

    /// `shadowColor` as an animated colour.
    var animatedShadowColor: Color {
        get { shadowColor ?? .clear }
        set { shadowColor = newValue }
    }
}
