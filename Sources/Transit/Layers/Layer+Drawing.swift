import Foundation

extension LayerDisplayState {
    /// The animatable keys `needsDisplay(forKey:)` is asked about, each with a test of whether
    /// two sets of values agree on it: the property table's names and comparisons.
    @MainActor static let keys: [(String, @MainActor (LayerState, LayerState) -> Bool)] = LayerProperties.table.map {
        ($0.name, $0.isSame)
    }
}

extension Layer {
    /// `display()`'s default: a context of the bounds' size at the display scale, its origin
    /// moved to the bounds' origin, handed to `draw(in:)` while current; the recording becomes the
    /// backing (none when nothing was drawn). A partial mark keeps the old backing outside the
    /// marked rectangle: the new drawing is clipped to it, after clearing it.
    func displayByDrawing() {
        let state = presentationState
        let bounds = state.bounds
        let scale = displayScale
        displayState.displayCount += 1
        displayState.hasDisplayed = true
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            displayState.backing = nil
            displayState.drawnState = nil
            return
        }
        let context = GraphicsContext(size: bounds.size, scale: scale)
        let dirty = partialRect(bounds: bounds, scale: scale)
        displayState.dirtyRect = dirty
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let dirty {
            context.clear(dirty)
            context.clip(to: dirty)
        }
        delegate?.layerWillDraw(self)
        context.withCurrent { draw(in: context) }
        for problem in context.problems {
            diagnostics.report(Diagnostic(.warning, code: "drawing.\(problem.code)", "\(describe) drawing: \(problem.message)"))
        }
        if dirty != nil, let old = displayState.backing {
            displayState.backing = Drawing(size: bounds.size, operations: old.operations + context.makeDrawing().operations)
        } else {
            displayState.backing = context.isEmpty ? nil : context.makeDrawing()
        }
        displayState.backingScale = scale
        displayState.backingBounds = bounds
        // Only a layer that draws watches for the changes that mark it.
        displayState.drawnState = displayState.backing == nil ? nil : state
    }

    /// The marked rectangle when only part of an unchanged backing needs drawing. A backing that
    /// has grown past `partialRedrawLimit` operations through partial redraws is drawn whole.
    private func partialRect(bounds: CGRect, scale: CGFloat) -> CGRect? {
        guard let old = displayState.backing, old.operations.count < Layer.partialRedrawLimit else { return nil }
        return markedRect(bounds: bounds, scale: scale)
    }

    /// The most operations a backing keeps before a partial redraw redraws it whole.
    static let partialRedrawLimit = 4096

    /// The marked rectangle within the bounds, when the backing was drawn for them at this scale.
    private func markedRect(bounds: CGRect, scale: CGFloat) -> CGRect? {
        guard let dirty = displayState.dirtyRect, displayState.backing != nil, displayState.backingBounds == bounds,
            displayState.backingScale == scale
        else { return nil }
        let r = dirty.intersection(bounds)
        return r.isNull || r == bounds ? nil : r
    }
}
