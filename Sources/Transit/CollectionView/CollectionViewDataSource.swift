import Foundation

/// What a collection view shows (`UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section` (`collectionView(_:numberOfItemsInSection:)`).
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, normally from `dequeueReusableCell(withReuseIdentifier:
    /// for:)` (`collectionView(_:cellForItemAt:)`).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections (`numberOfSections(in:)`); 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
