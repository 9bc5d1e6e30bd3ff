import Foundation

/// A window standing for a device (`Window.device`).
///
/// With a device, whenever the window's size changes (`transition(toSize:duration:)`,
/// `rotate(to:duration:)`, a new frame) — at the next layout, before any view is laid out — the
/// window takes from the device what UIKit reads from the hardware:
/// - `screenSafeAreaInsets`: the device's insets for the orientation the window's shape gives
///   (without the status bar's band on a model with a bezel when the status bar is hidden);
/// - the size classes of `screenTraits`, by UIKit's rules (`DeviceModel.sizeClasses(for:)`) — a
///   phone compact × regular upright, compact × compact on its side (regular × compact for the
///   large phones), an iPad regular × regular — and its `userInterfaceIdiom`, which
///   `Device.current.userInterfaceIdiom` then reports. The interface style and layout direction
///   are left as they are. A change tells every view and controller
///   (`traitCollectionDidChange(_:)`).
///
/// The window also draws the system's overlays above the app's content, as iOS does: the status
/// bar (`statusBarLayer`) and the home indicator (`homeIndicatorLayer`), layers outside the view
/// hierarchy that touches never reach. The status bar follows `statusBarStyle` and
/// `isStatusBarHidden` (the controller in charge, read again on
/// `setNeedsStatusBarAppearanceUpdate()`), changing at once: UIKit can fade or slide the change
/// (`preferredStatusBarUpdateAnimation`), Transit does not. Setting `device` back to `nil` clears the insets, size
/// classes and idiom, and removes the overlays; the window keeps its size either way (make it
/// `device.size(for:)`, as `TestHost(device:orientation:)` does).
///
/// Home indicator: shown while the device has one. When the controller in charge prefers it
/// hidden (`prefersHomeIndicatorAutoHidden`, read again on
/// `setNeedsUpdateOfHomeIndicatorAutoHidden()`), it stays for `homeIndicatorAutoHideDelay`
/// seconds after that preference took effect or after the last finger touched down, then fades
/// out over `homeIndicatorFadeDuration` seconds; a new touch shows it again at once. iOS
/// documents only that the system hides it "after a short time"; Transit's delay is 2 s of the
/// window's clock, so frames stay a pure function of time.
extension Window {
    /// Seconds the home indicator stays after a touch or after auto-hiding was allowed (2).
    public static let homeIndicatorAutoHideDelay: TimeInterval = 2
    /// Seconds the home indicator takes to fade out once the delay has passed (0.25).
    public static let homeIndicatorFadeDuration: TimeInterval = 0.25

    /// The layer the window draws the status bar in, above the content (Transit extension; the
    /// status bar UIKit draws is not the app's to see): the width of the window and as tall as
    /// the status bar, hidden when the controller in charge prefers it hidden or the device shows
    /// none in this orientation. `nil` unless `device` is set.
    public var statusBarLayer: Layer? { systemChrome?.statusBar }

    /// The layer the window draws the home indicator in, above the content (Transit extension):
    /// a fully rounded bar 134 × 5 pt on a phone (320 × 5 on an iPad), centred, its bottom 8 pt
    /// above the screen's edge, black in light mode and white in dark mode (iOS adapts it to
    /// what lies behind; Transit goes by the interface style). Apple publishes no size for it:
    /// these are the figures commonly measured from iOS screenshots, and Transit's choice for the
    /// iPad. `nil` unless `device` has a home indicator.
    public var homeIndicatorLayer: Layer? { systemChrome?.homeIndicator }

    /// Applies a new `device` (see the extension's discussion).
    func deviceDidChange(from old: DeviceModel?) {
        guard device != old else { return }
        guard let device else {
            systemChrome = nil
            screenSafeAreaInsets = .zero
            var traits = screenTraits
            traits.horizontalSizeClass = .unspecified
            traits.verticalSizeClass = .unspecified
            traits.userInterfaceIdiom = .unspecified
            if traits != screenTraits { screenTraits = traits }
            return
        }
        systemChrome = SystemChrome(device: device, since: currentTime)
        updateDeviceEnvironment()
        updateHomeIndicatorAutoHidden()
    }

    /// Brings the safe-area insets and traits up to date with the window's size, when it has a
    /// device and the size changed since they were last applied.
    func updateDeviceEnvironment() {
        guard let device, let chrome = systemChrome, chrome.appliedSize != bounds.size else { return }
        let size = bounds.size
        chrome.appliedSize = size
        applyDeviceSafeAreaInsets()
        var traits = screenTraits
        let classes = device.sizeClasses(for: size)
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        traits.userInterfaceIdiom = device.userInterfaceIdiom
        if traits != screenTraits { screenTraits = traits }
        updateSystemChrome()
    }

