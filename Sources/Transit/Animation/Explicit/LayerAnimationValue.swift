import Foundation

/// A value type that Core Animation's explicit animations interpolate (the value behind a key path
/// such as `position`, `opacity` or `transform`): converted from the `Any` that `fromValue`,
/// `toValue`, `byValue` and `values` hold, combined for additive, cumulative and `byValue`
/// animations, and measured for paced key-frame animations.
///
/// Conformances: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `Color` and `Transform3D`. A new
/// animatable layer value (a path, a list of colours) conforms here and is reached through a slot
/// (see `Layer.animatableSlot(forKeyPath:)`).
protocol LayerAnimationValue: Interpolatable, Equatable {
    /// The value held by `any`, converting the numeric and geometric types Core Animation accepts
    /// for this value (`Double`, `Float`, `Int` for numbers; `CGAffineTransform` for transforms), or
    /// `nil` when `any` holds something else.
    static func animationValue(from any: Any) -> Self?
    /// The sum used by additive animations, cumulative repetitions and `byValue` (component-wise;
    /// transforms concatenate, `self` applied first).
    func animationAdding(_ other: Self) -> Self
    /// The value repeated `count` times: `count · self` (transforms: interpolated from the
    /// identity by `count`, which turns rotations `count` times).
    func animationScaled(by count: CGFloat) -> Self
    /// The distance to `other` that paced key-frame animations keep proportional to time, or `nil`
    /// when the type has no metric (such values are paced as linear).
    func animationDistance(to other: Self) -> CGFloat?
}

extension LayerAnimationValue where Self: VectorInterpolatable {
    func animationAdding(_ other: Self) -> Self { adding(other) }
    func animationScaled(by count: CGFloat) -> Self { scaled(by: count) }
    func animationDistance(to other: Self) -> CGFloat? { other.subtracting(self).magnitudeSquared.squareRoot() }
}

extension CGFloat: LayerAnimationValue {
    static func animationValue(from any: Any) -> CGFloat? {
        switch any {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}

extension CGPoint: LayerAnimationValue {
    static func animationValue(from any: Any) -> CGPoint? { any as? CGPoint }
}

extension CGSize: LayerAnimationValue {
    static func animationValue(from any: Any) -> CGSize? { any as? CGSize }
}

extension CGRect: LayerAnimationValue {
    static func animationValue(from any: Any) -> CGRect? { any as? CGRect }
}

extension Color: LayerAnimationValue {
    static func animationValue(from any: Any) -> Color? { any as? Color }

    func animationAdding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }

    func animationScaled(by count: CGFloat) -> Color {
        Color(red: red * count, green: green * count, blue: blue * count, alpha: alpha * count)
    }

    func animationDistance(to other: Color) -> CGFloat? {
        let d = [other.red - red, other.green - green, other.blue - blue, other.alpha - alpha]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

extension Transform3D: LayerAnimationValue {
    static func animationValue(from any: Any) -> Transform3D? {
        if let t = any as? Transform3D { return t }
        if let t = any as? CGAffineTransform { return Transform3D(t) }
        return nil
    }

    func animationAdding(_ other: Transform3D) -> Transform3D { concatenating(other) }

    func animationScaled(by count: CGFloat) -> Transform3D {
        Transform3D.identity.interpolated(to: self, amount: count)
    }

    func animationDistance(to other: Transform3D) -> CGFloat? { nil }
}
