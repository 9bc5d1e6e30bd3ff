import Foundation

extension CGAffineTransform: Interpolatable {
    /// Interpolates by decomposition (`AffineTransformDecomposition`): translation, scales, shear
    /// and angle are interpolated separately and recomposed, unclamped. As in the CSS Transforms
    /// algorithm Core Animation shares, the angle takes the short way round (a difference of more
    /// than π is wrapped), and when one transform is flipped in x and the other in y the flip is
    /// re-expressed as a half-turn first. A 180° rotation therefore animates as a rotation
    /// (90° half-way through), never collapsing through zero scale. (`AffineInterpolation` holds
    /// the adjusted decompositions; an animation keeps one for its whole run.)
    public func interpolated(to other: CGAffineTransform, amount t: CGFloat) -> CGAffineTransform {
        if self == other { return self }
        return AffineInterpolation(self, other).transform(at: t)
    }
}
