import CTransitMath
import Foundation

/// The motion of a damped harmonic oscillator `m·x″ + c·x′ + k·x = 0`, expressed as animation
/// progress `p = 1 − x` that starts at 0 with velocity `initialVelocity` (in units of the whole
/// distance per second, as `SpringTimingParameters` takes it) and settles at 1. This is the curve
/// `CASpringAnimation` and UIKit's spring animations follow.
///
/// Damping ratios above 1 are evaluated as critically damped (`c = 2√(km)`) unless
/// `allowsOverdamping` is set, in which case the true over-damped solution is used.
public struct SpringCurve: Hashable, Sendable {
    /// The mass `m` (> 0).
    public let mass: Double
    /// The stiffness `k` (> 0).
    public let stiffness: Double
    /// The damping `c` actually used (≥ 0): the given one, or `2√(km)` when an over-damped spring is
    /// treated as critically damped.
    public let damping: Double
    /// The initial progress velocity `p′(0)`.
    public let initialVelocity: Double
    /// The undamped angular frequency `ω₀ = √(k/m)`.
    public let omega: Double
    /// The damping ratio `ζ = c / (2√(km))` of the damping used.
    public let dampingRatio: Double
    /// For an under-damped spring, the terms of `x(t) = e^{−ζω₀t}(cos ω_d t + B sin ω_d t)`,
    /// computed once: `−ζω₀`, the damped frequency `ω_d = ω₀√(1 − ζ²)` and `B = (ζω₀ − v₀) / ω_d`.
    @usableFromInline let negativeDecayRate: Double, dampedFrequency: Double, sineCoefficient: Double

    /// A spring with the given physical parameters. Non-finite or non-positive mass and stiffness
    /// become 1 and 100, a non-finite or negative damping becomes critical, a non-finite velocity 0.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        allowsOverdamping: Bool = false
    ) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let critical = 2 * (k * m).squareRoot()
        var c = damping.isFinite && damping >= 0 ? damping : critical
        if c > critical && !allowsOverdamping { c = critical }
        let ratio = c / critical
        self.init(
            mass: m, stiffness: k, damping: c, initialVelocity: initialVelocity,
            omega: (k / m).squareRoot(), dampingRatio: abs(ratio - 1) < 1e-12 ? 1 : ratio)
    }

    /// A spring of mass 1 given by its angular frequency and damping ratio (`k = ω₀²`, `c = 2ζω₀`).
    /// Non-finite or non-positive ω₀ becomes 10; the ratio is clamped to `0...1` (NaN → 1).
    public init(omega: Double, dampingRatio zeta: Double, initialVelocity: Double) {
        let w = omega.isFinite && omega > 0 ? omega : 10
        let z = zeta.isNaN ? 1 : Swift.min(1, Swift.max(0, zeta))
        self.init(
            mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: initialVelocity,
            omega: w, dampingRatio: z)
    }

    private init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        omega: Double, dampingRatio: Double
    ) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        let v = initialVelocity.isFinite ? initialVelocity : 0
        self.initialVelocity = v
        self.omega = omega; self.dampingRatio = dampingRatio
        let z = dampingRatio, w = omega
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            negativeDecayRate = -z * w
            dampedFrequency = wd
            sineCoefficient = (z * w - v) / wd
        } else {
            negativeDecayRate = -w; dampedFrequency = 0; sineCoefficient = 0
        }
    }

    /// Progress at time `t` seconds after the start (0 at `t ≤ 0`); unclamped, so it overshoots 1.
    @inlinable public func progress(at t: Double) -> Double {
        if !(t > 0) { return 0 }
        return 1 - displacement(at: t)
    }

    /// Progress velocity `p′(t)` in whole distances per second (`initialVelocity` at `t ≤ 0`).
    public func velocity(at t: Double) -> Double {
        let t = t > 0 ? t : 0
        let z = dampingRatio, w = omega, v = initialVelocity
        if z < 1 {
            let wd = dampedFrequency, b = sineCoefficient, wave = transit_sincos(wd * t)
            let e = exp(negativeDecayRate * t), cs = wave.cos, sn = wave.sin
            let dx = e * (negativeDecayRate * (cs + b * sn) + wd * (b * cs - sn))
            return -dx
        } else if z == 1 {
            let a = w - v, e = exp(-w * t)
            return -e * (a - w * (1 + a * t))
        } else {
            let (r1, r2, c1, c2) = overdampedTerms
            return -(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
    }

    /// `x(t) = 1 − p(t)`, the distance still to go.
    @usableFromInline func displacement(at t: Double) -> Double {
        let z = dampingRatio, w = omega, v = initialVelocity
        if z < 1 {
            let wave = transit_sincos(dampedFrequency * t)
            return exp(negativeDecayRate * t) * (wave.cos + sineCoefficient * wave.sin)
        } else if z == 1 {
            return (1 + (w - v) * t) * exp(-w * t)
        } else {
            let (r1, r2, c1, c2) = overdampedTerms
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Roots and coefficients of the over-damped solution `x = c₁e^{r₁t} + c₂e^{r₂t}`.
    @usableFromInline var overdampedTerms: (Double, Double, Double, Double) {
        let z = dampingRatio, w = omega, v = initialVelocity
        let s = (z * z - 1).squareRoot()
        let r1 = -w * (z - s), r2 = -w * (z + s)
        let c2 = (-v - r1) / (r2 - r1)
        return (r1, r2, 1 - c2, c2)
    }

    /// An upper bound of `|x(t)|` that decreases once past its peak: the oscillation envelope.
    func envelope(at t: Double) -> Double {
        let z = dampingRatio, w = omega, v = initialVelocity
        if z < 1 {
            let b = sineCoefficient
            return (1 + b * b).squareRoot() * exp(negativeDecayRate * t)
        } else if z == 1 {
            return (1 + abs(w - v) * t) * exp(-w * t)
        } else {
            let (r1, r2, c1, c2) = overdampedTerms
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which the motion stays within 0.001 of the target (the envelope has decayed
    /// below 0.001), capped at one hour; an undamped spring never settles and reports the cap.
    public var settlingDuration: Double {
        let epsilon = 0.001, cap = 3600.0
        guard damping > 0 else { return cap }
        if dampingRatio < 1 {
            let b = sineCoefficient
            let t = log((1 + b * b).squareRoot() / epsilon) / -negativeDecayRate
            return Swift.min(cap, Swift.max(0, t))
        }
        // Bisection on the envelope past its peak.
        var lo = 0.0, hi = 1.0 / omega
        while envelope(at: hi) > epsilon && hi < cap { lo = hi; hi *= 2 }
        if hi >= cap { return cap }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if envelope(at: mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
