import Foundation

extension Window {
    /// The controller whose status-bar preferences apply (UIKit's rule): starting at the root
    /// view controller, control passes to a presented controller only if it is presented
    /// `.fullScreen` or sets `modalPresentationCapturesStatusBarAppearance`; then, within the
    /// chosen controller, `child(_)` (its `childForStatusBarStyle` or `childForStatusBarHidden`)
    /// is followed as long as it returns a controller.
    func statusBarController(child: (ViewController) -> ViewController?) -> ViewController? {
        guard var current = rootViewController else { return nil }
        var presenter: ViewController? = current
        while let p = presenter, let presented = p.transitionState.presented {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                current = presented
            }
            presenter = presented
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }

    /// Asks the controllers in charge for their status-bar style and visibility again and
    /// stores the answers in `statusBarStyle` and `isStatusBarHidden`. Called when a controller
    /// calls `setNeedsStatusBarAppearanceUpdate()`, when the root view controller changes or the
    /// window is shown, and when a presentation or dismissal ends.
    func updateStatusBarAppearance() {
        let style = statusBarController { $0.childForStatusBarStyle }?.preferredStatusBarStyle ?? .default
        let hidden = statusBarController { $0.childForStatusBarHidden }?.prefersStatusBarHidden ?? false
        if style != statusBarStyle { statusBarStyle = style }
        if hidden != isStatusBarHidden {
            isStatusBarHidden = hidden
            applyDeviceSafeAreaInsets()
        }
        updateHomeIndicatorAutoHidden()
    }

    /// Asks the controller in charge (following `childForHomeIndicatorAutoHidden`) whether the
    /// home indicator may hide (`prefersHomeIndicatorAutoHidden`), and redraws the overlays.
    func updateHomeIndicatorAutoHidden() {
        guard let chrome = systemChrome else { return }
        let hides = statusBarController { $0.childForHomeIndicatorAutoHidden }?.prefersHomeIndicatorAutoHidden ?? false
        if hides != chrome.homeIndicatorAutoHides {
            chrome.homeIndicatorAutoHides = hides
            chrome.homeIndicatorShownSince = currentTime
        }
        updateSystemChrome()
    }
}
