import Foundation

/// The common base of items shown in bars (`UIBarItem`): a title, an image, a tag and an
/// enabled state.
@MainActor
open class BarItem {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIBarItem` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The title shown on the item (`UIBarItem.title`).
    open var title: String?
    /// The image shown on the item (`UIBarItem.image`).
    open var image: Image?
    /// An integer that identifies the item (`UIBarItem.tag`).
    open var tag: Int
    /// Whether the item responds to the user (`UIBarItem.isEnabled`, `true` by default).
    open var isEnabled = true
    /// What assistive technologies read for the item (`accessibilityLabel`, which `UIBarItem`
    /// has from `NSObject`); the button a bar shows for the item takes it, so an image-only item
    /// such as a plus sign can be named ("New note") and found by it.
    open var accessibilityLabel: String?
    /// A string that identifies the item in UI tests (`UIBarItem.accessibilityIdentifier`, from
    /// `UIAccessibilityIdentification`); the item's button takes it.
    open var accessibilityIdentifier: String?

    /// Creates an item (`UIBarItem.init()`, with its title, image and tag).
    public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
