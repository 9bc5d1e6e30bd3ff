import Foundation

/// A view that shows rows in sections, one column, with reused cells (`UITableView`).
///
/// At each layout pass the table view works out every row's, header's and footer's frame from
/// the data source's counts and the delegate's heights, sets its `contentSize`, keeps the cells of
/// rows still on screen, recycles the others into the reuse queue of their identifier, and asks
/// the data source for cells of newly visible rows. It is a `ScrollView`, as in UIKit: dragging
/// scrolls it. Set an object conforming to `TableViewDelegate` as its `delegate` to supply heights
/// and hear about selection; a tap on a row selects it.
@MainActor
open class TableView: ScrollView {
    /// The looks of a table view (`UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows across the full width; section headers stay at the top while their section
        /// scrolls under them.
        case plain
        /// Sections separated by space on a gray background, headers scroll with the rows.
        case grouped
        /// As `.grouped`, with each section inset 20 pt from the sides in a card with 10 pt
        /// rounded corners (the iPhone's look since iOS 13).
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows appear and leave (`UITableView.RowAnimation`).
    public enum RowAnimation: Int, Sendable {
        /// They fade in or out.
        case fade
        /// They slide in from, or out to, the right.
        case right
        /// They slide in from, or out to, the left.
        case left
        /// They slide down from, or up to, the row above, fading.
        case top
        /// They slide up from, or down to, the row below, fading.
        case bottom
        /// They appear and leave at once; the other rows still move to their new places.
        case none
        /// They fade in or out about their middle.
        case middle
        /// The table view picks: a fade.
        case automatic
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` bring
    /// the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as brings the row fully on screen (none if it is).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// Whether rows draw a line under them (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline under each row.
        case singleLine
    }

    /// A height that the table view works out itself (`UITableView.automaticDimension`): for
    /// rows, the cell's `sizeThatFits(_:)` at the row's width; for headers and footers, the
    /// style's height when the section has a title or a view, 0 (plain) or the style's spacing
    /// (grouped) otherwise.
    public static let automaticDimension: CGFloat = -1

    /// The style, fixed at creation (`style`).
    public let style: Style
    /// The object that supplies the rows (`dataSource`), held weakly. Setting it reloads.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The height of every row whose height the delegate does not give (`rowHeight`);
    /// `automaticDimension` by default, as in UIKit since iOS 11.
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section headers the delegate does not size (`sectionHeaderHeight`).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of section footers the delegate does not size (`sectionFooterHeight`).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Whether rows draw separators (`separatorStyle`); `.singleLine`.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (`separatorColor`); `UIColor.separator` by default.
    public var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
    /// Whether a tap selects a row (`allowsSelection`); true.
    public var allowsSelection = true
    /// Whether taps select several rows, a second tap deselecting (`allowsMultipleSelection`).
    public var allowsMultipleSelection = false
    /// A view above the first section, sized by its frame's height (`tableHeaderView`).
    public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, sized by its frame's height (`tableFooterView`).
    public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    var registry: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var visible: [IndexPath: TableViewCell] = [:]
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    var sectionBackgrounds: [Int: View] = [:]
    var rowCounts: [Int]?
    var geometryCache: TableGeometry?
    /// The selected rows, in the order they were selected.
    var selection: [IndexPath] = []
    /// Set while inserted, deleted or moved rows animate: layout passes leave the cells alone.
    var isAnimatingUpdates = false
    /// The nesting of `beginUpdates()` and the changes collected since the outermost one.
    var updateDepth = 0
    var pendingUpdate = TableUpdate()

    /// The tap that selects rows.
    private(set) lazy var selectionTap: TapGestureRecognizer = {
        let tap = TapGestureRecognizer(target: self, action: TableView.handleSelectionTap)
        tap.cancelsTouchesInView = false
        return tap
    }()

    /// Creates a table view of a style (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addGestureRecognizer(selectionTap)
    }

    /// Creates a plain table view (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view from an archive (`UITableView.init(coder:)`). Transit has no
    /// nibs, storyboards or archives, so nothing is decoded: this is `init(frame: .zero, style:
    /// .plain)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, style: .plain)
    }

