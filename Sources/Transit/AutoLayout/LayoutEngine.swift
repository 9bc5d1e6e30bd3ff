import Foundation

/// The solver of one view hierarchy's constraints: each view and guide the constraints reach
/// gets four variables (left, top, width, height, in the root view's coordinates, ignoring
/// transforms as Auto Layout does), and the engine turns constraints, frames of views that
/// translate their autoresizing mask, intrinsic sizes, safe areas and margins into
/// `LinearSolver` constraints.
///
/// Built from the hierarchy when it is first needed and after the hierarchy or the set of
/// constraints changes; kept current incrementally for constant changes, for frames set by hand
/// and for intrinsic sizes (each a constant change of one solver constraint).
@MainActor
final class LayoutEngine {
    struct Variables { let left, top, width, height: Int }

    let solver = LinearSolver()
    private(set) weak var root: View?
    // As the solver's state, the engine's tables skip the dynamic exclusivity checks: each is
    // read or changed in single calls, never while another access to it is under way.
    @exclusivity(unchecked) private(set) var variables: [ObjectIdentifier: Variables] = [:]
    /// The solver form of each installed constraint; a constraint not in `solver` is broken.
    @exclusivity(unchecked) private(set) var solverConstraints:
        [ObjectIdentifier: (constraint: LayoutConstraint, solver: LinearSolver.Constraint)] = [:]
    @exclusivity(unchecked) private var fixedItems: [FixedItem] = []
    @exclusivity(unchecked) private var fixedIndex: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var intrinsicItems: [IntrinsicItem] = []
    /// Each holder view's layout direction, read once (see `isRightToLeft(_:)`).
    @exclusivity(unchecked) private var directions: [ObjectIdentifier: Bool] = [:]
    /// When laying out to fit a size: the root's size is free, pulled to the target.
    let fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
    @exclusivity(unchecked) private(set) var hasConstraints = false

    init(root: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
        build(root)
    }

    // MARK: Building

    private func build(_ root: View) {
        var constraints: [LayoutConstraint] = []
        func collect(_ view: View) {
            if let state = view.autoLayoutStorage { constraints += state.constraints }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        hasConstraints = !constraints.isEmpty
        if fitting != nil {
            ensure(root)
            if !root.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(root)] {
                addIntrinsic(root, vars)
            }
        }
        guard hasConstraints else { return }
        solverConstraints.reserveCapacity(constraints.count)
        solver.reserveCapacity(constraints.count)
        for c in constraints {
            guard let first = c.firstLayoutItem else { continue }
            ensure(first)
            if let second = c.secondLayoutItem { ensure(second) }
        }
        for c in constraints { add(c) }
    }

    /// The variables of an item, made with the constraints that tie it to its superview or
    /// owning view.
    @discardableResult
    private func ensure(_ item: LayoutItem) -> Variables? {
        let key = ObjectIdentifier(item)
        if let vars = variables[key] { return vars }
        guard let owner = item.ownerView, owner.isDescendant(of: root!) else { return nil }
        let vars = Variables(
            left: solver.makeVariable(), top: solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable())
        variables[key] = vars
        if let guide = item as? LayoutGuide {
            guard let ownerVars = ensure(owner) else { return vars }
            if guide.kind != .free { addFixed(FixedItem(item: guide, vars: vars, parent: ownerVars)) }
        } else if let view = item as? View {
            if view === root {
                addFixed(FixedItem(item: view, vars: vars, parent: nil))
            } else if let parentVars = ensure(view.superview!) {
                if view.translatesAutoresizingMaskIntoConstraints {
                    addFixed(FixedItem(item: view, vars: vars, parent: parentVars))
                } else {
                    addIntrinsic(view, vars)
                }
            }
        }
        return vars
    }

    private func addFixed(_ fixed: FixedItem) {
        fixedIndex[fixed.id] = fixedItems.count
        fixedItems.append(fixed)
        fixed.install(in: solver, fitting: fixed.parent == nil ? fitting : nil)
    }

    private func addIntrinsic(_ view: View, _ vars: Variables) {
        let item = IntrinsicItem(view: view, vars: vars)
        intrinsicItems.append(item)
        item.update(in: solver, force: true)
    }

    // MARK: Constraints

