import Foundation

/// The tab bar following the selected tab's content: the scroll-edge appearance while the
/// content's bottom edge is at the bar (iOS 15+).
extension TabBarController {
    /// Whether the selected tab's bottom content scroll view (`contentScrollView(for: .bottom)`,
    /// of the shown child of a container tab such as a navigation controller) ends at or above
    /// the bar: scrolled to its end, or too short to reach the bar. With no scroll view the bar is
    /// at the edge, as on iOS 15, where a tab showing no scroll view gets the transparent bar.
    var selectedContentIsAtBottomEdge: Bool {
        guard let selected = selectedStorage, let scrollView = selected.barObservedScrollView(for: .bottom) else {
            return true
        }
        let visibleEnd = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        // Within a thousandth of a point, so rounding of the offset does not flicker the bar.
        return scrollView.contentSize.height <= visibleEnd + 0.001
    }

    /// Brings the tab bar's scroll-edge state to the selected tab's content.
    func updateTabBarScrollEdge() {
        tabBar.isAtScrollEdge = selectedContentIsAtBottomEdge
    }
}

extension ViewController {
    /// The scroll view a container's bar observes for `edge` on behalf of this controller: the
    /// one of the child a container shows (the top of a navigation stack), else its own
    /// `contentScrollView(for:)`.
    func barObservedScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        if let child = managedShownChild { return child.barObservedScrollView(for: edge) }
        return contentScrollView(for: edge)
    }
}
