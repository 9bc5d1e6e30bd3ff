import Foundation

extension Transform3D: Interpolatable {
    /// Interpolates by decomposition, as Core Animation does for `transform`: when both transforms
    /// are affine in the plane the 2D decomposition of `CGAffineTransform` is used (it also handles
    /// zero scales); otherwise both are split into `Transform3DDecomposition`s whose scale, skew,
    /// translation and perspective are interpolated linearly and whose rotations are slerped along
    /// the shorter arc, unclamped. A transform that cannot be decomposed (singular) falls back to
    /// entry-by-entry interpolation, which is continuous and never produces NaN from finite input.
    public func interpolated(to other: Transform3D, amount t: CGFloat) -> Transform3D {
        if self == other { return self }
        if isAffine && other.isAffine {
            return Transform3D(affineTransform.interpolated(to: other.affineTransform, amount: t))
        }
        guard let a = Transform3DDecomposition(self), let b = Transform3DDecomposition(other) else {
            let x = entries, y = other.entries
            return Transform3D(entries: (0..<16).map { x[$0] + (y[$0] - x[$0]) * t })
        }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return Transform3DDecomposition(
            scale: (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z)),
            skew: (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz)),
            rotation: a.rotation.slerp(to: b.rotation, amount: t),
            translation: (
                mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                mix(a.translation.z, b.translation.z)
            ),
            perspective: (
                mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w)
            )
        ).transform
    }
}
