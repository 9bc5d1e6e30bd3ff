import Foundation

/// A relation between two layout attributes that the Auto Layout engine keeps
/// (`NSLayoutConstraint`): `firstItem.firstAttribute (relation) multiplier ·
/// secondItem.secondAttribute + constant`.
///
/// Items are views and layout guides, held weakly as UIKit holds them. A constraint does nothing
/// until it is activated; activating it installs it on the closest common ancestor of its items
/// (that view's `constraints`). Changing `constant` of an active constraint re-solves
/// incrementally (Cassowary's edit step), and the frames change at the next layout pass — inside
/// an animation block, `layoutIfNeeded()` animates them.
@MainActor
public final class LayoutConstraint {
    /// The first item (`NSLayoutConstraint.firstItem`).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, `nil` for a constant (`NSLayoutConstraint.secondItem`).
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute (`NSLayoutConstraint.firstAttribute`).
    public let firstAttribute: Attribute
    /// The second item's attribute (`NSLayoutConstraint.secondAttribute`).
    public let secondAttribute: Attribute
    /// The relation (`NSLayoutConstraint.relation`).
    public let relation: Relation
    /// The multiplier of the second attribute (`NSLayoutConstraint.multiplier`).
    public let multiplier: CGFloat
    /// A name shown in descriptions and diagnostics (`NSLayoutConstraint.identifier`).
    public var identifier: String?
    /// Whether the constraint is archived (`shouldBeArchived`); Transit has no archives, so it
    /// is kept only for source compatibility.
    public var shouldBeArchived = false

    /// Why the constraint cannot be activated, found when it was made.
    let invalidReason: String?
    /// The view the active constraint is installed on.
    weak var holder: View?
    /// Whether a constraint was made by the system for a view's own needs (a stack view's
    /// arrangement), as UIKit's private constraint classes are.
    var ownerTag: String?

    /// Creates a constraint (`NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:
    /// multiplier:constant:)`). Items must be views or layout guides. With no second item the
    /// constraint is a constant size, `attr1 (relation) constant`, whatever `attr2` is
    /// (`.notAnAttribute` or, as apps also write, the first attribute again) and whatever the
    /// multiplier, as UIKit treats it. Combinations UIKit rejects
    /// with an exception (a location equal to a constant, an x attribute related to a y
    /// attribute, leading/trailing against left/right, a location against a size) make a
    /// constraint that reports `layout.invalidConstraint` when activated and stays inactive.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        invalidReason = Self.validate(first, attr1, second, attr2, multiplier, c)
    }

    /// The constant (`NSLayoutConstraint.constant`). Changing it on an active constraint
    /// re-solves incrementally and marks the affected views for layout; a non-finite value is
    /// reported (`layout.nonFiniteConstant`) and ignored.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                firstLayoutItem?.ownerView?.diagnostics.report(
                    Diagnostic(
                        .error, code: "layout.nonFiniteConstant",
                        "constant \(constant) for \(self.description); ignored"))
                constant = oldValue
                return
            }
            holder?.constraintEngineIfBuilt?.constantDidChange(self)
            markItemsForLayout()
        }
    }

    /// The priority (`NSLayoutConstraint.priority`), `.required` by default. As in UIKit,
    /// changing an active constraint between required and optional is not supported: it is
    /// reported (`layout.priorityRequiredChange`) and ignored. Other changes apply at once.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, priority.isRequired != oldValue.isRequired {
                firstLayoutItem?.ownerView?.diagnostics.report(
                    Diagnostic(
                        .error, code: "layout.priorityRequiredChange",
                        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                            + "You passed priority \(Self.format(CGFloat(priority.rawValue))) and the existing priority was "
                            + "\(Self.format(CGFloat(oldValue.rawValue))); \(self.description) keeps its priority"))
                priority = oldValue
                return
            }
            holder?.invalidateConstraintEngine()
            markItemsForLayout()
        }
    }

    /// Whether the constraint is installed and takes part in layout (`NSLayoutConstraint.isActive`).
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint (`NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// As UIKit prints a constraint: `<NSLayoutConstraint:0x… 'identifier' View.width == 100
    /// (active)>`, items by class name and tag.
    public var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        let name = identifier.map { " '\($0)'" } ?? ""
        var rhs = ""
        if let second = secondItem {
            rhs = "\(Self.itemName(second)).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(Self.format(multiplier))*" + rhs }
            if constant != 0 { rhs += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
        } else {
            rhs = Self.format(constant)
        }
        let first = firstItem.map(Self.itemName) ?? "nil"
        let priorityText = priority.isRequired ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
        return "<NSLayoutConstraint:0x\(address)\(name) \(first).\(firstAttribute.name) \(relation.symbol) \(rhs)"
            + "\(priorityText)\(isActive ? "   (active)" : "")>"
    }

    static func itemName(_ item: AnyObject) -> String {
        if let view = item as? View { return view.debugName }
        if let guide = item as? LayoutGuide { return guide.debugName }
        return String(describing: type(of: item))
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(describing: value)
    }

    /// Marks the superviews of the items for layout, so the next layout pass applies the
    /// engine's new values.
    func markItemsForLayout() {
        let first = Self.viewToMark(firstItem), second = Self.viewToMark(secondItem)
        first?.setNeedsLayout()
        if second !== first { second?.setNeedsLayout() }  // siblings share the view to mark
    }

    private static func viewToMark(_ item: AnyObject?) -> View? {
        if let view = item as? View { return view.superview ?? view }
        return LayoutConstraint.layoutItem(item)?.ownerView
    }
}
