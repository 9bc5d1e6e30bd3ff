import Foundation

extension View {
    /// The map from this view's bounds space into its superview's bounds space (model values):
    /// anchor to origin, `transform`, move to `center`, then the superview's `sublayerTransform`.
    var toSuperview: Homography {
        let state = layer.modelState
        var t = state.localToParent
        if let parent = superview, !parent.layer.modelState.sublayerTransform.isIdentity {
            t = t.concatenating(parent.layer.modelState.sublayerMapping)
        }
        return Homography(t)
    }

    /// The map from this view's bounds space into its root's (the window's) bounds space.
    var toRoot: Homography {
        var h = Homography.identity
        var v: View = self
        while let parent = v.superview {
            h = h.concatenating(v.toSuperview)
            v = parent
        }
        return h
    }

    /// The topmost ancestor (the window for a view in a window).
    var rootView: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    /// The map from this view's space into `view`'s space, through their roots; `nil` if singular.
    func mapping(to view: View?) -> Homography? {
        guard let view, view !== self else { return view == nil ? toRoot : .identity }
        if view.superview === self { return view.toSuperview.inverted() }
        if superview === view { return toSuperview }
        guard let back = view.toRoot.inverted() else { return nil }
        return toRoot.concatenating(back)
    }

    /// Converts a point from this view's coordinates to `view`'s (`UIView.convert(_:to:)`), through
    /// every transform between them (including perspective); `nil` converts to window coordinates.
    /// Views in different hierarchies are related through their roots' coordinate spaces, as if
    /// the roots coincided. A point that cannot be mapped (a view seen edge-on or behind the eye)
    /// converts to (NaN, NaN).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        mapping(to: view)?.apply(to: point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Converts a point from `view`'s coordinates to this view's (`UIView.convert(_:from:)`); `nil`
    /// converts from window coordinates.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let source = view ?? rootView
        return source.convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinates (`UIView.convert(_:to:)`): the bounding box of
    /// its four converted corners; `.null` when a corner cannot be mapped.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        guard let h = mapping(to: view) else { return .null }
        return Self.map(rect, h)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's (`UIView.convert(_:from:)`).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        (view ?? rootView).convert(rect, to: self)
    }

    static func map(_ rect: CGRect, _ h: Homography) -> CGRect {
        if rect.isNull { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let mapped = corners.compactMap { h.apply(to: $0) }
        return mapped.count == 4 ? CGRect.bounding(mapped) : .null
    }

    /// The default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !layer.blocksUserInteraction,
              self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            guard let h = view.toSuperview.inverted(), let p = h.apply(to: point) else { continue }
            if let hit = view.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
