import Foundation

extension CollectionView {
    /// The attributes of the items visible in `rect`, for items the data source has, in
    /// z-order then index-path order.
    func visibleAttributes(in rect: CGRect, of layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes] {
        let counts = loadCounts()
        let attributes = (layout.layoutAttributesForElements(in: rect) ?? []).filter { a in
            counts.indices.contains(a.indexPath.section) && a.indexPath.item >= 0
                && a.indexPath.item < counts[a.indexPath.section]
        }
        return attributes.sorted { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }
    }

    /// Shows a cell for every visible item, recycling the cells of items no longer visible.
    func updateVisibleCells() {
        prepareIfNeeded()
        let attributes = visibleAttributes(in: bounds, of: layoutStorage)
        let needed = Set(attributes.map(\.indexPath))
        // Recycle first, so the data source can dequeue the cells that just left.
        for indexPath in visible.keys.sorted() where !needed.contains(indexPath) {
            if let cell = visible.removeValue(forKey: indexPath) { recycle(cell) }
        }
        for a in attributes {
            let cell: CollectionViewCell
            if let existing = visible[a.indexPath] {
                cell = existing
            } else {
                cell = makeCell(at: a.indexPath)
                visible[a.indexPath] = cell
            }
            View.performWithoutAnimation { applyAttributes(a, to: cell) }
            if cell.superview !== self { addSubview(cell) }
        }
    }

    /// A cell for `indexPath` from the data source.
    func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { return CollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    /// Gives `cell` the geometry, transform, alpha, visibility and z-order of `attributes`.
    func applyAttributes(_ attributes: CollectionViewLayoutAttributes, to cell: CollectionViewCell) {
        cell.bounds = attributes.bounds
        cell.center = attributes.center
        cell.transform = attributes.transform
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.layer.zPosition = CGFloat(attributes.zIndex)
        cell.apply(attributes)
    }

    /// The attributes a cell shows now (its model values).
    func currentAttributes(of cell: CollectionViewCell, at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
        a.center = cell.center
        a.size = cell.bounds.size
        a.transform = cell.transform
        a.alpha = cell.alpha
        a.isHidden = cell.isHidden
        a.zIndex = Int(cell.layer.zPosition)
        return a
    }

    /// `offset` kept inside the content: between minus the adjusted top/left insets and the
    /// content size plus the adjusted bottom/right insets minus the bounds size on each axis.
    func clampedOffset(_ offset: CGPoint, contentSize: CGSize) -> CGPoint {
        // Within the adjusted content inset, as the scroll view's own limits: content under a bar
        // keeps resting below it.
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let x = offset.x.isFinite ? offset.x : minX, y = offset.y.isFinite ? offset.y : minY
        return CGPoint(x: min(max(minX, x), maxX), y: min(max(minY, y), maxY))
    }
}
