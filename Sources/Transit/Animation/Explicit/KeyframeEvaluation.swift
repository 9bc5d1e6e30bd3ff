import Foundation

/// Core Animation's key-frame interpolation (see `KeyframeAnimation`) over converted values.
struct KeyframeValues<Value: LayerAnimationValue> {
    let values: [Value]
    let keyTimes: [Double]?
    let functions: [MediaTimingFunction]?
    let mode: KeyframeCalculationMode

    /// The value a fraction `p` (after the animation's timing function) through one repetition.
    func value(at p: Double) -> Value {
        let n = values.count
        if n == 1 { return values[0] }
        switch mode {
        case .discrete: return discrete(at: p)
        case .paced: return paced(at: p) ?? segmentValue(at: p, times: Self.even(n), spline: false)
        case .cubicPaced:
            return spline(at: CGFloat(p), times: nil) ?? paced(at: p) ?? segmentValue(at: p, times: Self.even(n), spline: false)
        default: return segmentValue(at: p, times: validTimes(count: n) ?? Self.even(n), spline: mode == .cubic)
        }
    }

    /// The last value (cumulative animations add it per repetition).
    var endValue: Value { values[values.count - 1] }

    static func even(_ n: Int) -> [Double] { (0..<n).map { Double($0) / Double(n - 1) } }

    /// `keyTimes` when it has `count` entries, non-decreasing, within 0…1.
    private func validTimes(count: Int) -> [Double]? {
        guard let t = keyTimes, t.count == count, t.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
            zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return t
    }

    private func discrete(at p: Double) -> Value {
        let n = values.count
        let times = validTimes(count: n + 1) ?? validTimes(count: n) ?? (0...n).map { Double($0) / Double(n) }
        var index = 0
        for i in 0..<n where times[i] <= p { index = i }
        return values[index]
    }

    private func segmentValue(at p: Double, times: [Double], spline: Bool) -> Value {
        let n = values.count
        if p <= times[0] { return values[0] }
        if p >= times[n - 1] { return values[n - 1] }
        var i = 0
        while i + 1 < n - 1 && p >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var s = span > 0 ? (p - times[i]) / span : 1
        if let f = functions, f.count > i { s = f[i].solve(s) }
        if spline, let v = self.spline(at: CGFloat(times[i] + s * span), times: times.map { CGFloat($0) }) {
            return v
        }
        return values[i].interpolated(to: values[i + 1], amount: CGFloat(s))
    }

    /// Time proportional to distance along the polyline, or `nil` when the values have no metric.
    private func paced(at p: Double) -> Value? {
        var lengths: [CGFloat] = []
        for (a, b) in zip(values, values.dropFirst()) {
            guard let d = a.animationDistance(to: b), d.isFinite else { return nil }
            lengths.append(d)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return p < 1 ? values[0] : endValue }
        if p <= 0 { return values[0] }
        if p >= 1 { return endValue }
        var remaining = CGFloat(p) * total
        for (k, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                return values[k].interpolated(to: values[k + 1], amount: remaining / length)
            }
            remaining -= length
        }
        return endValue
    }

    /// The Catmull-Rom spline through the values at `times` (at even speed when `times` is
    /// `nil`), or `nil` when `Value` is not a vector type.
    private func spline(at u: CGFloat, times: [CGFloat]?) -> Value? {
        guard let type = Value.self as? any VectorInterpolatable.Type else { return nil }
        func evaluate<W: VectorInterpolatable>(_: W.Type) -> Value? {
            guard let points = values as? [W] else { return nil }
            let result =
                times.map { KeyframeTrack<W>.catmullRom(points, times: $0, at: u) }
                ?? KeyframeTrack<W>.cubicPacedValue(points, at: u)
            return result as? Value
        }
        return evaluate(type)
    }
}
