import Foundation

extension IndexPath {
    /// An index path of an item in a section of a collection view
    /// (`IndexPath.init(item:section:)`, which UIKit adds to Foundation's type).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of an index path made by `init(item:section:)` (`IndexPath.section`): its first
    /// index, or 0 for an empty path.
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The item of an index path made by `init(item:section:)` (`IndexPath.item`): its second
    /// index, or 0 for a path with fewer than two indexes.
    public var item: Int { count > 1 ? self[1] : 0 }
}
