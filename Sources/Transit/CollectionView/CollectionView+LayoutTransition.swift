import Foundation

/// The state of an interactive layout transition.
@MainActor
final class CollectionViewInteractiveTransitionState {
    let layout: CollectionViewTransitionLayout
    let completion: (@MainActor (Bool, Bool) -> Void)?
    var isEnding = false
    init(layout: CollectionViewTransitionLayout, completion: (@MainActor (Bool, Bool) -> Void)?) {
        self.layout = layout
        self.completion = completion
    }
}

extension CollectionView {
    /// The duration of an animated layout change (0.3 s, ease-in-out; Transit's choice, UIKit does
    /// not document its own).
    public static let layoutTransitionDuration: TimeInterval = 0.3

    /// Changes the layout (`setCollectionViewLayout(_:animated:completion:)`).
    ///
    /// The new layout is prepared and the content offset becomes its
    /// `targetContentOffset(forProposedContentOffset:)`, kept inside the new content. Animated
    /// (and in a window), every cell visible before or after moves from its old attributes to
    /// its new ones in one `layoutTransitionDuration` animation — a cell that only becomes
    /// visible starts at the old layout's attributes for its item — and cells no longer visible
    /// are recycled when it ends; `completion(finished)` follows. Not animated, the cells take
    /// their new attributes at once and `completion(true)` is called before returning. During an
    /// interactive transition the call is reported (`collectionView.transitionInProgress`) and
    /// ignored, with `completion(false)`.
    public func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard interactiveTransition == nil else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "collectionView.transitionInProgress",
                    "setCollectionViewLayout(_:animated:) during an interactive layout transition; ignored. "
                        + "Finish or cancel the transition first"))
            completion?(false)
            return
        }
        guard layout !== layoutStorage else { completion?(true); return }
        let oldLayout = layoutStorage
        prepareIfNeeded()
        oldLayout.prepareForTransition(to: layout)
        layoutStorage = layout
        adopt(layout)
        layout.prepareForTransition(from: oldLayout)
        prepareIfNeeded()
        let offset = clampedOffset(
            layout.targetContentOffset(forProposedContentOffset: contentOffset),
            contentSize: layout.collectionViewContentSize)
        animateCells(from: oldLayout, to: layout, offset: offset, animated: animated, duration: Self.layoutTransitionDuration) {
            [weak self] finished in
            layout.finalizeLayoutTransition()
            if oldLayout.collectionView === self, self?.layoutStorage !== oldLayout { oldLayout.collectionView = nil }
            completion?(finished)
        }
    }

    /// Moves every cell visible now or at `offset` under `target` to its attributes in `target`,
    /// in one animation when `animated` and in a window; a cell that becomes visible starts at
    /// `source`'s attributes for its item (or, without them, at the target's with alpha 0).
    func animateCells(
        from source: CollectionViewLayout?, to target: CollectionViewLayout, offset: CGPoint,
        animated: Bool, duration: TimeInterval, completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard animated, window != nil, duration > 0 else {
            View.performWithoutAnimation { contentOffset = offset }
            updateVisibleCells()
            completion(true)
            return
        }
        let newRect = CGRect(origin: offset, size: bounds.size)
        let targets = visibleAttributes(in: newRect, of: target)
        var ends: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for a in targets { ends[a.indexPath] = a }
        // Cells leaving the screen move to their place in the target layout too.
        for indexPath in visible.keys.sorted() where ends[indexPath] == nil {
            let end =
                target.layoutAttributesForItem(at: indexPath)
                ?? visible[indexPath].map { currentAttributes(of: $0, at: indexPath) }
            if let end { ends[indexPath] = end }
        }
        View.performWithoutAnimation {
            for a in targets where visible[a.indexPath] == nil {
                let cell = makeCell(at: a.indexPath)
                let start =
                    source?.layoutAttributesForItem(at: a.indexPath)
                    ?? {
                        let faded = a.copy()
                        faded.alpha = 0
                        return faded
                    }()
                applyAttributes(start, to: cell)
                addSubview(cell)
                visible[a.indexPath] = cell
            }
        }
        isAnimatingLayoutChange = true
        let moves = visible.keys.sorted().compactMap { path in visible[path].flatMap { cell in ends[path].map { (cell, $0) } } }
        View.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                self.bounds.origin = offset
                for (cell, end) in moves { self.applyAttributes(end, to: cell) }
            },
            completion: { [weak self] finished in
                guard let self else { completion(finished); return }
                self.isAnimatingLayoutChange = false
                self.updateVisibleCells()
                completion(finished)
            })
    }
}
