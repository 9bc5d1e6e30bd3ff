import Foundation

/// The scroll view bars observe (iOS 15+).
extension ViewController {
    /// The scroll view the bars of this controller's container observe for `edge`
    /// (`UIViewController.contentScrollView(for:)`, iOS 15+): the one set with
    /// `setContentScrollView(_:for:)`, else the controller's view when it is a scroll view, else
    /// the first of its view's direct subviews that is one. Navigation bars take their
    /// scroll-edge appearance and collapse their large title from its offset, as Apple documents:
    /// "Toolbars, navigation bars, and tab bars adjust their appearance when the edge of a scroll
    /// view's content aligns with the edge of the bar." `edge` must be `.top` or `.bottom`
    /// (UIKit raises an exception for any other value); another value is reported
    /// (`viewController.contentScrollViewEdge`) and answered with `nil`.
    public func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        switch edge {
        case .top: if let set = topContentScrollView { return set }
        case .bottom: if let set = bottomContentScrollView { return set }
        default:
            report(
                .error, code: "viewController.contentScrollViewEdge",
                "contentScrollView(for:) on \(timelineName) takes .top or .bottom, not \(edge.rawValue); answered nil")
            return nil
        }
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? ScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? ScrollView }.first
    }

    /// Sets the scroll view the bars observe for `edge` (`UIViewController.setContentScrollView(_:for:)`,
    /// iOS 15+): `.top`, `.bottom` or both (`.all`; leading and trailing are ignored, as on iOS).
    /// `nil` goes back to finding one in the view hierarchy.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        parent?.viewIfLoaded?.setNeedsLayout()
    }

    /// Sets the scroll view the bars observe for every edge (`UIViewController.setContentScrollView(_:)`).
    public func setContentScrollView(_ scrollView: ScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }
}
