import Foundation

#if !canImport(CoreGraphics)
extension CGPath: Interpolatable {
    /// The path whose every point lies `amount` of the way between the two paths' corresponding
    /// points, when both have the same elements in the same order (what Core Animation requires
    /// to animate `CAShapeLayer.path`). Paths of different structure cannot be blended (Core
    /// Animation leaves the result undefined); the value then switches from `self` to `other` at
    /// the halfway point.
    public func interpolated(to other: CGPath, amount: CGFloat) -> Self {
        let a = storage, b = other.storage
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.hasSameKind(as: $1) }) else {
            return type(of: self).init(elements: amount < 0.5 ? a : b)
        }
        var out: [PathElement] = []
        out.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            let q = y.points
            var i = 0
            out.append(
                x.mapPoints { p in
                    defer { i += 1 }
                    return p.interpolated(to: q[i], amount: amount)
                })
        }
        return type(of: self).init(elements: out)
    }
}

extension CGPath {
    /// A path of the same class as this one holding `elements` (Transit-only).
    public func withElements(_ elements: [PathElement]) -> Self { type(of: self).init(elements: elements) }
}
#endif
