import Foundation

extension View {
    /// Whether `view` may become a subview of this view; reports why not.
    func canAdopt(_ view: View) -> Bool {
        if view === self {
            diagnostics.report(Diagnostic(.error, code: "view.addToItself",
                "\(debugName) cannot be added as a subview of itself; ignored"))
            return false
        }
        if isDescendant(of: view) {
            diagnostics.report(Diagnostic(.error, code: "view.addAncestor",
                "\(view.debugName) cannot be added as a subview of its descendant \(debugName); ignored"))
            return false
        }
        if view is Window {
            diagnostics.report(Diagnostic(.error, code: "view.addWindow",
                "a window cannot be added as a subview of \(debugName); ignored"))
            return false
        }
        return true
    }

    func clampIndex(_ index: Int) -> Int {
        if index < 0 || index > subviews.count {
            diagnostics.report(Diagnostic(.warning, code: "view.indexOutOfRange",
                "insertSubview(_:at: \(index)) on \(debugName) with \(subviews.count) subviews; clamped"))
        }
        return min(max(index, 0), subviews.count)
    }

    /// The index of `sibling` among the subviews, or `nil` after a note when it is not one.
    func positionedIndex(relativeTo sibling: View) -> Int? {
        if let i = subviews.firstIndex(where: { $0 === sibling }) { return i }
        diagnostics.report(Diagnostic(.note, code: "view.siblingNotSubview",
            "\(sibling.debugName) is not a subview of \(debugName); the view was placed relative to all subviews"))
        return nil
    }

    func reportNotSubview(_ view: View) {
        diagnostics.report(Diagnostic(.error, code: "view.notSubview",
            "\(view.debugName) is not a subview of \(debugName); ignored"))
    }

    /// Unlinks a subview (no callbacks).
    func detach(_ view: View) {
        subviews.removeAll { $0 === view }
        view.superview = nil
    }

    func propagateWillMove(toWindow window: Window?) {
        viewDelegate?.rootViewWillMove(toWindow: window)
        willMove(toWindow: window)
        for view in subviews { view.propagateWillMove(toWindow: window) }
    }

    /// Sets the window of this subtree; a subtree leaving a window loses its animations
    /// (completions run with `finished == false`), one joining binds pending animations to it.
    func propagateWindow(_ newWindow: Window?, from oldWindow: Window?) {
        if let oldWindow { oldWindow.viewWillLeave(self) }
        windowStorage = newWindow
        if let newWindow { newWindow.viewDidJoin(self) }
        for view in subviews { view.propagateWindow(newWindow, from: oldWindow) }
    }

    func propagateDidMoveToWindow() {
        didMoveToWindow()
        viewDelegate?.rootViewDidMoveToWindow()
        for view in subviews { view.propagateDidMoveToWindow() }
    }
}
