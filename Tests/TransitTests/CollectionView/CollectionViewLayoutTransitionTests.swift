import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Layout-to-layout transitions: at progress p every cell shows the linear interpolation of its
/// two layouts' attributes; finishing installs the new layout, cancelling the old one; an
/// animated change moves every cell from its old to its new frame along the ease-in-out curve.
@MainActor
@Suite struct CollectionViewLayoutTransitionTests {
    func scene() -> (TestHost, CollectionView, CollectionViewFlowLayout, CollectionViewFlowLayout, GridDataSource) {
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let big = flow(item: CGSize(width: 150, height: 150), line: 20, interitem: 20)
        let small = flow(
            item: CGSize(width: 60, height: 60), line: 10, interitem: 10,
            inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let data = GridDataSource([24])
        let view = CollectionView(frame: host.window.bounds, collectionViewLayout: big)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        host.window.addSubview(view)
        view.dataSource = data
        host.step()
        return (host, view, big, small, data)
    }

    @Test func progressInterpolatesLinearlyBetweenTheLayouts() {
        let (host, view, big, small, data) = scene()
        defer { withExtendedLifetime(data) {} }
        var ended: [(Bool, Bool)] = []
        let transition = view.startInteractiveTransition(to: small) { completed, finished in ended.append((completed, finished)) }
        expectIdentical(view.collectionViewLayout, transition)
        for p: CGFloat in [0, 0.25, 0.6, 1] {
            transition.transitionProgress = p
            host.step()
            for path in (0..<24).map({ IndexPath(item: $0, section: 0) }) {
                let a = big.layoutAttributesForItem(at: path)!.frame, b = small.layoutAttributesForItem(at: path)!.frame
                let expected = CGRect(
                    x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
                    width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
                expect(close(transition.layoutAttributesForItem(at: path)!.frame, expected))
                if let cell = view.cellForItem(at: path) { expect(close(cell.frame, expected)) }
            }
        }
        // At p = 1 every item of the small grid is on screen: 4 per row, rows 70 apart, 6 rows.
        expectEqual(view.visibleCells.count, 24)
        expect(ended.isEmpty)
    }

    @Test func finishingInstallsTheNewLayout() {
        let (host, view, _, small, data) = scene()
        host.diagnostics.forward = nil
        defer { withExtendedLifetime(data) {} }
        var ended: [String] = []
        let transition = view.startInteractiveTransition(to: small) { completed, finished in
            ended.append("\(completed),\(finished)")
        }
        transition.transitionProgress = 0.4
        host.step()
        view.finishInteractiveTransition()
        host.runUntilIdle()
        expectEqual(ended, ["true,true"])
        expectIdentical(view.collectionViewLayout, small)
        for cell in view.visibleCells {
            let path = view.indexPathsForVisibleItems[view.visibleCells.firstIndex { $0 === cell }!]
            expectEqual(cell.frame, small.layoutAttributesForItem(at: path)!.frame)
        }
        expectEqual(view.visibleCells.count, 24)
        // The layout can transition again.
        view.finishInteractiveTransition()
        expectEqual(host.diagnostics.diagnostics(withCode: "collectionView.noTransition").count, 1)
    }

    @Test func cancellingRestoresTheOldLayoutAndRecyclesCells() {
        let (host, view, big, small, data) = scene()
        defer { withExtendedLifetime(data) {} }
        var ended: [String] = []
        let transition = view.startInteractiveTransition(to: small) { completed, finished in
            ended.append("\(completed),\(finished)")
        }
        transition.transitionProgress = 0.9
        host.step()
        let shownMidway = view.visibleCells.count
        expectGreaterThan(shownMidway, 6)
        view.cancelInteractiveTransition()
        host.runUntilIdle()
        expectEqual(ended, ["false,true"])
        expectIdentical(view.collectionViewLayout, big)
        // The big grid shows 2 per row, rows 170 apart: rows at 0, 170, 340 meet 0…480.
        expectEqual(view.indexPathsForVisibleItems.map(\.item), Array(0..<6))
        expectEqual(view.reusableCellCount(withReuseIdentifier: "cell"), shownMidway - 6)
        expectEqual(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 170, y: 170, width: 150, height: 150))
    }

    @Test func animatedChangeMovesEveryCellAlongTheCurve() {
        let (host, view, big, small, data) = scene()
        defer { withExtendedLifetime(data) {} }
        var finished: [Bool] = []
        view.setCollectionViewLayout(small, animated: true) { finished.append($0) }
        expectIdentical(view.collectionViewLayout, small)
        // Half-way through the 0.3 s ease-in-out curve (symmetric, so 0.5 at t = 0.15) each cell
        // is midway between its frames. 0.15 s is 9 frames at 60 fps.
        host.advance(by: 0.15)
        let path = IndexPath(item: 3, section: 0)
        let a = big.layoutAttributesForItem(at: path)!, b = small.layoutAttributesForItem(at: path)!
        let shown = view.cellForItem(at: path)!.layer.presentation()!
        expectClose(shown.position.x, (a.center.x + b.center.x) / 2, within: 1e-6)
        expectClose(shown.position.y, (a.center.y + b.center.y) / 2, within: 1e-6)
        expectClose(shown.bounds.width, (a.size.width + b.size.width) / 2, within: 1e-6)
        host.runUntilIdle()
        expectEqual(finished, [true])
        expectEqual(view.cellForItem(at: path)?.frame, b.frame)
        expectEqual(view.visibleCells.count, 24)
    }

    @Test func contentOffsetStaysInsideTheNewContent() {
        let (host, view, _, small, data) = scene()
        host.diagnostics.forward = nil
        defer { withExtendedLifetime(data) {} }
        view.contentOffset = CGPoint(x: 0, y: 1500)
        host.step()
        // The small grid is 10 + 6·60 + 5·10 + 10 = 430 tall, less than the view: offset 0.
        view.setCollectionViewLayout(small, animated: false)
        expectEqual(view.contentSize, CGSize(width: 320, height: 430))
        expectEqual(view.contentOffset, .zero)
        view.setCollectionViewLayout(small, animated: false)
        _ = view.startInteractiveTransition(to: flow(item: CGSize(width: 10, height: 10)))
        view.setCollectionViewLayout(flow(item: CGSize(width: 20, height: 20)), animated: true)
        expectEqual(host.diagnostics.diagnostics(withCode: "collectionView.transitionInProgress").count, 1)
    }
}
