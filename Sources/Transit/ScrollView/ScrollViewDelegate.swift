import Foundation

/// The methods a scroll view's delegate receives (`UIScrollViewDelegate`). Every method is
/// optional: the protocol extension gives each a default that does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (`scrollViewDidScroll(_:)`), by a drag, a deceleration, a
    /// bounce, an animation or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content (`scrollViewWillBeginDragging(_:)`).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
    /// `velocity` is in points per millisecond, in content coordinates; `targetContentOffset` is
    /// where the deceleration will come to rest, and the scroll view honours a new value written
    /// there (it decelerates to land on it exactly).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); `decelerate` tells
    /// whether the content keeps moving (a flick, a bounce back or a page snap).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag (`scrollViewWillBeginDecelerating(_:)`).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// That motion came to rest (`scrollViewDidEndDecelerating(_:)`).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended (`scrollViewDidEndScrollingAnimation(_:)`).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll the content to the top
    /// (`scrollViewShouldScrollToTop(_:)`; `true` by default).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top a status-bar tap started has ended (`scrollViewDidScrollToTop(_:)`).
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
