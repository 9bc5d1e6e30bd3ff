import Foundation

/// The interactive pop: the leading-edge pan (the left edge, or the right one right to left) drives a
/// pop of the top controller.
extension NavigationController {
    /// How far the pop must get — progress plus the distance the release velocity projects,
    /// over the width — for it to finish on release (0.5).
    public static let interactivePopCompletionThreshold: CGFloat = 0.5

    /// Whether the edge swipe may start a pop now: something below the top, no transition
    /// running or queued.
    var canBeginInteractivePop: Bool {
        shownStack.count > 1 && !isTransitioning && pendingChanges.isEmpty && isViewLoaded && view.window != nil
            // A zoomed controller is dragged back by its own drag, from anywhere on it.
            && shownStack.last?.preferredTransition?.isZoom != true
    }

    func handleEdgePan(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        // Measured toward the trailing edge: rightward, or leftward right to left.
        let direction: CGFloat = view.isRightToLeft ? -1 : 1
        let translation = pan.translation(in: view).x * direction
        switch pan.state {
        case .began:
            guard canBeginInteractivePop else { return }
            edgeInteraction.completionSpeed = 1
            var change = NavigationChange(kind: .pop, animated: true)
            change.interactive = true
            enqueue(change)
            edgeDriven?.update(max(0, translation) / width)
        case .changed:
            edgeDriven?.update(max(0, translation) / width)
        case .ended, .cancelled, .failed:
            guard let interaction = edgeDriven else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: view).x * direction : 0
            let projected = max(0, translation) + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
            if pan.state == .ended, projected / width > Self.interactivePopCompletionThreshold {
                if interaction === edgeInteraction {
                    edgeInteraction.completionSpeed = Self.completionSpeed(velocity: velocity, width: width,
                                                                           duration: inFlight?.transitionDuration ?? 0)
                }
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    /// How fast the controller's own interaction finishes a released pop: fast enough for the
    /// screen to keep the finger's speed, `duration × velocity / width`, never slower than the
    /// animation's own pace (1) and at most 3 times faster. A flick hands its velocity on.
    static func completionSpeed(velocity: CGFloat, width: CGFloat, duration: TimeInterval) -> CGFloat {
        guard velocity.isFinite, velocity > 0, width > 0, duration.isFinite, duration > 0 else { return 1 }
        return min(3, max(1, CGFloat(duration) * velocity / width))
    }
}
