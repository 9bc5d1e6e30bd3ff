/// How values between keyframes are computed (`UIView.KeyframeAnimationOptions`'
/// `calculationMode…` options, Core Animation's `CAAnimationCalculationMode`).
public struct KeyframeCalculationMode: Hashable, Sendable {
    enum Base: Hashable, Sendable { case linear, discrete }
    let base: Base
    /// Each keyframe moves linearly from the value before it to its own value over its relative
    /// duration (`calculationModeLinear`, the default).
    public static let linear = KeyframeCalculationMode(base: .linear)
    /// No interpolation: the value jumps to each keyframe's value at its relative start time and
    /// holds (`calculationModeDiscrete`).
    public static let discrete = KeyframeCalculationMode(base: .discrete)
}
