import Foundation

/// The item that represents a view controller in a tab bar or in a custom container's row of
/// buttons (`UITabBarItem`).
@MainActor
open class TabBarItem: BarItem {
    /// The image shown when the item is selected (`UITabBarItem.selectedImage`). Reading it when
    /// none was set returns `image`, as UIKit does.
    open var selectedImage: Image? {
        get { selectedImageStorage ?? image }
        set { selectedImageStorage = newValue }
    }
    private var selectedImageStorage: Image?

    /// Text shown in a badge over the item, or `nil` for no badge (`UITabBarItem.badgeValue`).
    open var badgeValue: String?

    /// Creates an item with a title, an image and a tag (`UITabBarItem.init(title:image:tag:)`).
    public override init(title: String?, image: Image?, tag: Int) {
        super.init(title: title, image: image, tag: tag)
    }

    /// Creates an item with a title, an image and an image for the selected state
    /// (`UITabBarItem.init(title:image:selectedImage:)`).
    public init(title: String?, image: Image?, selectedImage: Image?) {
        super.init(title: title, image: image, tag: 0)
        self.selectedImageStorage = selectedImage
    }
}
