import Foundation

/// An animation through a list of values (`CAKeyframeAnimation`).
///
/// Timing within one repetition, as Core Animation documents it: the animation's
/// `timingFunction` first maps the time; then `keyTimes` (fractions 0…1, one per value, first 0
/// and last 1; evenly spaced when `nil` or malformed) say when each value is reached, and
/// `timingFunctions` (one per segment) shape each segment. `calculationMode`:
/// - `.linear`: straight interpolation between neighbouring values;
/// - `.discrete`: each value holds until the next key time; `keyTimes` then has one entry more
///   than `values` (value i shows from `keyTimes[i]` to `keyTimes[i+1]`), evenly spaced by default;
/// - `.paced`: even speed along the polyline through the values (time proportional to distance);
///   `keyTimes` and `timingFunctions` are ignored;
/// - `.cubic`: a Catmull-Rom spline through the values at the key times;
/// - `.cubicPaced`: that spline at even speed.
/// Values without a distance (colours are measured; transforms are not) are paced as linear;
/// the splines need vector values (numbers, points, sizes, rectangles) and fall back to linear.
///
/// With a `path` (for a point: `"position"`, `"anchorPoint"`), `values` is ignored and the point
/// follows the path: `.paced` and `.cubicPaced` move at even speed along its length; the other
/// modes make each element's end point a key frame (`keyTimes` then has one entry per vertex,
/// the start included) and traverse each element by its curve parameter (`.cubic` follows the
/// path's own curves, as `.linear`); `.discrete` jumps from vertex to vertex. `rotationMode`
/// turns the layer to the path's tangent: the rotation about z by `atan2(dy, dx)` of the
/// tangent (plus π for `.rotateAutoReverse`) is applied after the layer's `transform`.
@MainActor
open class KeyframeAnimation: PropertyAnimation {
    /// The values to pass through (`values`).
    public var values: [Any]?
    /// When each value is reached, as fractions of the duration (`keyTimes`).
    public var keyTimes: [Double]?
    /// The timing function of each segment (`timingFunctions`).
    public var timingFunctions: [MediaTimingFunction]?
    /// How values between key times are computed (`calculationMode`, default `.linear`).
    public var calculationMode: KeyframeCalculationMode = .linear
    /// The path a point property follows (`path`); when set, `values` is ignored.
    public var path: CGPath?
    /// Whether the layer turns with the path's tangent (`rotationMode`, default `nil`: it does
    /// not).
    public var rotationMode: AnimationRotationMode?

    public required init() {}

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? KeyframeAnimation else { return }
        values = other.values; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; path = other.path; rotationMode = other.rotationMode
    }
}
