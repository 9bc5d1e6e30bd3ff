import Foundation

/// A view controller whose view is a table view (`UITableViewController`).
///
/// `loadView()` creates the table view with the style given at creation and makes the controller
/// its data source and delegate. Subclasses override the data-source and delegate methods, which
/// the class declares so that overrides are called. The first time the view is about to appear it
/// loads the table's data; every time, with `clearsSelectionOnViewWillAppear`, it deselects the
/// selected rows alongside the transition that shows it (see `viewWillAppear(_:)`).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table view `loadView()` creates.
    private let initialStyle: TableView.Style
    private var tableViewStorage: TableView?
    private var hasLoadedData = false

    /// Whether the selected rows are deselected each time the view is about to appear
    /// (`clearsSelectionOnViewWillAppear`); true by default.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table view has `style` (`init(style:)`).
    public init(style: TableView.Style) {
        initialStyle = style
        super.init()
    }

    /// Creates a controller with a plain table view from an archive
    /// (`UITableViewController.init(coder:)`). Transit has no nibs, storyboards or archives, so
    /// nothing is decoded: this is `init(style: .plain)`.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .plain)
    }

    /// The table view (`tableView`); reading it loads the view.
    open var tableView: TableView! {
        get {
            loadViewIfNeeded()
            return tableViewStorage
        }
        set {
            tableViewStorage = newValue
            if let newValue { view = newValue }
        }
    }

    /// Creates the table view, sized like the window (zero outside a window), with this controller
    /// as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: defaultViewFrame, style: initialStyle)
        tableViewStorage = table
        view = table
        table.delegate = self
        table.dataSource = self
    }

    /// Loads the table's data the first time, then, with `clearsSelectionOnViewWillAppear`,
    /// deselects the selected rows: alongside the transition that shows the view when there is one
    /// (so the selection fades with an interactive pop's progress), re-selecting them if that
    /// transition is cancelled, as iOS does; at once (animated as `animated` says) otherwise.
    /// Overrides call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableViewStorage else { return }
        if !hasLoadedData {
            hasLoadedData = true
            table.reloadData()
        }
        guard clearsSelectionOnViewWillAppear, let selected = table.indexPathsForSelectedRows else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    for indexPath in selected { table.deselectRow(at: indexPath, animated: true) }
                },
                completion: { context in
                    guard context.isCancelled else { return }
                    for indexPath in selected { table.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
                })
        } else {
            for indexPath in selected { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    // MARK: Data source (declared here so that subclasses' overrides are called)

    /// One section by default (`numberOfSections(in:)`).
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// No rows by default (`tableView(_:numberOfRowsInSection:)`).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A `.default` cell by default (`tableView(_:cellForRowAt:)`); subclasses that report rows
    /// override this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title by default (`tableView(_:titleForHeaderInSection:)`).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title by default (`tableView(_:titleForFooterInSection:)`).
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate (declared here so that subclasses' overrides are called)

    /// The table view's `rowHeight` by default (`tableView(_:heightForRowAt:)`).
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// The table view's `sectionHeaderHeight` by default.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table view's `sectionFooterHeight` by default.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// No custom header view by default.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

    /// No custom footer view by default.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    /// Rows highlight by default.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The tapped row is selected by default.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing by default (`tableView(_:didSelectRowAt:)`).
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// The tapped row is deselected by default.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing by default (`tableView(_:didDeselectRowAt:)`).
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing by default (`tableView(_:willDisplay:forRowAt:)`).
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing by default (`tableView(_:didEndDisplaying:forRowAt:)`).
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    // MARK: Scroll view delegate (declared here so that subclasses' overrides are called)

    /// Does nothing by default (`scrollViewDidScroll(_:)`).
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing by default (`scrollViewWillBeginDragging(_:)`).
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing by default (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing by default (`scrollViewDidEndDragging(_:willDecelerate:)`).
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default (`scrollViewWillBeginDecelerating(_:)`).
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default (`scrollViewDidEndDecelerating(_:)`).
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default (`scrollViewDidEndScrollingAnimation(_:)`).
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
