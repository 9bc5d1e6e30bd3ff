import Foundation

/// A grid layout: items of one size flow into lines, line after line, section after section
/// (`UICollectionViewFlowLayout`).
///
/// The algorithm, for each section (scrolling vertically; horizontally, swap the axes): the
/// available width is the collection view's width minus the section's left and right insets; a
/// line holds `n = max(1, ⌊(available + minimumInteritemSpacing) / (itemWidth +
/// minimumInteritemSpacing)⌋)` items. When `n > 1` the extra space is shared between the items,
/// so the actual spacing is `(available − n·itemWidth) / (n − 1)` (at least the minimum, as
/// Apple describes), and every line — the last, partial one too — uses the same columns; a line
/// that holds one item centres it. Lines are `minimumLineSpacing` apart. A section starts
/// `sectionInset.top` below the end of the previous one and ends `sectionInset.bottom` below its
/// last line; a section with no items takes no space. The content is as wide as the collection
/// view and as tall as the sections.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked downward.
        case vertical
        /// Lines are columns, stacked rightward.
        case horizontal
    }

    /// The size of every item (`itemSize`, 50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The minimum spacing between lines (`minimumLineSpacing`, 10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum spacing between items of one line (`minimumInteritemSpacing`, 10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins of every section (`sectionInset`, zero by default).
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scroll direction (`scrollDirection`, vertical by default).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    private var cache: [[CollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        cache = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let item = sanitized(itemSize)
        let lineSpacing = finite(minimumLineSpacing)
        let interSpacing = finite(minimumInteritemSpacing)
        let inset = sectionInset.isFinite ? sectionInset : .zero
        let bounds = collectionView.bounds.size
        // Along a line ("across") and from line to line ("along").
        let crossExtent = vertical ? bounds.width : bounds.height
        let itemAcross = vertical ? item.width : item.height
        let itemAlong = vertical ? item.height : item.width
        let insetBefore = vertical ? inset.left : inset.top
        let insetAfter = vertical ? inset.right : inset.bottom
        let insetStart = vertical ? inset.top : inset.left
        let insetEnd = vertical ? inset.bottom : inset.right
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var attributes: [CollectionViewLayoutAttributes] = []
            attributes.reserveCapacity(count)
            guard count > 0 else { cache.append(attributes); continue }
            let available = crossExtent - insetBefore - insetAfter
            let perLine = max(1, Int(((available + interSpacing) / (itemAcross + interSpacing)).rounded(.down)))
            let spacing = perLine > 1 ? (available - CGFloat(perLine) * itemAcross) / CGFloat(perLine - 1) : 0
            let top = position + insetStart
            for index in 0..<count {
                let line = index / perLine, column = index % perLine
                let across =
                    perLine == 1
                    ? insetBefore + (available - itemAcross) / 2
                    : insetBefore + CGFloat(column) * (itemAcross + spacing)
                let along = top + CGFloat(line) * (itemAlong + lineSpacing)
                let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
                a.frame =
                    vertical
                    ? CGRect(x: across, y: along, width: item.width, height: item.height)
                    : CGRect(x: along, y: across, width: item.width, height: item.height)
                attributes.append(a)
            }
            let lines = (count + perLine - 1) / perLine
            position = top + CGFloat(lines) * itemAlong + CGFloat(lines - 1) * lineSpacing + insetEnd
            cache.append(attributes)
        }
        contentSize = vertical ? CGSize(width: bounds.width, height: position) : CGSize(width: position, height: bounds.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.flatMap { $0.filter { $0.frame.overlapsInterior(rect) }.map { $0.copy() } }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard cache.indices.contains(indexPath.section), cache[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return cache[indexPath.section][indexPath.item].copy()
    }

    /// A change of the bounds' size invalidates the flow (`shouldInvalidateLayout(forBoundsChange:)`).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    private func sanitized(_ size: CGSize) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            collectionView?.diagnostics.report(
                Diagnostic(
                    .error, code: "flowLayout.itemSize",
                    "itemSize \(size) must be positive and finite; using 50 × 50"))
            return CGSize(width: 50, height: 50)
        }
        return size
    }

    private func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
