import Foundation

/// The keyframes of one property in a keyframe animation, and how to evaluate them (what
/// `UIView.animateKeyframes` builds per property as a `CAKeyframeAnimation`).
///
/// Keyframes are kept sorted by relative start time (stable for equal starts). At overall progress
/// `u` the value is, in linear mode, the value before the current keyframe moving linearly toward
/// the keyframe's value over its span; between keyframes the last value holds; before the first the
/// initial value holds. Discrete mode jumps at each keyframe's start; cubic and paced modes are
/// described on `KeyframeCalculationMode`. Progress outside `0...1` (a spring's overshoot) holds the
/// first or last value.
public struct KeyframeTrack<Value: Interpolatable> {
    /// The keyframes in start order.
    public private(set) var keyframes: [Keyframe<Value>] = []
    /// How values between keyframes are computed.
    public var calculationMode: KeyframeCalculationMode

    /// An empty track.
    public init(calculationMode: KeyframeCalculationMode = .linear) {
        self.calculationMode = calculationMode
    }

    /// Adds a keyframe, after every keyframe that starts no later than it.
    public mutating func add(_ keyframe: Keyframe<Value>) {
        let index = keyframes.firstIndex { $0.relativeStartTime > keyframe.relativeStartTime } ?? keyframes.count
        keyframes.insert(keyframe, at: index)
    }

    /// The final value: the value of the keyframe that ends last (the model value a keyframe
    /// animation leaves behind), or `initial` without keyframes.
    public func finalValue(initial: Value) -> Value {
        value(at: 1, initial: initial)
    }

    /// The value at overall progress `u`, starting from `initial`.
    public func value(at u: CGFloat, initial: Value) -> Value {
        let u = u.isNaN ? 0 : u
        switch calculationMode.base {
        case .cubic, .paced, .cubicPaced:
            if let v = vectorValue(at: u, initial: initial, mode: calculationMode.base) { return v }
        case .linear, .discrete:
            break
        }
        var current = initial
        for k in keyframes {
            let end = k.relativeStartTime + k.relativeDuration
            switch calculationMode.base {
            case .discrete:
                if u >= k.relativeStartTime { current = k.value } else { return current }
            case .linear, .cubic, .paced, .cubicPaced:
                if u >= end { current = k.value; continue }
                if u <= k.relativeStartTime { return current }
                return current.interpolated(to: k.value, amount: (u - k.relativeStartTime) / k.relativeDuration)
            }
        }
        return current
    }
}
