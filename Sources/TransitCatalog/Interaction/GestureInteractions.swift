import Foundation

/// An interaction driven by a swipe from a screen edge (`UIScreenEdgePanGestureRecognizer`, what
/// the navigation controller's interactive pop uses): progress is the finger's travel away from
/// the edge over the view's width (height for the top and bottom edges).
@MainActor
public final class EdgeSwipeInteraction: GestureInteraction {
    /// The recognizer; add it to the view the swipe starts on.
    public let recognizer = ScreenEdgePanGestureRecognizer()
    /// The edge the swipe starts from.
    public let edge: RectEdge

    /// An interaction for swipes from `edge` (left by default) that runs `begin` when one starts.
    public init(edge: RectEdge = .left, begin: (@MainActor () -> Void)? = nil) {
        self.edge = CatalogTransition.single(edge)
        super.init(begin: begin)
        recognizer.edges = self.edge
        recognizer.addTarget(self) { $0.handle }
    }

    func handle(_ pan: ScreenEdgePanGestureRecognizer) {
        let (p, v) = Self.progress(pan, edge: edge)
        follow(pan.state, finger: p, velocity: v)
    }

    /// Progress and its velocity for a pan leaving `edge`.
    static func progress(_ pan: PanGestureRecognizer, edge: RectEdge) -> (CGFloat, CGFloat) {
        let size = pan.view?.bounds.size ?? CGSize(width: 1, height: 1)
        let t = pan.translation(in: pan.view), v = pan.velocity(in: pan.view)
        let w = max(1, size.width), h = max(1, size.height)
        switch edge {
        case .right: return (-t.x / w, -v.x / w)
        case .top: return (t.y / h, v.y / h)
        case .bottom: return (-t.y / h, -v.y / h)
        default: return (t.x / w, v.x / w)
        }
    }
}

/// An interaction driven by a pan anywhere on the view (`UIPanGestureRecognizer`), along an
/// axis: progress is the travel toward `direction` over the view's width or height.
@MainActor
public final class PanInteraction: GestureInteraction {
    /// The recognizer; add it to the view to pan on.
    public let recognizer = PanGestureRecognizer()
    /// The direction of travel that drives the transition forward: `.right`, `.left`, `.bottom`
    /// (down) or `.top` (up).
    public let direction: RectEdge

    /// An interaction for pans toward `direction` (right by default).
    public init(direction: RectEdge = .right, begin: (@MainActor () -> Void)? = nil) {
        self.direction = CatalogTransition.single(direction)
        super.init(begin: begin)
        recognizer.addTarget(self) { $0.handle }
    }

    func handle(_ pan: PanGestureRecognizer) {
        // Moving toward `direction` is moving away from the opposite edge.
        let (p, v) = EdgeSwipeInteraction.progress(pan, edge: CatalogTransition.opposite(direction))
        follow(pan.state, finger: p, velocity: v)
    }
}

/// An interaction driven by a pinch (`UIPinchGestureRecognizer`): closing the fingers (scale
/// 1 → 0) drives the transition from 0 to 1, or opening them (scale 1 → 2) when `opening`.
@MainActor
public final class PinchInteraction: GestureInteraction {
    /// The recognizer; add it to the view to pinch on.
    public let recognizer = PinchGestureRecognizer()
    /// Whether spreading the fingers drives the transition (otherwise pinching them together).
    public let opening: Bool

    /// An interaction for pinches closing (or, with `opening`, spreading).
    public init(opening: Bool = false, begin: (@MainActor () -> Void)? = nil) {
        self.opening = opening
        super.init(begin: begin)
        recognizer.addTarget(self) { $0.handle }
    }

    func handle(_ pinch: PinchGestureRecognizer) {
        let p = opening ? pinch.scale - 1 : 1 - pinch.scale
        let v = opening ? pinch.velocity : -pinch.velocity
        follow(pinch.state, finger: p, velocity: v)
    }
}

