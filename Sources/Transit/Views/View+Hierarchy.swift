import Foundation

extension View {
    /// Adds a view on top of the subviews (`UIView.addSubview(_:)`). A view with another superview
    /// moves here. Adding the view to itself or to one of its descendants is reported and ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of `subviews` (`UIView.insertSubview(_:at:)`). The index is
    /// clamped to `0...subviews.count` (reported when out of range).
    public func insertSubview(_ view: View, at index: Int) {
        guard canAdopt(view) else { return }
        var index = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < index { index -= 1 }
            index = clampIndex(index)
            subviews.insert(view, at: index)
            setNeedsLayout()
            return
        }
        index = clampIndex(index)
        let oldWindow = view.window
        let newWindow = window
        view.constraintHierarchyWillChange(removing: view.superview != nil)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if let old = view.superview { old.detach(view) }
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        didAddSubview(view)
        if oldWindow !== newWindow { view.propagateWindow(newWindow, from: oldWindow) }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.constraintHierarchyDidChange()
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Inserts a view just above a sibling (`UIView.insertSubview(_:aboveSubview:)`). A sibling
    /// that is not a subview is not an error: the view goes in front of all its siblings, the
    /// rule Apple documents for the same case of AppKit's `addSubview(_:positioned:relativeTo:)`,
    /// and a note (`view.siblingNotSubview`) is reported.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: positionedIndex(relativeTo: sibling).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts a view just below a sibling (`UIView.insertSubview(_:belowSubview:)`). A sibling
    /// that is not a subview is not an error: the view goes behind all its siblings (AppKit's
    /// documented rule for `addSubview(_:positioned:relativeTo:)`), and a note
    /// (`view.siblingNotSubview`) is reported.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: positionedIndex(relativeTo: sibling) ?? 0)
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
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        parent.detach(self)
        if oldWindow != nil { propagateWindow(nil, from: oldWindow) }
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    /// Moves a subview to the front (`UIView.bringSubviewToFront(_:)`).
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return reportNotSubview(view) }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves a subview to the back (`UIView.sendSubviewToBack(_:)`).
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return reportNotSubview(view) }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Swaps two subviews (`UIView.exchangeSubview(at:withSubviewAt:)`); out-of-range indices are
    /// reported and ignored.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            diagnostics.report(Diagnostic(.error, code: "view.indexOutOfRange",
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(debugName) with \(subviews.count) subviews; ignored"))
            return
        }
        subviews.swapAt(index1, index2)
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
