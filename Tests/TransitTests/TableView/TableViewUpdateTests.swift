import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Row insertions, deletions and moves (UITableView's batch updates): the data source's new counts
/// must match, the rows animate to their places, and a mismatch is reported as UIKit words it.
@MainActor
@Suite struct TableViewUpdateTests {
    func hosted(_ data: RowsDataSource) -> (TestHost, TableView) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = ViewController()
        host.window.rootViewController = controller
        host.window.makeKeyAndVisible()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.rowHeight = 44
        table.delegate = data
        table.dataSource = data
        controller.view.addSubview(table)
        host.advance(by: 1.0 / 60)
        return (host, table)
    }

    @Test func insertingARowMovesTheRowsBelowWithTheAnimation() {
        let data = RowsDataSource([5])
        let (host, table) = hosted(data)
        let oldThird = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        data.counts = [6]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        // The old row 2 is now row 3 and keeps its cell.
        expectIdentical(table.cellForRow(at: IndexPath(row: 3, section: 0)), oldThird)
        host.advance(by: TableView.rowAnimationDuration / 2)
        // The default curve (ease in-out) is at 0.5 halfway by symmetry: 88 → 132 is at 110.
        let y = oldThird.layer.presentation()!.position.y - 22
        expectClose(y, 110, within: 0.01)
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        expectClose(inserted.layer.presentation()!.opacity, 0.5, within: 0.01)
        host.runUntilIdle()
        expectEqual(oldThird.frame.minY, 132)
        expectEqual(table.contentSize.height, CGFloat(6 * 44))
        expectEqual(table.visibleCells.count, 6)
    }

    @Test func deletingRowsRecyclesTheirCellsAfterTheAnimation() {
        let data = RowsDataSource([5])
        let (host, table) = hosted(data)
        let deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        data.counts = [4]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        expectIdentical(deleted.superview, table)
        host.runUntilIdle()
        expectNil(deleted.superview)
        expectEqual(table.reusableCellCount(withIdentifier: "row"), 1)
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
    }

    @Test func aBatchWithTheWrongCountIsReportedAndReloads() {
        let data = RowsDataSource([5])
        let (host, table) = hosted(data)
        host.diagnostics.forward = nil
        data.counts = [7]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        let reports = host.diagnostics.diagnostics(withCode: "tableView.invalidUpdate")
        expectEqual(reports.count, 1)
        expectEqual(reports.first?.message.contains("invalid number of rows in section 0"), true)
        expectEqual(reports.first?.message.contains("(1 inserted, 0 deleted)"), true)
        host.runUntilIdle()
        expectEqual(table.numberOfRows(inSection: 0), 7)
        expectEqual(table.visibleCells.count, 7)
    }

    @Test func rowMappingMatchesUIKitsOrder() {
        var update = TableUpdate()
        update.deleted[IndexPath(row: 1, section: 0)] = .fade
        update.inserted[IndexPath(row: 0, section: 0)] = .fade
        update.moved[IndexPath(row: 3, section: 0)] = IndexPath(row: 1, section: 0)
        let mapping = TableView.mapRows(update, old: [4], new: [4], report: { Issue.record("\($0)") })!
        // Old rows 0 and 2 survive in order into the new slots not inserted or moved into: 2, 3.
        expectEqual(
            mapping,
            [
                IndexPath(row: 0, section: 0): IndexPath(row: 2, section: 0),
                IndexPath(row: 2, section: 0): IndexPath(row: 3, section: 0),
                IndexPath(row: 3, section: 0): IndexPath(row: 1, section: 0)
            ])
    }
}
