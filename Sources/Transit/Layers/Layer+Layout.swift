import Foundation

/// Layer layout (`CALayer.setNeedsLayout()`, `layoutIfNeeded()`, `needsLayout()`,
/// `layoutSublayers()`).
///
/// A view's own layer is laid out by its view: marking it marks the view, and the view's
/// `layoutSubviews()` runs in the window's layout pass. A standalone layer is marked by
/// `setNeedsLayout()`, and automatically when its bounds' size changes or a sublayer is added or
/// removed, as Core Animation documents. Marked standalone layers are laid out in the window's
/// next layout pass (in a `TestHost`, the next frame step), superlayers before sublayers, right
/// after the view that holds them, or at once by `layoutIfNeeded()`; laying one out calls
/// `layoutSublayers()`, whose default asks the delegate's `layoutSublayers(of:)`.
extension Layer {
    /// Marks the layer for layout at the next layout pass (`CALayer.setNeedsLayout()`); for a
    /// view's layer, marks the view (`UIView.setNeedsLayout()`).
    public func setNeedsLayout() {
        if let view = owningView { view.setNeedsLayout(); return }
        guard !layoutMark else { return }
        layoutMark = true
        host?.layerWasMarkedForLayout()
    }

    /// Whether the layer is marked for layout (`CALayer.needsLayout()`).
    public func needsLayout() -> Bool { owningView?.needsLayout ?? layoutMark }

    /// Lays out the layer if it is marked, then its marked sublayers, superlayers first
    /// (`CALayer.layoutIfNeeded()`); for a view's layer, `UIView.layoutIfNeeded()`.
    public func layoutIfNeeded() {
        if let view = owningView { view.layoutIfNeeded(); return }
        layoutStandaloneSubtree()
    }

    /// Lays out this standalone layer if marked, then its standalone sublayers.
    func layoutStandaloneSubtree() {
        if layoutMark {
            layoutMark = false
            layoutSublayers()
        }
        layoutStandaloneSublayers()
    }

    /// Lays out the marked standalone layers among the sublayers and below them (a view's layout
    /// pass calls it for the view's layer; sublayers that are views' layers are their views'
    /// business).
    func layoutStandaloneSublayers() {
        for sublayer in sublayerStorage where !sublayer.isViewBacked { sublayer.layoutStandaloneSubtree() }
    }

    /// Called when the bounds' size changed: a view autoresizes its subviews and is marked; a
    /// standalone layer is marked for layout.
    func boundsSizeDidChange(from oldSize: CGSize) {
        if let view = owningView { view.boundsSizeDidChange(from: oldSize) } else { setNeedsLayout() }
    }
}