/// A predictive-back interaction (Android's predictive back gesture): while the finger swipes
/// from the edge the covered screen is previewed — the transition follows the finger only up to
/// `previewLimit` of its progress — and on release the back navigation commits (runs to the end
/// with the finger's velocity) when the finger's projected travel passes `commitThreshold` of
/// the width, and springs back otherwise.
@MainActor
public final class PredictiveBackInteraction: GestureInteraction {
    /// The recognizer; add it to the view the swipe starts on.
    public let recognizer = ScreenEdgePanGestureRecognizer()
    /// The edge the swipe starts from.
    public let edge: RectEdge
    /// How far the preview goes: a full-width swipe shows this much of the transition (0.3;
    /// Transit's choice).
    public var previewLimit: CGFloat = 0.3

    /// An interaction for back swipes from `edge` (left by default).
    public init(edge: RectEdge = .left, begin: (@MainActor () -> Void)? = nil) {
        self.edge = CatalogTransition.single(edge)
        super.init(begin: begin)
        recognizer.edges = self.edge
        recognizer.addTarget(self) { $0.handle }
        completionThreshold = 0.35
    }

    /// The projected finger travel, as a fraction of the width, past which a release commits
    /// (0.35; Transit's choice).
    public var commitThreshold: CGFloat {
        get { completionThreshold }
        set { completionThreshold = newValue }
    }

    /// The dispatcher of the gesture running now.
    private weak var dispatcher: BackEventDispatcher?
    /// The dispatcher used when the recognizer's view is in no window.
    private let ownDispatcher = BackEventDispatcher()

    /// The swipe is a back gesture: handed to its window's `backEventDispatcher`, which offers it
    /// to the handlers registered there before this interaction.
    func handle(_ pan: ScreenEdgePanGestureRecognizer) {
        let (travel, v) = EdgeSwipeInteraction.progress(pan, edge: edge)
        let location = pan.location(in: nil)
        switch pan.state {
        case .began:
            let chosen = pan.view?.window?.backEventDispatcher ?? ownDispatcher
            if chosen.begin(.edge(edge), travel: travel, location: location, owner: self) { dispatcher = chosen }
        case .changed:
            dispatcher?.progress(travel: travel, location: location)
        case .ended, .cancelled, .failed:
            dispatcher?.end(travel: travel, velocity: v, location: location, cancelled: pan.state != .ended)
            dispatcher = nil
        default: break
        }
    }

    fileprivate func endPreview(commit: Bool, velocity: CGFloat) {
        // The decision is the finger's, not the preview's: hand it over as a progress that is
        // certain to land on the chosen side.
        let p = gestureProgress
        let saved = completionThreshold
        completionThreshold = commit ? -1 : 2
        gestureEnded(progress: p, velocity: velocity)
        completionThreshold = saved
    }
}

/// The predictive-back interaction takes the back gestures of its own swipe that no registered
/// handler takes. Progress is the finger's travel; the transition shows `previewLimit` of it.
extension PredictiveBackInteraction: BackEventHandler {
    public func backEventBegan(_ event: BackEvent) -> CGFloat? {
        gestureBegan()
        guard didGrab else {
            gestureChanged(progress: previewLimit * min(1, max(0, event.progress)))
            return event.progress
        }
        // A grab mid-flight: the travel the progress grabbed stands for.
        return gestureProgress / max(previewLimit, 0.001)
    }

    public func backEventProgressed(_ event: BackEvent) {
        let travel = didGrab ? event.progress : min(1, max(0, event.progress))
        gestureChanged(progress: previewLimit * travel)
    }

    public func backEventCancelled(_ event: BackEvent) { endPreview(commit: false, velocity: event.velocity * previewLimit) }
    public func backEventCommitted(_ event: BackEvent) { endPreview(commit: true, velocity: event.velocity * previewLimit) }
    public var backCommitThreshold: CGFloat { commitThreshold }
}
