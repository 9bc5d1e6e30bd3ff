import Foundation

/// A layer's drawn backing and the marks that make it draw again.
///
/// Core Animation draws a layer's content into a backing store only when the layer is marked
/// (`setNeedsDisplay()`, `setNeedsDisplay(_:)`, a bounds change with `needsDisplayOnBoundsChange`,
/// a key for which `needsDisplay(forKey:)` is true) and otherwise composites the same pixels
/// every frame. Transit's backing is a ``Drawing`` recorded at the layer's scale; the renderer
/// rasterizes it once and keeps the pixels with it.
struct LayerDisplayState {
    /// Whether the layer must draw before the next frame.
    var needsDisplay = false
    /// The part of the bounds to redraw; nil for all of it.
    var dirtyRect: CGRect?
    /// The last recording, nil when the layer draws nothing.
    var backing: Drawing?
    /// The scale and bounds the backing was drawn for.
    var backingScale: CGFloat = 1
    var backingBounds = CGRect.zero
    /// The presentation values when the layer last drew (for `needsDisplay(forKey:)`).
    var drawnState: LayerState? {
        get { drawnStateBox.first }
        set { drawnStateBox = newValue.map { [$0] } ?? [] }
    }
    /// Boxed storage for `drawnState`, so the test every frame makes (`hasDrawnState`) reads one
    /// word instead of copying a whole state.
    private var drawnStateBox: [LayerState] = []
    /// Whether the layer keeps the values it last drew with (`drawnState` is set).
    var hasDrawnState: Bool { !drawnStateBox.isEmpty }
    /// Redraw when the bounds' size changes (`needsDisplayOnBoundsChange`).
    var needsDisplayOnBoundsChange = false
    /// Accepted and carried (`drawsAsynchronously`): Transit draws on the main actor.
    var drawsAsynchronously = false
    /// Whether the layer has displayed at least once.
    var hasDisplayed = false
    /// How many times `display()` ran.
    var displayCount = 0
    /// Whether the layer's view, its delegate, supplies content of its own that the render walk
    /// asks for (`View.suppliesContent`); the layers of plain views skip the question.
    var delegateSuppliesContent = false
    /// Whether the layer's subtree is composited from a bitmap (`Layer.shouldRasterize`).
    var shouldRasterize = false
}

extension Layer {
    /// Marks the whole layer to be drawn before the next frame (`CALayer.setNeedsDisplay()`).
    public func setNeedsDisplay() {
        displayState.needsDisplay = true
        displayState.dirtyRect = nil
    }

    /// Marks part of the layer to be drawn (`CALayer.setNeedsDisplay(_:)`): `draw(in:)` then draws
    /// with the clip set to the union of the marked rectangles and the rest of the backing kept.
    public func setNeedsDisplay(_ rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        if displayState.needsDisplay {
            displayState.dirtyRect = displayState.dirtyRect.map { $0.union(r) }
        } else {
            displayState.needsDisplay = true
            displayState.dirtyRect = r
        }
    }

    /// Whether the layer is marked to draw (`CALayer.needsDisplay()`).
    /// A view's layer is marked until it first draws, as UIKit draws a view when first shown.
    public func needsDisplay() -> Bool {
        displayState.needsDisplay || (!displayState.hasDisplayed && owningView != nil) || needsDisplayForChange()
    }

    /// Draws now if the layer is marked (`CALayer.displayIfNeeded()`).
    /// A layer without area keeps its mark (and drops its backing) until it has a size to draw
    /// into, as Core Animation does not display an empty layer.
    public func displayIfNeeded() {
        guard needsDisplay() else { return }
        let size = presentationState.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            displayState.backing = nil
            return
        }
        display()
        displayState.needsDisplay = false
        displayState.dirtyRect = nil
    }

    /// Whether the layer draws again when its bounds' size changes
    /// (`CALayer.needsDisplayOnBoundsChange`); false by default.
    public var needsDisplayOnBoundsChange: Bool {
        get { displayState.needsDisplayOnBoundsChange }
        set { displayState.needsDisplayOnBoundsChange = newValue }
    }

    /// Whether drawing may be deferred to a background thread (`CALayer.drawsAsynchronously`).
    /// Accepted and kept; Transit always draws on the main actor, before the frame.
    public var drawsAsynchronously: Bool {
        get { displayState.drawsAsynchronously }
        set { displayState.drawsAsynchronously = newValue }
    }

    /// The pixels per point the layer draws at: its `contentsScale`, or for a view's layer the
    /// larger of that and its window's scale (UIKit sets a view layer's `contentsScale` to its
    /// screen's).
    var displayScale: CGFloat {
        if owningView != nil, let host { return max(contentsScale, host.screenScale) }
        return contentsScale
    }

    /// Whether a change since the last drawing marks the layer: a new display scale, a new
    /// bounds size under `needsDisplayOnBoundsChange`, or a key `needsDisplay(forKey:)` names.
    func needsDisplayForChange() -> Bool {
        guard displayState.hasDrawnState else { return false }
        // A new scale (the window moved to another screen, `contentsScale` set) draws sharp again.
        if displayState.backing != nil && displayScale != displayState.backingScale { return true }
        let onBoundsChange = displayState.needsDisplayOnBoundsChange || owningView?.contentMode == .redraw
        let type = type(of: self)
        let watches = LayerDisplayState.keys.contains { type.needsDisplay(forKey: $0.0) }
        // The presentation values are read only when something watches them: most layers redraw
        // on marks alone, and this runs for every layer on every frame.
        guard onBoundsChange || watches, let drawn = displayState.drawnState else { return false }
        let now = presentationState
        if onBoundsChange && now.bounds.size != drawn.bounds.size { return true }
        guard watches else { return false }
        for (key, same) in LayerDisplayState.keys where type.needsDisplay(forKey: key) && !same(now, drawn) { return true }
        return false
    }

    /// The drawn backing as render content, after drawing if marked.
    func displayedContent() -> RenderNode.Content? {
        displayIfNeeded()
        guard let backing = displayState.backing else { return nil }
        let gravity = owningView?.contentMode.gravity ?? contentsGravity.renderGravity
        return .drawing(backing, gravity: gravity, scale: displayState.backingScale)
    }
}
