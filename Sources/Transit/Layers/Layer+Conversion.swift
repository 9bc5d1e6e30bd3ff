import Foundation

/// Coordinate conversion and hit testing between layers (`CALayer.convert(_:from:)`,
/// `convert(_:to:)`, `hitTest(_:)`, `contains(_:)`), from model values, through every transform
/// between the layers (perspective included). This is the one implementation: a view's geometry is
/// its layer's, so `View`'s conversions and hit testing map points through these.
extension Layer {
    /// The map from this layer's bounds space into its superlayer's bounds space: anchor to origin,
    /// `transform`, move to `position`, then the superlayer's `sublayerTransform`.
    var toSuperlayer: Homography {
        var t = modelState.localToParent
        if let parent = superlayer, !parent.props.cache.sublayerTransform.isIdentity {
            t = t.concatenating(parent.modelState.sublayerMapping)
        }
        return Homography(t)
    }

    /// The map from this layer's space into its root layer's space (for a view's layer in a
    /// window, the window's).
    var toRootLayer: Homography {
        var h = Homography.identity
        var l: Layer = self
        while let parent = l.superlayer {
            h = h.concatenating(l.toSuperlayer)
            l = parent
        }
        return h
    }

    /// The topmost layer above this one (for a view's layer in a window, the window's layer).
    var rootLayer: Layer {
        var l = self
        while let parent = l.superlayer { l = parent }
        return l
    }

    private func mapping(to layer: Layer?) -> Homography? {
        guard let layer, layer !== self else { return layer == nil ? toRootLayer : .identity }
        if layer.superlayer === self { return layer.toSuperlayer.inverted() }
        if superlayer === layer { return toSuperlayer }
        guard let back = layer.toRootLayer.inverted() else { return nil }
        return toRootLayer.concatenating(back)
    }

    /// `point`, given in the superlayer's coordinates, in this layer's own; `nil` when it cannot be
    /// mapped (the layer seen edge-on, or the point behind the eye).
    func convertFromSuperlayer(_ point: CGPoint) -> CGPoint? {
        toSuperlayer.inverted()?.apply(to: point)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (`CALayer.convert(_:to:)`); `nil`
    /// converts to the root layer's coordinates. Layers in different trees are related through
    /// their roots, as if the roots coincided. A point that cannot be mapped (a layer seen edge-on
    /// or behind the eye) converts to (NaN, NaN).
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        mapping(to: layer)?.apply(to: point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Converts a point from `layer`'s coordinates to this layer's (`CALayer.convert(_:from:)`);
    /// `nil` converts from the root layer's coordinates.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        (layer ?? rootLayer).convert(point, to: self)
    }

    /// Converts a rectangle to `layer`'s coordinates (`CALayer.convert(_:to:)`): the bounding box of
    /// its four converted corners; `.null` when a corner cannot be mapped.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        guard let h = mapping(to: layer) else { return .null }
        return h.boundingBox(of: rect)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's (`CALayer.convert(_:from:)`).
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        (layer ?? rootLayer).convert(rect, to: self)
    }

    /// The default `hitTest(_:)`.
    func defaultHitTest(_ point: CGPoint) -> Layer? {
        guard !isHidden, let p = convertFromSuperlayer(point) else { return nil }
        if masksToBounds && !contains(p) { return nil }
        let front = sublayerStorage.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(p) { return hit }
        }
        return contains(p) ? self : nil
    }
}

extension Homography {
    /// The bounding box of a rectangle's four mapped corners; `.null` for the null rectangle or
    /// when a corner cannot be mapped.
    func boundingBox(of rect: CGRect) -> CGRect {
        if rect.isNull { return rect }
        guard let a = apply(to: CGPoint(x: rect.minX, y: rect.minY)),
            let b = apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            let c = apply(to: CGPoint(x: rect.minX, y: rect.maxY)),
            let d = apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        else { return .null }
        // `CGRect.bounding([a, b, c, d])`'s folds, in its order, with no array: the layout pass
        // calls this for every view it visits.
        let minX = Swift.min(Swift.min(Swift.min(a.x, b.x), c.x), d.x)
        let maxX = Swift.max(Swift.max(Swift.max(a.x, b.x), c.x), d.x)
        let minY = Swift.min(Swift.min(Swift.min(a.y, b.y), c.y), d.y)
        let maxY = Swift.max(Swift.max(Swift.max(a.y, b.y), c.y), d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
