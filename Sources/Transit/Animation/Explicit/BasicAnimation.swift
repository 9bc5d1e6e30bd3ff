import Foundation

/// An animation between two values of a property (`CABasicAnimation`).
///
/// `fromValue`, `toValue` and `byValue` combine as Core Animation documents (at most two are
/// used; "the current value" is the value beneath the animation on screen, re-read every frame):
/// from and to: from → to; from and by: from → from + by; by and to: to − by → to; from only:
/// from → the current value; to only: the current value → to; by only: the current value → the
/// current value + by; none: the current value throughout. Values are the property's type (a
/// number, `CGPoint`, `CGSize`, `CGRect`, `Color`, `Transform3D`); another type is reported
/// when the animation is added and the animation is ignored.
@MainActor
open class BasicAnimation: PropertyAnimation {
    /// The start value (`fromValue`).
    public var fromValue: Any?
    /// The end value (`toValue`).
    public var toValue: Any?
    /// The change (`byValue`).
    public var byValue: Any?

    public required init() {}

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? BasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }
}

/// A basic animation whose progress follows a damped spring instead of a timing function
/// (`CASpringAnimation`): `m x'' + c x' + k x = 0`, from the start value to the end value, with
/// the initial velocity in units of the whole distance per second (positive towards the end).
/// The spring runs for `duration`; set `duration = settlingDuration` to let it come to rest.
/// Defaults as Core Animation's: mass 1, stiffness 100, damping 10, initial velocity 0.
@MainActor
open class SpringAnimation: BasicAnimation {
    /// The mass of the object on the spring (`mass`), greater than 0.
    public var mass: CGFloat = 1
    /// The spring's stiffness (`stiffness`), greater than 0.
    public var stiffness: CGFloat = 100
    /// The damping coefficient (`damping`), not negative.
    public var damping: CGFloat = 10
    /// The initial velocity, in distances per second (`initialVelocity`).
    public var initialVelocity: CGFloat = 0

    public required init() {}

    /// A spring for a perceptual duration and bounce (`CASpringAnimation(perceptualDuration:
    /// bounce:)`), converted as SwiftUI converts a spring's duration and bounce: mass 1, stiffness
    /// (2π / duration)², damping 4π(1 − bounce) / duration for bounce ≥ 0, 4π / (duration (1 + bounce))
    /// below; `duration` is set to the settling duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let parameters = SpringTimingParameters(duration: perceptualDuration, bounce: bounce)
        let curve = parameters.spring(forDuration: perceptualDuration)
        mass = CGFloat(curve.mass)
        stiffness = CGFloat(curve.stiffness)
        damping = CGFloat(curve.damping)
        duration = settlingDuration
    }

    /// How long the spring takes to come to rest from the current values (`settlingDuration`):
    /// until the envelope of its motion stays below 0.001 of the distance.
    public var settlingDuration: TimeInterval { springCurve.settlingDuration }

    /// The spring as the engine's curve.
    var springCurve: SpringCurve {
        let m = mass > 0 && mass.isFinite ? Double(mass) : 1
        let k = stiffness > 0 && stiffness.isFinite ? Double(stiffness) : 100
        let c = damping >= 0 && damping.isFinite ? Double(damping) : 10
        let v = initialVelocity.isFinite ? Double(initialVelocity) : 0
        return SpringCurve(mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: true)
    }

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? SpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
    }
}

/// Several animations of one layer that run together on the group's time
/// (`CAAnimationGroup`): each child's `beginTime` is in the group's local time, and a child is
/// cut off where the group's active duration ends. The children's delegates and removal settings
/// are not used; the group's are.
@MainActor
open class AnimationGroup: Animation {
    /// The animations of the group (`animations`).
    public var animations: [Animation]?

    public required init() {}

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? AnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! Animation }
    }
}
