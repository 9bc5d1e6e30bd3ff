import Foundation

/// One moment of a back gesture, as the handler that took it sees it.
///
/// UIKit drives its edge-swipe pop and iOS 26's content-area pop through one private path;
/// Android's predictive back makes the same path public (`BackEvent`, `OnBackPressedCallback`'s
/// started, progressed, cancelled and pressed calls). Transit has one model under all its back
/// gestures — the navigation controller's `interactivePopGestureRecognizer` and
/// `interactiveContentPopGestureRecognizer`, the catalogue's predictive-back interaction, and
/// any of them replayed from a recorded trace: a gesture *begins* (with the edge it came from),
/// *progresses*, and ends *committed* or *cancelled*; a ``BackEventDispatcher`` hands it to one
/// handler.
///
/// Progress and velocity are measured along the swipe, toward the trailing edge (rightward, or
/// leftward right to left), in fractions of the width of the view the gesture is on.
public struct BackEvent: Equatable, Sendable {
    /// Where a back gesture comes from.
    public enum Source: Equatable, Sendable {
        /// A swipe that began at this edge of the screen (the edge pop, predictive back).
        case edge(RectEdge)
        /// A pan that began in the content, away from the edges (iOS 26's content pop).
        case content
    }

    /// Where the gesture came from.
    public var source: Source
    /// How far the gesture has come: at `began`, the finger's travel so far; afterwards, the
    /// progress the handler adopted when it began (see `BackEventHandler.backEventBegan(_:)`)
    /// plus the finger's travel since.
    public var progress: CGFloat
    /// The finger's speed along the swipe, in fractions of the width per second (0 while it
    /// moves, and for a cancelled gesture; the release velocity when committed).
    public var velocity: CGFloat
    /// The finger, in window coordinates.
    public var location: CGPoint

    public init(source: Source, progress: CGFloat, velocity: CGFloat = 0, location: CGPoint = .zero) {
        self.source = source
        self.progress = progress
        self.velocity = velocity
        self.location = location
    }

    /// Where the finger would bring the gesture if it decelerated at UIKit's normal rate from its
    /// velocity: the progress shown (`progress` within 0…1) plus
    /// `DecelerationRate.normal.projectedDistance(initialVelocity:)` of the velocity (Apple's
    /// "Designing Fluid Interfaces", WWDC 2018 session 803).
    public var projectedProgress: CGFloat {
        min(1, max(0, progress)) + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
    }
}

/// An object that can take back gestures (Android's `OnBackPressedCallback`; UIKit keeps its
/// equivalent private). Register one with a window's ``Window/backEventDispatcher`` to take back
/// gestures before the container that owns them: to confirm discarding an edit, to run a
/// predictive preview of your own, or to close an overlay first.
///
/// The dispatcher offers a beginning gesture to its handlers and takes the first that accepts;
/// that handler alone receives the rest of the gesture.
@MainActor
public protocol BackEventHandler: AnyObject {
    /// A back gesture begins. Return the progress to adopt — usually `event.progress`, or where
    /// a running transition the gesture caught is — to take the gesture, or `nil` to pass it on.
    func backEventBegan(_ event: BackEvent) -> CGFloat?
    /// The gesture moved.
    func backEventProgressed(_ event: BackEvent)
    /// The gesture ended short of its threshold, or was cancelled: go back to where it began.
    func backEventCancelled(_ event: BackEvent)
    /// The gesture ended past its threshold: complete the back navigation.
    func backEventCommitted(_ event: BackEvent)
    /// The projected progress past which a released gesture commits (0.5 unless the handler
    /// says otherwise).
    var backCommitThreshold: CGFloat { get }
}

extension BackEventHandler {
    public var backCommitThreshold: CGFloat { 0.5 }
}
