import Foundation

/// The common base of items shown in bars (`UIBarItem`): a title, an image, a tag and an
/// enabled state.
@MainActor
open class BarItem {
    /// The title shown on the item (`UIBarItem.title`).
    open var title: String?
    /// The image shown on the item (`UIBarItem.image`).
    open var image: Image?
    /// An integer that identifies the item (`UIBarItem.tag`).
    open var tag: Int
    /// Whether the item responds to the user (`UIBarItem.isEnabled`, `true` by default).
    open var isEnabled = true

    /// Creates an item (`UIBarItem.init()`, with its title, image and tag).
    public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
