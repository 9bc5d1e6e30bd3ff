import Foundation

/// How quickly a flicked scroll or gesture slows down (`UIScrollView.DecelerationRate`): the
/// fraction of velocity kept after each millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The per-millisecond velocity factor.
    public var rawValue: CGFloat
    /// Creates a rate from its per-millisecond factor.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// `UIScrollView.DecelerationRate.normal`: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The distance a flick of `velocity` points per second carries before stopping:
    /// `(velocity / 1000) · r / (1 − r)`, the sum of the geometric series of per-millisecond steps
    /// (the projection Apple's "Designing Fluid Interfaces" uses to decide where a gesture lands).
    /// A rate outside `0..<1` or a non-finite velocity projects no distance.
    public func projectedDistance(initialVelocity velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite, rawValue >= 0, rawValue < 1 else { return 0 }
        return (velocity / 1000) * rawValue / (1 - rawValue)
    }
}
