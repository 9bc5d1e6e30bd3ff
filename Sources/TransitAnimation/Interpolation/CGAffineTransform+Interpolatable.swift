import Foundation

extension CGAffineTransform: Interpolatable {
    /// Interpolates by decomposition (`AffineTransformDecomposition`): translation, scales, shear
    /// and angle are interpolated separately and recomposed, unclamped. As in the CSS Transforms
    /// algorithm Core Animation shares, the angle takes the short way round (a difference of more
    /// than π is wrapped), and when one transform is flipped in x and the other in y the flip is
    /// re-expressed as a half-turn first. A 180° rotation therefore animates as a rotation
    /// (90° half-way through), never collapsing through zero scale.
    public func interpolated(to other: CGAffineTransform, amount t: CGFloat) -> CGAffineTransform {
        if self == other { return self }
        var a = AffineTransformDecomposition(self)
        var b = AffineTransformDecomposition(other)
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
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return AffineTransformDecomposition(
            translation: CGVector(
                dx: mix(a.translation.dx, b.translation.dx),
                dy: mix(a.translation.dy, b.translation.dy)),
            scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY),
            shear: mix(a.shear, b.shear), rotation: mix(a.rotation, b.rotation)
        ).transform
    }
}
