import Foundation

/// The motion of a scroll view's content after a drag or for an animated offset change: one
/// `AxisMotion` per axis, advanced at every frame step of the window. Every position is a closed
/// form of time, so frames are exact whatever their spacing.
///
/// The numbers and formulas:
/// - **Deceleration** follows the rate per millisecond Apple documents for
///   `UIScrollView.DecelerationRate` (0.998 normal, 0.99 fast): after `n` milliseconds the
///   velocity is `v·rⁿ` and the content has moved `(v/1000)·r·(1 − rⁿ)/(1 − r)`, which tends to
///   `(v/1000)·r/(1 − r)`, the projection UIKit's own gesture-projection recipe uses (WWDC 2018
///   "Designing Fluid Interfaces"). The content stops on that projection exactly (within a quarter
///   point the remaining distance is covered in the last frame).
/// - **Rubber band**: past an edge a drag moves the content by `(1 − 1/(x·c/d + 1))·d` for a
///   finger `x` points past it, with `d` the bounds' size along the axis and `c = 0.55`, the
///   formula and constant reported for UIScrollView by Grant Paul (2013, "Analysis of Apple's
///   rubber band scrolling").
/// - **Bounce back and page snaps** are critically damped springs with a 0.4 s response
///   (ω₀ = 2π/0.4 s⁻¹; stiffness ω₀², as SwiftUI converts a response): UIKit does not document
///   its constants; this one settles within about half a second, as iOS's bounce appears to. A
///   flick that reaches an edge carries on into the spring with its velocity, so the content
///   overshoots and comes back.
/// - **Animated offset changes** (`setContentOffset(_:animated:)`) run at a constant velocity,
///   as Apple documents, over 0.3 s.
struct ScrollViewMotion {
    /// Why the content moves: the end callback differs.
    enum Kind { case deceleration, animation, scrollToTop }

    var kind: Kind
    var x: AxisMotion
    var y: AxisMotion

    /// Whether both axes have come to rest.
    var isFinished: Bool { x.isAtRest && y.isAtRest }

    /// The offset at `time` (advancing each axis's phase as edges are crossed).
    mutating func offset(at time: TimeInterval) -> CGPoint {
        CGPoint(x: x.position(at: time), y: y.position(at: time))
    }
}

/// The motion along one axis.
struct AxisMotion {
    /// The spring's natural frequency (response 0.4 s).
    static let springOmega = 2 * Double.pi / 0.4
    /// The duration of an animated offset change.
    static let animationDuration: TimeInterval = 0.3

    enum Phase {
        /// Not moving.
        case rest(Double)
        /// Decelerating from `start` at `velocity` (points per second) since `time`.
        case decelerating(start: Double, velocity: Double, time: TimeInterval)
        /// A critically damped spring to `target`: `target + (a + b·t)·e^(−ωt)` since `time`.
        case spring(target: Double, a: Double, b: Double, time: TimeInterval)
        /// A constant-velocity move from `start` to `end` over `duration` since `time`.
        case linear(start: Double, end: Double, time: TimeInterval, duration: TimeInterval)
    }

    var phase: Phase
    /// The velocity kept per millisecond.
    let rate: Double
    /// The resting range, and whether the content bounces past it.
    let lower: Double, upper: Double, bounces: Bool

    var isAtRest: Bool { if case .rest = phase { true } else { false } }

    /// No motion: resting at `value`.
    static func rest(_ value: Double, lower: Double, upper: Double) -> AxisMotion {
        AxisMotion(phase: .rest(value), rate: 0.998, lower: lower, upper: upper, bounces: true)
    }

    /// A spring from `position` (moving at `velocity` points per second) to `target`.
    static func spring(from position: Double, velocity: Double, to target: Double, at time: TimeInterval) -> Phase {
        let a = position - target
        return .spring(target: target, a: a, b: velocity + springOmega * a, time: time)
    }

    /// The distance a flick at `velocity` (points per second) carries the content at `rate`:
    /// `(v/1000)·r/(1 − r)`.
    static func projection(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The velocity (points per second) whose deceleration at `rate` covers `distance` exactly.
    static func velocity(covering distance: Double, rate: Double) -> Double {
        distance * 1000 * (1 - rate) / rate
    }

    /// The position at `time`, moving to the next phase when this one ends.
    mutating func position(at time: TimeInterval) -> Double {
        switch phase {
        case let .rest(value):
            return value
        case let .decelerating(start, velocity, t0):
            let ms = max(0, (time - t0) * 1000)
            let rn = pow(rate, ms)
            let travelled = velocity / 1000 * rate * (1 - rn) / (1 - rate)
            let remaining = velocity / 1000 * rate * rn / (1 - rate)
            let position = start + travelled
            let currentVelocity = velocity * rn
            if position < lower || position > upper {
                let edge = position < lower ? lower : upper
                guard bounces else {
                    phase = .rest(edge)
                    return edge
                }
                phase = Self.spring(from: position, velocity: currentVelocity, to: edge, at: time)
                return position
            }
            if abs(remaining) < 0.25 {
                let end = start + Self.projection(velocity: velocity, rate: rate)
                let settled = min(max(end, lower), upper)
                phase = .rest(settled)
                return settled
            }
            return position
        case let .spring(target, a, b, t0):
            let t = max(0, time - t0)
            let decay = exp(-Self.springOmega * t)
            let offset = (a + b * t) * decay
            let velocity = (b - Self.springOmega * (a + b * t)) * decay
            if abs(offset) < 0.05 && abs(velocity) < 1 {
                phase = .rest(target)
                return target
            }
            return target + offset
        case let .linear(start, end, t0, duration):
            let f = duration > 0 ? min(1, max(0, (time - t0) / duration)) : 1
            if f >= 1 {
                phase = .rest(end)
                return end
            }
            return start + (end - start) * f
        }
    }
}
