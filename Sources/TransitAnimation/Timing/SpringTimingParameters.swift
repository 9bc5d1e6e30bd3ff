import Foundation

/// Spring timing for a property animator (`UISpringTimingParameters`).
///
/// Two families, as in UIKit:
/// - `init(dampingRatio:)` and `init(dampingRatio:initialVelocity:)` honour the animator's
///   duration: the spring is fitted so that it has settled (its envelope, as UIKit measures it, is
///   0.001) exactly at that duration (see `fittedSpring(duration:)`).
/// - `init()`, `init(mass:stiffness:damping:initialVelocity:)`, `init(duration:bounce:initialVelocity:)`
///   and `init(response:dampingRatio:initialVelocity:)` describe a physical spring; the animator's
///   duration is ignored and the animation lasts the spring's `settlingDuration`.
///
/// `initialVelocity` is in units of the whole animated distance per second; the animator drives all
/// its properties with one progress curve, so `dx` is the velocity used (`dy` is kept for clients
/// that drive a second axis separately).
public struct SpringTimingParameters: TimingCurveProvider, Equatable, Sendable {
    enum Model: Equatable, Sendable {
        case fitted(dampingRatio: CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    let model: Model
    /// The initial velocity, in whole distances per second (`initialVelocity`).
    public let initialVelocity: CGVector
    /// Whether a damping ratio above 1 produces a true over-damped motion. When false (the default,
    /// and UIKit's behaviour) such a spring moves as a critically damped one. A negative `bounce`
    /// asks for over-damping explicitly and sets this to true.
    public var allowsOverdamping: Bool = false

    /// The system's default spring: mass 3, stiffness 1000, damping 500 (`init()`), critically
    /// damped in motion (its ratio, 4.56, is above 1).
    public init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring with the given damping ratio that honours the animator's duration
    /// (`init(dampingRatio:)`).
    public init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with the given damping ratio and initial velocity that honours the animator's
    /// duration (`init(dampingRatio:initialVelocity:)`). The ratio is clamped to `(0, 1]` (NaN → 1).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let r = ratio.isNaN ? 1 : Swift.min(1, Swift.max(ratio, 1e-6))
        model = .fitted(dampingRatio: r)
        initialVelocity = Self.finite(velocity)
    }

    /// A physical spring (`init(mass:stiffness:damping:initialVelocity:)`). The animator's duration
    /// is ignored; see `settlingDuration`. Invalid values are replaced as `SpringCurve` documents.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = Self.finite(velocity)
    }

    /// A spring given by its perceptual duration and bounce, as SwiftUI defines them
    /// (`init(duration:bounce:initialVelocity:)`): mass 1, `k = (2π/duration)²`,
    /// `c = 4π·ζ/duration` with `ζ = 1 − bounce` for `bounce ≥ 0` and `ζ = 1/(1 + bounce)` (over-damped)
    /// for negative bounce. Bounce is clamped to `-1 < bounce ≤ 1`, duration to `0.01...10`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let b = bounce.isNaN ? 0 : Swift.min(1, Swift.max(-0.99, bounce))
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(response: duration, dampingRatio: zeta, initialVelocity: velocity)
        allowsOverdamping = b < 0
    }

    /// A spring given by its response (the period of the undamped oscillation) and damping ratio, as
    /// SwiftUI's `spring(response:dampingFraction:)`: mass 1, `k = (2π/response)²`, `c = 4π·ζ/response`.
    /// The response is clamped to `0.01...10`.
    public init(response: TimeInterval, dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let r = response.isFinite ? Swift.min(10, Swift.max(0.01, response)) : 0.5
        let zeta = ratio.isFinite ? Swift.max(0, ratio) : 1
        let w = 2 * Double.pi / r
        self.init(mass: 1, stiffness: CGFloat(w * w), damping: CGFloat(2 * Double(zeta) * w), initialVelocity: velocity)
        allowsOverdamping = zeta > 1
    }

    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// `nil`.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// `self`.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// Whether the animator's duration is honoured (the damping-ratio initializers).
    public var honorsAnimatorDuration: Bool {
        if case .fitted = model { return true }
        return false
    }

    /// The damping ratio: the one given, or `c / (2√(km))` for a physical spring.
    public var dampingRatio: CGFloat {
        switch model {
        case .fitted(let r): return r
        case let .physical(m, k, c):
            // As given, before any critical-damping treatment.
            let s = SpringCurve(
                mass: Double(m), stiffness: Double(k), damping: Double(c), initialVelocity: 0,
                allowsOverdamping: true)
            return CGFloat(s.dampingRatio)
        }
    }

    /// For a physical spring, how long it takes to settle within 0.001 of its target; `nil` for a
    /// spring that honours the animator's duration.
    public var settlingDuration: TimeInterval? {
        honorsAnimatorDuration ? nil : physicalSpring.settlingDuration
    }

    /// The motion for an animator of the given duration: the fitted spring for the damping-ratio
    /// initializers, the physical spring otherwise.
    public func spring(forDuration duration: TimeInterval) -> SpringCurve {
        switch model {
        case .fitted: return fittedSpring(duration: duration)
        case .physical: return physicalSpring
        }
    }

    var physicalSpring: SpringCurve {
        guard case let .physical(m, k, c) = model else { return fittedSpring(duration: 1) }
        return SpringCurve(
            mass: Double(m), stiffness: Double(k), damping: Double(c),
            initialVelocity: Double(initialVelocity.dx), allowsOverdamping: allowsOverdamping)
    }

    static func finite(_ v: CGVector) -> CGVector {
        CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
    }
}
