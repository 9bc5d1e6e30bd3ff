import Foundation

/// A layout between two layouts, for interactive layout changes (`UICollectionViewTransitionLayout`).
///
/// At `transitionProgress` p every item's attributes are `current.interpolated(to: next,
/// amount: p)` (see `CollectionViewLayoutAttributes.interpolated(to:amount:)`): centre, size and
/// alpha linearly, transform by decomposition; an item only one layout has keeps that layout's
/// attributes. The content size interpolates linearly too. Progress is not clamped (a spring
/// may overshoot); non-finite values are reported and ignored.
@MainActor
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from (`currentLayout`).
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to (`nextLayout`).
    public let nextLayout: CollectionViewLayout

    /// How far the transition is, 0 (current layout) to 1 (next layout) (`transitionProgress`).
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress.isFinite else {
                collectionView?.diagnostics.report(
                    Diagnostic(
                        .warning, code: "transitionLayout.progress",
                        "transitionProgress set to \(transitionProgress); kept \(oldValue)"))
                transitionProgress = oldValue
                return
            }
            collectionView?.setNeedsLayout()
        }
    }

    /// Creates a transition layout between two layouts (`init(currentLayout:nextLayout:)`).
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Prepares both layouts.
    open override func prepare() {
        super.prepare()
        currentLayout.collectionView = collectionView
        nextLayout.collectionView = collectionView
        currentLayout.prepare()
        nextLayout.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        let p = transitionProgress
        return CGSize(width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let a = currentLayout.layoutAttributesForItem(at: indexPath)
        let b = nextLayout.layoutAttributesForItem(at: indexPath)
        switch (a, b) {
        case let (a?, b?): return a.interpolated(to: b, amount: transitionProgress)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// The interpolated attributes of every item of either layout whose interpolated frame meets
    /// `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var paths = Set<IndexPath>()
        let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        for layout in [currentLayout, nextLayout] {
            for a in layout.layoutAttributesForElements(in: everywhere) ?? [] { paths.insert(a.indexPath) }
        }
        return paths.sorted().compactMap { layoutAttributesForItem(at: $0) }.filter { $0.frame.overlapsInterior(rect) }
    }
}
