import Foundation

/// A force on its items, continuous or as one instantaneous impulse (`UIPushBehavior`).
///
/// As Apple documents, a continuous push of ``magnitude`` 1.0 accelerates a 100 × 100 point item
/// of density 1 at 100 points per second²; an item of another size or density accelerates in
/// inverse proportion to its mass (density × area). An instantaneous push of magnitude 1.0
/// changes the velocity of such an item by 100 points per second, once, at the next frame, and
/// then sets ``active`` to false; set it to true again to push again. The force acts at the
/// item's centre, or at ``targetOffsetFromCenter(for:)`` (in the item's own axes), where it also
/// turns the item.
@MainActor
open class PushBehavior: DynamicBehavior {
    /// Whether the force is continuous or instantaneous (`UIPushBehavior.Mode`).
    public enum Mode: Sendable, Equatable {
        /// A force applied at every step (`continuous`).
        case continuous
        /// An impulse applied once (`instantaneous`).
        case instantaneous
    }

    /// The force, in points per second², that a magnitude of 1.0 gives an item of mass 1 (a 100 ×
    /// 100 point item of density 1).
    public static let pointsPerSecondSquared: CGFloat = 100

    /// The push's mode (`mode`), fixed at creation.
    public let mode: Mode
    private var storedItems: [any DynamicItem] = []
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// Creates a push of `items` in `mode`, with no force until a direction or magnitude is set
    /// (`init(items:mode:)`).
    public init(items: [any DynamicItem] = [], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { _ = insert(item, into: &storedItems) }
    }

    /// The items pushed (`items`).
    open var items: [any DynamicItem] { storedItems }

    /// Adds an item (`addItem(_:)`); adding one twice is reported and ignored.
    open func addItem(_ item: any DynamicItem) { _ = insert(item, into: &storedItems) }

    /// Removes an item (`removeItem(_:)`); removing one that is not there is reported.
    open func removeItem(_ item: any DynamicItem) {
        if remove(item, from: &storedItems) { offsets[ObjectIdentifier(item)] = nil }
    }

    /// Whether the push acts (`active`); true at creation. An instantaneous push sets it to false
    /// once it has pushed.
    open var active = true { didSet { if active { propertyDidChange() } } }

    /// The force vector; a component of 1.0 is 100 points per second² for a 100 × 100 item of
    /// density 1 (`pushDirection`); (0, 0) by default. Non-finite components are reported and
    /// ignored.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            if !(pushDirection.dx.isFinite && pushDirection.dy.isFinite) {
                report(.error, code: "dynamics.invalidValue", "pushDirection = \(pushDirection) must be finite; kept \(oldValue)")
                pushDirection = oldValue
            }
            propertyDidChange()
        }
    }

    /// The direction of the force in radians, clockwise from the positive x axis on screen
    /// (`angle`); kept while the magnitude is 0.
    open var angle: CGFloat {
        get { pushDirection == CGVector(dx: 0, dy: 0) ? storedAngle : atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    private var storedAngle: CGFloat = 0

    /// The length of the force vector (`magnitude`); negative values push the opposite way.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength at once (`setAngle(_:magnitude:)`). Non-finite values are
    /// reported and ignored.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            report(
                .error, code: "dynamics.invalidValue", "setAngle(\(angle), magnitude: \(magnitude)): both must be finite; ignored"
            )
            return
        }
        storedAngle = angle
        pushDirection = Vector2D(angle: Double(angle)).vector.scaled(by: magnitude)
    }

    /// Where the force acts on `item`, from its centre in its own axes (`targetOffsetFromCenter(for:)`).
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset { offsets[ObjectIdentifier(item)] ?? .zero }

    /// Sets where the force acts on `item` (`setTargetOffsetFromCenter(_:for:)`). A non-finite
    /// offset is reported and ignored.
    open func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        guard offset.isFinite else {
            report(.error, code: "dynamics.invalidValue", "setTargetOffsetFromCenter(\(offset), for:) must be finite; ignored")
            return
        }
        offsets[ObjectIdentifier(item)] = offset
        propertyDidChange()
    }

    override var behaviorItems: [any DynamicItem] { storedItems }

    private func forEachTarget(in world: DynamicWorld, _ body: (DynamicBody, Vector2D) -> Void) {
        for item in storedItems {
            guard let target = world.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            body(target, target.worldPoint(offset: Vector2D(x: Double(offset.horizontal), y: Double(offset.vertical))))
        }
    }

    override func beginFrame(in world: DynamicWorld) {
        guard mode == .instantaneous, active else { return }
        let impulse = Vector2D(pushDirection) * Double(Self.pointsPerSecondSquared)
        forEachTarget(in: world) { body, point in
            body.updateRotation()
            body.applyImpulse(impulse, at: point)
        }
        active = false
    }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard mode == .continuous, active else { return }
        let force = Vector2D(pushDirection) * Double(Self.pointsPerSecondSquared)
        forEachTarget(in: world) { body, point in body.applyForce(force, at: point) }
    }
}
