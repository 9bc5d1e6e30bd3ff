import Foundation

/// The scalar fields of a transform that Core Animation's key paths name
/// (`transform.scale.x`, `transform.rotation.z`, `transform.translation.y`, …; "Core Animation
/// Extensions to Key-Value Coding").
enum TransformComponent: String, CaseIterable {
    case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"

    /// The field as a writable path of a transform.
    var scalarPath: WritableKeyPath<Transform3D, CGFloat> {
        switch self {
        case .scale: return \.animatedScale
        case .scaleX: return \.animatedScaleX
        case .scaleY: return \.animatedScaleY
        case .scaleZ: return \.animatedScaleZ
        case .rotation, .rotationZ: return \.animatedRotationZ
        case .rotationX: return \.animatedRotationX
        case .rotationY: return \.animatedRotationY
        case .translationX: return \.animatedTranslationX
        case .translationY: return \.animatedTranslationY
        case .translationZ: return \.animatedTranslationZ
        }
    }
}

/// A transform's fields as Core Animation's key paths read and write them: the transform is
/// decomposed (scale, skew, rotation, translation, perspective, as for interpolation), the field
/// is read or replaced, and the transform is composed again. The rotation is read as Euler angles,
/// applied about x, then y, then z (`rotation.z` alone is the angle of a 2-D rotation); writing
/// one angle keeps the other two. `scale` reads the mean of the three scale factors and writes all
/// three; `translation` is the x and y translation as a size. A transform that cannot be
/// decomposed (a zero scale) reads as the identity with its translation, and a write starts from
/// that.
extension Transform3D {
    var animatedScale: CGFloat {
        get { let s = components.scale; return (s.x + s.y + s.z) / 3 }
        set { updateComponents { $0.scale = (newValue, newValue, newValue) } }
    }
    var animatedScaleX: CGFloat {
        get { components.scale.x }
        set { updateComponents { $0.scale.x = newValue } }
    }
    var animatedScaleY: CGFloat {
        get { components.scale.y }
        set { updateComponents { $0.scale.y = newValue } }
    }
    var animatedScaleZ: CGFloat {
        get { components.scale.z }
        set { updateComponents { $0.scale.z = newValue } }
    }
    var animatedTranslationX: CGFloat {
        get { m41 }
        set { m41 = newValue }
    }
    var animatedTranslationY: CGFloat {
        get { m42 }
        set { m42 = newValue }
    }
    var animatedTranslationZ: CGFloat {
        get { m43 }
        set { m43 = newValue }
    }
    var animatedTranslation: CGSize {
        get { CGSize(width: m41, height: m42) }
        set { m41 = newValue.width; m42 = newValue.height }
    }
    var animatedRotationX: CGFloat {
        get { Self.eulerAngles(components.rotation).x }
        set { updateRotation { $0.x = newValue } }
    }
    var animatedRotationY: CGFloat {
        get { Self.eulerAngles(components.rotation).y }
        set { updateRotation { $0.y = newValue } }
    }
    var animatedRotationZ: CGFloat {
        get { Self.eulerAngles(components.rotation).z }
        set { updateRotation { $0.z = newValue } }
    }

    /// The decomposition, or the identity's with this transform's translation.
    private var components: Transform3DDecomposition {
        Transform3DDecomposition(self)
            ?? Transform3DDecomposition(
                scale: (1, 1, 1), skew: (0, 0, 0), rotation: .identity,
                translation: (m41, m42, m43), perspective: (0, 0, 0, 1))
    }

    private mutating func updateComponents(_ change: (inout Transform3DDecomposition) -> Void) {
        var d = components
        change(&d)
        self = d.transform
    }

    private mutating func updateRotation(_ change: (inout (x: CGFloat, y: CGFloat, z: CGFloat)) -> Void) {
        updateComponents { d in
            var angles = Self.eulerAngles(d.rotation)
            change(&angles)
            let r = Transform3D(rotationAngle: angles.x, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(rotationAngle: angles.y, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(rotationAngle: angles.z, x: 0, y: 0, z: 1))
            d.rotation = Transform3DDecomposition(r)?.rotation ?? .identity
        }
    }

    /// The Euler angles of a rotation, for R = Rx · Ry · Rz with row vectors (x applied first):
    /// m13 = −sin y, m23 = sin x cos y, m33 = cos x cos y, m12 = cos y sin z, m11 = cos y cos z.
    private static func eulerAngles(_ q: Quaternion) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let m = Transform3DDecomposition(
            scale: (1, 1, 1), skew: (0, 0, 0), rotation: q,
            translation: (0, 0, 0), perspective: (0, 0, 0, 1)
        ).transform
        let y = asin(Swift.min(1, Swift.max(-1, -m.m13)))
        if abs(cos(y)) < 1e-9 {
            // Gimbal lock: x and z turn about the same axis; all of it is read as z.
            return (0, y, atan2(-m.m21, m.m22))
        }
        return (atan2(m.m23, m.m33), y, atan2(m.m12, m.m11))
    }
}
