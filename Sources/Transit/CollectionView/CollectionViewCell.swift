import Foundation

/// A view that shows one item of a collection view (`UICollectionViewCell`). Put the item's
/// views in `contentView`. Cells are reused: the collection view hands a cell that scrolled out
/// of sight (or was dropped by `reloadData()`) to the next `dequeueReusableCell(withReuseIdentifier:
/// for:)`, after calling `prepareForReuse()`.
@MainActor
open class CollectionViewCell: View {
    /// The view to add the cell's content to; it fills the cell (`contentView`).
    public let contentView = View(frame: .zero)
    /// The identifier the cell was dequeued with (`reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?

    /// Creates a cell from an archive (`UICollectionViewCell.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a cell (`init(frame:)`); the collection view creates registered cells this way.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets the cell before it is handed out again (`prepareForReuse()`). Does nothing by
    /// default; overrides call `super`.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond geometry, alpha and z-order, which the collection view
    /// applies itself (`apply(_:)`). Does nothing by default.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