    /// Sets `screenSafeAreaInsets` to the device's for the window's orientation. On a model
    /// whose top inset is the status bar alone (a home-button phone, an iPad), hiding the status
    /// bar takes that inset away, as UIKit does; the notch and the Dynamic Island keep theirs.
    func applyDeviceSafeAreaInsets() {
        guard let device else { return }
        var insets = device.safeAreaInsets(for: interfaceOrientation)
        if device.sensorHousing == .bezel && isStatusBarHidden { insets.top = 0 }
        if insets != screenSafeAreaInsets { screenSafeAreaInsets = insets }
    }

    /// A finger touched down: the home indicator shows again and its auto-hide delay restarts.
    func noteHomeIndicatorActivity() {
        guard let chrome = systemChrome else { return }
        chrome.homeIndicatorShownSince = max(currentTime, clock.now)
        updateSystemChrome()
    }

    /// The status bar's content colour for `statusBarStyle`: `.default` picks dark content,
    /// unless the window's interface style is dark.
    var statusBarContentIsLight: Bool {
        switch statusBarStyle {
        case .lightContent: true
        case .darkContent: false
        case .default: traitCollection.userInterfaceStyle == .dark
        }
    }

    /// Brings the overlay layers up to date: frames, visibility, colours, the home indicator's
    /// opacity at the current time.
    func updateSystemChrome() {
        guard let device, let chrome = systemChrome else { return }
        let orientation = interfaceOrientation
        let width = bounds.width, scale = screenScale
        let barHeight = device.statusBarHeight(in: orientation)
        chrome.statusBar.configuration = StatusBarLayer.Configuration(
            width: width, height: barHeight, housing: device.sensorHousing, idiom: device.userInterfaceIdiom,
            lightContent: statusBarContentIsLight)
        // Only what changed is set, so a frame step with nothing new leaves the layers alone.
        if chrome.statusBar.contentsScale != scale { chrome.statusBar.contentsScale = scale }
        let hidden = isStatusBarHidden || barHeight <= 0 || width <= 0
        if chrome.statusBar.isHidden != hidden { chrome.statusBar.isHidden = hidden }
        guard let indicator = chrome.homeIndicator else { return }
        let indicatorWidth: CGFloat = device.userInterfaceIdiom == .pad ? 320 : 134
        let frame = CGRect(x: (width - indicatorWidth) / 2, y: bounds.height - 8 - 5, width: indicatorWidth, height: 5)
        if indicator.frame != frame { indicator.frame = frame }
        let color = traitCollection.userInterfaceStyle == .dark ? Color.white : Color.black
        if indicator.backgroundColor != color { indicator.backgroundColor = color }
        let opacity = chrome.homeIndicatorOpacity(at: currentTime)
        if indicator.opacity != opacity { indicator.opacity = opacity }
    }

    /// The overlays' render nodes, in drawing order, for `renderTree()`.
    func systemChromeNodes() -> [RenderNode] {
        guard let chrome = systemChrome else { return [] }
        updateSystemChrome()
        // The overlays are drawn in this window's frames, so the window numbers their layers.
        return [
            chrome.statusBar.renderTreeNode(model: false, host: self),
            chrome.homeIndicator?.renderTreeNode(model: false, host: self)
        ].compactMap { $0 }
    }
}

/// The system overlays of a window with a device, and the state they depend on.
@MainActor
final class SystemChrome {
    let statusBar = StatusBarLayer()
    let homeIndicator: Layer?
    /// The window size the insets and traits were last derived from.
    var appliedSize: CGSize?
    /// Whether the controller in charge prefers the home indicator hidden.
    var homeIndicatorAutoHides = false
    /// When the home indicator was last shown (a touch, or auto-hiding allowed): the delay runs
    /// from here.
    var homeIndicatorShownSince: TimeInterval

    init(device: DeviceModel, since time: TimeInterval) {
        homeIndicatorShownSince = time
        if device.hasHomeIndicator {
            let layer = Layer()
            layer.name = "homeIndicator"
            layer.cornerRadius = 2.5
            homeIndicator = layer
        } else {
            homeIndicator = nil
        }
        statusBar.name = "statusBar"
    }

    /// The home indicator's opacity at `time`: 1, or when auto-hiding, 1 until the delay has
    /// passed, then falling linearly to 0 over the fade.
    func homeIndicatorOpacity(at time: TimeInterval) -> CGFloat {
        guard homeIndicatorAutoHides else { return 1 }
        let fading = time - homeIndicatorShownSince - Window.homeIndicatorAutoHideDelay
        if fading <= 0 { return 1 }
        return CGFloat(max(0, 1 - fading / Window.homeIndicatorFadeDuration))
    }
}
