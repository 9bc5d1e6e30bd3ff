/// The kind of timing information a `TimingCurveProvider` supplies (`UITimingCurveType`).
public enum TimingCurveType: Int, Sendable {
    /// A built-in `AnimationCurve` (through `cubicTimingParameters`).
    case builtin = 0
    /// A custom cubic Bézier (`cubicTimingParameters`).
    case cubic = 1
    /// A spring (`springTimingParameters`).
    case spring = 2
    /// Both a cubic curve and a spring. Transit drives such an animation with the spring (its
    /// physical motion, and its velocity hand-off, are what the combination exists for).
    case composed = 3
}
