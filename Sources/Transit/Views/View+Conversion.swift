import Foundation

/// Conversion and hit testing for views: a view's frame, bounds, center and transform are its
/// layer's, so both go through the layer tree (`Layer+Conversion.swift`); `nil` for a view means
/// its window (the root of its hierarchy).
extension View {
    /// Converts a point from this view's coordinates to `view`'s (`UIView.convert(_:to:)`), through
    /// every transform between them (including perspective); `nil` converts to window coordinates.
    /// Views in different hierarchies are related through their roots' coordinate spaces, as if
    /// the roots coincided. A point that cannot be mapped (a view seen edge-on or behind the eye)
    /// converts to (NaN, NaN).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from `view`'s coordinates to this view's (`UIView.convert(_:from:)`); `nil`
    /// converts from window coordinates.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates (`UIView.convert(_:to:)`): the bounding box of
    /// its four converted corners; `.null` when a corner cannot be mapped.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's (`UIView.convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// The default `hitTest(_:with:)`: the subviews front to back, each given the point mapped into
    /// its layer's space.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !layer.blocksUserInteraction,
            self.point(inside: point, with: event)
        else { return nil }
        for view in subviews.reversed() {
            guard let p = view.layer.convertFromSuperlayer(point) else { continue }
            if let hit = view.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
