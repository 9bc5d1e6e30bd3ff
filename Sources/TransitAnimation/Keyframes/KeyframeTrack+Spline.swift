import Foundation

extension KeyframeTrack {
    /// The cubic, paced or cubic-paced value at `u`, or `nil` when `Value` is not a vector type.
    func vectorValue(at u: CGFloat, initial: Value, mode: KeyframeCalculationMode.Base) -> Value? {
        guard let vectorType = Value.self as? any VectorInterpolatable.Type else { return nil }
        func evaluate<V: VectorInterpolatable>(_: V.Type) -> Value? {
            guard let start = initial as? V else { return nil }
            let values = [start] + keyframes.compactMap { $0.value as? V }
            let result: V
            switch mode {
            case .paced: result = Self.pacedValue(values, at: u)
            case .cubicPaced: result = Self.cubicPacedValue(values, at: u)
            default:
                result = Self.catmullRom(values, times: [0] + keyframes.map { $0.relativeStartTime + $0.relativeDuration }, at: u)
            }
            return result as? Value
        }
        return evaluate(vectorType)
    }

    /// The point a fraction `u` of the way along the uniform Catmull-Rom spline through `points`,
    /// by length: the spline's parameter is found from a table of 256 chords per segment, with
    /// linear interpolation between table entries.
    public static func cubicPacedValue<V: VectorInterpolatable>(_ points: [V], at u: CGFloat) -> V {
        guard points.count > 1, let first = points.first, let last = points.last else { return points.first ?? .zeroVector }
        if u <= 0 { return first }
        if u >= 1 { return last }
        let times = (0..<points.count).map { CGFloat($0) }
        let steps = 256 * (points.count - 1)
        let end = times[times.count - 1]
        var parameters: [CGFloat] = [0]
        var lengths: [CGFloat] = [0]
        var previous = first
        for k in 1...steps {
            let s = end * CGFloat(k) / CGFloat(steps)
            let point = catmullRom(points, times: times, at: s)
            parameters.append(s)
            lengths.append(lengths[k - 1] + point.subtracting(previous).magnitudeSquared.squareRoot())
            previous = point
        }
        let total = lengths[steps]
        guard total > 0, total.isFinite else { return first }
        let target = u * total
        var low = 0, high = steps
        while high - low > 1 {
            let mid = (low + high) / 2
            if lengths[mid] < target { low = mid } else { high = mid }
        }
        let span = lengths[high] - lengths[low]
        let fraction = span > 0 ? (target - lengths[low]) / span : 0
        let s = parameters[low] + (parameters[high] - parameters[low]) * fraction
        return catmullRom(points, times: times, at: s)
    }

    /// A uniform Catmull-Rom spline through `points` at `times` (non-decreasing), unclamped within the
    /// span and holding the end points outside it. End tangents mirror the neighbouring chord.
    public static func catmullRom<V: VectorInterpolatable>(_ points: [V], times: [CGFloat], at u: CGFloat) -> V {
        guard points.count > 1, let first = points.first, let last = points.last else { return points.first ?? .zeroVector }
        if u <= times[0] { return first }
        if u >= times[times.count - 1] { return last }
        var i = 0
        while i + 1 < times.count - 1 && u >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        guard span > 0 else { return points[i + 1] }
        let s = (u - times[i]) / span
        let p0 = i > 0 ? points[i - 1] : points[i].scaled(by: 2).subtracting(points[i + 1])
        let p1 = points[i], p2 = points[i + 1]
        let p3 = i + 2 < points.count ? points[i + 2] : p2.scaled(by: 2).subtracting(p1)
        let m1 = p2.subtracting(p0).scaled(by: 0.5), m2 = p3.subtracting(p1).scaled(by: 0.5)
        let s2 = s * s, s3 = s2 * s
        return p1.scaled(by: 2 * s3 - 3 * s2 + 1)
            .adding(m1.scaled(by: s3 - 2 * s2 + s))
            .adding(p2.scaled(by: -2 * s3 + 3 * s2))
            .adding(m2.scaled(by: s3 - s2))
    }

    /// The point a fraction `u` of the way along the polyline through `points`, by length.
    static func pacedValue<V: VectorInterpolatable>(_ points: [V], at u: CGFloat) -> V {
        guard points.count > 1, let first = points.first, let last = points.last else { return points.first ?? .zeroVector }
        let lengths = zip(points, points.dropFirst()).map { $1.subtracting($0).magnitudeSquared.squareRoot() }
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return u < 1 ? first : last }
        if u <= 0 { return first }
        if u >= 1 { return last }
        var remaining = u * total
        for (k, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                return points[k].interpolated(to: points[k + 1], amount: remaining / length)
            }
            remaining -= length
        }
        return last
    }
}
