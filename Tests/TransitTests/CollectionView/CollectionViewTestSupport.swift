import Foundation
import Testing
@testable import Transit
import TransitTesting

/// A cell that counts its reuses.
@MainActor
final class CountingCell: CollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source with fixed section sizes that dequeues `CountingCell`s and remembers every
/// distinct cell it was handed.
@MainActor
final class GridDataSource: CollectionViewDataSource {
    var sections: [Int]
    var distinctCells: [ObjectIdentifier: CollectionViewCell] = [:]
    var requests = 0
    init(_ sections: [Int]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        distinctCells[ObjectIdentifier(cell)] = cell
        return cell
    }
}

/// A collection view of `size` with `layout` and `data`, laid out once.
@MainActor
func makeCollection(size: CGSize, layout: CollectionViewLayout, data: GridDataSource) -> CollectionView {
    let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    return view
}

@MainActor
func flow(
    item: CGSize, line: CGFloat = 10, interitem: CGFloat = 10, inset: EdgeInsets = .zero,
    direction: CollectionViewFlowLayout.ScrollDirection = .vertical
) -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = item
    layout.minimumLineSpacing = line
    layout.minimumInteritemSpacing = interitem
    layout.sectionInset = inset
    layout.scrollDirection = direction
    return layout
}

/// Whether two rectangles agree within 1e-9 pt (floating-point rounding of the interpolation).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
