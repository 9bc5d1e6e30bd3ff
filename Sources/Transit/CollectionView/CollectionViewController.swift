import Foundation

/// A view controller whose view is a collection view (`UICollectionViewController`).
///
/// `loadView()` creates the collection view with the layout given at creation, makes the
/// controller its data source, and makes it the controller's `view`. Subclasses override the
/// data-source methods (the defaults show one empty section).
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource {
    private let initialLayout: CollectionViewLayout
    private var collectionViewStorage: CollectionView?

    /// Whether pushing this controller onto a navigation stack over another collection view
    /// controller animates the visible collection view from the previous controller's layout to
    /// this controller's layout instead of sliding a new screen in, and popping it animates back
    /// (`useLayoutToLayoutNavigationTransitions`, the fourth kind of transition of WWDC 2013 session 218). Set it
    /// before the push. Ignored when the navigation controller's delegate vends an animator.
    public var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller with a flow layout from an archive (`UICollectionViewController.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(collectionViewLayout: CollectionViewFlowLayout())`.
    public required convenience init?(coder: NSCoder) {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates a controller whose collection view will use `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view (`collectionView`); reading it loads the view.
    open var collectionView: CollectionView! {
        get {
            loadViewIfNeeded()
            return collectionViewStorage
        }
        set {
            collectionViewStorage = newValue
            if let newValue { view = newValue }
        }
    }

    /// The layout of the collection view (`collectionViewLayout`): the one given at creation
    /// until the view loads, then the collection view's current layout.
    public var collectionViewLayout: CollectionViewLayout {
        collectionViewStorage?.collectionViewLayout ?? initialLayout
    }

    /// Creates the collection view, sized like the window (zero outside a window), with this
    /// controller as its data source.
    open override func loadView() {
        let view = CollectionView(frame: defaultViewFrame, collectionViewLayout: initialLayout)
        view.backgroundColor = .systemBackground
        collectionViewStorage = view
        self.view = view
        view.dataSource = self
    }

    /// One section by default (`numberOfSections(in:)`).
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items by default (`collectionView(_:numberOfItemsInSection:)`).
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell by default (`collectionView(_:cellForItemAt:)`); subclasses that report
    /// items override this and dequeue their registered cells.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}