    /// The table's delegate as a `TableViewDelegate`, when it is one.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.frame.width
            super.frame = newValue
            if newValue.width != oldWidth { invalidateGeometry() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldWidth = super.bounds.width
            super.bounds = newValue
            if newValue.width != oldWidth { invalidateGeometry() }
            setNeedsLayout()
        }
    }

    /// Shows the rows, headers and footers on screen (see the type's description); while row
    /// updates animate, leaves the cells alone.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let g = geometry()
        let size = CGSize(width: bounds.width, height: g.contentHeight)
        if contentSize != size { contentSize = size }
        guard !isAnimatingUpdates else { return }
        layoutContent(g)
    }

    // MARK: Data

    /// The number of sections (`numberOfSections`), from the data source (0 without one).
    public var numberOfSections: Int { loadCounts().count }

    /// The number of rows in `section` (`numberOfRows(inSection:)`); 0 for a section that does
    /// not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = loadCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Forgets every cell, count and height and asks the data source again at the next layout
    /// pass (`reloadData()`). The cells on screen go back to their reuse queues; selected rows
    /// that no longer exist are deselected.
    open func reloadData() {
        rowCounts = nil
        geometryCache = nil
        for indexPath in visible.keys.sorted() {
            if let cell = visible[indexPath] { recycle(cell, at: indexPath) }
        }
        visible.removeAll()
        for view in headerViews.values { view.removeFromSuperview() }
        for view in footerViews.values { view.removeFromSuperview() }
        headerViews.removeAll()
        footerViews.removeAll()
        selection.removeAll { !isValid($0) }
        setNeedsLayout()
    }

    // MARK: Cells

    /// Registers the class of the cells dequeued with `identifier`
    /// (`register(_:forCellReuseIdentifier:)`). Registering again replaces the class.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registry[identifier] = cellClass
    }

    /// A recycled cell of `identifier`'s queue (after its `prepareForReuse()`), else a new one of
    /// the registered class, else `nil` (`dequeueReusableCell(withIdentifier:)`): the data
    /// source then makes one with `TableViewCell(style:reuseIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var queue = reusePool[identifier], let cell = queue.popLast() {
            reusePool[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registry[identifier] else { return nil }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for the row at `indexPath` (`dequeueReusableCell(withIdentifier:for:)`): as
    /// `dequeueReusableCell(withIdentifier:)`, but an identifier that was never registered is
    /// reported (`tableView.unregisteredIdentifier`; UIKit raises) and gets a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        diagnostics.report(
            Diagnostic(
                .error, code: "tableView.unregisteredIdentifier",
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): nothing is registered "
                    + "for this identifier; register(_:forCellReuseIdentifier:) first. Using a .default TableViewCell"))
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown for the row at `indexPath`, if it is on screen (`cellForRow(at:)`).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visible[indexPath] }

    /// The cells on screen, in index-path order (`visibleCells`).
    public var visibleCells: [TableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

    /// The index paths of the rows on screen, sorted (`indexPathsForVisibleRows`).
    public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

    /// The index path of a cell on screen (`indexPath(for:)`).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The number of recycled cells waiting in `identifier`'s queue (Transit extension).
    public func reusableCellCount(withIdentifier identifier: String) -> Int { reusePool[identifier]?.count ?? 0 }

    // MARK: Internals

    func loadCounts() -> [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { rowCounts = []; return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            diagnostics.report(
                Diagnostic(
                    .error, code: "tableView.negativeCount",
                    "numberOfSections(in:) returned \(sections); using 0"))
            sections = 0
        }
        let counts = (0..<sections).map { section -> Int in
            let n = dataSource.tableView(self, numberOfRowsInSection: section)
            guard n >= 0 else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "tableView.negativeCount",
                        "tableView(_:numberOfRowsInSection: \(section)) returned \(n); using 0"))
                return 0
            }
            return n
        }
        rowCounts = counts
        return counts
    }

    /// Whether `indexPath` names a row that exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadCounts()
        return counts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    func invalidateGeometry() {
        geometryCache = nil
        setNeedsLayout()
    }

    func recycle(_ cell: TableViewCell, at indexPath: IndexPath?) {
        cell.removeFromSuperview()
        if let indexPath { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateGeometry()
    }
}
