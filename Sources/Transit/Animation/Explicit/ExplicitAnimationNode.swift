import Foundation

/// One attached explicit animation (or group child), resolved against its layer: its timing and,
/// for a property animation, its entry in the stack of the value it animates (an engine
/// `AnimatableProperty` for the properties every layer has, the layer's `AnimatedRecord` for a
/// subclass's own), in the order added with the block animations' entries. The engine samples it
/// once per step (and when a timing in its layer's chain changes) at its parent's time; the stack
/// turns the sample into a value when the presentation is read.
@MainActor
protocol ExplicitAnimationNode: AnyObject {
    /// The node's timing (begin time in its parent's time).
    var timing: MediaTimingParameters { get }
    /// Samples the node at parent time `t` (`nil`: the parent is not applied now).
    func sample(parentTime t: Double?)
    /// Takes the node's entries out of their stacks.
    func detach()
}

/// How a property animation computes its value from the progress through one repetition.
enum ExplicitValueCurve<Value: LayerAnimationValue> {
    /// A basic animation's optional `fromValue`, `toValue`, `byValue`.
    case basic(from: Value?, to: Value?, by: Value?)
    /// A spring from the basic animation's end points.
    case spring(from: Value?, to: Value?, by: Value?, SpringCurve)
    /// Key-frame values.
    case keyframes(KeyframeValues<Value>)

    /// The start and end values over `u`, the value beneath the animation (Core Animation's
    /// combination table; see `BasicAnimation`).
    static func endpoints(from: Value?, to: Value?, by: Value?, over u: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.animationAdding(b))
        case let (nil, t?, b?): return (t.animationAdding(b.animationScaled(by: -1)), t)
        case let (f?, nil, nil): return (f, u)
        case let (nil, t?, nil): return (u, t)
        case let (nil, nil, b?): return (u, u.animationAdding(b))
        case (nil, nil, nil): return (u, u)
        }
    }
}

/// A property animation of a value of type `Value`: its entry in that value's stack maps the
/// value beneath it to `value(over:)` at the time last sampled.
final class PropertyAnimationNode<Value: LayerAnimationValue>: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let timingFunction: MediaTimingFunction?
    let curve: ExplicitValueCurve<Value>
    let isAdditive: Bool
    let isCumulative: Bool
    /// Where the animation is (seconds into a repetition, and which), or `nil` when not applied.
    private var sampled: (time: Double, iteration: Int)?
    /// Takes the node's entry out of its stack.
    var detachEntry: (() -> Void)?

    init(
        timing: MediaTimingParameters, timingFunction: MediaTimingFunction?, curve: ExplicitValueCurve<Value>,
        isAdditive: Bool, isCumulative: Bool
    ) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.curve = curve
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    func sample(parentTime t: Double?) {
        guard let t else { sampled = nil; return }
        let state = timing.evaluate(parentTime: t)
        sampled = state.isApplied ? (state.time, state.iteration) : nil
    }

    func detach() {
        detachEntry?()
        detachEntry = nil
    }

    /// The value shown over `underlying` at the time last sampled.
    func value(over underlying: Value) -> Value {
        guard let sampled else { return underlying }
        return value(over: underlying, time: sampled.time, iteration: sampled.iteration)
    }

    /// The value at `time` seconds into repetition `iteration`, over `underlying`.
    func value(over underlying: Value, time: Double, iteration: Int) -> Value {
        let fraction = timing.duration > 0 ? time / timing.duration : 1
        var v: Value, end: Value
        switch curve {
        case let .basic(from, to, by):
            let (a, b) = ExplicitValueCurve.endpoints(from: from, to: to, by: by, over: underlying)
            let p = timingFunction?.solve(fraction) ?? fraction
            v = a.interpolated(to: b, amount: CGFloat(p))
            end = b
        case let .spring(from, to, by, spring):
            let (a, b) = ExplicitValueCurve.endpoints(from: from, to: to, by: by, over: underlying)
            v = a.interpolated(to: b, amount: CGFloat(spring.progress(at: time)))
            end = b
        case let .keyframes(frames):
            v = frames.value(at: timingFunction?.solve(fraction) ?? fraction)
            end = frames.endValue
        }
        if isCumulative && iteration > 0 { v = end.animationScaled(by: CGFloat(iteration)).animationAdding(v) }
        return isAdditive ? underlying.animationAdding(v) : v
    }
}

/// A group: its children run on the group's time within its active period.
final class GroupAnimationNode: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let timingFunction: MediaTimingFunction?
    let children: [any ExplicitAnimationNode]

    init(timing: MediaTimingParameters, timingFunction: MediaTimingFunction?, children: [any ExplicitAnimationNode]) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.children = children
    }

    func sample(parentTime t: Double?) {
        guard let t else {
            for child in children { child.sample(parentTime: nil) }
            return
        }
        let state = timing.evaluate(parentTime: t)
        var time: Double? = state.isApplied ? state.time : nil
        if let s = time, let f = timingFunction, timing.duration > 0 { time = f.solve(s / timing.duration) * timing.duration }
        for child in children { child.sample(parentTime: time) }
    }

    func detach() {
        for child in children { child.detach() }
    }
}

extension TypedAnimatableSlot {
    /// The node for `animation` on this slot, its entry put on top of the slot's stack in
    /// `layer`, or `nil` (with `problem` told why) when a value is not of the slot's type.
    @MainActor
    func makeNode(
        for animation: PropertyAnimation, timing: MediaTimingParameters, on layer: Layer,
        problem: (String) -> Void
    ) -> (any ExplicitAnimationNode)? {
        var ok = true
        func convert(_ any: Any?, _ name: String) -> Value? {
            guard let any else { return nil }
            if let v = Value.animationValue(from: any) { return v }
            problem("\(name) \(any) is not a \(Value.self)")
            ok = false
            return nil
        }
        let curve: ExplicitValueCurve<Value>
        switch animation {
        case let spring as SpringAnimation:
            curve = .spring(
                from: convert(spring.fromValue, "fromValue"), to: convert(spring.toValue, "toValue"),
                by: convert(spring.byValue, "byValue"), spring.springCurve)
        case let basic as BasicAnimation:
            curve = .basic(
                from: convert(basic.fromValue, "fromValue"), to: convert(basic.toValue, "toValue"),
                by: convert(basic.byValue, "byValue"))
        case let keyframe as KeyframeAnimation:
            let values = (keyframe.values ?? []).enumerated().compactMap { convert($0.element, "values[\($0.offset)]") }
            guard !values.isEmpty else {
                problem("a key-frame animation needs values")
                return nil
            }
            curve = .keyframes(
                KeyframeValues(
                    values: values, keyTimes: keyframe.keyTimes,
                    functions: keyframe.timingFunctions, mode: keyframe.calculationMode))
        default:
            problem("\(type(of: animation)) has no values to animate")
            return nil
        }
        guard ok else { return nil }
        let node = PropertyAnimationNode(
            timing: timing, timingFunction: animation.timingFunction, curve: curve,
            isAdditive: animation.isAdditive, isCumulative: animation.isCumulative)
        guard let detach = attach(layer, { [weak node] in node?.value(over: $0) ?? $0 }) else {
            problem("\(type(of: layer)) keeps no \(Root.self)")
            return nil
        }
        node.detachEntry = detach
        return node
    }
}
