import Foundation

extension View {
    /// Whether `view` may become a subview of this view; reports why not.
    func canAdopt(_ view: View) -> Bool {
        if view === self {
            diagnostics.report(
                Diagnostic(
                    .error, code: "view.addToItself",
                    "\(debugName) cannot be added as a subview of itself; ignored"))
            return false
        }
        if isDescendant(of: view) {
            diagnostics.report(
                Diagnostic(
                    .error, code: "view.addAncestor",
                    "\(view.debugName) cannot be added as a subview of its descendant \(debugName); ignored"))
            return false
        }
        if view is Window {
            diagnostics.report(
                Diagnostic(
                    .error, code: "view.addWindow",
                    "a window cannot be added as a subview of \(debugName); ignored"))
            return false
        }
        return true
    }

    /// `index` clamped to `0...layer.sublayers.count`, reported when outside.
    func clampIndex(_ index: Int) -> Int {
        let count = layer.sublayerStorage.count
        if index < 0 || index > count {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "view.indexOutOfRange",
                    "insertSubview(_:at: \(index)) on \(debugName) with \(count) sublayers; clamped"))
        }
        return min(max(index, 0), count)
    }

    /// The index of `sibling`'s layer among the sublayers, or `nil` after a note when `sibling` is
    /// not a subview.
    func positionedIndex(relativeTo sibling: View) -> Int? {
        if sibling.superview === self, let i = layer.sublayerStorage.firstIndex(where: { $0 === sibling.layer }) { return i }
        diagnostics.report(
            Diagnostic(
                .note, code: "view.siblingNotSubview",
                "\(sibling.debugName) is not a subview of \(debugName); the view was placed relative to all subviews"))
        return nil
    }

    func reportNotSubview(_ view: View) {
        diagnostics.report(
            Diagnostic(
                .error, code: "view.notSubview",
                "\(view.debugName) is not a subview of \(debugName); ignored"))
    }

    /// Unlinks a subview's layer (no callbacks).
    func detach(_ view: View) {
        layer.sublayerStorage.removeAll { $0 === view.layer }
        view.layer.superlayer = nil
        sublayerRemoved(of: view)
    }

    /// Moves a subview's layer to the index `resolve` gives once it is out of the sublayers.
    func moveSublayer(of view: View, to resolve: () -> Int) {
        layer.sublayerStorage.removeAll { $0 === view.layer }
        layer.sublayerStorage.insert(view.layer, at: resolve())
        sublayersDidChange()
    }

    /// Makes `view` a subview, its layer at the sublayer index `resolve` gives once the view is out
    /// of this view (so the index counts the sublayers without it); every hierarchy and window
    /// callback as `insertSubview(_:at:)` documents.
    func adopt(_ view: View, at resolve: () -> Int) {
        guard canAdopt(view) else { return }
        if view.superview === self {
            moveSublayer(of: view, to: resolve)
            setNeedsLayout()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTraits = view.traitCollection
        view.constraintHierarchyWillChange(removing: view.superview != nil)
        view.willMove(toSuperview: self)
        let begun = oldWindow !== newWindow ? view.propagateWillMove(toWindow: newWindow) : []
        if let old = view.superview { old.detach(view) }
        let index = resolve()
        layer.sublayerStorage.insert(view.layer, at: index)
        view.layer.superlayer = layer
        // Added in front of every sublayer, the view comes after every subview: no need to derive
        // them all again (which made adding n subviews one by one cost n² steps).
        if index == layer.sublayerStorage.count - 1 { sublayerAppended(of: view) } else { sublayersDidChange() }
        didAddSubview(view)
        if oldWindow !== newWindow { view.propagateWindow(newWindow, from: oldWindow) }
        view.didMoveToSuperview()
        view.resolveDynamicColorsAfterMove(from: oldTraits)
        if oldWindow !== newWindow { view.propagateDidMoveToWindow(ending: begun, in: newWindow) }
        view.constraintHierarchyDidChange()
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Tells this subtree it is about to join or leave `window`; returns the controllers whose
    /// appearance the move began, for `propagateDidMoveToWindow(ending:in:)`.
    func propagateWillMove(toWindow window: Window?) -> [ViewController] {
        var begun: [ViewController] = []
        propagateWillMove(toWindow: window, collecting: &begun)
        return begun
    }

    private func propagateWillMove(toWindow window: Window?, collecting begun: inout [ViewController]) {
        if let controller = viewDelegate {
            controller.rootViewWillMove(toWindow: window)
            if controller.appearanceBegunByWindowMove { begun.append(controller) }
        }
        willMove(toWindow: window)
        for view in subviews { view.propagateWillMove(toWindow: window, collecting: &begun) }
    }

    /// Tells this subtree it joined or left its window, then ends the appearance transitions of
    /// `begun` that the pass did not reach: a controller whose view a callback of the pass took out
    /// of the subtree (a tab switched from a `viewDidDisappear` takes the presentations in its
    /// context away) is told it left all the same, or, if it was joining `window` and is not in
    /// it, turns back. Everything told it will move is told where it ended.
    func propagateDidMoveToWindow(ending begun: [ViewController], in window: Window?) {
        propagateDidMoveToWindow()
        for controller in begun where controller.appearanceBegunByWindowMove {
            if controller.viewStorage?.window === window {
                controller.rootViewDidMoveToWindow()
            } else {
                controller.abandonWindowMove()
            }
        }
    }

    /// Sets the window of this subtree; a subtree leaving a window loses its animations
    /// (completions run with `finished == false`), one joining binds pending animations to it.
    func propagateWindow(_ newWindow: Window?, from oldWindow: Window?) {
        if let oldWindow { oldWindow.viewWillLeave(self) }
        windowStorage = newWindow
        newWindow?.safeAreasNeedUpdate = true
        if let newWindow { newWindow.viewDidJoin(self) }
        for view in subviews { view.propagateWindow(newWindow, from: oldWindow) }
    }

    func propagateDidMoveToWindow() {
        // Out of a window the safe area is zero (see `View+SafeArea.swift`).
        if windowStorage == nil { reportSafeAreaInsets(.zero) } else { resumeDynamicAnimatorsAwaitingWindow() }
        didMoveToWindow()
        viewDelegate?.rootViewDidMoveToWindow()
        for view in subviews { view.propagateDidMoveToWindow() }
    }
}
