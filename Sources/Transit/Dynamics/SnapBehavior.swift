import Foundation

/// A spring that carries an item to a point and turns it upright (`UISnapBehavior`).
///
/// UIKit does not publish its spring; Transit's is a damped harmonic oscillator of natural angular
/// frequency ``naturalFrequency`` (10 radians per second) with damping ratio ``damping``, acting on
/// the item's centre and on its rotation, whatever the item's mass. From rest, the item overshoots
/// the point by exp(−π·ζ/√(1−ζ²)) of the distance (16.3% at the default damping of 0.5, none at
/// 1.0) and comes within 1% of the distance in about 0.9 s at the default damping.
@MainActor
open class SnapBehavior: DynamicBehavior {
    /// The spring's natural angular frequency, in radians per second.
    public static let naturalFrequency: CGFloat = 10

    /// The item the behaviour snaps (`init(item:snapTo:)`).
    public let item: any DynamicItem

    /// Creates a behaviour that snaps `item` to `point`, in the reference view's coordinates
    /// (`init(item:snapTo:)`). A non-finite point is reported and the item's centre used.
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
        if !(point.x.isFinite && point.y.isFinite) {
            report(
                .error, code: "dynamics.invalidValue",
                "init(item:snapTo: \(point)): the point must be finite; snapping to the item's centre")
            snapPoint = item.center
        }
    }

    /// Where the item's centre goes (`snapPoint`). Non-finite points are reported and ignored.
    open var snapPoint: CGPoint {
        didSet {
            if !(snapPoint.x.isFinite && snapPoint.y.isFinite) {
                report(.error, code: "dynamics.invalidValue", "snapPoint = \(snapPoint) must be finite; kept \(oldValue)")
                snapPoint = oldValue
            }
            propertyDidChange()
        }
    }

    /// How much the item oscillates at the end of the snap, from 0 (the most) to 1 (none)
    /// (`damping`); 0.5 by default. It is the spring's damping ratio. Values outside 0…1 and NaN
    /// are reported and ignored.
    open var damping: CGFloat = 0.5 {
        didSet {
            damping = checked(damping, old: oldValue, "damping", in: 0...1)
            propertyDidChange()
        }
    }

    override var behaviorItems: [any DynamicItem] { [item] }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard let body = world.body(for: item) else { return }
        let w = Double(Self.naturalFrequency), zeta = Double(damping)
        body.acceleration += (Vector2D(snapPoint) - body.position) * (w * w) - body.velocity * (2 * zeta * w)
        body.angularAcceleration += -body.angle * (w * w) - body.angularVelocity * (2 * zeta * w)
    }
}
