import Foundation

/// A scroll view inside a zoomed controller hands the finger over to the zoom's drag, as iOS 18
/// does for a zoomed detail (and for sheets): pulling down content that is scrolled to its top
/// edge drags the detail out of its full size, one gesture, no jump at the handover.
///
/// - Finger moving down: the content scrolls back to its top edge first; what is left of that
///   movement begins the zoom's pop or dismissal (`ZoomOptions.interactiveDismissShouldBegin`
///   is asked, with `willBegin` true), grabbed where the finger was when the content reached its
///   top. From then on the zoom follows the finger for the rest of the gesture — down, up or
///   sideways — and the content stays pinned at its top.
/// - On release the zoom lands by the projection of the finger's velocity, as after its own
///   drag; the content is left at rest.
/// - Finger moving up, or content not at its top: the content scrolls as usual.
///
/// The zoom's own pan does not begin on a vertically scrolling scroll view (the scroll view's pan
/// does, and hands over as above).
extension ZoomDismissInteraction {
    /// The drag of the zoomed controller whose view contains `scrollView`, when it scrolls
    /// vertically.
    static func enclosing(_ scrollView: ScrollView) -> ZoomDismissInteraction? {
        guard scrollView.draggableAxes.y else { return nil }
        var view: View? = scrollView.superview
        while let current = view {
            for case let drag as ZoomDragGestureRecognizer in current.gestureRecognizers ?? [] where drag.isEnabled {
                if let interaction = drag.interaction { return interaction }
            }
            view = current.superview
        }
        return nil
    }

    /// The scroll view's pan began: nothing is handed over yet.
    func scrollViewBeganDragging(_ scrollView: ScrollView) {
        scrollHeld = nil
        scrollRefused = false
        scrollTranslation = 0
    }

    /// The scroll view's pan moved: the content takes the movement until it reaches its top
    /// edge moving down; the rest goes to the zoom.
    func scrollViewDragged(_ scrollView: ScrollView) {
        let pan = scrollView.panGestureRecognizer
        let translation = pan.translation(in: scrollView).y
        let delta = translation - scrollTranslation
        scrollTranslation = translation
        if let held = scrollHeld {
            // The content stays where it is: moving the detail changes the scroll view's own
            // coordinates, so it is not asked to follow the finger any more.
            let t = pan.translation(in: nil)
            held.drag(by: CGPoint(x: t.x - handoverTranslation.x, y: t.y - handoverTranslation.y))
            return
        }
        // Where the finger had the content before this move (before the rubber band).
        let content = scrollView.dragStart.y - (translation - delta)
        let share = delta > 0 ? delta - min(delta, max(0, content - scrollView.minimumContentOffset.y)) : 0
        guard share > 0, !scrollRefused else {
            scrollView.followDrag()
            return
        }
        let finger = pan.location(in: nil)
        let t = pan.translation(in: nil)
        guard let driver = beginDismissal(at: CGPoint(x: finger.x, y: finger.y - share), velocity: pan.velocity(in: nil)) else {
            scrollRefused = true
            scrollView.followDrag()
            return
        }
        // The content takes its part up to its top edge (before the detail moves), the zoom the rest.
        scrollHeld = driver
        handoverTranslation = CGPoint(x: t.x, y: t.y - share)
        scrollView.dragStart.y += share
        scrollView.followDrag()
        driver.drag(by: CGPoint(x: 0, y: share))
    }

    /// The scroll view's pan ended with `velocity`: a zoom it handed over to is released with the
    /// finger's velocity and the content stops; otherwise the content keeps the velocity.
    func scrollViewEndedDragging(_ scrollView: ScrollView, velocity: CGPoint, cancelled: Bool) -> CGPoint {
        guard let held = scrollHeld else { return velocity }
        scrollHeld = nil
        held.release(velocity: cancelled ? .zero : scrollView.panGestureRecognizer.velocity(in: nil))
        return .zero
    }
}
