import Foundation

/// The navigation controller as the owner of its back gestures: the edge swipe
/// (`interactivePopGestureRecognizer`) and the content pan (`interactiveContentPopGestureRecognizer`)
/// are back gestures (``BackEvent``) that the window's ``BackEventDispatcher`` gives to this
/// controller when no registered handler takes them first. What a gesture does depends on what
/// runs when it begins:
///
/// - **Nothing:** it starts an interactive pop of the top controller, which follows the finger;
///   released, the pop finishes when the projected progress passes
///   `interactivePopCompletionThreshold` (0.5), carrying the finger's speed, or springs back.
/// - **A pop the finger released,** still finishing or cancelling: the gesture catches it where
///   it is on screen and moves it from there.
/// - **A push still animating** (iOS 26's "fluid and interruptible" navigation): the gesture
///   holds the push where it is on screen; moving toward the trailing edge takes it back, point
///   for point with the finger; on release the push runs on to the new screen, or back to the old
///   one when the projected progress passes the threshold. Going back cancels the push: the old
///   screen never left (its `viewWillAppear` and `viewDidAppear` come again; the pushed
///   controller's `viewWillDisappear` and `viewDidDisappear` follow its `viewWillAppear`), as when
///   a back tap turns a push around. A push already turned back is left to return.
extension NavigationController {
    /// A back gesture begins; returns the progress it adopts, or nil when there is nothing it can
    /// move.
    func beginBack(_ event: BackEvent) -> CGFloat? {
        guard canBeginInteractivePop else { return nil }
        if !canRegrabPop, let push = grabbablePush, let fraction = push.grab() {
            backHold = .push
            return 1 - fraction
        }
        if canRegrabPop, let driven = edgeDriven {
            driven.pause()
            backHold = .pop
            return driven.percentComplete
        }
        edgeInteraction.completionSpeed = 1
        edgeInteraction.timingCurve = nil
        var change = NavigationChange(kind: .pop, animated: true)
        change.interactive = true
        backHold = .pop
        enqueue(change)
        edgeDriven?.update(max(0, event.progress))
        return event.progress
    }

    /// The back gesture moved.
    func moveBack(_ event: BackEvent) {
        switch backHold {
        case .push: transitionRunner.running?.drag(to: 1 - event.progress)
        case .pop: edgeDriven?.update(max(0, event.progress))
        case nil: break
        }
    }

    /// The back gesture ended, committed or not.
    func endBack(_ event: BackEvent, committed: Bool) {
        let hold = backHold
        backHold = nil
        switch hold {
        case .push:
            transitionRunner.running?.release(toEnd: !committed, velocity: -event.velocity)
        case .pop:
            guard let interaction = edgeDriven else { return }
            let width = max(1, view.bounds.width)
            let shown = max(0, event.progress) * width
            let velocity = event.velocity * width
            if interaction === edgeInteraction {
                edgeInteraction.completionSpeed =
                    committed
                    ? Self.completionSpeed(
                        velocity: velocity, width: width, duration: transitionRunner.running?.transitionDuration ?? 0)
                    : 1
                edgeInteraction.timingCurve = Self.releaseSpring(
                    velocity: velocity, translation: shown,
                    width: width, finishing: committed)
            }
            if committed { interaction.finish() } else { interaction.cancel() }
        case nil:
            break
        }
    }
}

/// What a navigation controller's back gesture moves.
enum BackHold {
    /// An interactive pop, started by the gesture or caught after a release.
    case pop
    /// A push caught while it animated.
    case push
}

/// A back gesture one of a navigation controller's pans began.
@MainActor
struct BackGestureLink {
    weak var recognizer: PanGestureRecognizer?
    weak var dispatcher: BackEventDispatcher?
}

/// The navigation controller's handler of the back gestures its pans begin.
@MainActor
final class NavigationBackHandler: BackEventHandler {
    private weak var navigation: NavigationController?

    init(navigation: NavigationController) { self.navigation = navigation }

    func backEventBegan(_ event: BackEvent) -> CGFloat? { navigation?.beginBack(event) }
    func backEventProgressed(_ event: BackEvent) { navigation?.moveBack(event) }
    func backEventCancelled(_ event: BackEvent) { navigation?.endBack(event, committed: false) }
    func backEventCommitted(_ event: BackEvent) { navigation?.endBack(event, committed: true) }
    var backCommitThreshold: CGFloat { NavigationController.interactivePopCompletionThreshold }
}
