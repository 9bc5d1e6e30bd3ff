import Foundation

/// Auto Layout's debugging members (`UIView`'s `UIConstraintBasedLayoutDebugging`).
///
/// A layout is ambiguous when the constraints have more than one best solution (Apple, Auto
/// Layout Guide, "Ambiguous Layouts"): too few constraints, or optional constraints of one
/// priority that conflict so that several frames are equally good. As in UIKit, nothing is logged
/// when that happens; Auto Layout picks one solution. These members find out.
extension View {
    /// Whether the constraints that place this view leave its frame in its superview open: some
    /// other frame would satisfy every constraint as well (`UIView.hasAmbiguousLayout`).
    ///
    /// Checked on a copy of the hierarchy's solver, which is asked to move each of the frame's
    /// minimum x, minimum y, width and height by one point at a priority below every constraint's;
    /// the layout on screen does not change. A view that translates its autoresizing mask (its
    /// frame is given), the hierarchy's root and a view no constraint reaches are never ambiguous.
    /// Costs a solve per question: for debugging and tests, not for shipping code, as UIKit says.
    public var hasAmbiguousLayout: Bool {
        guard let engine = preparedConstraintEngine() else { return false }
        return !engine.ambiguousAttributes(of: self).isEmpty
    }

    /// Moves a view whose layout is ambiguous to another of its valid frames
    /// (`UIView.exerciseAmbiguityInLayout()`).
    ///
    /// UIKit picks the frame at random; here the choice is deterministic: each call pulls the
    /// first ambiguous attribute (minimum x, minimum y, width, height) by
    /// `ambiguityExerciseDistance`, alternating direction from call to call, and sets the frame
    /// the solver reaches. Like UIKit's, the move lasts until the next layout pass. Does nothing
    /// when the layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let engine = preparedConstraintEngine(), let attribute = engine.ambiguousAttributes(of: self).first else { return }
        let state = autoLayout
        state.exerciseDirection = -state.exerciseDirection
        guard
            let frame = engine.otherFrame(
                of: self, pulling: attribute,
                by: View.ambiguityExerciseDistance * state.exerciseDirection)
        else { return }
        self.frame = frame
    }

    /// How far `exerciseAmbiguityInLayout()` pulls an ambiguous attribute: 44 points, a visible
    /// move (Transit's choice; UIKit documents none).
    public static let ambiguityExerciseDistance: CGFloat = 44

    /// The constraints that take part in placing this view along `axis`
    /// (`UIView.constraintsAffectingLayout(for:)`): the active constraints of its hierarchy that
    /// name the view, or a layout guide it owns, with an attribute of that axis, in the order they
    /// were installed. Like UIKit's, the list is a debugging aid and need not be complete: the
    /// constraints Transit makes for autoresizing masks, intrinsic sizes and the view's own safe
    /// area and margins are not `LayoutConstraint` objects and are not listed.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        func collect(_ view: View) {
            for c in view.autoLayoutStorage?.constraints ?? [] where c.isActive && c.affects(self, along: axis) {
                found.append(c)
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(hierarchyRoot)
        return found
    }
}

extension LayoutConstraint {
    /// Whether an item of the constraint is `view` (or a guide it owns) at an attribute of `axis`.
    func affects(_ view: View, along axis: Axis) -> Bool {
        for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] {
            guard let item = LayoutConstraint.layoutItem(item), item.ownerView === view, attribute != .notAnAttribute else {
                continue
            }
            if item === view || item is LayoutGuide, attribute.axis == axis { return true }
        }
        return false
    }
}

extension LayoutEngine {
    /// The attributes of `view`'s frame in its superview — `.left` (minimum x), `.top`, `.width`,
    /// `.height`, in that order — that could take another value with every constraint as well
    /// satisfied; empty when the engine does not position the view.
    func ambiguousAttributes(of view: View) -> [LayoutConstraint.Attribute] {
        guard positions(view) else { return [] }
        return [LayoutConstraint.Attribute.left, .top, .width, .height].filter { attribute in
            guard let terms = frameTerms(of: view, attribute) else { return false }
            return solver.canVary(terms)
        }
    }

    /// `view`'s frame in its superview in another solution, reached by pulling `attribute` by
    /// `distance` (or the other way, if that way is closed); `nil` if it cannot move.
    func otherFrame(of view: View, pulling attribute: LayoutConstraint.Attribute, by distance: CGFloat) -> CGRect? {
        guard let terms = frameTerms(of: view, attribute),
            let values = solver.otherSolution(pulling: terms, by: Double(distance)),
            let v = variables[ObjectIdentifier(view)], let superview = view.superview,
            let p = variables[ObjectIdentifier(superview)]
        else { return nil }
        func value(_ variable: Int) -> Double { values[variable] ?? solver.value(of: variable) }
        return CGRect(
            x: value(v.left) - value(p.left) + Double(superview.bounds.minX),
            y: value(v.top) - value(p.top) + Double(superview.bounds.minY),
            width: value(v.width), height: value(v.height))
    }

    /// One attribute of the frame in the superview as solver terms: the edges relative to the
    /// superview's (so a view moving with an ambiguous superview is not itself ambiguous).
    private func frameTerms(of view: View, _ attribute: LayoutConstraint.Attribute) -> [(variable: Int, coefficient: Double)]? {
        guard let v = variables[ObjectIdentifier(view)], let superview = view.superview,
            let p = variables[ObjectIdentifier(superview)]
        else { return nil }
        switch attribute {
        case .left: return [(v.left, 1), (p.left, -1)]
        case .top: return [(v.top, 1), (p.top, -1)]
        case .width: return [(v.width, 1)]
        case .height: return [(v.height, 1)]
        default: return nil
        }
    }
}
