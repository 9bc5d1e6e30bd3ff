import Foundation

/// A value that can be blended with another value of its type: the basis of every animated
/// property (Core Animation interpolates the same kinds of values between `fromValue` and
/// `toValue`; lottie-ios and SwiftUI's `Animatable` play the same role).
///
/// `interpolated(to:amount:)` is never clamped: amounts below 0 or above 1 extrapolate, so a
/// spring's overshoot shows as overshoot. Conformances must return `self` at amount 0 and `other`
/// at amount 1 (exactly for scalars and vectors; up to rounding for decomposed transforms).
public protocol Interpolatable {
    /// The value a fraction `amount` of the way from `self` to `other`; extrapolates outside 0...1.
    func interpolated(to other: Self, amount: CGFloat) -> Self

    /// `self` moved by `amount` times the change from `from` to `to`, or `nil` when the type has no
    /// such difference. This is how an additive animation adds its change on top of whatever runs
    /// beneath it (UIKit's block animations since iOS 8; `CABasicAnimation.isAdditive`). Vectors
    /// answer `self + (to − from)·amount`; other values (colours, decomposed transforms) answer
    /// `nil` and blend instead.
    func offset(by amount: CGFloat, from: Self, to: Self) -> Self?
}

extension Interpolatable {
    /// No difference: values that are not vectors blend (see `offset(by:from:to:)`).
    public func offset(by amount: CGFloat, from: Self, to: Self) -> Self? { nil }
}

/// An `Interpolatable` value that is also a vector (points, sizes, rectangles, colour components),
/// so that velocities can be expressed in its own units per second.
///
/// The operations are named rather than spelled as operators so that they never collide with
/// operators a client module defines on the same Foundation types.
public protocol VectorInterpolatable: Interpolatable {
    /// The zero vector.
    static var zeroVector: Self { get }
    /// The component-wise sum `self + other`.
    func adding(_ other: Self) -> Self
    /// The component-wise difference `self − other`.
    func subtracting(_ other: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: CGFloat) -> Self
    /// The sum of the squared components: the squared length used to pace keyframes.
    var magnitudeSquared: CGFloat { get }
}

extension VectorInterpolatable {
    /// Linear interpolation `self + (other − self)·amount`, the default for vectors.
    @inlinable
    public func interpolated(to other: Self, amount: CGFloat) -> Self {
        adding(other.subtracting(self).scaled(by: amount))
    }

    /// `self + (to − from)·amount`.
    @inlinable
    public func offset(by amount: CGFloat, from: Self, to: Self) -> Self? {
        adding(to.subtracting(from).scaled(by: amount))
    }
}
