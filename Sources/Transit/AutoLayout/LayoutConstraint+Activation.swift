import Foundation

extension LayoutConstraint {
    /// Installs the constraint on the closest common ancestor of its items, reporting why not
    /// when it is invalid or its items share no ancestor (UIKit throws in both cases).
    func activate() {
        guard holder == nil else { return }
        let first = firstLayoutItem
        var diagnostics: any DiagnosticSink { first?.ownerView?.diagnostics ?? StandardErrorDiagnostics.console }
        if let invalidReason {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layout.invalidConstraint",
                    "\(self.description) cannot be activated: \(invalidReason)"))
            return
        }
        guard let firstView = first?.ownerView else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layout.invalidConstraint",
                    "\(self.description) cannot be activated: its first item is gone"))
            return
        }
        var holderView = firstView
        if let second = secondItem {
            guard let secondView = LayoutConstraint.layoutItem(second)?.ownerView,
                let common = firstView.closestCommonAncestor(with: secondView)
            else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layout.noCommonAncestor",
                        "Unable to activate constraint \(self.description) because its items have no common ancestor. Does the "
                            + "constraint reference items in different view hierarchies? That's illegal."))
                return
            }
            holderView = common
        }
        // The holder is the items' common ancestor: `addConstraint(_:)`'s checks hold already.
        holderView.install(self)
    }

    func deactivate() {
        holder?.removeConstraint(self)
    }

    /// The reason UIKit would refuse the combination, or `nil` when it is valid.
    static func validate(
        _ first: AnyObject, _ a1: Attribute, _ second: AnyObject?, _ a2: Attribute,
        _ multiplier: CGFloat, _ constant: CGFloat
    ) -> String? {
        guard first is LayoutItem else { return "the first item is not a view or a layout guide" }
        guard multiplier.isFinite, constant.isFinite else { return "the multiplier and the constant must be finite" }
        guard a1 != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        guard let second else {
            // With no second item the second attribute means nothing: UIKit makes a constant
            // constraint whatever it is (apps write `toItem: nil, attribute: .width`).
            return a1.isDimension
                ? nil
                : "a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant"
        }
        guard second is LayoutItem else { return "the second item is not a view or a layout guide" }
        guard a2 != .notAnAttribute else { return "a second item needs an attribute" }
        if !a1.isDimension && multiplier == 0 {
            return
                "a multiplier of 0 with a location for the first attribute creates an illegal constraint of a location equal to a constant"
        }
        if a1.isDimension != a2.isDimension { return "a location cannot be related to a size" }
        if !a1.isDimension, a1.axis != a2.axis { return "an x-axis attribute cannot be related to a y-axis attribute" }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(a1) && absolute.contains(a2)) || (absolute.contains(a1) && directional.contains(a2)) {
            return
                "a constraint cannot be made between a leading/trailing attribute and a right/left attribute; use leading/trailing for both"
        }
        return nil
    }
}

extension View {
    /// The closest view that is both an ancestor (or self) of this view and of `other`: the
    /// common cases (the same view, a parent and its child, siblings) are answered from the two
    /// superviews; otherwise both walk up to the same depth, then up together until they meet.
    func closestCommonAncestor(with other: View) -> View? {
        if self === other { return self }
        let (mine, theirs) = (superview, other.superview)
        if mine === other { return other }
        if theirs === self { return self }
        if let mine, mine === theirs { return mine }
        func depth(_ view: View) -> Int {
            var n = 0, v = view
            while let s = v.superview { n += 1; v = s }
            return n
        }
        var (a, b) = (self, other)
        var (da, db) = (depth(a), depth(b))
        while da > db, let s = a.superview { a = s; da -= 1 }
        while db > da, let s = b.superview { b = s; db -= 1 }
        while a !== b {
            guard let sa = a.superview, let sb = b.superview else { return nil }
            (a, b) = (sa, sb)
        }
        return a
    }
}
