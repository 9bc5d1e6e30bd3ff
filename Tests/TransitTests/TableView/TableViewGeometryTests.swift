import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Where rows, headers and footers go, and which cells are on screen (UITableView's layout).
@MainActor
@Suite struct TableViewGeometryTests {
    @Test func plainRowsStackAtTheirHeights() {
        let data = RowsDataSource([30])
        data.heights[IndexPath(row: 2, section: 0)] = 100
        let table = makeTable(data)
        // 29 rows of 44 and one of 100.
        expectEqual(table.contentSize, CGSize(width: 390, height: CGFloat(29 * 44 + 100)))
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 44, width: 390, height: 44))
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 188, width: 390, height: 44))
        expectEqual(table.rectForRow(at: IndexPath(row: 30, section: 0)), .zero)
        // 0 … 440 meets rows 0, 1, 2 (88…188) and 3 … 8 (188 … 452).
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(0...8))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 187.5)), IndexPath(row: 2, section: 0))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 188)), IndexPath(row: 3, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame, CGRect(x: 0, y: 188, width: 390, height: 44))
    }

    @Test func titledSectionsGetHeadersAndFooters() {
        let data = RowsDataSource([2, 3])
        data.headerTitles = [0: "Fruit", 1: "Vegetables"]
        data.footerTitles = [1: "Fresh every day"]
        let plain = makeTable(data)
        // Plain: 28 pt headers and footers where there is a title, none elsewhere.
        expectEqual(plain.rectForHeader(inSection: 1), CGRect(x: 0, y: CGFloat(28 + 88), width: 390, height: 28))
        expectEqual(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY, CGFloat(28 + 88 + 28))
        expectEqual(plain.rectForFooter(inSection: 0).height, 0)
        expectEqual(plain.contentSize.height, CGFloat(28 + 88 + 28 + 132 + 28))
        let titles = plain.subviews.compactMap { ($0 as? TableSupplementaryView)?.label.text }
        expectEqual(Set(titles), ["Fruit", "Vegetables", "Fresh every day"])
        // Inset grouped: 38 pt titled headers, 18 pt untitled spacing, rows inset 20 pt.
        let grouped = makeTable(data, style: .insetGrouped)
        expectEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 20, y: 38, width: 350, height: 44))
        expectEqual(grouped.rectForFooter(inSection: 0), CGRect(x: 0, y: CGFloat(38 + 88), width: 390, height: 18))
        expectEqual(grouped.contentSize.height, CGFloat(38 + 88 + 18 + 38 + 132 + 38))
        let headers = grouped.subviews.compactMap { ($0 as? TableSupplementaryView)?.label.text }
        expect(headers.contains("FRUIT"))
    }

    @Test func plainHeadersStayAtTheTopWhileTheirSectionScrolls() {
        let data = RowsDataSource([10, 10])
        data.headerTitles = [0: "A", 1: "B"]
        let table = makeTable(data)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        let headerA = table.headerViews[0]!
        expectEqual(headerA.frame.minY, 100)
        // Section A's rows end at 28 + 440 = 468: at offset 450 section B's header pushes A up.
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        expectEqual(table.headerViews[0]!.frame.minY, CGFloat(468 - 28))
        expectEqual(table.headerViews[1]!.frame.minY, 468)
    }

    @Test func automaticRowsMeasureTheirCells() {
        let data = RowsDataSource([3])
        data.style = .subtitle
        data.detail = "Detail"
        let table = makeTable(data, rowHeight: TableView.automaticDimension)
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Row 0.0"
        cell.detailTextLabel?.text = "Detail"
        let text = cell.textLabel!.sizeThatFits(CGSize(width: 358, height: 1000)).height
        let detail = cell.detailTextLabel!.sizeThatFits(CGSize(width: 358, height: 1000)).height
        let expected = max(44, (text + detail + 22).rounded(.up))
        expectGreaterThan(expected, 44)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: expected, width: 390, height: expected))
        // Measuring did not make a cell per row: the sizing cell went back to the queue.
        expectLessThanOrEqual(data.created, table.visibleCells.count + 1)
    }

    @Test func scrollingRecyclesCells() {
        let data = RowsDataSource([100])
        let table = makeTable(data)
        expectEqual(table.visibleCells.count, 10)
        expectEqual(data.created, 10)
        table.contentOffset = CGPoint(x: 0, y: 2200)
        table.layoutIfNeeded()
        // 2200 … 2640 meets rows 50 … 59.
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(50...59))
        expectEqual(data.created, 10)
        expect(table.visibleCells.allSatisfy { $0.superview === table })
        table.contentOffset = CGPoint(x: 0, y: 2222)
        table.layoutIfNeeded()
        expectEqual(table.indexPathsForVisibleRows?.map(\.row), Array(50...60))
        expectEqual(data.created, 11)
    }

    @Test func tableCellsAndDataSourceAreReleased() {
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        weak var weakData: RowsDataSource?
        do {
            let data = RowsDataSource([40])
            let table = makeTable(data)
            table.contentOffset = CGPoint(x: 0, y: 500)
            table.layoutIfNeeded()
            weakTable = table
            weakCell = table.visibleCells.first
            weakData = data
        }
        expectNil(weakTable)
        expectNil(weakCell)
        expectNil(weakData)
    }
}
