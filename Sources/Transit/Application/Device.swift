import Foundation

/// The device the app runs on (`UIDevice`), as far as Transit knows it: the key window's
/// `screenTraits` stand for the hardware.
@MainActor
public final class Device {
    /// The current device (`UIDevice.current`); process-wide, as UIKit's is.
    public static let current = Device()

    private init() {}

    /// The kind of interface the device has (`UIDevice.userInterfaceIdiom`): the idiom of the key
    /// window's `screenTraits` — the idiom of its `Window.device` (`.phone` for an iPhone preset,
    /// `.pad` for an iPad), `.unspecified` for a window standing for no device unless set —
    /// and `.unspecified` with no key window.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        Application.shared.keyWindow?.screenTraits.userInterfaceIdiom ?? .unspecified
    }

    /// The physical orientation of the device (`UIDevice.orientation`): the key window's
    /// `interfaceOrientation` as a device orientation (the landscape names swap, as UIKit's
    /// raw values do), `.unknown` with no key window. Transit has no accelerometer, so the device
    /// is never flat and turns only with `Window.rotate(to:duration:)` or a change of the
    /// window's shape. As in an app that rotates — UIKit starts the notifications for it at
    /// launch — the orientation is known without calling
    /// `beginGeneratingDeviceOrientationNotifications()`.
    public var orientation: DeviceOrientation {
        guard let window = Application.shared.keyWindow else { return .unknown }
        return DeviceOrientation(window.interfaceOrientation)
    }

    /// Whether orientation changes are posted (`UIDevice.isGeneratingDeviceOrientationNotifications`):
    /// always `true`, since the application generates them from the start, as UIKit does for an
    /// app that rotates.
    public var isGeneratingDeviceOrientationNotifications: Bool { true }

    /// Asks for orientation notifications (`UIDevice.beginGeneratingDeviceOrientationNotifications()`).
    /// Inert by nature: they are always generated here, so there is nothing to start.
    public func beginGeneratingDeviceOrientationNotifications() {}

    /// Ends a request for orientation notifications
    /// (`UIDevice.endGeneratingDeviceOrientationNotifications()`). Inert by nature: the
    /// application's own request keeps them going, as in UIKit.
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Posted on the default notification center, with the device as its object, when the key
    /// window's orientation changes (`UIDevice.orientationDidChangeNotification`).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
