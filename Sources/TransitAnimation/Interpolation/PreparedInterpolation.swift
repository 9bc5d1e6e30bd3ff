import Foundation

/// Two values made ready to be interpolated between at many amounts: an animation from a fixed
/// value to a fixed target evaluates the same pair at every frame, and affine transforms, which
/// interpolate by decomposition, are decomposed once here rather than at every frame. At every
/// amount it gives exactly what `from.interpolated(to: to, amount:)` gives.
@usableFromInline
struct PreparedInterpolation<Value: Interpolatable> {
    /// The value at amount 0.
    @usableFromInline let from: Value
    /// The value at amount 1.
    @usableFromInline let to: Value
    /// Both ends decomposed, when `Value` is `CGAffineTransform`, or `Transform3D` with both ends
    /// affine, and the ends differ (the cases `interpolated(to:amount:)` decomposes in the plane).
    @usableFromInline let affine: AffineInterpolation?

    /// The pair `from`, `to`; decomposes the ends when they are affine transforms.
    @usableFromInline
    init(from: Value, to: Value) {
        self.from = from
        self.to = to
        affine = AffineInterpolation.prepared(from: from, to: to)
    }

    /// The pair `value`, `value`: a property at rest (nothing to decompose).
    @usableFromInline
    init(resting value: Value) {
        from = value
        to = value
        affine = nil
    }

    /// The value a fraction `amount` of the way from `from` to `to` (extrapolating outside 0...1).
    @inlinable
    func value(at amount: CGFloat) -> Value {
        guard let affine else { return from.interpolated(to: to, amount: amount) }
        return Self.value(affine.transform(at: amount))
    }

    /// An interpolated affine transform as `Value` (`CGAffineTransform`, or `Transform3D`: the
    /// only types `affine` is made for).
    @inlinable
    static func value(_ t: CGAffineTransform) -> Value {
        if let value = t as? Value { return value }
        return Transform3D(t) as! Value
    }
}

/// Two different affine transforms decomposed for interpolation (`AffineTransformDecomposition`),
/// with the adjustments of the CSS Transforms algorithm Core Animation shares made once: a flip in
/// x against a flip in y re-expressed as a half-turn, a vanished scale borrowing the other side's
/// angle, and the angles placed so that the rotation takes the short way round. Held by reference,
/// so a pair that does not decompose stores one word.
@usableFromInline
final class AffineInterpolation {
    /// The decomposed start and end.
    let start: AffineTransformDecomposition, end: AffineTransformDecomposition

    /// The decompositions of `from` and `to`, adjusted for interpolation.
    init(_ from: CGAffineTransform, _ to: CGAffineTransform) {
        var a = AffineTransformDecomposition(from)
        var b = AffineTransformDecomposition(to)
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX; a.scaleY = -a.scaleY
            a.rotation += a.rotation < 0 ? .pi : -.pi
        }
        // A vanished scale has no meaningful angle: borrow the other side's so nothing spins.
        if a.scaleX == 0 && a.scaleY == 0 { a.rotation = b.rotation }
        if b.scaleX == 0 && b.scaleY == 0 { b.rotation = a.rotation }
        if abs(a.rotation - b.rotation) > .pi {
            if a.rotation > b.rotation { a.rotation -= 2 * .pi } else { b.rotation -= 2 * .pi }
        }
        start = a
        end = b
    }

    /// The pair for an animation of `Value` from `from` to `to`, when it interpolates in the
    /// plane by decomposition: two different `CGAffineTransform`s, or two different `Transform3D`s
    /// that are both affine (see `Transform3D.interpolated(to:amount:)`); else `nil`.
    static func prepared<Value>(from: Value, to: Value) -> AffineInterpolation? {
        if let a = from as? CGAffineTransform, let b = to as? CGAffineTransform {
            return a == b ? nil : AffineInterpolation(a, b)
        }
        guard let a = from as? Transform3D, let b = to as? Transform3D, a != b, a.isAffine, b.isAffine else { return nil }
        let (x, y) = (a.affineTransform, b.affineTransform)
        return x == y ? nil : AffineInterpolation(x, y)
    }

    /// The transform a fraction `t` of the way: every component interpolated linearly, unclamped,
    /// and recomposed.
    @usableFromInline
    func transform(at t: CGFloat) -> CGAffineTransform {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return AffineTransformDecomposition(
            translation: CGVector(
                dx: mix(start.translation.dx, end.translation.dx),
                dy: mix(start.translation.dy, end.translation.dy)),
            scaleX: mix(start.scaleX, end.scaleX), scaleY: mix(start.scaleY, end.scaleY),
            shear: mix(start.shear, end.shear), rotation: mix(start.rotation, end.rotation)
        ).transform
    }
}
