import Foundation

/// A constant acceleration of its items (`UIGravityBehavior`): a ``magnitude`` of 1.0 is
/// 1000 points per second², downwards by default, whatever the items' mass.
///
/// ``gravityDirection`` is the acceleration in thousands of points per second²;
/// ``angle`` and ``magnitude`` are the same vector in polar form, and setting one form updates the
/// other. As Apple documents, a magnitude of 0 makes the vector (0, 0) and the angle 0.
@MainActor
open class GravityBehavior: DynamicBehavior {
    /// The acceleration in points per second² that a magnitude of 1.0 stands for.
    public static let pointsPerSecondSquared: CGFloat = 1000

    private var storedItems: [any DynamicItem]

    /// Creates a behaviour accelerating `items` downwards at 1000 points per second²
    /// (`init(items:)`).
    public init(items: [any DynamicItem] = []) {
        storedItems = []
        super.init()
        for item in items { _ = insert(item, into: &storedItems) }
    }

    /// The items the behaviour accelerates (`items`).
    open var items: [any DynamicItem] { storedItems }

    /// Adds an item (`addItem(_:)`); adding one twice is reported and ignored.
    open func addItem(_ item: any DynamicItem) { _ = insert(item, into: &storedItems) }

    /// Removes an item (`removeItem(_:)`); removing one that is not there is reported.
    open func removeItem(_ item: any DynamicItem) { _ = remove(item, from: &storedItems) }

    /// The acceleration vector, in units of 1000 points per second² (`gravityDirection`); (0, 1) by
    /// default. Non-finite components are reported and ignored.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if !(gravityDirection.dx.isFinite && gravityDirection.dy.isFinite) {
                report(
                    .error, code: "dynamics.invalidValue",
                    "gravityDirection = \(gravityDirection) must be finite; kept \(oldValue)")
                gravityDirection = oldValue
            }
            propertyDidChange()
        }
    }

    /// The direction of the acceleration in radians, clockwise from the positive x axis on screen
    /// (`angle`); π/2 (down) by default.
    open var angle: CGFloat {
        get { magnitude == 0 ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of the acceleration vector; 1.0 is 1000 points per second² (`magnitude`).
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength at once (`setAngle(_:magnitude:)`). Non-finite values are
    /// reported and ignored.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            report(
                .error, code: "dynamics.invalidValue",
                "setAngle(\(angle), magnitude: \(magnitude)): both must be finite; ignored")
            return
        }
        gravityDirection = Vector2D(angle: Double(angle)).vector.scaled(by: magnitude)
    }

    override var behaviorItems: [any DynamicItem] { storedItems }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        let acceleration = Vector2D(gravityDirection) * Double(Self.pointsPerSecondSquared)
        for item in storedItems {
            world.body(for: item)?.uniformAcceleration += acceleration
        }
    }
}

extension CGVector {
    /// The vector times `factor`.
    func scaled(by factor: CGFloat) -> CGVector { CGVector(dx: dx * factor, dy: dy * factor) }
}
