import Foundation

/// The methods a table view's delegate receives (`UITableViewDelegate`), on top of a scroll
/// view's. Set it as the table view's `delegate`. Every method is optional: the protocol extension
/// gives each UIKit's default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath` (`tableView(_:heightForRowAt:)`); by default the table
    /// view's `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header (`tableView(_:heightForHeaderInSection:)`); by default the
    /// table view's `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (`tableView(_:heightForFooterInSection:)`); by default the
    /// table view's `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom header view for `section` (`tableView(_:viewForHeaderInSection:)`); `nil` (the
    /// default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view for `section` (`tableView(_:viewForFooterInSection:)`).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Whether a touch may highlight the row (`tableView(_:shouldHighlightRowAt:)`); true by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row a tap is about to select (`tableView(_:willSelectRowAt:)`): return another index
    /// path to select that row instead, or `nil` to select nothing. Returns `indexPath` by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (`tableView(_:didSelectRowAt:)`). Not called for `selectRow(at:…)`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap is about to deselect (`tableView(_:willDeselectRowAt:)`); `nil` keeps it.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected the row (`tableView(_:didDeselectRowAt:)`). Not called for
    /// `deselectRow(at:animated:)`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to appear (`tableView(_:willDisplay:forRowAt:)`).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}

extension IndexPath {
    /// An index path of a row in a section of a table view (`IndexPath.init(row:section:)`, which
    /// UIKit adds to Foundation's type).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row of an index path made by `init(row:section:)` (`IndexPath.row`): its second index,
    /// or 0 for a path with fewer than two indexes.
    public var row: Int { count > 1 ? self[1] : 0 }
}
