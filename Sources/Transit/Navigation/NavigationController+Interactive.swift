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
        guard isViewLoaded, view.window != nil, pendingChanges.isEmpty else { return false }
        return (shownStack.count > 1 && !isTransitioning) || canRegrabPop || grabbablePush != nil
    }

    /// The running push a pan can take hold of (iOS 26): a change that adds controllers, running
    /// on its own toward its end with animations that can be turned around, not a zoom (whose own
    /// drag handles its pop). A push already turned back (by a back tap or a pop) is left to
    /// return: the stack it leaves is already the one shown.
    var grabbablePush: TransitionCoordinator? {
        guard let running = transitionRunner.running, let stacks = runningStacks, edgeDriven == nil,
            stacks.target.count > stacks.previous.count, stacks.target.last?.preferredTransition?.isZoom != true,
            !running.isTurnedBack, running.canGrab
        else { return nil }
        return running
    }

    /// Whether an interactive pop the finger released is still running (finishing or cancelling
    /// on its own), so a new edge swipe or content pan grabs it where it is on screen.
    var canRegrabPop: Bool {
        guard let running = transitionRunner.running, edgeDriven != nil else { return false }
        return !running.context.isCompleted && !running.context.isInteractive
    }

    /// The edge swipe's and the content pan's handler: the pan is a back gesture, handed to the
    /// window's `backEventDispatcher` (see `NavigationController+BackEvents.swift`), which gives it
    /// to a registered handler or to this controller. A swipe on a controller pushed with `.zoom`
    /// drives the zoom's own drag instead.
    func handlePopPan(_ pan: PanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        // Measured toward the trailing edge: rightward, or leftward right to left.
        let direction: CGFloat = view.isRightToLeft ? -1 : 1
        let travel = pan.translation(in: view).x * direction / width
        let location = pan.location(in: nil)
        if let edge = pan as? ScreenEdgePanGestureRecognizer, edgeZoom != nil || pan.state == .began,
            handleEdgeZoom(edge)
        {
            return
        }
        switch pan.state {
        case .began:
            guard backGesture == nil, let dispatcher = view.window?.backEventDispatcher else { return }
            let source: BackEvent.Source =
                pan is ScreenEdgePanGestureRecognizer
                ? .edge(view.isRightToLeft ? .right : .left) : .content
            if dispatcher.begin(source, travel: travel, location: location, owner: backHandler) {
                backGesture = BackGestureLink(recognizer: pan, dispatcher: dispatcher)
            }
        case .changed:
            guard let link = backGesture, link.recognizer === pan else { return }
            link.dispatcher?.progress(travel: travel, location: location)
        case .ended, .cancelled, .failed:
            guard let link = backGesture, link.recognizer === pan else { return }
            backGesture = nil
            let velocity = pan.velocity(in: view).x * direction / width
            link.dispatcher?.end(travel: travel, velocity: velocity, location: location, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// The edge swipe on a controller pushed with `.zoom` (iOS 18): the pop follows the finger as
    /// the zoom's own drag does — the detail moves with the finger and shrinks with its distance —
    /// and on release zooms back into the source when the finger's projected travel passes
    /// `interactivePopCompletionThreshold` of the width, or springs back to full size. Returns
    /// whether the swipe was handled here: false when the top was not pushed with `.zoom`. When a
    /// delegate vends the pop's animator the swipe drives that pop by progress as usual; when
    /// `interactiveDismissShouldBegin` refuses, nothing pops.
    private func handleEdgeZoom(_ pan: ScreenEdgePanGestureRecognizer) -> Bool {
        switch pan.state {
        case .began:
            guard canBeginInteractivePop, let top = shownStack.last, top.preferredTransition?.isZoom == true else { return false }
            edgeInteraction.completionSpeed = 1
            edgeInteraction.timingCurve = nil
            // A delegate's animator took the pop: the swipe drives it by progress from here.
            if ZoomDismissInteraction.beginEdgeSwipePop(of: top, in: self, pan: pan) == nil {
                let direction: CGFloat = view.isRightToLeft ? -1 : 1
                edgeDriven?.update(max(0, pan.translation(in: view).x * direction) / max(1, view.bounds.width))
            }
        case .changed:
            edgeZoom?.drag(by: pan.translation(in: nil))
        case .ended:
            edgeZoom?.release(velocity: pan.velocity(in: nil))
        case .cancelled, .failed:
            edgeZoom?.release(velocity: .zero)
        default:
            break
        }
        return true
    }

    /// The zoom the edge swipe holds during the pop of a controller pushed with `.zoom`: the
    /// running zoom, grabbed by the swipe and not released yet.
    private var edgeZoom: ZoomTransitionDriver? {
        guard let driver = transitionRunner.running?.animator as? ZoomTransitionDriver, driver.releasesByEdgeSwipe,
            driver.isGrabbed
        else { return nil }
        return driver
    }

    /// The spring a released edge-swipe pop continues along: critically damped, honouring the
    /// rest of the duration, and starting with the finger's velocity in units of the distance
    /// left (`initialVelocity`, as `UISpringTimingParameters` takes it): toward the end when
    /// finishing, toward the start when cancelling. While the finger is down the pop follows it
    /// linearly; the spring takes over only at release (UIKit's own interactive pop).
    static func releaseSpring(velocity: CGFloat, translation: CGFloat, width: CGFloat, finishing: Bool) -> SpringTimingParameters
    {
        let left = finishing ? width - translation : translation
        guard velocity.isFinite, left > 1 else { return SpringTimingParameters(dampingRatio: 1) }
        let relative = (finishing ? velocity : -velocity) / left
        return SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
    }

    /// How fast the controller's own interaction finishes a released pop: fast enough for the
    /// screen to keep the finger's speed, `duration × velocity / width`, never slower than the
    /// animation's own pace (1) and at most 3 times faster. A flick hands its velocity on.
    static func completionSpeed(velocity: CGFloat, width: CGFloat, duration: TimeInterval) -> CGFloat {
        guard velocity.isFinite, velocity > 0, width > 0, duration.isFinite, duration > 0 else { return 1 }
        return min(3, max(1, CGFloat(duration) * velocity / width))
    }
}
