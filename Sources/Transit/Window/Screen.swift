import Foundation

/// The display a window is shown on (`UIScreen`): its size in points and its pixels per point.
///
/// Transit has no hardware to ask: a screen is the display of one `Window`, so its `bounds` are
/// the window's size (following size transitions, as a rotation changes `UIScreen.bounds`) and
/// its `scale` is the window's `screenScale`. A test host's window thus defines the screen of the
/// scene under test. `Screen.main`, like `UIScreen.main`, is process-wide: the screen of the key
/// window (`Application.shared.keyWindow`), or, with no key window, a screen with no size at
/// scale 1 — Transit never guesses a device.
@MainActor
public final class Screen {
    private weak var window: Window?

    init(window: Window?) {
        self.window = window
    }

    /// The screen apps draw on (`UIScreen.main`): the key window's screen, or a screen of zero
    /// size at scale 1 when no window is key.
    public static var main: Screen {
        Application.shared.keyWindow?.screen ?? Screen(window: nil)
    }

    /// The screen's rectangle in points, origin at zero (`UIScreen.bounds`).
    public var bounds: CGRect {
        CGRect(origin: .zero, size: window?.bounds.size ?? .zero)
    }

    /// Pixels per point (`UIScreen.scale`).
    public var scale: CGFloat { window?.screenScale ?? 1 }

    /// Pixels per point of the physical display (`UIScreen.nativeScale`). Transit renders at
    /// exactly `scale` (no downsampling, as on some devices), so the two are equal.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels (`UIScreen.nativeBounds`): `bounds` scaled by
    /// `nativeScale`. Unlike iOS, which always reports the portrait rectangle here, it follows
    /// the window's current size.
    public var nativeBounds: CGRect {
        let b = bounds
        return CGRect(x: 0, y: 0, width: b.width * nativeScale, height: b.height * nativeScale)
    }
}
