import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Selection by taps and from code, and the deselection a table view controller performs
/// alongside the transition that shows it again (`clearsSelectionOnViewWillAppear`).
@MainActor
@Suite struct TableViewSelectionTests {
    /// A host showing a table of 20 rows under a 47 pt safe area.
    func hostTable(_ data: RowsDataSource) -> (TestHost, TableView) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = ViewController()
        host.window.rootViewController = controller
        host.window.makeKeyAndVisible()
        let table = TableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        table.delegate = data
        table.dataSource = data
        controller.view.addSubview(table)
        host.advance(by: 1.0 / 60)
        return (host, table)
    }

    @Test func aTapSelectsTheRowThroughTheDelegate() {
        let data = RowsDataSource([20])
        let (host, table) = hostTable(data)
        host.tap(at: CGPoint(x: 100, y: 44 * 3 + 10))
        expectEqual(data.calls, ["willSelect 0.3", "didSelect 0.3"])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, true)
        // A second row replaces the first, which is deselected through the delegate.
        host.tap(at: CGPoint(x: 100, y: 44 * 5 + 10))
        expectEqual(data.calls.suffix(4), ["willSelect 0.5", "willDeselect 0.3", "didDeselect 0.3", "didSelect 0.5"])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 5, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, false)
    }

    @Test func willSelectReturningNilSelectsNothing() {
        let data = RowsDataSource([20])
        data.refuseSelection = [IndexPath(row: 2, section: 0)]
        let (host, table) = hostTable(data)
        host.tap(at: CGPoint(x: 100, y: 44 * 2 + 10))
        expectEqual(data.calls, ["willSelect 0.2"])
        expectNil(table.indexPathForSelectedRow)
    }

    @Test func aDragScrollsInsteadOfSelecting() {
        let data = RowsDataSource([40])
        let (host, table) = hostTable(data)
        host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.3)
        host.runUntilIdle()
        expect(data.calls.isEmpty)
        expectGreaterThan(table.contentOffset.y, 0)
    }

    @Test func codeSelectionCallsNoDelegateAndScrolls() {
        let data = RowsDataSource([100])
        let (host, table) = hostTable(data)
        host.diagnostics.forward = nil
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
        host.advance(by: 1.0 / 60)
        expect(data.calls.isEmpty)
        expectEqual(table.contentOffset.y, CGFloat(30 * 44))
        expectEqual(table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected, true)
        // Near the end, .top is limited by the content: 100 × 44 − 844 = 3556.
        table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .top, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(100 * 44 - 844))
        table.selectRow(at: IndexPath(row: 100, section: 0), animated: false, scrollPosition: .none)
        expectEqual(host.diagnostics.diagnostics(withCode: "tableView.invalidIndexPath").count, 1)
        table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        expectNil(table.indexPathForSelectedRow)
    }

    /// A list in a navigation controller: row 2 selected pushes a detail, which is then popped.
    func listWithDetail() -> (TestHost, NavigationController, ListController, TableViewCell) {
        let data = RowsDataSource([20])
        let list = ListController(data)
        list.tableView.rowHeight = 44
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = NavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        let row = IndexPath(row: 2, section: 0)
        list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        let cell = list.tableView.cellForRow(at: row)!
        navigation.pushViewController(ViewController(), animated: true)
        host.runUntilIdle()
        return (host, navigation, list, cell)
    }

    func selectionAlpha(_ cell: TableViewCell) -> CGFloat {
        cell.selectedBackgroundView!.layer.presentation()!.opacity
    }

    @Test func anAnimatedPopDeselectsAlongsideTheTransition() {
        let (host, navigation, list, cell) = listWithDetail()
        expectEqual(selectionAlpha(cell), 1)
        navigation.popViewController(animated: true)
        host.advance(by: 0.2)
        // Halfway through the pop the selection is fading with it, not gone and not whole.
        let alpha = selectionAlpha(cell)
        expectGreaterThan(alpha, 0.05)
        expectLessThan(alpha, 0.95)
        host.runUntilIdle()
        expectEqual(selectionAlpha(cell), 0)
        expectNil(list.tableView.indexPathForSelectedRow)
    }

    @Test func anInteractivePopCancelledKeepsTheRowSelectedThenFinishedClearsIt() {
        let (host, _, list, cell) = listWithDetail()
        // The edge swipe: the selection follows the finger's progress.
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 195, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        let midway = selectionAlpha(cell)
        expectGreaterThan(midway, 0.2)
        expectLessThan(midway, 0.8)
        // Moving further fades it further.
        host.touchMove(to: CGPoint(x: 215, y: 400))
        host.touchMove(to: CGPoint(x: 235, y: 400))
        expectLessThan(selectionAlpha(cell), midway)
        // Back to the edge, resting, then released: the pop cancels and the row stays selected.
        for x in stride(from: 215, through: 35, by: -20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 35, y: 400)) }
        host.touchUp()
        host.runUntilIdle()
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(selectionAlpha(cell), 1)
        expect(cell.isSelected)
        // A second swipe that goes far finishes the pop and clears the selection.
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 25, through: 305, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.touchUp()
        host.runUntilIdle()
        expectNil(list.tableView.indexPathForSelectedRow)
        expectEqual(selectionAlpha(cell), 0)
        expect(!cell.isSelected)
    }

    /// A pop turned around by pushing its controller again, and around again by a pop: the
    /// selection follows each turn and ends as the last request says.
    @Test func theSelectionFollowsAPopThroughItsTurns() {
        let (host, navigation, list, cell) = listWithDetail()
        let detail = navigation.topViewController!
        navigation.popViewController(animated: true)
        host.advance(by: 0.15)
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        expectEqual(navigation.transitionRunner.running?.isTurnedBack, true)
        expect(host.runUntilIdle())
        // Turned back: the detail stayed, the row is selected and whole.
        expectIdentical(navigation.topViewController, detail)
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(selectionAlpha(cell), 1)
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.05)
        navigation.popViewController(animated: true)
        expect(host.runUntilIdle())
        // Around twice: the pop went through and cleared the selection.
        expectEqual(navigation.viewControllers, [list])
        expectNil(list.tableView.indexPathForSelectedRow)
        expectEqual(selectionAlpha(cell), 0)
        expect(!cell.isSelected)
    }

    @Test func withoutClearingTheSelectionStays() {
        let (host, navigation, list, cell) = listWithDetail()
        list.clearsSelectionOnViewWillAppear = false
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(selectionAlpha(cell), 1)
    }
}
