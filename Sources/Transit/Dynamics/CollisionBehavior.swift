import Foundation

/// Keeps its items from overlapping each other and its boundaries (`UICollisionBehavior`).
///
/// Items are rectangles of their bounds' size, turned with the item. Boundaries are the reference
/// view's bounds (``translatesReferenceBoundsIntoBoundary``, which keeps items inside), segments
/// and the outlines of paths (curves flattened to within half a point), which items meet from
/// either side. Collisions are resolved with impulses: an item bounces off a boundary with its own
/// elasticity, off another item with the larger of the two, and slides with Coulomb friction (the
/// item's own coefficient against a boundary, the geometric mean of both between items).
@MainActor
open class CollisionBehavior: DynamicBehavior {
    /// What the items collide with (`UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a mode from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The items collide with each other (`items`).
        public static let items = Mode(rawValue: 1 << 0)
        /// The items collide with the boundaries (`boundaries`).
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (`everything`).
        public static let everything: Mode = [.items, .boundaries]
    }

    struct Boundary {
        let identifier: AnyHashable
        let path: BezierPath
        let segments: [ContactPolygon]
    }

    private var storedItems: [any DynamicItem] = []
    private(set) var boundaries: [Boundary] = []
    private(set) var referenceInsets: EdgeInsets?
    /// The contacts touching after the last substep, and the events not yet delivered.
    var touching: [CollisionContactKey] = []
    var touchingSet = Set<CollisionContactKey>()
    var endedEvents: [CollisionContactKey: CollisionEvent] = [:]
    var pendingEvents: [CollisionEvent] = []

    /// Creates a behaviour for `items`, colliding with everything (`init(items:)`).
    public init(items: [any DynamicItem] = []) {
        super.init()
        for item in items { _ = insert(item, into: &storedItems) }
    }

    /// The items (`items`).
    open var items: [any DynamicItem] { storedItems }
    /// Adds an item (`addItem(_:)`); adding one twice is reported and ignored.
    open func addItem(_ item: any DynamicItem) { _ = insert(item, into: &storedItems) }
    /// Removes an item (`removeItem(_:)`); removing one that is not there is reported.
    open func removeItem(_ item: any DynamicItem) { _ = remove(item, from: &storedItems) }

    /// What the items collide with (`collisionMode`); ``Mode/everything`` by default.
    open var collisionMode: Mode = .everything { didSet { propertyDidChange() } }

    /// The object told about contacts (`collisionDelegate`).
    open weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    /// Whether the reference view's bounds are a boundary that keeps the items inside
    /// (`translatesReferenceBoundsIntoBoundary`).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { referenceInsets = newValue ? .zero : nil; propertyDidChange() }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary
    /// (`setTranslatesReferenceBoundsIntoBoundary(with:)`). Non-finite insets are reported and ignored.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        guard insets.isFinite else {
            report(
                .error, code: "dynamics.invalidValue",
                "setTranslatesReferenceBoundsIntoBoundary(with: \(insets)): insets must be finite; ignored")
            return
        }
        referenceInsets = insets
        propertyDidChange()
    }

    /// Adds the outline of `path` as a boundary named `identifier`
    /// (`addBoundary(withIdentifier:for:)`). An identifier already in use is reported and replaced.
    open func addBoundary(withIdentifier identifier: AnyHashable, for path: BezierPath) {
        let segments = path.cgPath.flattened(tolerance: 0.5).flatMap { line -> [ContactPolygon] in
            let points = line.points.map(Vector2D.init)
            var pairs = zip(points, points.dropFirst()).map { ($0, $1) }
            if line.closed, let first = points.first, let last = points.last, points.count > 2 { pairs.append((last, first)) }
            return pairs.compactMap { ContactPolygon.segment(from: $0.0, to: $0.1) }
        }
        guard segments.allSatisfy({ $0.vertices.allSatisfy(\.isFinite) }) else {
            report(
                .error, code: "dynamics.invalidBoundary",
                "addBoundary(withIdentifier: \(identifier), for:): the path is not finite; ignored")
            return
        }
        if boundaries.contains(where: { $0.identifier == identifier }) {
            report(
                .warning, code: "dynamics.boundaryReplaced",
                "addBoundary(withIdentifier: \(identifier)): a boundary with this identifier exists; replaced")
            boundaries.removeAll { $0.identifier == identifier }
        }
        boundaries.append(Boundary(identifier: identifier, path: path, segments: segments))
        propertyDidChange()
    }

    /// Adds the segment from `p1` to `p2` as a boundary named `identifier`
    /// (`addBoundary(withIdentifier:from:to:)`).
    open func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary named `identifier` (`boundary(withIdentifier:)`).
    open func boundary(withIdentifier identifier: AnyHashable) -> BezierPath? {
        boundaries.first { $0.identifier == identifier }?.path
    }

    /// The identifiers of the boundaries, in the order added (`boundaryIdentifiers`).
    open var boundaryIdentifiers: [AnyHashable] { boundaries.map(\.identifier) }

    /// Removes the boundary named `identifier` (`removeBoundary(withIdentifier:)`); an unknown
    /// identifier is reported.
    open func removeBoundary(withIdentifier identifier: AnyHashable) {
        guard boundaries.contains(where: { $0.identifier == identifier }) else {
            report(
                .warning, code: "dynamics.unknownBoundary",
                "removeBoundary(withIdentifier: \(identifier)): no such boundary; ignored")
            return
        }
        boundaries.removeAll { $0.identifier == identifier }
        propertyDidChange()
    }

    /// Removes every boundary added with an identifier (`removeAllBoundaries()`); the reference
    /// bounds stay a boundary if they were one.
    open func removeAllBoundaries() {
        boundaries.removeAll()
        propertyDidChange()
    }

    override var behaviorItems: [any DynamicItem] { storedItems }

    override func addConstraints(to constraints: inout [any DynamicConstraint], in world: DynamicWorld, step h: Double) {
        detectContacts(into: &constraints, in: world)
    }

    override func finishFrame(in world: DynamicWorld) { deliverContactEvents() }
}
