import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Flow layout frames against grids computed by hand from Apple's description: as many items
/// per line as fit with the minimum interitem spacing, the extra space shared between them,
/// lines `minimumLineSpacing` apart, sections inset by `sectionInset`.
@MainActor
@Suite struct CollectionViewFlowLayoutTests {
    @Test func verticalGridWithInsetsSpacingAndPartialLastRow() {
        let inset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        let layout = flow(item: CGSize(width: 100, height: 80), line: 20, interitem: 10, inset: inset)
        let view = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, data: GridDataSource([7, 2]))
        // Available 390 − 20 = 370; ⌊(370 + 10) / 110⌋ = 3 per row; spacing (370 − 300) / 2 = 35.
        let xs: [CGFloat] = [10, 145, 280], ys: [CGFloat] = [5, 105, 205]
        for item in 0..<7 {
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            expectEqual(frame, CGRect(x: xs[item % 3], y: ys[item / 3], width: 100, height: 80))
        }
        // Section 0 ends at 5 + 3·80 + 2·20 + 15 = 300; section 1 starts 5 pt lower.
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
            CGRect(x: 145, y: 305, width: 100, height: 80))
        expectEqual(view.contentSize, CGSize(width: 390, height: 305 + 80 + 15))
        expectEqual(view.visibleCells.count, 9)
        expectEqual(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 145, y: 105, width: 100, height: 80))
    }

    @Test func horizontalGridFlowsDownThenRight() {
        let inset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let layout = flow(item: CGSize(width: 60, height: 50), line: 15, interitem: 10, inset: inset, direction: .horizontal)
        let view = makeCollection(size: CGSize(width: 300, height: 250), layout: layout, data: GridDataSource([6]))
        // Available 250 − 20 = 230; ⌊240 / 60⌋ = 4 per column; spacing (230 − 200) / 3 = 10.
        let ys: [CGFloat] = [10, 70, 130, 190], xs: [CGFloat] = [20, 95]
        for item in 0..<6 {
            expectEqual(
                layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame,
                CGRect(x: xs[item / 4], y: ys[item % 4], width: 60, height: 50))
        }
        expectEqual(view.contentSize, CGSize(width: 20 + 60 + 15 + 60 + 20, height: 250))
    }

    @Test func aLineThatHoldsOneItemCentresIt() {
        let layout = flow(item: CGSize(width: 300, height: 40))
        _ = makeCollection(size: CGSize(width: 390, height: 400), layout: layout, data: GridDataSource([2]))
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 45, y: 50, width: 300, height: 40))
    }

    @Test func elementsInRectAreTheIntersectingOnes() {
        let layout = flow(item: CGSize(width: 100, height: 100), line: 10, interitem: 10)
        _ = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, data: GridDataSource([30]))
        // Rows at y = 0, 110, 220, 330: the band 215…330 meets row 2 (220…320) only; row 1 ends
        // at 210 and row 3 merely touches its bottom edge.
        let items = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 215, width: 320, height: 115))?.map(\.indexPath.item)
        expectEqual(items, [6, 7, 8])
    }

    @Test func badInputIsReported() {
        let data = GridDataSource([3])
        let layout = flow(item: CGSize(width: -5, height: CGFloat.nan))
        let host = TestHost(size: CGSize(width: 390, height: 400), scale: 1)
        host.diagnostics.forward = nil
        let view = CollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        host.window.addSubview(view)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = data
        view.layoutIfNeeded()
        expectEqual(host.diagnostics.diagnostics(withCode: "flowLayout.itemSize").count, 1)
        expectEqual(view.visibleCells.count, 3)
        _ = view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        expectEqual(host.diagnostics.diagnostics(withCode: "collectionView.unregisteredIdentifier").count, 1)
    }
}
