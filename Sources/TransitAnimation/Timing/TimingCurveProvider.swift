/// The timing information of an animation (`UITimingCurveProvider`): a cubic curve, a spring, or
/// both. `CubicTimingParameters` and `SpringTimingParameters` conform; a custom provider returns
/// either or both.
public protocol TimingCurveProvider: Sendable {
    /// Which kind of timing this provider supplies (`timingCurveType`).
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed` providers (`cubicTimingParameters`).
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed` providers (`springTimingParameters`).
    var springTimingParameters: SpringTimingParameters? { get }
}
