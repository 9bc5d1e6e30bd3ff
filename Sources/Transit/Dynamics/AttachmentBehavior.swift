import Foundation

/// A connection between a point of an item and an anchor point, or between points of two items
/// (`UIAttachmentBehavior`).
///
/// With ``frequency`` 0 (the default) the attachment is a rigid rod of ``length``; with a positive
/// frequency it is a spring of that natural frequency in hertz and damping ratio ``damping``, so an
/// undamped item oscillates at exactly `frequency` along the attachment (between two items, the
/// spring is tuned to their reduced mass). ``length`` starts as the distance between the attached
/// points when the behaviour is created. An ``attachmentRange`` other than zero turns a rigid
/// attachment into a slack rope whose length may vary within `length + range`.
///
/// The variants Apple added in iOS 9 are made by the class's factory methods: a pin
/// (``pinAttachment(with:attachedTo:attachmentAnchor:)``), a weld
/// (``fixedAttachment(with:attachedTo:attachmentAnchor:)``), a slider
/// (``slidingAttachment(with:attachmentAnchor:axisOfTranslation:)``) and a rope
/// (``limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)``). As Apple documents,
/// the type of an attachment is chosen when it is made and cannot be changed later.
@MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// Whether an item is attached to another item or to an anchor (`UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Sendable, Equatable {
        /// Between two items (`items`).
        case items
        /// Between an item and an anchor point (`anchor`).
        case anchor
    }

    /// The attached items: one for an anchor attachment, two otherwise (`items`).
    public let items: [any DynamicItem]
    /// What the attachment connects (`attachedBehaviorType`).
    public let attachedBehaviorType: AttachmentType
    let offsets: [Offset]
    /// What the attachment holds: a distance, or one of the iOS 9 joints.
    let kind: Kind
    /// For a fixed or sliding attachment, the angle of the first item minus that of the second (or
    /// the first item's own angle, against an anchor) when the attachment was made.
    let referenceAngle: Double

    /// The joints an attachment can be.
    enum Kind: Equatable {
        /// The points at ``length`` (a rod, a spring, or a rope within ``attachmentRange``).
        case distance
        /// The points pinned together, each item free to turn.
        case pin
        /// The points pinned together and the items' relative angle held.
        case fixed
        /// The point kept on a line along `axis` (in the first item's axes between items, in the
        /// reference view's otherwise) and the angle held.
        case sliding(axis: Vector2D)
    }

    /// Attaches `item`'s centre to `point` (`init(item:attachedToAnchor:)`).
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre (in its own axes) to `point`
    /// (`init(item:offsetFromCenter:attachedToAnchor:)`).
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        offsets = [offset]
        anchorPoint = point
        kind = .distance
        referenceAngle = 0
        super.init()
        length = currentDistance()
    }

    /// Attaches the centres of two items (`init(item:attachedTo:)`).
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of each of two items, given from their centres in their own axes
    /// (`init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`).
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset,
        attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        offsets = [offset1, offset2]
        anchorPoint = .zero
        kind = .distance
        referenceAngle = 0
        super.init()
        length = currentDistance()
    }

    /// A joint of `kind` between `items` through `point`, in the reference view's coordinates: the
    /// factories' common path. Each item's attached point is `point` as the items are now.
    init(joint kind: Kind, items: [any DynamicItem], anchor point: CGPoint) {
        self.items = items
        attachedBehaviorType = items.count > 1 ? .items : .anchor
        offsets = items.map { item in
            let local = (Vector2D(point) - Vector2D(item.center)).rotated(by: -item.angle)
            return Offset(horizontal: CGFloat(local.x), vertical: CGFloat(local.y))
        }
        anchorPoint = point
        self.kind = kind
        referenceAngle = items[0].angle - (items.count > 1 ? items[1].angle : 0)
        super.init()
        if case .sliding = kind { attachmentRange = .infinite }
    }

    /// A rope between points of two items (`limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`):
    /// the points may come closer together but never farther apart than they are now. Its
    /// ``attachmentRange`` is −``length``…0.
    public static func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: Offset,
        attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
    ) -> AttachmentBehavior {
        let rope = AttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        rope.attachmentRange = FloatRange(minimum: -rope.length, maximum: 0)
        return rope
    }

    /// The anchor point in the reference view's coordinates (`anchorPoint`); unused between items.
    /// Non-finite points are reported and ignored.
    open var anchorPoint: CGPoint {
        didSet {
            if !(anchorPoint.x.isFinite && anchorPoint.y.isFinite) {
                report(.error, code: "dynamics.invalidValue", "anchorPoint = \(anchorPoint) must be finite; kept \(oldValue)")
                anchorPoint = oldValue
            }
            propertyDidChange()
        }
    }

    /// The distance the attachment holds between its points (`length`). Negative and non-finite
    /// values are reported and ignored.
    open var length: CGFloat = 0 {
        didSet { length = checked(length, old: oldValue, "length", in: 0 ... .greatestFiniteMagnitude); propertyDidChange() }
    }

    /// The spring's natural frequency in hertz, or 0 for a rigid attachment (`frequency`).
    /// Pins, welds and sliders are always rigid and do not use it. Negative and non-finite values
    /// are reported and ignored.
    open var frequency: CGFloat = 0 {
        didSet {
            frequency = checked(frequency, old: oldValue, "frequency", in: 0 ... .greatestFiniteMagnitude); propertyDidChange()
        }
    }

    /// The spring's damping ratio: 0 undamped, 1 critically damped (`damping`); 0 by default.
    /// Negative and non-finite values are reported and ignored.
    open var damping: CGFloat = 0 {
        didSet { damping = checked(damping, old: oldValue, "damping", in: 0 ... .greatestFiniteMagnitude); propertyDidChange() }
    }

    /// How far the length of a rigid attachment may vary, as an interval around ``length``
    /// (`attachmentRange`); zero (a rod) by default. For a sliding attachment it is how far, in
    /// points, the attached point may travel along the axis from where it started, unlimited
    /// (``FloatRange/infinite``) by default. An empty range or a NaN bound is reported and ignored.
    open var attachmentRange = FloatRange.zero {
        didSet {
            if attachmentRange.minimum.isNaN || attachmentRange.maximum.isNaN
                || attachmentRange.minimum > attachmentRange.maximum
            {
                report(
                    .error, code: "dynamics.invalidValue",
                    "attachmentRange = \(attachmentRange) is not an interval; kept \(oldValue)")
                attachmentRange = oldValue
            }
            propertyDidChange()
        }
    }

    /// The torque that resists the items' turning about a pin attachment's point
    /// (`frictionTorque`); 0, turning freely, by default. Apple gives it no units; in Transit it is
    /// the largest torque the pin's friction exerts, in mass × points² per second², where a
    /// 100 × 100 point item of density 1 has mass 1. Only pin attachments use it. Negative and
    /// non-finite values are reported and ignored.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            frictionTorque = checked(frictionTorque, old: oldValue, "frictionTorque", in: 0 ... .greatestFiniteMagnitude)
            propertyDidChange()
        }
    }

    override var behaviorItems: [any DynamicItem] { items }

    func offset(_ index: Int) -> Vector2D {
        Vector2D(x: Double(offsets[index].horizontal), y: Double(offsets[index].vertical))
    }

    /// The distance between the attached points as the items are now.
    private func currentDistance() -> CGFloat {
        let points = items.indices.map { i -> Vector2D in
            let t = items[i].transform
            let o = offset(i)
            return Vector2D(items[i].center)
                + Vector2D(x: Double(t.a) * o.x + Double(t.c) * o.y, y: Double(t.b) * o.x + Double(t.d) * o.y)
        }
        let other = points.count > 1 ? points[1] : Vector2D(anchorPoint)
        return CGFloat((other - points[0]).length)
    }

    func bodies(in world: DynamicWorld) -> (DynamicBody, DynamicBody?)? {
        guard let a = world.body(for: items[0]) else { return nil }
        if items.count == 1 { return (a, nil) }
        guard let b = world.body(for: items[1]) else { return nil }
        return (a, b)
    }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard kind == .distance, frequency > 0, let (a, b) = bodies(in: world) else { return }
        let pa = a.worldPoint(offset: offset(0))
        let pb = b?.worldPoint(offset: offset(1)) ?? Vector2D(anchorPoint)
        let d = pb - pa, distance = d.length
        guard distance > 0 else { return }
        let u = d * (1 / distance)
        let inverseMass = a.inverseMass + (b?.inverseMass ?? 0)
        guard inverseMass > 0 else { return }
        let mass = 1 / inverseMass, w = 2 * Double.pi * Double(frequency)
        let speed = ((b?.velocity(at: pb) ?? .zero) - a.velocity(at: pa)).dot(u)
        let tension = mass * w * w * (distance - Double(length)) + 2 * Double(damping) * mass * w * speed
        a.applyForce(u * tension, at: pa)
        b?.applyForce(u * -tension, at: pb)
    }

    override func addConstraints(to constraints: inout [any DynamicConstraint], in world: DynamicWorld, step h: Double) {
        guard kind == .distance else {
            addJointConstraints(to: &constraints, in: world)
            return
        }
        guard frequency == 0, let (a, b) = bodies(in: world) else { return }
        let range: ClosedRange<Double>? =
            attachmentRange == .zero
            ? nil
            : max(0, Double(length + attachmentRange.minimum))...max(0, Double(length + attachmentRange.maximum))
        constraints.append(
            DistanceConstraint(
                a: a, offsetA: offset(0), b: b, offsetB: items.count > 1 ? offset(1) : .zero,
                anchor: Vector2D(anchorPoint), length: Double(length), range: range))
    }
}
