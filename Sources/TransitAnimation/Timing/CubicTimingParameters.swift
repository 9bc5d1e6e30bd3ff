import Foundation

/// Cubic Bézier timing for a property animator (`UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Equatable, Sendable {
    /// The built-in curve these parameters came from; `.easeInOut` for custom control points, as
    /// in UIKit, where only `timingCurveType` tells them apart.
    public let animationCurve: AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` or `.cubic`.
    public let timingCurveType: TimingCurveType

    /// The system's default curve, ease-in-ease-out (`init()`).
    public init() { self.init(animationCurve: .easeInOut) }

    /// Parameters for a built-in curve (`init(animationCurve:)`).
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        controlPoint1 = curve.timingFunction.controlPoint1
        controlPoint2 = curve.timingFunction.controlPoint2
        timingCurveType = .builtin
    }

    /// A custom curve through two control points (`init(controlPoint1:controlPoint2:)`). Control
    /// point x coordinates are clamped to `0...1`; non-finite coordinates become the linear curve's.
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        let f = MediaTimingFunction(controlPoints: p1.x, p1.y, p2.x, p2.y)
        animationCurve = .easeInOut
        controlPoint1 = f.controlPoint1
        controlPoint2 = f.controlPoint2
        timingCurveType = .cubic
    }

    /// The Bézier to evaluate.
    public var timingFunction: MediaTimingFunction {
        MediaTimingFunction(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }

    /// `self`.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// `nil`.
    public var springTimingParameters: SpringTimingParameters? { nil }
}
