import Foundation

/// Where and how a layout shows one item of a collection view (`UICollectionViewLayoutAttributes`):
/// centre, size, transform, alpha, z-index and hidden state. `frame` is derived from `center`
/// and `size` (and is the untransformed frame, as in UIKit); setting it sets both.
public final class CollectionViewLayoutAttributes: Equatable, CustomStringConvertible {
    /// The item these attributes describe (`indexPath`).
    public var indexPath: IndexPath
    /// The centre, in the collection view's content coordinates (`center`).
    public var center: CGPoint = .zero
    /// The size (`size`).
    public var size: CGSize = .zero
    /// The transform, about the centre (`transform`).
    public var transform: CGAffineTransform = .identity
    /// The opacity (`alpha`, 1 by default).
    public var alpha: CGFloat = 1
    /// The stacking order: higher values are drawn above lower ones (`zIndex`, 0 by default).
    public var zIndex = 0
    /// Whether the item is hidden (`isHidden`).
    public var isHidden = false

    /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// The frame: `size` centred on `center` (`frame`).
    public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The bounds: origin zero, `size` (`bounds`).
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// An independent copy (`copy()`).
    public func copy() -> CollectionViewLayoutAttributes {
        let other = CollectionViewLayoutAttributes(forCellWith: indexPath)
        other.center = center; other.size = size; other.transform = transform
        other.alpha = alpha; other.zIndex = zIndex; other.isHidden = isHidden
        return other
    }

    /// The attributes a fraction `amount` of the way to `other` (Transit extension): centre, size
    /// and alpha linearly, the transform by decomposition (linear for translations and scales),
    /// `zIndex` and `isHidden` from whichever end is nearer (`self` below one half). Not clamped.
    public func interpolated(to other: CollectionViewLayoutAttributes, amount: CGFloat) -> CollectionViewLayoutAttributes {
        let result = CollectionViewLayoutAttributes(forCellWith: indexPath)
        result.center = CGPoint(
            x: center.x + (other.center.x - center.x) * amount,
            y: center.y + (other.center.y - center.y) * amount)
        result.size = CGSize(
            width: size.width + (other.size.width - size.width) * amount,
            height: size.height + (other.size.height - size.height) * amount)
        result.alpha = alpha + (other.alpha - alpha) * amount
        result.transform = transform.interpolated(to: other.transform, amount: amount)
        let near = amount < 0.5 ? self : other
        result.zIndex = near.zIndex
        result.isHidden = near.isHidden
        return result
    }

    public static func == (a: CollectionViewLayoutAttributes, b: CollectionViewLayoutAttributes) -> Bool {
        a.indexPath == b.indexPath && a.center == b.center && a.size == b.size && a.transform == b.transform
            && a.alpha == b.alpha && a.zIndex == b.zIndex && a.isHidden == b.isHidden
    }

    public var description: String {
        "CollectionViewLayoutAttributes(\(indexPath), frame: \(frame), alpha: \(alpha), zIndex: \(zIndex))"
    }
}

extension CGRect {
    /// Whether the two rectangles share interior points (rectangles that only touch along an
    /// edge do not), computed the same way on every platform.
    func overlapsInterior(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
