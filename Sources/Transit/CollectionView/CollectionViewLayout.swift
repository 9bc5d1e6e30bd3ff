import Foundation

/// The abstract base of the objects that place a collection view's items
/// (`UICollectionViewLayout`). Subclasses override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
///
/// The collection view calls `prepare()` before it first asks for attributes and again after
/// every `invalidateLayout()`; then it asks `layoutAttributesForElements(in:)` for its visible
/// rectangle.
@MainActor
open class CollectionViewLayout {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UICollectionViewLayout` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The collection view using this layout (`collectionView`), or `nil`.
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// Computes what the layout needs before attributes are asked for (`prepare()`). The base
    /// implementation does nothing; overrides call `super`.
    open func prepare() {}

    /// The size of the whole content (`collectionViewContentSize`); `.zero` in the base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect` (`layoutAttributesForElements(in:)`);
    /// `nil` in the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`); `nil` in the base
    /// class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date (`invalidateLayout()`): the collection view calls `prepare()`
    /// again at its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate(self)
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`); `false` in the base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The content offset to use after a layout change, given the current one
    /// (`targetContentOffset(forProposedContentOffset:)`); the base class returns it unchanged.
    /// The collection view then keeps the offset inside the content.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Called on the current layout before a layout change to `newLayout` (`prepareForTransition(to:)`).
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the new layout before a layout change from `oldLayout` (`prepareForTransition(from:)`).
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on the new layout when a layout change has finished (`finalizeLayoutTransition()`).
    open func finalizeLayoutTransition() {}
}
