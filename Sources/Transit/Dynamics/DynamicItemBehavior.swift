import Foundation

/// The physical properties of its items (`UIDynamicItemBehavior`): elasticity, friction, density,
/// resistance, rotation and anchoring, and their velocities.
///
/// An item in several item behaviours takes its properties from the one added last (depth first
/// through child behaviours); an item in none has the defaults. Mass is density × area, with a
/// 100 × 100 point item of density 1 weighing 1.
@MainActor
open class DynamicItemBehavior: DynamicBehavior {
    private var storedItems: [any DynamicItem] = []
    private var pendingVelocities: [ObjectIdentifier: (linear: Vector2D, angular: Double)] = [:]

    /// Creates a behaviour with the default properties for `items` (`init(items:)`).
    public init(items: [any DynamicItem] = []) {
        super.init()
        for item in items { _ = insert(item, into: &storedItems) }
    }

    /// The items (`items`).
    open var items: [any DynamicItem] { storedItems }

    /// Adds an item (`addItem(_:)`); adding one twice is reported and ignored.
    open func addItem(_ item: any DynamicItem) { _ = insert(item, into: &storedItems) }

    /// Removes an item (`removeItem(_:)`); removing one that is not there is reported.
    open func removeItem(_ item: any DynamicItem) {
        if remove(item, from: &storedItems) { pendingVelocities[ObjectIdentifier(item)] = nil }
    }

    private func clamped(
        _ value: CGFloat, _ old: CGFloat, _ name: String,
        _ range: ClosedRange<CGFloat> = 0 ... .greatestFiniteMagnitude
    ) -> CGFloat {
        let kept = checked(value, old: old, name, in: range)
        propertyDidChange()
        return kept
    }

    /// How much of the approach speed a collision gives back, 0 (none) to 1 (all) (`elasticity`);
    /// 0 by default. Between two items the larger elasticity counts. NaN and values outside 0…1
    /// are reported and ignored.
    open var elasticity: CGFloat = 0 { didSet { elasticity = clamped(elasticity, oldValue, "elasticity", 0...1) } }
    /// The Coulomb friction coefficient of the items' edges (`friction`); 0 by default. Between two
    /// items the coefficient is the geometric mean of theirs. Negative and NaN values are reported
    /// and ignored.
    open var friction: CGFloat = 0 { didSet { friction = clamped(friction, oldValue, "friction") } }
    /// The mass per area (`density`); 1 by default. Negative and NaN values are reported and ignored.
    open var density: CGFloat = 1 { didSet { density = clamped(density, oldValue, "density") } }
    /// Linear velocity damping (`resistance`): velocity decays at this rate per second
    /// (dv/dt = −resistance·v); 0 by default. Negative and NaN values are reported and ignored.
    open var resistance: CGFloat = 0 { didSet { resistance = clamped(resistance, oldValue, "resistance") } }
    /// Angular velocity damping (`angularResistance`), per second as for ``resistance``; 0 by default.
    open var angularResistance: CGFloat = 0 {
        didSet { angularResistance = clamped(angularResistance, oldValue, "angularResistance") }
    }
    /// The items' electric charge (`charge`), which electric and magnetic fields act on; 0 by
    /// default, as Apple documents, so those fields leave the items alone. Non-finite values are
    /// reported and ignored.
    open var charge: CGFloat = 0 {
        didSet { charge = clamped(charge, oldValue, "charge", -.greatestFiniteMagnitude ... .greatestFiniteMagnitude) }
    }
    /// Whether the items may turn (`allowsRotation`); true by default.
    open var allowsRotation = true { didSet { propertyDidChange() } }
    /// Whether the items stay where they are, as fixed obstacles to other items (`isAnchored`);
    /// false by default.
    open var isAnchored = false { didSet { propertyDidChange() } }

    var material: DynamicMaterial {
        DynamicMaterial(
            elasticity: Double(elasticity), friction: Double(friction), density: Double(density),
            resistance: Double(resistance), angularResistance: Double(angularResistance), charge: Double(charge),
            allowsRotation: allowsRotation, isAnchored: isAnchored)
    }

    /// Adds to an item's velocity, in points per second (`addLinearVelocity(_:for:)`). An item not
    /// in this behaviour, or a non-finite velocity, is reported and ignored.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        addVelocity(Vector2D(velocity), 0, for: item, "addLinearVelocity(_:for:)")
    }

    /// Adds to an item's angular velocity, in radians per second (`addAngularVelocity(_:for:)`).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        addVelocity(.zero, Double(velocity), for: item, "addAngularVelocity(_:for:)")
    }

    private func addVelocity(_ linear: Vector2D, _ angular: Double, for item: any DynamicItem, _ call: String) {
        guard linear.isFinite, angular.isFinite, storedItems.contains(where: { $0 === item }) else {
            report(
                .error, code: "dynamics.invalidVelocity",
                "\(call): the velocity must be finite and the item in this behavior; ignored")
            return
        }
        if let body = animatorStorage.flatMap({ $0.world.body(for: item) }) {
            body.velocity += linear
            body.angularVelocity += angular
        } else {
            let pending = pendingVelocities[ObjectIdentifier(item)] ?? (.zero, 0)
            pendingVelocities[ObjectIdentifier(item)] = (pending.linear + linear, pending.angular + angular)
        }
        propertyDidChange()
    }

    /// An item's velocity in points per second (`linearVelocity(for:)`); zero for an item the
    /// animator does not move.
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        let pending = pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero
        return ((animatorStorage?.world.body(for: item)?.velocity ?? .zero) + pending).point
    }

    /// An item's angular velocity in radians per second (`angularVelocity(for:)`).
    open func angularVelocity(for item: any DynamicItem) -> CGFloat {
        let pending = pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0
        return CGFloat((animatorStorage?.world.body(for: item)?.angularVelocity ?? 0) + pending)
    }

    override var behaviorItems: [any DynamicItem] { storedItems }

    override func prepareFrame(in world: DynamicWorld) {
        let material = material
        for item in storedItems {
            guard let body = world.body(for: item) else { continue }
            body.nextMaterial = material
            if let pending = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity += pending.linear
                body.angularVelocity += pending.angular
            }
        }
    }
}
