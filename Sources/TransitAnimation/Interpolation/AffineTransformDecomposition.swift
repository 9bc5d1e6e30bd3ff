import Foundation

/// A `CGAffineTransform` split into translation, scale, shear and rotation, the form in which
/// transforms are interpolated (Core Animation and CSS interpolate transforms the same way: by
/// components, not by matrix entries, so a rotation stays a rotation half-way through).
///
/// With row vectors, the linear part is `scale · shear · rotation`:
/// `[a b; c d] = diag(scaleX, scaleY) · [1 0; shear 1] · [cos θ  sin θ; −sin θ  cos θ]`, followed by
/// the translation. A reflection is carried by a negative `scaleX` (when `a < d`) or `scaleY`, as
/// in the CSS Transforms decomposition, so a horizontal flip is a negative x-scale with no rotation.
public struct AffineTransformDecomposition: Equatable, Sendable {
    /// The translation `(tx, ty)`.
    public var translation: CGVector
    /// The scale along x (negative for a reflection).
    public var scaleX: CGFloat
    /// The scale along y (negative for a reflection).
    public var scaleY: CGFloat
    /// The shear factor: how much x moves per unit of y before the rotation.
    public var shear: CGFloat
    /// The rotation angle in radians, in `-π...π`.
    public var rotation: CGFloat

    /// Creates a decomposition from its components.
    public init(translation: CGVector, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, rotation: CGFloat) {
        self.translation = translation
        self.scaleX = scaleX; self.scaleY = scaleY; self.shear = shear; self.rotation = rotation
    }

    /// Decomposes `t`. Singular transforms decompose too: a zero row gives a zero scale with no
    /// rotation or shear, so interpolating from `scaleX: 0, y: 0` grows the layer without spinning it.
    public init(_ t: CGAffineTransform) {
        translation = CGVector(dx: t.tx, dy: t.ty)
        var sx = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        if det < 0 && t.a < t.d { sx = -sx }
        var angle: CGFloat = 0
        if sx != 0 && sx.isFinite { angle = atan2(t.b / sx, t.a / sx) }
        let cs = cos(angle), sn = sin(angle)
        var sy = t.d * cs - t.c * sn
        var k: CGFloat = 0
        if sy != 0 && sy.isFinite { k = (t.c * cs + t.d * sn) / sy }
        if sx == 0 {
            // The first row vanished: the second row alone carries scale and direction.
            sy = (t.c * t.c + t.d * t.d).squareRoot()
            angle = sy == 0 ? 0 : atan2(-t.c, t.d)
            k = 0
        }
        scaleX = sx; scaleY = sy; shear = k; rotation = angle
    }

    /// The transform these components describe.
    public var transform: CGAffineTransform {
        let cs = cos(rotation), sn = sin(rotation)
        // Rows of shear · rotation: (cs, sn) and (k·cs − sn, k·sn + cs); then scale the rows.
        return CGAffineTransform(
            a: scaleX * cs, b: scaleX * sn,
            c: scaleY * (shear * cs - sn), d: scaleY * (shear * sn + cs),
            tx: translation.dx, ty: translation.dy)
    }
}
