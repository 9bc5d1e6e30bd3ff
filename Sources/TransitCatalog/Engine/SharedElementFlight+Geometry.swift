import Foundation

/// Where a view is, carried up its superview chain one step at a time, as a rectangle or as a map.
extension SharedElementFlight {
    /// `rect` in `view`'s bounds coordinates carried up the superview chain, one superview at a
    /// time, to `ancestor`'s bounds coordinates, or to the root's for `nil`. `.null` when
    /// `ancestor` is not on the chain or a step cannot be mapped.
    static func rect(_ rect: CGRect, from view: View, upTo ancestor: View?) -> CGRect {
        var r = rect, v = view
        while v !== ancestor {
            guard let parent = v.superview else { return ancestor == nil ? r : .null }
            r = step(r, of: v, to: parent)
            if r.isNull { return .null }
            v = parent
        }
        return r
    }

    /// One step up: `rect` in `view`'s bounds coordinates to its superview's, as the view is on
    /// screen now — its presentation values, so a presenter a sheet is scaling back counts where
    /// it is seen — through its anchor point, transform and position (the superview's bounds
    /// origin, a scroll view's content offset, is part of the position's space). A 3-D transform,
    /// or a superview with a sublayer transform, takes the exact model mapping
    /// (`View.convert(_:to:)`). The bounding box of the four corners.
    private static func step(_ rect: CGRect, of view: View, to parent: View) -> CGRect {
        let layer = view.layer.presentation() ?? view.layer
        let t = layer.transform
        guard t.isAffine, parent.layer.sublayerTransform.isIdentity else { return view.convert(rect, to: parent) }
        let b = layer.bounds, a = layer.anchorPoint, position = layer.position, m = t.affineTransform
        let ax = b.minX + a.x * b.width, ay = b.minY + a.y * b.height
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
        ].map { c in
            let q = CGPoint(x: c.x - ax, y: c.y - ay).applying(m)
            return CGPoint(x: q.x + position.x, y: q.y + position.y)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where `end`'s view is now, as the map from its bounds coordinates to the root's, or `nil`
    /// once it has left its screen or the root. A screen the effect moves is taken at its resting
    /// place, so an element flies to where it will rest, not after its moving screen; a screen
    /// that stays is measured live.
    func placement(of end: Endpoint) -> CGAffineTransform? {
        let view = end.view
        guard view.isDescendant(of: end.screen) else { return nil }
        var top = end.screen
        while let parent = top.superview { top = parent }
        guard top === root else { return nil }
        let m: CGAffineTransform?
        if let origin = end.restingOrigin {
            m = Self.map(from: view, upTo: end.screen).map {
                $0.concatenating(
                    CGAffineTransform(
                        translationX: origin.x - end.screen.bounds.minX,
                        y: origin.y - end.screen.bounds.minY))
            }
        } else {
            m = Self.map(from: view, upTo: nil)
        }
        guard let m, [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return nil }
        return m
    }

    /// The map from `view`'s bounds coordinates to `ancestor`'s (the root's for `nil`), one
    /// superview at a time as `step(_:of:to:)` maps; `nil` when `ancestor` is not on the chain.
    static func map(from view: View, upTo ancestor: View?) -> CGAffineTransform? {
        var m = CGAffineTransform.identity, v = view
        while v !== ancestor {
            guard let parent = v.superview else { return ancestor == nil ? m : nil }
            m = m.concatenating(stepMap(of: v, to: parent))
            v = parent
        }
        return m
    }

    /// One step up as a map: through the view's presentation anchor point, transform and
    /// position; a 3-D transform (or a superview's sublayer transform) maps the bounds onto the
    /// bounding box of their exact model mapping (`View.convert(_:to:)`).
    private static func stepMap(of view: View, to parent: View) -> CGAffineTransform {
        let layer = view.layer.presentation() ?? view.layer
        let t = layer.transform
        let b = layer.bounds
        guard t.isAffine, parent.layer.sublayerTransform.isIdentity else {
            let r = view.convert(view.bounds, to: parent)
            let vb = view.bounds
            let sx = vb.width > 0 ? r.width / vb.width : 1, sy = vb.height > 0 ? r.height / vb.height : 1
            return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: r.minX - vb.minX * sx, ty: r.minY - vb.minY * sy)
        }
        let a = layer.anchorPoint, position = layer.position
        let ax = b.minX + a.x * b.width, ay = b.minY + a.y * b.height
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t.affineTransform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}
