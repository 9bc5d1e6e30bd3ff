/// How values between keyframes are computed (`UIView.KeyframeAnimationOptions`'
/// `calculationMode…` options, Core Animation's `CAAnimationCalculationMode`).
public struct KeyframeCalculationMode: Hashable, Sendable {
    enum Base: Hashable, Sendable { case linear, discrete, cubic, paced, cubicPaced }
    let base: Base
    /// Each keyframe moves linearly from the value before it to its own value over its relative
    /// duration (`calculationModeLinear`, the default).
    public static let linear = KeyframeCalculationMode(base: .linear)
    /// No interpolation: the value jumps to each keyframe's value at its relative start time and
    /// holds (`calculationModeDiscrete`).
    public static let discrete = KeyframeCalculationMode(base: .discrete)
    /// A smooth Catmull-Rom spline through the initial value and each keyframe's value, reached at
    /// the keyframe's end time (`calculationModeCubic`); keyframe start times only order them. For
    /// values that are not `VectorInterpolatable` (transforms) this is the linear mode.
    public static let cubic = KeyframeCalculationMode(base: .cubic)
    /// Constant speed along the path through the initial value and each keyframe's value, keyframe
    /// times ignored (`calculationModePaced`). For values that are not `VectorInterpolatable` this is
    /// the linear mode.
    public static let paced = KeyframeCalculationMode(base: .paced)
    /// The Catmull-Rom spline of `cubic` through the initial value and each keyframe's value,
    /// travelled at constant speed, keyframe times ignored (`calculationModeCubicPaced`). The
    /// length along the curve is measured on 256 chords per segment. For values that are not
    /// `VectorInterpolatable` this is the linear mode.
    public static let cubicPaced = KeyframeCalculationMode(base: .cubicPaced)
}
