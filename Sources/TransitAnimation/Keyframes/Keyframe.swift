import Foundation

/// One keyframe of a property: the value it reaches, and when, as fractions of the whole keyframe
/// animation (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
public struct Keyframe<Value: Interpolatable> {
    /// When the keyframe begins, in `0...1` of the overall duration.
    public var relativeStartTime: CGFloat
    /// How long it lasts, in `0...1` of the overall duration.
    public var relativeDuration: CGFloat
    /// The value reached at `relativeStartTime + relativeDuration`.
    public var value: Value

    /// A keyframe. Times are clamped to `0...1` (NaN → 0) and the duration so that the keyframe
    /// ends by 1.
    public init(relativeStartTime: CGFloat, relativeDuration: CGFloat, value: Value) {
        let s = relativeStartTime.isNaN ? 0 : Swift.min(1, Swift.max(0, relativeStartTime))
        let d = relativeDuration.isNaN ? 0 : Swift.min(1 - s, Swift.max(0, relativeDuration))
        self.relativeStartTime = s
        self.relativeDuration = d
        self.value = value
    }

    /// Whether the times fit `0...1` as given (`init` would not change them).
    public static func isValid(relativeStartTime s: CGFloat, relativeDuration d: CGFloat) -> Bool {
        s.isFinite && d.isFinite && s >= 0 && d >= 0 && s + d <= 1 + 1e-12
    }
}
