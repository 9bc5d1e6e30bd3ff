import Foundation

extension View {
    /// Adds a view on top of the subviews (`UIView.addSubview(_:)`): its layer goes to the end of
    /// this view's sublayers, in front of standalone sublayers too. A view with another superview
    /// moves here. Adding the view to itself or to one of its descendants is reported and ignored.
    public func addSubview(_ view: View) {
        adopt(view) { layer.sublayerStorage.count }
    }

    /// Inserts a view at an index (`UIView.insertSubview(_:at:)`). As in UIKit, the index is the
    /// index of the view's layer among this view's *sublayers* (standalone sublayers count; without
    /// them it is the subviews index). A view already here is taken out first, then inserted. The
    /// index is clamped to `0...layer.sublayers.count` (reported when out of range).
    public func insertSubview(_ view: View, at index: Int) {
        adopt(view) { clampIndex(index) }
    }

    /// Inserts a view just above a sibling (`UIView.insertSubview(_:aboveSubview:)`): its layer goes
    /// just above the sibling's. A sibling that is not a subview is not an error: the view goes in
    /// front of all its siblings, the rule Apple documents for the same case of AppKit's
    /// `addSubview(_:positioned:relativeTo:)`, and a note (`view.siblingNotSubview`) is reported.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        adopt(view) { positionedIndex(relativeTo: sibling).map { $0 + 1 } ?? layer.sublayerStorage.count }
    }

    /// Inserts a view just below a sibling (`UIView.insertSubview(_:belowSubview:)`): its layer goes
    /// just below the sibling's. A sibling that is not a subview is not an error: the view goes
    /// behind all its siblings (AppKit's documented rule for `addSubview(_:positioned:relativeTo:)`),
    /// and a note (`view.siblingNotSubview`) is reported.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        adopt(view) { positionedIndex(relativeTo: sibling) ?? 0 }
    }

    /// Removes the view from its superview and window (`UIView.removeFromSuperview()`). Running
    /// animations on the view and its subviews are removed: their model values stay and their
    /// completions run with `finished == false`, as Core Animation removes a detached layer's
    /// animations.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        constraintHierarchyWillChange(removing: true)
        willMove(toSuperview: nil)
        let begun = oldWindow != nil ? propagateWillMove(toWindow: nil) : []
        parent.willRemoveSubview(self)
        parent.detach(self)
        if oldWindow != nil { propagateWindow(nil, from: oldWindow) }
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow(ending: begun, in: nil) }
        parent.setNeedsLayout()
    }

    /// Moves a subview to the front (`UIView.bringSubviewToFront(_:)`): its layer goes to the end
    /// of the sublayers, in front of standalone sublayers too.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return reportNotSubview(view) }
        moveSublayer(of: view) { layer.sublayerStorage.count }
    }

    /// Moves a subview to the back (`UIView.sendSubviewToBack(_:)`): its layer goes to index 0 of
    /// the sublayers, behind standalone sublayers too, as in UIKit.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return reportNotSubview(view) }
        moveSublayer(of: view) { 0 }
    }

    /// Swaps two subviews (`UIView.exchangeSubview(at:withSubviewAt:)`), given by their indices in
    /// `subviews`; their layers swap places among the sublayers. Out-of-range indices are reported
    /// and ignored.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "view.indexOutOfRange",
                    "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(debugName) with \(subviews.count) subviews; ignored"
                ))
            return
        }
        let a = subviews[index1].layer, b = subviews[index2].layer
        let sublayers = layer.sublayerStorage
        guard let i = sublayers.firstIndex(where: { $0 === a }), let j = sublayers.firstIndex(where: { $0 === b }) else { return }
        layer.sublayerStorage.swapAt(i, j)
        sublayersDidChange()
    }

    /// The first view with the given tag in a depth-first search of this view and its
    /// descendants (`UIView.viewWithTag(_:)`).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether this view is `view` or one of its descendants (`UIView.isDescendant(of:)`).
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }
}
