import Foundation

/// The app's point of control over its windows (`UIApplication`).
///
/// `Application.shared` is process-wide, as `UIApplication.shared` is, and it is the only
/// process-wide object in Transit: everything else (clock, diagnostics, scale) belongs to a
/// window. It only observes: a window registers itself the first time it is shown or made key,
/// and the application holds it weakly, so a window that goes away leaves `windows` by itself.
/// Nothing in the engine reads it; it exists for code that asks UIKit's global questions
/// ("which window is key?", "what time is it?" through `CACurrentMediaTime()`).
@MainActor
public final class Application {
    /// The app's application object (`UIApplication.shared`).
    public static let shared = Application()

    private var windowReferences: [WeakWindow] = []
    private weak var keyWindowStorage: Window?

    private init() {}

    /// The windows that have been shown or made key and are still alive, in the order they first
    /// were (`UIApplication.windows`).
    public var windows: [Window] {
        windowReferences.removeAll { $0.window == nil }
        return windowReferences.compactMap(\.window)
    }

    /// The window most recently made key, while it is alive (`UIApplication.keyWindow`).
    public var keyWindow: Window? { keyWindowStorage }

    /// Adds `window` to `windows` unless it is there.
    func register(_ window: Window) {
        windowReferences.removeAll { $0.window == nil }
        guard !windowReferences.contains(where: { $0.window === window }) else { return }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Makes `window` the key window; the previous key window stops being key, as only one window
    /// is key at a time in UIKit.
    func windowDidBecomeKey(_ window: Window) {
        register(window)
        if let old = keyWindowStorage, old !== window { old.isKeyWindow = false }
        keyWindowStorage = window
    }
}

/// A window held weakly.
private struct WeakWindow {
    weak var window: Window?
}
