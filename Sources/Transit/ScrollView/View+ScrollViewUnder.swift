import Foundation

extension View {
    /// The innermost scroll view under `point` (in this view's coordinates), between the view hit
    /// there and this view, that scrolls vertically now: scrolling enabled and content draggable
    /// along y. Drags that start on one belong to it first (a sheet's or a zoom's dismissal
    /// takes them over only once it hands them on).
    func verticalScrollView(at point: CGPoint) -> ScrollView? {
        var hit = hitTest(point, with: nil)
        while let current = hit, current !== self {
            if let scrollView = current as? ScrollView, scrollView.isScrollEnabled, scrollView.draggableAxes.y {
                return scrollView
            }
            hit = current.superview
        }
        return nil
    }
}
