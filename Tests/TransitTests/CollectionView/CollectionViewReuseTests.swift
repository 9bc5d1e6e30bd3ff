import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Cell reuse (UICollectionView's dequeue contract): cells that leave the visible rectangle or
/// are dropped by `reloadData()` come back from `dequeueReusableCell`, after `prepareForReuse()`.
@MainActor
@Suite struct CollectionViewReuseTests {
    @Test func scrollingRecyclesCells() {
        let data = GridDataSource([100])
        let view = makeCollection(
            size: CGSize(width: 320, height: 400),
            layout: flow(item: CGSize(width: 100, height: 100)), data: data)
        // Rows at 0, 110, 220, 330 meet 0…400: 4 rows of 3.
        expectEqual(view.visibleCells.count, 12)
        expectEqual(data.distinctCells.count, 12)
        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.layoutIfNeeded()
        // Rows at 990, 1100, 1210, 1320 meet 1000…1400: items 27…38, all in recycled cells.
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(27...38))
        expectEqual(data.distinctCells.count, 12)
        expect(view.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses == 1 })
        expectEqual(view.reusableCellCount(withReuseIdentifier: "cell"), 0)
        // A small scroll keeps the cells still visible and recycles only the row that left.
        view.contentOffset = CGPoint(x: 0, y: 1100)
        view.layoutIfNeeded()
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(30...41))
        expectEqual(data.distinctCells.count, 12)
    }

    @Test func reloadDataRecyclesEveryCell() {
        let data = GridDataSource([5])
        let view = makeCollection(
            size: CGSize(width: 320, height: 400),
            layout: flow(item: CGSize(width: 100, height: 100)), data: data)
        let before = Set(view.visibleCells.map(ObjectIdentifier.init))
        data.sections = [4]
        view.reloadData()
        expectEqual(view.reusableCellCount(withReuseIdentifier: "cell"), 5)
        view.layoutIfNeeded()
        expectEqual(view.visibleCells.count, 4)
        expect(Set(view.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
        expectEqual(view.reusableCellCount(withReuseIdentifier: "cell"), 1)
        expectEqual(data.requests, 9)
    }

    @Test func collectionViewAndCellsAreReleased() {
        weak var weakView: CollectionView?
        weak var weakCell: CollectionViewCell?
        do {
            let data = GridDataSource([20])
            let view = makeCollection(
                size: CGSize(width: 320, height: 400), layout: flow(item: CGSize(width: 100, height: 100)), data: data)
            view.contentOffset = CGPoint(x: 0, y: 500)
            view.layoutIfNeeded()
            weakView = view
            weakCell = view.visibleCells.first
        }
        expectNil(weakView)
        expectNil(weakCell)
    }
}
