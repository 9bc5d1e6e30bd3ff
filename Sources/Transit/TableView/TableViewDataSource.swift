import Foundation

/// The object that supplies a table view's rows (`UITableViewDataSource`). The row count and the
/// cells are required; the other methods have defaults in the protocol extension.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section` (`tableView(_:numberOfRowsInSection:)`).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (`tableView(_:cellForRowAt:)`), usually from
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections (`numberOfSections(in:)`); 1 by default, as in UIKit.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of `section`'s header (`tableView(_:titleForHeaderInSection:)`); none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (`tableView(_:titleForFooterInSection:)`); none by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
