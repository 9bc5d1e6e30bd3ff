import Foundation

/// The device the app runs on (`UIDevice`), as far as Transit knows it: the key window's
/// `screenTraits` stand for the hardware.
@MainActor
public final class Device {
    /// The current device (`UIDevice.current`); process-wide, as UIKit's is.
    public static let current = Device()

    private init() {}

    /// The kind of interface the device has (`UIDevice.userInterfaceIdiom`): the idiom of the key
    /// window's `screenTraits`, `.unspecified` unless set (Transit simulates no particular device),
    /// and `.unspecified` with no key window.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        Application.shared.keyWindow?.screenTraits.userInterfaceIdiom ?? .unspecified
    }
}
