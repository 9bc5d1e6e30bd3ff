import Foundation

/// An area of the plane, around a field's ``FieldBehavior/position``, where the field acts
/// (`UIRegion`): everything, a disc, a rectangle, and the inverse, union, intersection and
/// difference of regions, as Apple documents them.
///
/// A region is a value: its operations return new regions. Points are given relative to the
/// region's centre, which a field puts at its position.
public struct DynamicRegion: Sendable, Hashable {
    indirect enum Shape: Sendable, Hashable {
        case everything
        case nothing
        case disc(radius: Double)
        case rectangle(halfWidth: Double, halfHeight: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        case difference(Shape, Shape)
    }

    let shape: Shape
    /// What was wrong with the values the region was made from, if anything: told by the field
    /// the region is given to.
    let problem: String?

    private init(_ shape: Shape, problem: String? = nil) {
        self.shape = shape
        self.problem = problem
    }

    /// The region that contains every point (`infinite`), a field's region by default.
    public static let infinite = DynamicRegion(.everything)

    /// The disc of `radius` points around the centre (`init(radius:)`). A negative or NaN radius
    /// makes an empty region, which the field given it reports.
    public init(radius: CGFloat) {
        if radius >= 0 {
            self.init(.disc(radius: Double(radius)))
        } else {
            self.init(.nothing, problem: "DynamicRegion(radius: \(radius)): the radius must be positive; the region is empty")
        }
    }

    /// The rectangle of `size` centred on the centre (`init(size:)`). A negative or NaN side makes
    /// an empty region, which the field given it reports.
    public init(size: CGSize) {
        if size.width >= 0 && size.height >= 0 {
            self.init(.rectangle(halfWidth: Double(size.width) / 2, halfHeight: Double(size.height) / 2))
        } else {
            self.init(.nothing, problem: "DynamicRegion(size: \(size)): the sides must be positive; the region is empty")
        }
    }

    /// The points that are not in this region (`inverse()`); as Apple documents, the inverse of
    /// the infinite region is empty.
    public func inverse() -> DynamicRegion {
        switch shape {
        case .everything: return DynamicRegion(.nothing, problem: problem)
        case .nothing: return DynamicRegion(.everything, problem: problem)
        case .inverse(let inner): return DynamicRegion(inner, problem: problem)
        default: return DynamicRegion(.inverse(shape), problem: problem)
        }
    }

    /// The points in either region (`byUnion(with:)`); as Apple documents, a union with the
    /// infinite region is the infinite region.
    public func byUnion(with region: DynamicRegion) -> DynamicRegion {
        if shape == .everything || region.shape == .everything {
            return DynamicRegion(.everything, problem: problem ?? region.problem)
        }
        return DynamicRegion(.union(shape, region.shape), problem: problem ?? region.problem)
    }

    /// The points in both regions (`byIntersection(with:)`).
    public func byIntersection(with region: DynamicRegion) -> DynamicRegion {
        DynamicRegion(.intersection(shape, region.shape), problem: problem ?? region.problem)
    }

    /// The points of this region that are not in `region` (`byDifference(from:)`).
    public func byDifference(from region: DynamicRegion) -> DynamicRegion {
        DynamicRegion(.difference(shape, region.shape), problem: problem ?? region.problem)
    }

    /// Whether the region contains `point`, relative to its centre (`contains(_:)`). Boundaries
    /// belong to discs and rectangles.
    public func contains(_ point: CGPoint) -> Bool { shape.contains(Vector2D(point)) }
}

extension DynamicRegion.Shape {
    func contains(_ p: Vector2D) -> Bool {
        switch self {
        case .everything: return true
        case .nothing: return false
        case .disc(let radius): return p.lengthSquared <= radius * radius
        case .rectangle(let hw, let hh): return abs(p.x) <= hw && abs(p.y) <= hh
        case .inverse(let inner): return !inner.contains(p)
        case .union(let a, let b): return a.contains(p) || b.contains(p)
        case .intersection(let a, let b): return a.contains(p) && b.contains(p)
        case .difference(let a, let b): return a.contains(p) && !b.contains(p)
        }
    }
}
