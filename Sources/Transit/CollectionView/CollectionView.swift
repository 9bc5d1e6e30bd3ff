import Foundation

/// A view that shows items laid out by a `CollectionViewLayout`, with cells that are reused
/// (`UICollectionView`).
///
/// At each layout pass the collection view prepares its layout if it was invalidated, asks it
/// for the attributes of the items in the visible rectangle (`bounds`, whose origin is
/// `contentOffset`), keeps the cells of items still visible, recycles the others into the reuse
/// queue of their identifier, and asks the data source for cells of newly visible items. Each
/// cell gets its attributes' centre, size, transform, alpha, hidden state and `zIndex` (as the
/// layer's `zPosition`).
///
/// It is a `ScrollView`, as in UIKit: dragging scrolls it (with deceleration, bounces and
/// paging), and setting `contentOffset` shows another part of the content.
@MainActor
open class CollectionView: ScrollView {
    /// The object that supplies the items (`dataSource`), held weakly. Setting it reloads.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }

    var layoutStorage: CollectionViewLayout
    var registry: [String: CollectionViewCell.Type] = [:]
    var reusePool: [String: [CollectionViewCell]] = [:]
    var visible: [IndexPath: CollectionViewCell] = [:]
    var itemCounts: [Int]?
    var needsPrepare = true
    /// Set while an animated layout change moves the cells: layout passes leave them alone.
    var isAnimatingLayoutChange = false
    /// The interactive layout transition in progress, if any.
    var interactiveTransition: CollectionViewInteractiveTransitionState?

    /// Creates a collection view with a flow layout from an archive (`UICollectionView.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates a collection view with a layout (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// The layout (`collectionViewLayout`). Setting it is `setCollectionViewLayout(_:animated:
    /// false)`.
    open var collectionViewLayout: CollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The size of the content (`contentSize`): the layout's `collectionViewContentSize`, after
    /// preparing it if needed.
    open override var contentSize: CGSize {
        get {
            prepareIfNeeded()
            return layoutStorage.collectionViewContentSize
        }
        set {
            diagnostics.report(
                Diagnostic(
                    .note, code: "collectionView.contentSize",
                    "a collection view's contentSize comes from its layout; \(newValue) ignored"))
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue.size != super.bounds.size, layoutStorage.shouldInvalidateLayout(forBoundsChange: newValue) {
                super.bounds = newValue
                needsPrepare = true
            } else {
                super.bounds = newValue
            }
            setNeedsLayout()
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            super.frame = newValue
            if newValue.size != oldSize { needsPrepare = true; setNeedsLayout() }
        }
    }

    /// Shows the visible items' cells (see the type's description); while an animated layout
    /// change moves the cells, leaves them alone.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isAnimatingLayoutChange else { return }
        updateVisibleCells()
    }

    // MARK: Data

    /// The number of sections (`numberOfSections`), from the data source (0 without one).
    public var numberOfSections: Int { loadCounts().count }

    /// The number of items in `section` (`numberOfItems(inSection:)`); 0 for a section that does
    /// not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Forgets every cell and count and asks the data source again at the next layout pass
    /// (`reloadData()`). The cells on screen go back to their reuse queues.
    public func reloadData() {
        itemCounts = nil
        needsPrepare = true
        for indexPath in visible.keys.sorted() { if let cell = visible[indexPath] { recycle(cell) } }
        visible.removeAll()
        setNeedsLayout()
    }

    // MARK: Cells

    /// Registers the class of the cells dequeued with `identifier`
    /// (`register(_:forCellWithReuseIdentifier:)`). Registering again replaces the class.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registry[identifier] = cellClass
    }

    /// A cell for the item at `indexPath`: a recycled one of `identifier`'s queue (after its
    /// `prepareForReuse()`), else a new instance of the registered class
    /// (`dequeueReusableCell(withReuseIdentifier:for:)`). An identifier that was never registered
    /// is reported (`collectionView.unregisteredIdentifier`) and gets a plain `CollectionViewCell`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if var queue = reusePool[identifier], let cell = queue.popLast() {
            reusePool[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        let cellClass: CollectionViewCell.Type
        if let registered = registry[identifier] {
            cellClass = registered
        } else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "collectionView.unregisteredIdentifier",
                    "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): nothing is registered "
                        + "for this identifier; register(_:forCellWithReuseIdentifier:) first. Using a plain CollectionViewCell"))
            cellClass = CollectionViewCell.self
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell shown for the item at `indexPath`, if it is visible (`cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

    /// The cells on screen, in index-path order (`visibleCells`).
    public var visibleCells: [CollectionViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

    /// The index paths of the cells on screen, sorted (`indexPathsForVisibleItems`).
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The current layout's attributes for the item at `indexPath` (`layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The number of recycled cells waiting in `identifier`'s queue (Transit extension).
    public func reusableCellCount(withReuseIdentifier identifier: String) -> Int { reusePool[identifier]?.count ?? 0 }

    // MARK: Internals

    func loadCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { itemCounts = []; return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            diagnostics.report(
                Diagnostic(
                    .error, code: "collectionView.negativeCount",
                    "numberOfSections(in:) returned \(sections); using 0"))
            sections = 0
        }
        let counts = (0..<sections).map { section -> Int in
            let n = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard n >= 0 else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "collectionView.negativeCount",
                        "collectionView(_:numberOfItemsInSection: \(section)) returned \(n); using 0"))
                return 0
            }
            return n
        }
        itemCounts = counts
        return counts
    }

    func adopt(_ layout: CollectionViewLayout) {
        if let owner = layout.collectionView, owner !== self {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "collectionView.sharedLayout",
                    "the layout was in use by another collection view; it now serves this one"))
        }
        layout.collectionView = self
        needsPrepare = true
        setNeedsLayout()
    }

    func layoutDidInvalidate(_ layout: CollectionViewLayout) {
        needsPrepare = true
        setNeedsLayout()
    }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        layoutStorage.prepare()
    }

    func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
