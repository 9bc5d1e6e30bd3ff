// Core Animation's C functions on `CATransform3D`, over Transit's `Transform3D`. As in Core
// Animation, points are row vectors and `CATransform3DConcat(a, b)` applies `a` first; the
// `…Rotate`, `…Scale` and `…Translate` functions apply the new step before `t`
// (`t' = step · t`), as Apple documents.

/// The identity transform (`CATransform3DIdentity`).
public let CATransform3DIdentity = Transform3D.identity

/// A rotation of `angle` radians about the vector `(x, y, z)` (`CATransform3DMakeRotation`).
/// A zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// A scale by `(sx, sy, sz)` (`CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A translation by `(tx, ty, tz)` (`CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// The 3D transform with the same effect as an affine transform
/// (`CATransform3DMakeAffineTransform`).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    Transform3D(m)
}

/// `t` preceded by a rotation of `angle` radians about `(x, y, z)` (`CATransform3DRotate`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `t` preceded by a scale by `(sx, sy, sz)` (`CATransform3DScale`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` preceded by a translation by `(tx, ty, tz)` (`CATransform3DTranslate`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `a` followed by `b`: the matrix product `a · b` (`CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` unchanged when it has none (`CATransform3DInvert`).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted()
}

/// Whether `t` is exactly the identity (`CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Whether `a` and `b` are exactly equal (`CATransform3DEqualToTransform`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Whether `t` can be represented exactly as an affine transform (`CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// The affine transform `t` represents (`CATransform3DGetAffineTransform`); only meaningful when
/// `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.affineTransform
}

/// The current media time in seconds (`CACurrentMediaTime()`): the clock of the key window
/// (`Application.shared.keyWindow`), which is what times every animation on screen. With a
/// `ManualClock` — tests, headless rendering — it reads that clock and never the wall clock; with
/// no key window it is 0.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    Application.shared.keyWindow?.clock.now ?? 0
}
