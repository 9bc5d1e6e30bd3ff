import Foundation

extension Application {
    /// The status bar's frame in screen coordinates (`UIApplication.statusBarFrame`): the width of
    /// the key window, as tall as the top of its screen's safe-area insets (the status bar
    /// fills that inset), at the top; `.zero` when the status bar is hidden, takes no height (a
    /// landscape phone), or there is no key window — as UIKit reports a hidden status bar.
    public var statusBarFrame: CGRect {
        guard let window = keyWindow, !window.isStatusBarHidden, window.screenSafeAreaInsets.top > 0 else {
            return .zero
        }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.screenSafeAreaInsets.top)
    }

    /// The orientation of the app's interface (`UIApplication.statusBarOrientation`): the key
    /// window's `interfaceOrientation`, `.unknown` with no key window.
    public var statusBarOrientation: InterfaceOrientation {
        keyWindow?.interfaceOrientation ?? .unknown
    }

    /// Whether the status bar is hidden (`UIApplication.isStatusBarHidden`): the key window's
    /// `isStatusBarHidden`, `false` with no key window.
    public var isStatusBarHidden: Bool { keyWindow?.isStatusBarHidden ?? false }

    /// Posted on the default notification center, with the application as its object, when the
    /// interface orientation of the key window changes
    /// (`UIApplication.didChangeStatusBarOrientationNotification`).
    public static let didChangeStatusBarOrientationNotification =
        Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
}
