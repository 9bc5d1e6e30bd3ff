import Foundation

/// The edges of a safe region in window coordinates.
typealias SafeRegion = (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

/// Telling views and their controllers that their safe area changed
/// (`UIView.safeAreaInsetsDidChange()`, `UIViewController.viewSafeAreaInsetsDidChange()`).
///
/// `safeAreaInsets` is computed from the window, the view's place in it and its controller's
/// bars, so a change is noticed where UIKit notices it: in the layout pass. Each view laid out
/// compares its insets with the ones it last reported; when they differ, it hears
/// `safeAreaInsetsDidChange()`, then its controller (if it is one's view)
/// `viewSafeAreaInsetsDidChange()`, both before `viewWillLayoutSubviews()` and `layoutSubviews()`
/// — the order UIKit shows: a view shown for
/// the first time under a bar hears `viewWillAppear(_:)`, `viewSafeAreaInsetsDidChange()`,
/// `viewWillLayoutSubviews()`. The controller is told even when an override of the view's method
/// does not call `super`. A subtree leaving its window goes back to zero insets and hears of it
/// then (when they were not zero already). The callbacks mark nothing for layout: the containers
/// that move bars already mark the views under them.
extension View {
    /// Notes this view's safe area in the layout pass, with `superviewRegion` its superview's
    /// safe region (nil outside a window and for the window itself); returns this view's own
    /// safe region, or nil outside a window.
    /// `windowFrame` is the view's frame in window coordinates when the caller knows it.
    func noteSafeAreaChange(superviewRegion: SafeRegion?, windowFrame: CGRect?) -> SafeRegion? {
        guard let window else {
            reportSafeAreaInsets(.zero)
            return nil
        }
        if window === self {
            reportSafeAreaInsets(window.screenSafeAreaInsets)
            return safeRegion(in: window, superviewRegion: nil)
        }
        guard let superviewRegion, let r = windowFrame ?? frameInWindow(window) else {
            reportSafeAreaInsets(.zero)
            return nil
        }
        let insets = safeAreaInsets(in: window, superviewRegion: superviewRegion, windowFrame: r)
        reportSafeAreaInsets(insets)
        return (r.minY + insets.top, r.minX + insets.left, r.maxY - insets.bottom, r.maxX - insets.right)
    }

    /// Tells the view (and its controller) when `insets` differ from the last ones reported.
    func reportSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        viewDelegate?.viewSafeAreaInsetsDidChange()
    }
}
