import Foundation

/// The navigation controller's content-area pop (iOS 26's
/// `interactiveContentPopGestureRecognizer`): a leading-to-trailing pan that starts anywhere in
/// the content and drives the same interactive pop as the edge swipe.
///
/// It yields, by failing as soon as it is touched, when:
/// - there is nothing to pop, or a transition runs or waits (as the edge swipe does);
/// - the touch starts within `ScreenEdgePanGestureRecognizer.edgeMargin` of the leading edge
///   (the edge swipe takes it);
/// - a view under the touch claims horizontal drags: an enabled scroll view whose content scrolls
///   horizontally, or a control that tracks drags (any `Control` other than a `Button`);
/// - the top controller was pushed with `.zoom` (its own drag-to-dismiss takes the content).
///
/// It begins, like a pan, after 10 pt of movement, provided that movement points toward the
/// trailing edge (the horizontal component at least as large as the vertical one); any other
/// first movement makes it fail, so a vertical list under it scrolls. A scroll view's pan waits
/// for it to fail. Its failure requirements are yours to add with `require(toFail:)`.
@MainActor
final class NavigationContentPopGestureRecognizer: PanGestureRecognizer {
    weak var navigation: NavigationController?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, trackedTouches.count == touches.count else { return }
        guard let navigation, navigation.canBeginInteractivePop, let window = hostWindow,
            navigation.shownStack.last?.preferredTransition?.isZoom != true
        else {
            state = .failed
            return
        }
        let leading: RectEdge = navigation.view.isRightToLeft ? .right : .left
        let nearEdge = ScreenEdgePanGestureRecognizer.edges(near: start, in: window.bounds).contains(leading)
        let claimed = touches.contains { touch in
            touch.view.map { Self.claimsHorizontalDrags($0, below: navigation.view) } ?? false
        }
        if nearEdge || claimed { state = .failed }
    }

    override func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        guard super.shouldBegin(movedTo: centroid), let navigation else { return false }
        let direction: CGFloat = navigation.view.isRightToLeft ? -1 : 1
        let dx = (centroid.x - start.x) * direction, dy = centroid.y - start.y
        let trailing = dx > 0 && dx >= abs(dy)
        if !trailing { state = .failed }
        return trailing
    }

    /// Whether `view` or one of its superviews below `root` takes horizontal drags itself.
    static func claimsHorizontalDrags(_ view: View, below root: View) -> Bool {
        var node: View? = view
        while let current = node, current !== root {
            if let scroll = current as? ScrollView, scroll.isScrollEnabled, scroll.scrollsHorizontally { return true }
            if let control = current as? Control, control.isEnabled, !(control is Button) { return true }
            node = current.superview
        }
        return false
    }
}
