import Foundation

/// The animatable values a layer subclass keeps of its own (a shape layer's path and stroke, a
/// gradient layer's colours and points) as one record `Root`, with the explicit animations of
/// them stacked in the order added: the stack, for these values, that the engine's
/// `AnimatableProperty` is for the properties every layer has. `ShapeLayer` and `GradientLayer`
/// share it.
@MainActor
final class AnimatedRecord<Root: Equatable> {
    /// The model values.
    var model: Root
    /// The explicit animations, oldest first, each writing its value over the one beneath it.
    private var entries: [(token: EntryToken, apply: (inout Root) -> Void)] = []

    /// Names one entry so it can be taken out.
    private final class EntryToken {}

    /// A record holding `model`, with nothing animating.
    init(_ model: Root) { self.model = model }

    /// Whether an explicit animation is stacked on a value of the record.
    var isAnimating: Bool { !entries.isEmpty }

    /// The values on screen now: the model with every stacked animation applied, in order, at the
    /// time the engine last sampled it.
    var presentation: Root {
        if entries.isEmpty { return model }
        var r = model
        for entry in entries { entry.apply(&r) }
        return r
    }

    /// Stacks an explicit animation of the value at `path` (see `AnimatableSlot`); returns how to
    /// take it off.
    func addExplicitAnimation<Value>(
        at path: WritableKeyPath<Root, Value>,
        _ evaluate: @escaping (Value) -> Value
    ) -> () -> Void {
        let token = EntryToken()
        entries.append((token, { $0[keyPath: path] = evaluate($0[keyPath: path]) }))
        return { [weak self] in self?.entries.removeAll { $0.token === token } }
    }
}

extension Layer {
    /// Applies a change to a subclass's own values in `record`, running the key's implicit
    /// action for a standalone layer in a window (0.25 s from the value on screen, as Core
    /// Animation does).
    func change<Root>(_ record: AnimatedRecord<Root>, _ key: String, _ body: (inout Root) -> Void) {
        let before = implicitActionsApply ? record.presentation : nil
        let old = record.model
        body(&record.model)
        if let before, record.model != old { runOwnImplicitAction(forKey: key, from: before) }
    }
}
