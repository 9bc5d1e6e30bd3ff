import Foundation

/// A field of force that acts on its items wherever they are in its ``region``
/// (`UIFieldBehavior`): gravity along a direction or towards a point, springs, drag, imposed
/// velocity, vortices, electric and magnetic fields, noise and turbulence, or a force you compute.
///
/// Make one with a factory method (``linearGravityField(direction:)``,
/// ``radialGravityField(position:)``, ``springField()``, ``dragField()``,
/// ``velocityField(direction:)``, ``vortexField()``, ``electricField()``, ``magneticField()``,
/// ``noiseField(smoothness:animationSpeed:)``, ``turbulenceField(smoothness:animationSpeed:)``,
/// ``field(evaluationBlock:)``), add items, and add it to an animator. Electric and magnetic
/// fields act on an item's `charge`, set with a ``DynamicItemBehavior``.
///
/// Apple documents what each field depends on but not its constants; Transit's force laws, with
/// r the item's offset from ``position``, d = |r|, v its velocity, m its mass (1 for a 100 × 100
/// point item of density 1), q its charge and s the ``strength``, each multiplied by the falloff
/// factor max(d, ``minimumRadius``)^−``falloff`` (1 with the default falloff 0):
///
/// | Field | Law |
/// |---|---|
/// | linear gravity | acceleration 1000·s·``direction`` pt/s², as ``GravityBehavior`` with magnitude s |
/// | radial gravity | acceleration 1000·s pt/s² towards ``position`` (away when s < 0) |
/// | spring | force −(2π)²·s·r (Hooke's law): an item oscillates at √(s/m) Hz |
/// | drag | force −s·v: velocity decays as e^(−s·t/m) |
/// | velocity | velocity s·``direction`` pt/s, replacing the item's own |
/// | vortex | acceleration (2π)²·s·d pt/s² across r, counter-clockwise on screen when s > 0 |
/// | electric | force 1000·q·s along r: like signs repel |
/// | magnetic | force q·s·(v × ẑ), ẑ out of the screen: a circle counter-clockwise at q·s/m rad/s |
/// | noise | acceleration 1000·s·n(p, t) pt/s², n gradient noise at the item's position p, in −1…1 |
/// | turbulence | acceleration s·|v|·n(p, t) per second |
///
/// Noise varies over 25·(1 + 15·``smoothness``) points and changes ``animationSpeed`` times per
/// second; it is seeded, so it is the same on every run. A velocity field and a custom field are not
/// weakened by the falloff.
@MainActor
open class FieldBehavior: DynamicBehavior {
    /// A custom field's force (`field(evaluationBlock:)`): given the field, the item's position,
    /// velocity, mass and charge and the time step, the force on the item.
    public typealias EvaluationBlock = @MainActor (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    /// The force laws a field can have.
    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic, noise, turbulence
        case custom(EvaluationBlock)
    }

    let kind: Kind
    private var storedItems: [any DynamicItem] = []
    private var reportedBadForce = false
    /// The noise of noise and turbulence fields, one per axis.
    static let noiseChannels = (GradientNoise(seed: 0x5EED_F1E1_D000_0001), GradientNoise(seed: 0x5EED_F1E1_D000_0002))

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The items the field acts on (`items`).
    open var items: [any DynamicItem] { storedItems }
    /// Adds an item (`addItem(_:)`); adding one twice is reported and ignored.
    open func addItem(_ item: any DynamicItem) { _ = insert(item, into: &storedItems) }
    /// Removes an item (`removeItem(_:)`); removing one that is not there is reported.
    open func removeItem(_ item: any DynamicItem) { _ = remove(item, from: &storedItems) }

    /// The field's origin in the reference view's coordinates (`position`); (0, 0) by default.
    /// Non-finite points are reported and ignored.
    open var position = CGPoint.zero {
        didSet {
            if !(position.x.isFinite && position.y.isFinite) {
                report(.error, code: "dynamics.invalidValue", "position = \(position) must be finite; kept \(oldValue)")
                position = oldValue
            }
            propertyDidChange()
        }
    }

    /// Where the field acts, around ``position`` (`region`); ``DynamicRegion/infinite`` by
    /// default. No force acts on an item whose centre is outside it.
    open var region = DynamicRegion.infinite {
        didSet {
            if let problem = region.problem { report(.error, code: "dynamics.invalidRegion", "region: \(problem)") }
            propertyDidChange()
        }
    }

    /// The field's strength (`strength`); 1 by default. Non-finite values are reported and ignored.
    open var strength: CGFloat = 1 { didSet { strength = checked(strength, old: oldValue, "strength"); propertyDidChange() } }

    /// The power of the distance by which the field weakens (`falloff`): 0 by default, a uniform
    /// field, as Apple documents; 2 is an inverse-square law. Non-finite values are reported and
    /// ignored.
    open var falloff: CGFloat = 0 { didSet { falloff = checked(falloff, old: oldValue, "falloff"); propertyDidChange() } }

    /// The distance below which distances count as this one (`minimumRadius`); as Apple documents,
    /// the falloff only starts beyond it. Very small but not zero by default (0.001 pt). Negative
    /// and non-finite values are reported and ignored.
    open var minimumRadius: CGFloat = 0.001 {
        didSet {
            minimumRadius = checked(minimumRadius, old: oldValue, "minimumRadius", in: 0 ... .greatestFiniteMagnitude)
            propertyDidChange()
        }
    }

    /// The direction of a linear gravity or velocity field (`direction`); its length scales the
    /// field. Other fields ignore it. Non-finite vectors are reported and ignored.
    open var direction = CGVector.zero {
        didSet {
            if !(direction.dx.isFinite && direction.dy.isFinite) {
                report(.error, code: "dynamics.invalidValue", "direction = \(direction) must be finite; kept \(oldValue)")
                direction = oldValue
            }
            propertyDidChange()
        }
    }

    /// How smooth a noise or turbulence field is, 0 (most random) to 1 (smoothest) (`smoothness`).
    /// Values outside 0…1 and NaN are reported and ignored.
    open var smoothness: CGFloat = 0 {
        didSet { smoothness = checked(smoothness, old: oldValue, "smoothness", in: 0...1); propertyDidChange() }
    }

    /// How fast a noise or turbulence field changes, in changes per second (`animationSpeed`); 0 is
    /// a field that does not change. Negative and non-finite values are reported and ignored.
    open var animationSpeed: CGFloat = 0 {
        didSet {
            animationSpeed = checked(animationSpeed, old: oldValue, "animationSpeed", in: 0 ... .greatestFiniteMagnitude)
            propertyDidChange()
        }
    }

    override var behaviorItems: [any DynamicItem] { storedItems }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        let origin = Vector2D(position)
        for item in storedItems {
            guard let body = world.body(for: item), body.isDynamic else { continue }
            let r = body.position - origin
            guard region.shape.contains(r) else { continue }
            switch effect(
                offset: r, velocity: body.velocity, mass: body.mass, charge: body.material.charge,
                time: world.time, step: h)
            {
            case .uniformAcceleration(let a): body.uniformAcceleration += a
            case .acceleration(let a): body.acceleration += a
            case .force(let f): body.force += f
            case .velocity(let v): body.imposedVelocity = v
            }
        }
    }

    /// Reports, once per field, a custom force that is not finite.
    func reportBadForce(_ force: CGVector) {
        guard !reportedBadForce else { return }
        reportedBadForce = true
        report(
            .error, code: "dynamics.invalidForce",
            "field(evaluationBlock:): the block returned \(force), which is not finite; ignored")
    }
}