    /// Whether `constraint` only refers to items the engine already has.
    func canAddIncrementally(_ constraint: LayoutConstraint) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard variables[ObjectIdentifier(item)] != nil else { return false }
        }
        return true
    }

    /// Adds an installed constraint; a required one that cannot hold is broken and reported as
    /// UIKit logs it.
    func add(_ constraint: LayoutConstraint) {
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        solverConstraints[ObjectIdentifier(constraint)] = (constraint, solverConstraint)
        hasConstraints = true
        do {
            try solver.add(solverConstraint)
        } catch {
            reportBroken(constraint)
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        guard let entry = solverConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        solver.remove(entry.solver)
    }

    /// Re-solves after `constraint.constant` changed: one incremental constant change. A broken
    /// constraint is tried again with its new constant.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let entry = solverConstraints[ObjectIdentifier(constraint)],
            let terms = expression(of: constraint)
        else { return }
        let constant = terms.constant
        if solver.contains(entry.solver) {
            do { try solver.setConstant(constant, of: entry.solver) } catch { reportBroken(constraint) }
        } else {
            entry.solver.setConstant(constant)
            do { try solver.add(entry.solver) } catch { reportBroken(constraint) }
        }
    }

    /// Whether the constraint is installed but broken (not in the solution).
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        guard let entry = solverConstraints[ObjectIdentifier(constraint)] else { return false }
        return !solver.contains(entry.solver)
    }

    private func reportBroken(_ constraint: LayoutConstraint) {
        let diagnostics = constraint.firstLayoutItem?.ownerView?.diagnostics ?? StandardErrorDiagnostics.console
        diagnostics.report(
            Diagnostic(
                .warning, code: "layout.unsatisfiable",
                "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(constraint.description)"
            ))
    }

    private func makeSolverConstraint(_ c: LayoutConstraint) -> LinearSolver.Constraint? {
        guard let e = expression(of: c) else { return nil }
        let relation: LinearSolver.Constraint.Relation =
            switch c.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearSolver.Constraint(e.terms, constant: e.constant, relation, priority: c.priority.solverValue)
    }

    /// `first − multiplier · second − constant` as solver terms and constant.
    private func expression(of c: LayoutConstraint) -> (terms: [(variable: Int, coefficient: Double)], constant: Double)? {
        // Leading and trailing follow the direction of the view the constraint is installed on (a
        // stack view's, for its arrangement). Right to left, `leading = x + c` puts the leading
        // (right) edge c points further leading, that is to the left: the constant's sign flips.
        // (The direction is read only when it matters: finding it walks the traits.)
        let rtl = (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional) && isRightToLeft(c.holder)
        guard let first = c.firstLayoutItem, let a = attributeExpression(first, c.firstAttribute, rtl: rtl) else {
            return nil
        }
        var terms: [(variable: Int, coefficient: Double)] = []
        terms.reserveCapacity(4)
        a.append(times: 1, to: &terms)
        var constant = a.constant - (rtl && c.firstAttribute.isDirectional ? -1 : 1) * Double(c.constant)
        if let second = c.secondLayoutItem {
            guard let b = attributeExpression(second, c.secondAttribute, rtl: rtl) else { return nil }
            let m = Double(c.multiplier)
            b.append(times: -m, to: &terms)
            constant -= m * b.constant
        }
        return (terms, constant)
    }

    /// Whether `view` lays out right to left, read once per view for the engine's life: a change
    /// of direction (the window's traits, a `semanticContentAttribute`) drops the engine.
    private func isRightToLeft(_ view: View?) -> Bool {
        guard let view else { return false }
        let key = ObjectIdentifier(view)
        if let known = directions[key] { return known }
        let rtl = view.isRightToLeft
        directions[key] = rtl
        return rtl
    }

    /// An attribute as a linear expression of an item's variables: one or two terms and a
    /// constant, kept out of arrays so that building a constraint allocates only its terms.
    struct AttributeTerms {
        var first: (variable: Int, coefficient: Double)
        var second: (variable: Int, coefficient: Double)? = nil
        var constant = 0.0

        init(_ variable: Int, _ constant: Double = 0) {
            first = (variable, 1)
            self.constant = constant
        }

        init(_ variable: Int, plus other: Int, times coefficient: Double = 1, _ constant: Double = 0) {
            first = (variable, 1)
            second = (other, coefficient)
            self.constant = constant
        }

        func append(times factor: Double, to terms: inout [(variable: Int, coefficient: Double)]) {
            terms.append((first.variable, first.coefficient * factor))
            if let second { terms.append((second.variable, second.coefficient * factor)) }
        }
    }

    /// An attribute of an item as a linear expression of its variables.
    private func attributeExpression(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, rtl: Bool) -> AttributeTerms? {
        guard let v = variables[ObjectIdentifier(item)] else { return nil }
        var margins: EdgeInsets { (item as? View)?.layoutMargins ?? .zero }  // read only for margin attributes
        let (l, t, w, h) = (v.left, v.top, v.width, v.height)
        // Leading is the right edge right to left.
        if rtl && attribute.isDirectional {
            switch attribute {
            case .leading: return AttributeTerms(l, plus: w)
            case .trailing: return AttributeTerms(l)
            case .leadingMargin: return AttributeTerms(l, plus: w, -Double(margins.right))
            default: return AttributeTerms(l, Double(margins.left))  // .trailingMargin
            }
        }
        switch attribute {
        case .left, .leading: return AttributeTerms(l)
        case .right, .trailing: return AttributeTerms(l, plus: w)
        case .top: return AttributeTerms(t)
        case .bottom: return AttributeTerms(t, plus: h)
        case .width: return AttributeTerms(w)
        case .height: return AttributeTerms(h)
        case .centerX: return AttributeTerms(l, plus: w, times: 0.5)
        case .centerY: return AttributeTerms(t, plus: h, times: 0.5)
        case .leftMargin, .leadingMargin: return AttributeTerms(l, Double(margins.left))
        case .rightMargin, .trailingMargin: return AttributeTerms(l, plus: w, -Double(margins.right))
        case .topMargin: return AttributeTerms(t, Double(margins.top))
        case .bottomMargin: return AttributeTerms(t, plus: h, -Double(margins.bottom))
        case .centerXWithinMargins: return AttributeTerms(l, plus: w, times: 0.5, Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins: return AttributeTerms(t, plus: h, times: 0.5, Double(margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let label = item as? Label, let offsets = label.baselineOffsets() else { return AttributeTerms(t, plus: h) }
            // The text block is centred in the bounds: baseline = top + height/2 + offset.
            return AttributeTerms(t, plus: h, times: 0.5, Double(attribute == .firstBaseline ? offsets.first : offsets.last))
        case .notAnAttribute: return nil
        }
    }

    // MARK: Keeping current

    /// Brings the constants that follow the views (frames set by hand, the root's size, safe
    /// areas, margins, intrinsic sizes) up to date: each changed value is one incremental step.
    func synchronize() {
        for fixed in fixedItems { fixed.update(in: solver) }
        for item in intrinsicItems { item.update(in: solver, force: false) }
    }

    /// Re-reads one view's frame if the engine keeps it fixed (its superview's `layoutSubviews`
    /// may just have moved it), with the guides it owns.
    func synchronize(_ view: View) {
        if let i = fixedIndex[ObjectIdentifier(view)] { fixedItems[i].update(in: solver) }
        let state = view.autoLayoutStorage
        for guide in [state?.safeAreaGuide, state?.scrollContentGuide, state?.scrollFrameGuide] {
            if let guide, let i = fixedIndex[ObjectIdentifier(guide)] { fixedItems[i].update(in: solver) }
        }
    }

    /// The solved frame of a view in its superview's coordinates (of a guide in its owning
    /// view's), or `nil` when the engine does not place it.
    func frame(of item: LayoutItem) -> CGRect? {
        guard let v = variables[ObjectIdentifier(item)] else { return nil }
        let parent: View? = item is LayoutGuide ? item.ownerView : (item as? View)?.superview
        return frame(v, origin: parent.flatMap(origin(of:)))
    }

    /// Where a view's bounds origin is in the solver's coordinates, relative to the solved left
    /// and top of the view itself: what turns solved edges into a subview's frame.
    private func origin(of parent: View) -> (x: Double, y: Double)? {
        guard let p = variables[ObjectIdentifier(parent)] else { return nil }
        return (Double(parent.bounds.minX) - solver.value(of: p.left), Double(parent.bounds.minY) - solver.value(of: p.top))
    }

    private func frame(_ v: Variables, origin: (x: Double, y: Double)?) -> CGRect {
        var x = solver.value(of: v.left), y = solver.value(of: v.top)
        if let origin {
            x += origin.x
            y += origin.y
        }
        return CGRect(x: x, y: y, width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Whether the engine positions `view` (it does not translate its autoresizing mask).
    func positions(_ view: View) -> Bool {
        variables[ObjectIdentifier(view)] != nil && fixedIndex[ObjectIdentifier(view)] == nil
    }

    /// Sets the frames of the subviews of `view` that the engine positions, through `center` and
    /// the bounds size as UIKit does (a transform stays); unchanged ones are not touched, so
    /// running animations keep going.
    func applyFrames(toSubviewsOf view: View) {
        let origin = origin(of: view)
        for subview in view.subviews {
            let key = ObjectIdentifier(subview)
            guard let v = variables[key], fixedIndex[key] == nil else { continue }
            let f = frame(v, origin: origin)
            guard f.minX.isFinite, f.minY.isFinite else { continue }
            let size = CGSize(width: max(0, f.width), height: max(0, f.height))
            let anchor = subview.layer.anchorPoint
            let center = CGPoint(x: f.minX + size.width * anchor.x, y: f.minY + size.height * anchor.y)
            let b = subview.bounds
            if abs(b.width - size.width) > 1e-9 || abs(b.height - size.height) > 1e-9 {
                subview.bounds = CGRect(origin: b.origin, size: size)
            }
            if abs(subview.center.x - center.x) > 1e-9 || abs(subview.center.y - center.y) > 1e-9 {
                subview.center = center
            }
        }
    }

    /// The root's solved size (when fitting a size).
    var rootSize: CGSize {
        guard let root, let v = variables[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
    }
}
