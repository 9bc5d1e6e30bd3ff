import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// UICollectionViewController: its view is the collection view, made with the layout given at
/// creation, with the controller as data source.
@MainActor
@Suite struct CollectionViewControllerTests {
    final class Grid: CollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func viewIsTheCollectionViewWithTheGivenLayout() {
        let layout = flow(item: CGSize(width: 100, height: 100))
        let grid = Grid(collectionViewLayout: layout)
        expectIdentical(grid.collectionViewLayout, layout)
        expect(!grid.isViewLoaded)
        let host = makeHost(root: grid)
        expectIdentical(grid.view, grid.collectionView)
        expectIdentical(grid.collectionView.collectionViewLayout, layout)
        expectEqual(grid.collectionView.frame, host.window.bounds)
        expectEqual(grid.collectionView.visibleCells.count, 5)
        expect(grid.collectionView.visibleCells.allSatisfy { $0 is CountingCell })
        let other = flow(item: CGSize(width: 50, height: 50))
        grid.collectionView.setCollectionViewLayout(other, animated: false)
        expectIdentical(grid.collectionViewLayout, other)
    }
}
