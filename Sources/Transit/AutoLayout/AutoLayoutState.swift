import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout.
@MainActor
final class AutoLayoutState {
    /// The constraints installed on the view, in the order they were added.
    @exclusivity(unchecked) var constraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging and compression resistance, horizontal then vertical (250 and 750 for
    /// views made in code, as in UIKit).
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var layoutGuides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    /// 8 points on every edge, UIKit's default for a view that is not a view controller's root.
    var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var needsUpdateConstraints = false
    /// Whether `intrinsicContentSize` must be read again.
    @exclusivity(unchecked) var intrinsicSizeIsStale = true
    /// The direction `exerciseAmbiguityInLayout()` pulls next, flipped on each call.
    var exerciseDirection: CGFloat = -1

    /// On the root of a hierarchy: the engine solving its constraints, `nil` when it must be
    /// built again (the hierarchy or the set of constraints changed).
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// On the root: the last walk found no constraint at all, so no engine is needed.
    @exclusivity(unchecked) var hierarchyHasNoConstraints = false
    /// On the root: some view asked for `updateConstraints()`.
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
}

extension View {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// The topmost ancestor (the window, for a view in one).
    var hierarchyRoot: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The engine of this view's hierarchy if it is built and current.
    var constraintEngineIfBuilt: LayoutEngine? { hierarchyRoot.autoLayoutStorage?.engine }

    /// Drops the engine of this view's hierarchy: it is built again at the next layout.
    func invalidateConstraintEngine() {
        let state = hierarchyRoot.autoLayout
        state.engine = nil
        state.hierarchyHasNoConstraints = false
    }

    /// The engine of the hierarchy, built when needed and brought up to date with the current
    /// frames, safe areas, margins and intrinsic sizes; `nil` when the hierarchy has no
    /// constraints.
    func preparedConstraintEngine() -> LayoutEngine? {
        let root = hierarchyRoot
        guard let state = root.autoLayoutStorage else { return nil }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            root.updateConstraintsIfNeeded()
        }
        if let engine = state.engine {
            engine.synchronize()
            return engine
        }
        if state.hierarchyHasNoConstraints { return nil }
        let engine = LayoutEngine(root: root)
        guard engine.hasConstraints else {
            state.hierarchyHasNoConstraints = true
            return nil
        }
        state.engine = engine
        return engine
    }

    /// Called as this view moves between superviews: both hierarchies solve again; constraints
    /// held outside the subtree that refer to views inside it are deactivated on removal, as
    /// `UIView.removeFromSuperview()` documents.
    func constraintHierarchyWillChange(removing: Bool) {
        if removing, let parent = superview {
            var v: View? = parent
            while let ancestor = v {
                if let constraints = ancestor.autoLayoutStorage?.constraints, !constraints.isEmpty {
                    for c in constraints where c.refersToSubtree(of: self) { ancestor.removeConstraint(c) }
                }
                v = ancestor.superview
            }
        }
        invalidateConstraintEngine()
        if removing {
            autoLayout.engine = nil
            autoLayout.hierarchyHasNoConstraints = false
        }
    }

    func constraintHierarchyDidChange() {
        invalidateConstraintEngine()
        // A subtree that asked for `updateConstraints()` while it was a root of its own
        // brings the request to its new root.
        if autoLayoutStorage?.subtreeNeedsUpdateConstraints == true {
            autoLayoutStorage?.subtreeNeedsUpdateConstraints = false
            hierarchyRoot.autoLayout.subtreeNeedsUpdateConstraints = true
        }
    }
}

extension LayoutConstraint {
    /// Whether an item of the constraint is `view`, a descendant of it, or a guide they own.
    func refersToSubtree(of view: View) -> Bool {
        for item in [firstItem, secondItem] {
            if let owner = LayoutConstraint.layoutItem(item)?.ownerView, owner.isDescendant(of: view) { return true }
        }
        return false
    }
}
