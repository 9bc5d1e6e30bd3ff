import Foundation

/// A pan catching a push that still animates (iOS 26's "fluid and interruptible" navigation): the
/// content pan or the edge swipe, begun while a push runs, holds it where it is on screen; moving
/// toward the trailing edge takes the push back, point for point with the finger; lifting the
/// finger lets it run on to the new screen, or back to the old one when the finger's position plus
/// the distance its velocity projects (`DecelerationRate.normal`) has taken it past
/// `interactivePopCompletionThreshold` of the width. Going back cancels the push: the old screen
/// never left (its `viewWillAppear` and `viewDidAppear` come again, the pushed controller's
/// `viewWillDisappear` and `viewDidDisappear` follow its `viewWillAppear`), as when a back tap
/// turns a push around.
extension NavigationController {
    /// Handles `pan` when it holds, or begins holding, a running push; returns whether it did.
    /// `translation` is the finger's travel toward the trailing edge over the width.
    func handlePushGrab(_ pan: PanGestureRecognizer, translation: CGFloat) -> Bool {
        switch pan.state {
        case .began:
            guard !canRegrabPop, let push = grabbablePush, let fraction = push.grab() else { return false }
            pushGrabOrigin = fraction + translation
        case .changed:
            guard let origin = pushGrabOrigin else { return false }
            transitionRunner.running?.drag(to: origin - translation)
        case .ended, .cancelled, .failed:
            guard let origin = pushGrabOrigin else { return false }
            pushGrabOrigin = nil
            let width = max(1, view.bounds.width)
            let direction: CGFloat = view.isRightToLeft ? -1 : 1
            let velocity = pan.state == .ended ? pan.velocity(in: view).x * direction : 0
            let projected = (origin - translation) * width - DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
            let back = projected / width < 1 - Self.interactivePopCompletionThreshold
            transitionRunner.running?.release(toEnd: !back, velocity: velocity.isFinite ? -velocity / width : 0)
        default:
            return false
        }
        return true
    }
}
