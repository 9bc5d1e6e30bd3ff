import Foundation
@testable import Transit
import TransitTesting

/// A data source of `counts[s]` rows per section, with optional titles, that counts the cells it
/// makes and dequeues, and records delegate calls.
@MainActor
final class RowsDataSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var style: TableViewCell.CellStyle = .default
    var detail: String?
    var heights: [IndexPath: CGFloat] = [:]
    private(set) var created = 0
    private(set) var requests = 0
    private(set) var calls: [String] = []
    var refuseSelection: Set<IndexPath> = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        requests += 1
        let cell: TableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
            cell = reused
        } else {
            created += 1
            cell = TableViewCell(style: style, reuseIdentifier: "row")
        }
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = detail
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.section).\(indexPath.row)")
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A table of `size` showing `data`, laid out once (in no window).
@MainActor
func makeTable(
    _ data: RowsDataSource, size: CGSize = CGSize(width: 390, height: 440), style: TableView.Style = .plain,
    rowHeight: CGFloat = 44
) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.rowHeight = rowHeight
    table.delegate = data
    table.dataSource = data
    table.layoutIfNeeded()
    return table
}

/// A table view controller over `data`'s rows, which records the selections it hears about.
@MainActor
final class ListController: TableViewController {
    let data: RowsDataSource
    var selected: [IndexPath] = []

    init(_ data: RowsDataSource) {
        self.data = data
        super.init(style: .plain)
        title = "List"
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        data.tableView(tableView, numberOfRowsInSection: section)
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        data.tableView(tableView, cellForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
