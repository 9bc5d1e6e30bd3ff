import Foundation

/// A unit quaternion `(x, y, z, w)` describing a 3D rotation: the rotation part of a decomposed
/// `Transform3D`, interpolated by spherical linear interpolation as Core Animation and CSS do.
public struct Quaternion: Equatable, Sendable {
    /// The x component of the vector part (axis x · sin(angle/2)).
    public var x: CGFloat
    /// The y component of the vector part (axis y · sin(angle/2)).
    public var y: CGFloat
    /// The z component of the vector part (axis z · sin(angle/2)).
    public var z: CGFloat
    /// The scalar part (cos(angle/2)).
    public var w: CGFloat

    /// Creates a quaternion from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The identity rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation of `angle` radians about the axis `(x, y, z)`, with the same sense as
    /// `Transform3D(rotationAngle:x:y:z:)`. A zero axis gives the identity.
    public init(angle: CGFloat, x ax: CGFloat, y ay: CGFloat, z az: CGFloat) {
        let length = (ax * ax + ay * ay + az * az).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { self = .identity; return }
        let s = sin(angle / 2) / length
        self.init(x: ax * s, y: ay * s, z: az * s, w: cos(angle / 2))
    }

    /// The dot product of the two quaternions as 4-vectors.
    public func dot(_ o: Quaternion) -> CGFloat { x * o.x + y * o.y + z * o.z + w * o.w }

    /// Spherical linear interpolation along the shorter arc, unclamped: amounts outside 0...1 keep
    /// turning along the same great circle. Nearly equal rotations fall back to a normalized lerp.
    public func slerp(to other: Quaternion, amount t: CGFloat) -> Quaternion {
        var b = other
        var d = dot(b)
        if d < 0 { b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w); d = -d }
        d = Swift.min(d, 1)
        let wa: CGFloat, wb: CGFloat
        if d > 1 - 1e-12 {
            wa = 1 - t; wb = t
        } else {
            let theta = acos(d), s = sin(theta)
            wa = sin((1 - t) * theta) / s
            wb = sin(t * theta) / s
        }
        var r = Quaternion(x: x * wa + b.x * wb, y: y * wa + b.y * wb, z: z * wa + b.z * wb, w: w * wa + b.w * wb)
        let n = r.dot(r).squareRoot()
        if n > 0 && n.isFinite { r.x /= n; r.y /= n; r.z /= n; r.w /= n }
        return r
    }
}
