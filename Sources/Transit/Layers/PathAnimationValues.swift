import Foundation

extension CGPath: LayerAnimationValue {
    /// A `CGPath` (or `CGMutablePath`) held by `any`; a `BezierPath` gives its `cgPath`.
    static func animationValue(from any: Any) -> Self? {
        if let path = any as? Self { return path }
        if let bezier = any as? BezierPath { return bezier.cgPath as? Self }
        return nil
    }

    /// Point by point when both paths have the same elements; otherwise `self` (paths of
    /// different structure cannot be added).
    func animationAdding(_ other: CGPath) -> Self {
        let a = pathElements, b = other.pathElements
        guard a.count == b.count,
            zip(a, b).allSatisfy({ $0.points.count == $1.points.count && ($0 == .closeSubpath) == ($1 == .closeSubpath) })
        else {
            return self
        }
        var out: [PathElement] = []
        for (x, y) in zip(a, b) {
            let q = y.points
            var i = 0
            out.append(
                x.mapPoints { p in
                    defer { i += 1 }; return CGPoint(x: p.x + q[i].x, y: p.y + q[i].y)
                })
        }
        return withElements(out)
    }

    /// Every point scaled by `count`.
    func animationScaled(by count: CGFloat) -> Self {
        withElements(pathElements.map { $0.mapPoints { CGPoint(x: $0.x * count, y: $0.y * count) } })
    }

    /// Paths have no metric for paced key frames.
    func animationDistance(to other: CGPath) -> CGFloat? { nil }
}

extension Array: LayerAnimationValue where Element: LayerAnimationValue {
    /// An array whose every element converts (`[NSNumber]` for locations, `[Color]` for colours).
    static func animationValue(from any: Any) -> [Element]? {
        if let array = any as? [Element] { return array }
        guard let items = any as? [Any] else { return nil }
        let converted = items.compactMap { Element.animationValue(from: $0) }
        return converted.count == items.count ? converted : nil
    }

    /// Element by element for equal counts; otherwise `self`.
    func animationAdding(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.animationAdding($1) } : self
    }

    /// Every element scaled.
    func animationScaled(by count: CGFloat) -> [Element] { map { $0.animationScaled(by: count) } }

    /// The root of the summed squared element distances when every element has a metric and the
    /// counts match; otherwise none.
    func animationDistance(to other: [Element]) -> CGFloat? {
        guard count == other.count else { return nil }
        var sum: CGFloat = 0
        for (a, b) in zip(self, other) {
            guard let d = a.animationDistance(to: b) else { return nil }
            sum += d * d
        }
        return sum.squareRoot()
    }
}
