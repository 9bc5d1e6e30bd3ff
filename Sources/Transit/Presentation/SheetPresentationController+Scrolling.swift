import Foundation

/// A scroll view inside a sheet shares the finger with the sheet, one drag, no jump at the
/// handover (the behaviour of `UISheetPresentationController` with a scroll view in its content):
///
/// - Finger moving down: the content scrolls back to its top edge first; what is left of the
///   movement drags the sheet down (towards smaller detents, then an interactive dismissal),
///   the content staying pinned at its top.
/// - Finger moving up: a sheet dragged down in this gesture comes back up first; with
///   `prefersScrollingExpandsWhenScrolledToEdge` it goes on growing up to its largest detent;
///   what is left scrolls the content.
/// - On release, a sheet that is between detents takes the finger's velocity (and the content
///   stops); a sheet resting on a detent leaves it to the content.
///
/// Both move by the same finger translation in every frame, so the sum of the sheet's movement
/// and the content's is the finger's movement: nothing jumps when one hands over to the other.
extension SheetPresentationController {
    /// The sheet a scroll view's vertical drags are shared with: the page sheet whose presented
    /// view contains it.
    static func enclosing(_ scrollView: ScrollView) -> SheetPresentationController? {
        guard scrollView.draggableAxes.y else { return nil }
        var view: View? = scrollView.superview
        while let current = view {
            if let container = current as? PresentationContainerView,
                let sheet = container.presentationController as? SheetPresentationController,
                !sheet.isFormSheet, let sheetView = sheet.presentedView, scrollView.isDescendant(of: sheetView)
            {
                return sheet
            }
            view = current.superview
        }
        return nil
    }

    /// The scroll view's pan began: its translation starts at zero.
    func scrollViewBeganDragging(_ scrollView: ScrollView) {
        scrollTranslation = 0
    }

    /// The scroll view's pan moved: shares the movement between the sheet and the content, and
    /// shows the content (through the scroll view's own rubber band).
    func scrollViewDragged(_ scrollView: ScrollView, translation: CGFloat) {
        let delta = translation - scrollTranslation
        scrollTranslation = translation
        guard isPresented, !isTransitioning || drag != nil else {
            scrollView.followDrag()
            return
        }
        let top = scrollView.minimumContentOffset.y
        // Where the finger has the content (before the rubber band), before this move.
        let content = scrollView.dragStart.y - (translation - delta)
        var sheetShare: CGFloat = 0
        if let d = drag, case .dismissing = d.phase {
            sheetShare = delta
        } else if delta > 0 {
            sheetShare = delta - min(delta, max(0, content - top))
        } else if delta < 0 {
            let shown = drag?.raw ?? presentedView?.frame.minY ?? 0
            let resolved = resolvedDetents
            let ceiling =
                prefersScrollingExpandsWhenScrolledToEdge
                ? self.top(forValue: resolved[resolved.count - 1].value)
                : min(shown, self.top(forValue: selectedDetentValue))
            sheetShare = max(delta, -max(0, shown - ceiling))
        }
        if sheetShare != 0, drag != nil || beginDrag() {
            moveDrag(by: sheetShare)
        } else {
            sheetShare = 0
        }
        // The content takes the rest: shift the drag's origin by the sheet's share.
        scrollView.dragStart.y += sheetShare
        scrollView.followDrag()
    }

    /// The scroll view's pan ended with `velocity` (points per second, down positive): ends the
    /// sheet's drag, if any, and returns the velocity left for the content.
    func scrollViewEndedDragging(_ scrollView: ScrollView, velocity: CGPoint, cancelled: Bool) -> CGPoint {
        guard let d = drag else { return velocity }
        let resting = resolvedDetents.contains { abs(top(forValue: $0.value) - d.shown) < 0.01 }
        if case .moving = d.phase, resting {
            endDrag(velocity: 0, cancelled: cancelled)
            return velocity
        }
        endDrag(velocity: velocity.y, cancelled: cancelled)
        return CGPoint(x: velocity.x, y: 0)
    }
}
