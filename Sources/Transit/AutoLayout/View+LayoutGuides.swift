import Foundation

extension View {
    /// The layout guides added to the view (`UIView.layoutGuides`).
    public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds a guide owned by this view (`UIView.addLayoutGuide(_:)`); a guide owned by another
    /// view moves here.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .free, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.layoutGuides.append(guide)
        guide.owningView = self
        invalidateConstraintEngine()
    }

    /// Removes a guide and the constraints that refer to it (`UIView.removeLayoutGuide(_:)`).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let state = autoLayoutStorage else { return }
        var v: View? = self
        while let ancestor = v {
            for c in ancestor.constraints where c.firstItem === guide || c.secondItem === guide {
                ancestor.removeConstraint(c)
            }
            v = ancestor.superview
        }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        invalidateConstraintEngine()
    }

    /// A guide for the part of the view the window's safe area covers
    /// (`UIView.safeAreaLayoutGuide`): its frame is `bounds.inset(by: safeAreaInsets)`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// A guide for the view's bounds inset by its layout margins (`UIView.layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The margins, by reading direction (`UIView.directionalLayoutMargins`): 8 points on every
    /// edge by default, UIKit's default for views that are not a view controller's root view
    /// (a root view's system minimum margins are not modelled).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalLayoutMargins ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            guard newValue.top.isFinite, newValue.leading.isFinite, newValue.bottom.isFinite, newValue.trailing.isFinite else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layout.nonFiniteMargins",
                        "directionalLayoutMargins \(newValue) on \(debugName); ignored"))
                return
            }
            autoLayout.directionalLayoutMargins = newValue
            invalidateConstraintEngine()
            layoutMarginsDidChange()
            viewDelegate?.viewLayoutMarginsDidChange()
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// The margins by edge (`UIView.layoutMargins`): the directional margins placed by the view's
    /// `effectiveUserInterfaceLayoutDirection` — `left` is the leading margin left to right, the
    /// trailing one right to left.
    public var layoutMargins: EdgeInsets {
        get {
            let d = directionalLayoutMargins
            return isRightToLeft ? EdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading) : d.edgeInsets
        }
        set {
            let (leading, trailing) = isRightToLeft ? (newValue.right, newValue.left) : (newValue.left, newValue.right)
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: leading,
                bottom: newValue.bottom, trailing: trailing)
        }
    }
}
