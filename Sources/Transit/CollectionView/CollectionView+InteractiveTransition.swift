import Foundation

extension CollectionView {
    /// Starts an interactive change to `layout` (`startInteractiveTransition(to:completion:)`):
    /// installs a `CollectionViewTransitionLayout` from the current layout to `layout` and returns
    /// it; set its `transitionProgress` (from a pinch, say) to move the cells, then call
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. `completion(completed,
    /// finished)` is called when the cells have settled: `completed` is `true` when the new layout
    /// was kept. Starting while another interactive transition runs is reported
    /// (`collectionView.transitionInProgress`) and returns the running transition's layout.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout,
        completion: (@MainActor (Bool, Bool) -> Void)? = nil
    ) -> CollectionViewTransitionLayout {
        if let running = interactiveTransition {
            diagnostics.report(
                Diagnostic(
                    .error, code: "collectionView.transitionInProgress",
                    "startInteractiveTransition(to:completion:) while another interactive layout transition runs; "
                        + "returning the running transition's layout"))
            return running.layout
        }
        prepareIfNeeded()
        let oldLayout = layoutStorage
        oldLayout.prepareForTransition(to: layout)
        let transition = CollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        interactiveTransition = CollectionViewInteractiveTransitionState(layout: transition, completion: completion)
        layoutStorage = transition
        adopt(transition)
        layout.prepareForTransition(from: oldLayout)
        updateVisibleCells()
        return transition
    }

    /// Finishes the interactive layout transition (`finishInteractiveTransition()`): the cells
    /// animate from where the progress put them to the new layout over the remaining fraction of
    /// `layoutTransitionDuration`, the new layout is installed and the completion gets
    /// `(true, true)`. Without a transition the call is reported and does nothing.
    public func finishInteractiveTransition() { endInteractiveTransition(completed: true) }

    /// Cancels the interactive layout transition (`cancelInteractiveTransition()`): the cells
    /// animate back to the old layout, which is installed again, and the completion gets
    /// `(false, true)`. Without a transition the call is reported and does nothing.
    public func cancelInteractiveTransition() { endInteractiveTransition(completed: false) }

    private func endInteractiveTransition(completed: Bool) {
        guard let state = interactiveTransition, !state.isEnding else {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "collectionView.noTransition",
                    "\(completed ? "finish" : "cancel")InteractiveTransition() with no interactive layout transition running; ignored"
                ))
            return
        }
        state.isEnding = true
        let transition = state.layout
        let target = completed ? transition.nextLayout : transition.currentLayout
        let other = completed ? transition.currentLayout : transition.nextLayout
        let progress = min(1, max(0, transition.transitionProgress))
        let remaining = completed ? 1 - progress : progress
        // Show the cells exactly where the progress put them before handing over.
        updateVisibleCells()
        layoutStorage = target
        target.collectionView = self
        transition.collectionView = nil
        needsPrepare = true
        prepareIfNeeded()
        let offset = clampedOffset(
            target.targetContentOffset(forProposedContentOffset: contentOffset),
            contentSize: target.collectionViewContentSize)
        animateCells(
            from: transition, to: target, offset: offset, animated: true,
            duration: Self.layoutTransitionDuration * Double(remaining)
        ) { [weak self] finished in
            if other.collectionView === self { other.collectionView = nil }
            if completed { target.finalizeLayoutTransition() }
            self?.interactiveTransition = nil
            state.completion?(completed, finished)
        }
    }
}
