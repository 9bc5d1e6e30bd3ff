import Foundation

extension LiveSession {
    /// Scrolls the innermost enabled scroll view under the pointer that can move along the
    /// wheel's axis by the notches waiting for this frame (`LiveSession.pointsPerNotch` points
    /// each), within its `minimumContentOffset` … `maximumContentOffset`, as a Mac's wheel
    /// scrolls a `UIScrollView` in Mac Catalyst. A wheel turned away from the user (positive)
    /// shows content further up.
    func scrollPending() {
        guard let (delta, location) = pendingScroll else { return }
        pendingScroll = nil
        var hit = window.hitTest(location, with: nil)
        while let view = hit {
            if let scrollView = view as? ScrollView, scrollView.isScrollEnabled, scroll(scrollView, by: delta) { return }
            hit = view.superview
        }
    }

    /// Scrolls `scrollView` by `delta` notches; returns whether it could move along the axes asked.
    private func scroll(_ scrollView: ScrollView, by delta: CGVector) -> Bool {
        let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        let movesX = delta.dx != 0 && maximum.x > minimum.x, movesY = delta.dy != 0 && maximum.y > minimum.y
        guard movesX || movesY else { return false }
        var offset = scrollView.contentOffset
        if movesX { offset.x = min(max(offset.x + delta.dx * Self.pointsPerNotch, minimum.x), maximum.x) }
        if movesY { offset.y = min(max(offset.y - delta.dy * Self.pointsPerNotch, minimum.y), maximum.y) }
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
        return true
    }
}
