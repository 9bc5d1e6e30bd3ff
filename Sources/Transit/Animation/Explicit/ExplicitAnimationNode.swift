import Foundation

/// One attached explicit animation (or group child), resolved against its layer: its timing and
/// how it changes the value at its slot. Evaluating it is a pure function of its parent's time.
@MainActor
protocol ExplicitAnimationNode {
    /// The node's timing (begin time in its parent's time).
    var timing: MediaTimingParameters { get }
    /// Applies the node's value at parent time `t` to its slot in `root`, if `root` is the record
    /// its slot lives in.
    func apply<Root>(to root: inout Root, parentTime t: Double)
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

/// A property animation on a slot of type `Value` in `Root`.
struct PropertyAnimationNode<Root, Value: LayerAnimationValue>: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let path: WritableKeyPath<Root, Value>
    let timingFunction: MediaTimingFunction?
    let curve: ExplicitValueCurve<Value>
    let isAdditive: Bool
    let isCumulative: Bool

    func apply<R>(to root: inout R, parentTime t: Double) {
        guard R.self == Root.self else { return }
        let state = timing.evaluate(parentTime: t)
        guard state.isApplied else { return }
        withUnsafeMutablePointer(to: &root) { pointer in
            pointer.withMemoryRebound(to: Root.self, capacity: 1) { rootPointer in
                let underlying = rootPointer.pointee[keyPath: path]
                rootPointer.pointee[keyPath: path] = value(over: underlying, time: state.time, iteration: state.iteration)
            }
        }
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
struct GroupAnimationNode: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let timingFunction: MediaTimingFunction?
    let children: [any ExplicitAnimationNode]

    func apply<R>(to root: inout R, parentTime t: Double) {
        let state = timing.evaluate(parentTime: t)
        guard state.isApplied else { return }
        var time = state.time
        if let f = timingFunction, timing.duration > 0 { time = f.solve(time / timing.duration) * timing.duration }
        for child in children { child.apply(to: &root, parentTime: time) }
    }
}

extension TypedAnimatableSlot {
    /// The node for `animation` on this slot, or `nil` (with `problem` told why) when a value is
    /// not of the slot's type.
    @MainActor
    func makeNode(for animation: PropertyAnimation, timing: MediaTimingParameters,
                  problem: (String) -> Void) -> (any ExplicitAnimationNode)? {
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
            curve = .spring(from: convert(spring.fromValue, "fromValue"), to: convert(spring.toValue, "toValue"),
                            by: convert(spring.byValue, "byValue"), spring.springCurve)
        case let basic as BasicAnimation:
            curve = .basic(from: convert(basic.fromValue, "fromValue"), to: convert(basic.toValue, "toValue"),
                           by: convert(basic.byValue, "byValue"))
        case let keyframe as KeyframeAnimation:
            let values = (keyframe.values ?? []).enumerated().compactMap { convert($0.element, "values[\($0.offset)]") }
            guard !values.isEmpty else {
                problem("a key-frame animation needs values")
                return nil
            }
            curve = .keyframes(KeyframeValues(values: values, keyTimes: keyframe.keyTimes,
                                              functions: keyframe.timingFunctions, mode: keyframe.calculationMode))
        default:
            problem("\(type(of: animation)) has no values to animate")
            return nil
        }
        guard ok else { return nil }
        return PropertyAnimationNode(timing: timing, path: path, timingFunction: animation.timingFunction, curve: curve,
                                     isAdditive: animation.isAdditive, isCumulative: animation.isCumulative)
    }
}
