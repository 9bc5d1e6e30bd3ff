import Foundation

/// Timing parameters resolved for one animation: the progress curve over time that a
/// `TimingCurveProvider` describes for a given duration, ready to evaluate.
///
/// `duration` is the effective duration: the requested one for cubic curves and for springs that
/// honour it, the spring's settling duration for physical springs. Progress is 0 before the start
/// and exactly 1 from `duration` on; in between it is unclamped (springs overshoot).
public struct TimingCurve: Hashable, Sendable {
    @usableFromInline enum Kind: Hashable, Sendable {
        case linear
        case cubic(UnitBezier)
        case spring(SpringCurve)
    }

    /// The effective duration in seconds (≥ 0).
    public let duration: TimeInterval
    @usableFromInline let kind: Kind

    /// Resolves `provider` for an animation of `duration` seconds. A negative or non-finite duration
    /// counts as 0 (the curve jumps to its end at once).
    public init(_ provider: any TimingCurveProvider, duration: TimeInterval) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        if let spring = provider.springTimingParameters,
            provider.timingCurveType == .spring || provider.timingCurveType == .composed
                || provider.cubicTimingParameters == nil
        {
            let curve = spring.spring(forDuration: d)
            kind = .spring(curve)
            self.duration = spring.honorsAnimatorDuration ? d : curve.settlingDuration
        } else if let cubic = provider.cubicTimingParameters {
            let f = cubic.timingFunction
            kind = f == .linear ? .linear : .cubic(f.bezier)
            self.duration = d
        } else {
            kind = .linear
            self.duration = d
        }
    }

    /// A linear curve of the given duration.
    public static func linear(duration: TimeInterval) -> TimingCurve {
        TimingCurve(CubicTimingParameters(animationCurve: .linear), duration: duration)
    }

    /// Whether the curve is a spring.
    public var isSpring: Bool {
        if case .spring = kind { return true }
        return false
    }

    /// Progress at `time` seconds after the start.
    @inlinable public func progress(at time: TimeInterval) -> Double {
        if !(time > 0) { return 0 }
        if time >= duration { return 1 }
        switch kind {
        case .linear: return time / duration
        case .cubic(let f): return f.solve(time / duration)
        case .spring(let s): return s.progress(at: time)
        }
    }

    /// Progress per second at `time` seconds after the start (0 outside the curve's span, except
    /// a spring's initial velocity at the start).
    public func velocity(at time: TimeInterval) -> Double {
        if time >= duration || duration == 0 { return 0 }
        let t = Swift.max(0, time)
        switch kind {
        case .linear: return 1 / duration
        case .cubic(let b): return MediaTimingFunction(bezier: b).slope(at: t / duration) / duration
        case .spring(let s): return s.velocity(at: t)
        }
    }
}
