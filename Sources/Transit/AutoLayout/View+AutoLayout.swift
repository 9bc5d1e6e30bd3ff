import Foundation

extension View {
    /// Whether the view's frame is turned into constraints, so the engine keeps it where it is
    /// put (`UIView.translatesAutoresizingMaskIntoConstraints`); `true` for views made in code.
    /// Set it to `false` to let constraints position and size the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            invalidateConstraintEngine()
            (superview ?? self).setNeedsLayout()
        }
    }

    /// The constraints installed on this view (`UIView.constraints`), in the order added.
    public var constraints: [LayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs a constraint on this view (`UIView.addConstraint(_:)`); prefer `isActive`. The
    /// constraint's items must be this view or its descendants (or their guides); otherwise
    /// it is reported (`layout.constraintNotInSubtree`) and not installed.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder !== self else { return }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard let owner = LayoutConstraint.layoutItem(item)?.ownerView, owner.isDescendant(of: self) else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layout.constraintNotInSubtree",
                        "\(constraint.description) refers to an item outside the subtree of \(debugName), where it was added; not installed"
                    ))
                return
            }
        }
        if let invalid = constraint.invalidReason {
            diagnostics.report(
                Diagnostic(.error, code: "layout.invalidConstraint", "\(constraint.description) cannot be activated: \(invalid)"))
            return
        }
        install(constraint)
    }

    /// Installs a constraint whose items are this view or its descendants (or their guides) and
    /// which is valid: the engine takes it incrementally when it is built and knows the items,
    /// and is built again otherwise.
    func install(_ constraint: LayoutConstraint) {
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        // The root's state, as `invalidateConstraintEngine()` resets it, without walking up again.
        let state = hierarchyRoot.autoLayout
        if let engine = state.engine, engine.canAddIncrementally(constraint) {
            engine.add(constraint)
        } else {
            state.engine = nil
            state.hierarchyHasNoConstraints = false
        }
        constraint.markItemsForLayout()
    }

    /// Installs each constraint (`UIView.addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls a constraint installed on this view (`UIView.removeConstraint(_:)`); one
    /// installed elsewhere is left alone, as in UIKit.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self, let state = autoLayoutStorage else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraintEngineIfBuilt?.remove(constraint)
        constraint.markItemsForLayout()
        setNeedsLayout()
    }

    /// Uninstalls each constraint (`UIView.removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Intrinsic size, hugging and compression resistance

    /// Tells the engine to read `intrinsicContentSize` again (`UIView.invalidateIntrinsicContentSize()`).
    /// Transit also does this whenever the view is marked for layout, which its labels, image
    /// views and buttons do when their content changes.
    public func invalidateIntrinsicContentSize() {
        autoLayoutStorage?.intrinsicSizeIsStale = true
        (superview ?? self).setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis
    /// (`UIView.contentHuggingPriority(for:)`); 250 by default.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority on an axis (`UIView.setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        autoLayout.hugging[axis.rawValue] = priority
        invalidateConstraintEngine()
        (superview ?? self).setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis
    /// (`UIView.contentCompressionResistancePriority(for:)`); 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance on an axis
    /// (`UIView.setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        autoLayout.compressionResistance[axis.rawValue] = priority
        invalidateConstraintEngine()
        (superview ?? self).setNeedsLayout()
    }

    // MARK: Updating constraints

    /// Marks the view so `updateConstraints()` runs before the next layout
    /// (`UIView.setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        hierarchyRoot.autoLayout.subtreeNeedsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due (`UIView.needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints()` on this view and its descendants that are marked, children
    /// first, as UIKit's constraint pass goes from the leaves up (`UIView.updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        if let state = autoLayoutStorage, state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    // MARK: Anchors

    /// The leading edge (`UIView.leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (`UIView.trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge (`UIView.leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge (`UIView.rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The top edge (`UIView.topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge (`UIView.bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The width (`UIView.widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height (`UIView.heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The horizontal centre (`UIView.centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre (`UIView.centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The baseline of the first line of text (`UIView.firstBaselineAnchor`); the bottom edge
    /// for views without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (`UIView.lastBaselineAnchor`); the bottom edge for
    /// views without text.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
