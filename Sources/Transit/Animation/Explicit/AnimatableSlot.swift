import Foundation

/// Where a Core Animation key path lands among a layer's animatable values: a writable path to a
/// value of type `Value` inside the record `Root` that the layer's values are read as (`LayerState`
/// for the properties every layer has), and how an explicit animation of it joins the stack of
/// animations of that value. The slots of the properties every layer has come from the property
/// table (`LayerPropertyDescriptor`); a layer subclass with animatable properties of its own keeps
/// them in an `AnimatedRecord` and lists its slots with `AnimatableSlot.init(_:record:_:)`.
struct AnimatableSlot {
    /// The key path as Core Animation spells it (`"position.x"`).
    let keyPath: String
    /// The typed access.
    let access: any AnimatableSlotAccess

    /// A slot for `keyPath` at `path` inside `Root`, whose animations `attach` puts on a stack.
    init<Root, Value: LayerAnimationValue>(
        _ keyPath: String, _ path: WritableKeyPath<Root, Value>,
        attach: @escaping SlotAttach<Value>
    ) {
        self.keyPath = keyPath
        access = TypedAnimatableSlot(path: path, attach: attach)
    }

    /// A slot for `keyPath` at `path` in the record a layer subclass keeps its own values in,
    /// found on the layer by `record`.
    @MainActor
    init<Root: Equatable, Value: LayerAnimationValue>(
        _ keyPath: String,
        record: @escaping @MainActor (Layer) -> AnimatedRecord<Root>?,
        _ path: WritableKeyPath<Root, Value>
    ) {
        self.init(keyPath, path) { layer, evaluate in record(layer)?.addExplicitAnimation(at: path, evaluate) }
    }

    /// The type of the values animations of this key path take.
    var valueType: Any.Type { access.valueType }

    /// The type of the record the slot lives in.
    var rootType: Any.Type { access.rootType }
}

/// Puts an explicit animation's evaluation (the value beneath it to the value it shows) on top of
/// the stack of one value of a layer; returns how to take it off, or `nil` when the layer keeps no
/// such value.
typealias SlotAttach<Value> = @MainActor (Layer, @escaping (Value) -> Value) -> (() -> Void)?

/// The typed side of an `AnimatableSlot`, behind an existential so that slots of every value type
/// share one list.
protocol AnimatableSlotAccess {
    var valueType: Any.Type { get }
    var rootType: Any.Type { get }
    /// The value at the slot in `root`, or `nil` when `root` is not the slot's record type.
    func read(from root: Any) -> Any?
    /// The resolved node of an explicit animation of this slot on `layer`, its entry on the
    /// slot's stack (see `ExplicitAnimationNode`).
    @MainActor
    func makeNode(
        for animation: PropertyAnimation, timing: MediaTimingParameters, on layer: Layer,
        problem: (String) -> Void
    ) -> (any ExplicitAnimationNode)?
}

/// An `AnimatableSlotAccess` for one record and value type.
struct TypedAnimatableSlot<Root, Value: LayerAnimationValue>: AnimatableSlotAccess {
    let path: WritableKeyPath<Root, Value>
    let attach: SlotAttach<Value>
    var valueType: Any.Type { Value.self }
    var rootType: Any.Type { Root.self }
    func read(from root: Any) -> Any? { (root as? Root).map { $0[keyPath: path] } }
}

extension Layer {
    /// The slots of the key paths every layer animates, by name: Core Animation's spellings
    /// (`CALayer`'s animatable properties and the transform key paths of "Core Animation Extensions
    /// to Key-Value Coding"), from the property table, and `shadowPath`.
    static let baseAnimatableSlots: [String: AnimatableSlot] = {
        let slots = LayerProperties.table.flatMap(\.slots) + [shadowPathSlot]
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
