import Foundation

/// Scrolling to the top when the status bar is tapped (`scrollsToTop`,
/// `scrollViewShouldScrollToTop(_:)`, `scrollViewDidScrollToTop(_:)`).
extension ScrollView {
    /// Where the content rests at its top: the current horizontal offset, and the top of the
    /// content below `adjustedContentInset.top`.
    var topContentOffset: CGPoint { CGPoint(x: bounds.origin.x, y: -adjustedContentInset.top) }

    /// Scrolls to the top for a status-bar tap: asks the delegate
    /// (`scrollViewShouldScrollToTop(_:)`), then moves the content to `topContentOffset` over
    /// 0.3 s at a constant velocity (the animation of `setContentOffset(_:animated:)`), a motion
    /// in progress stopping first. When it arrives the delegate hears
    /// `scrollViewDidScrollToTop(_:)` — not `scrollViewDidEndScrollingAnimation(_:)`. Content at
    /// its top already hears `scrollViewDidScrollToTop(_:)` at once. Returns whether it scrolls.
    func scrollToTopForStatusBarTap() -> Bool {
        if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
        finishMotion()
        let target = topContentOffset
        guard target != bounds.origin, window != nil else {
            moveContent(to: target)
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        animateContent(to: target, kind: .scrollToTop)
        return true
    }
}

extension Window {
    /// A tap on the status bar (Transit extension: on iOS the system delivers it). As UIKit
    /// decides, the content goes back to the top only when exactly one scroll view shown in the
    /// window has `scrollsToTop` set — shown meaning it and its superviews are not hidden — and
    /// its delegate agrees (`scrollViewShouldScrollToTop(_:)`); see
    /// `ScrollView.scrollsToTop`. With none or several, nothing scrolls and a note says why
    /// (`window.scrollsToTop`). Returns whether a scroll view scrolls to the top.
    @discardableResult
    public func tapStatusBar() -> Bool {
        var candidates: [ScrollView] = []
        func collect(_ view: View) {
            guard !view.isHidden else { return }
            if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        guard candidates.count == 1, let scrollView = candidates.first else {
            diagnostics.report(
                Diagnostic(
                    .note, code: "window.scrollsToTop",
                    "status bar tapped with \(candidates.count) scroll views that scroll to the top (UIKit needs exactly one); nothing scrolls"
                ))
            return false
        }
        return scrollView.scrollToTopForStatusBarTap()
    }
}
