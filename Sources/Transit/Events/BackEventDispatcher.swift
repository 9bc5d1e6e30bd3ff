import Foundation

/// A window's back gestures and the handlers they go to (Android's `OnBackPressedDispatcher`;
/// UIKit keeps its own private).
///
/// Handlers registered with ``addHandler(_:priority:)`` are offered a beginning gesture first:
/// higher priority first and, within a priority, the most recently added first; a handler passes
/// by returning `nil` from `backEventBegan(_:)`. When none takes it, the gesture goes to its
/// *owner*, the handler of the container whose recognizer saw it (the navigation controller for
/// its edge and content pops). The handler that takes a gesture receives all of it, and
/// nothing else does.
///
/// A gesture's recognizer reports its finger's travel (`progress(travel:velocity:location:)`);
/// the dispatcher adds the progress the handler adopted, so a gesture that caught a running
/// transition moves it from where it was caught. On release it commits when the projected
/// progress (``BackEvent/projectedProgress``) passes the handler's `backCommitThreshold`, and
/// cancels otherwise; a cancelled recognizer always cancels, with no velocity.
///
/// Handlers are held weakly. One gesture runs at a time per window: a second one beginning while
/// another runs is refused.
@MainActor
public final class BackEventDispatcher {
    /// The order in which handlers are offered a gesture.
    public struct Priority: Comparable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Handlers of screens (the default).
        public static let `default` = Priority(rawValue: 0)
        /// Handlers of things shown above screens — menus, popovers, overlays — that close first.
        public static let overlay = Priority(rawValue: 1000)
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Registration {
        weak var handler: BackEventHandler?
        var priority: Priority
        var order: Int
    }

    private struct Gesture {
        weak var handler: BackEventHandler?
        var source: BackEvent.Source
        /// The adopted progress less the finger's travel when the gesture began.
        var offset: CGFloat
        var threshold: CGFloat
        var last: BackEvent
    }

    private var registrations: [Registration] = []
    private var added = 0
    private var gesture: Gesture?

    public init() {}

    /// Registers `handler` to be offered back gestures before their owners. Adding a handler
    /// again moves it to the front of its priority.
    public func addHandler(_ handler: BackEventHandler, priority: Priority = .default) {
        removeHandler(handler)
        added += 1
        registrations.append(Registration(handler: handler, priority: priority, order: added))
    }

    /// Stops offering back gestures to `handler` (a gesture it already took still reaches it).
    public func removeHandler(_ handler: BackEventHandler) {
        registrations.removeAll { $0.handler == nil || $0.handler === handler }
    }

    /// The registered handlers in the order they are offered a gesture.
    public var handlers: [BackEventHandler] {
        registrations.filter { $0.handler != nil }
            .sorted { ($0.priority, $0.order) > ($1.priority, $1.order) }
            .compactMap(\.handler)
    }

    /// Whether a back gesture is running.
    public var isHandlingGesture: Bool { gesture?.handler != nil }

    /// A back gesture begins from `source`, the finger having travelled `travel` (fractions of
    /// the width) so far; `owner` takes it when no registered handler does. Returns whether a
    /// handler took it.
    @discardableResult
    public func begin(
        _ source: BackEvent.Source, travel: CGFloat, location: CGPoint = .zero,
        owner: BackEventHandler?
    ) -> Bool {
        guard !isHandlingGesture, travel.isFinite else { return false }
        let event = BackEvent(source: source, progress: travel, location: location)
        for handler in handlers + [owner].compactMap({ $0 }) {
            guard let adopted = handler.backEventBegan(event) else { continue }
            let start = adopted.isFinite ? adopted : travel
            gesture = Gesture(
                handler: handler, source: source, offset: start - travel,
                threshold: handler.backCommitThreshold,
                last: BackEvent(source: source, progress: start, location: location))
            return true
        }
        return false
    }

    /// The running gesture's finger has travelled `travel` since before it began.
    public func progress(travel: CGFloat, location: CGPoint = .zero) {
        guard var running = gesture, let handler = running.handler, travel.isFinite else { return }
        running.last = BackEvent(source: running.source, progress: running.offset + travel, location: location)
        gesture = running
        handler.backEventProgressed(running.last)
    }

    /// The running gesture ends: released at `velocity` (fractions of the width per second) after
    /// `travel`, or cancelled. Commits when released with its projected progress past the
    /// handler's threshold.
    public func end(travel: CGFloat, velocity: CGFloat, location: CGPoint = .zero, cancelled: Bool = false) {
        guard let running = gesture else { return }
        gesture = nil
        guard let handler = running.handler else { return }
        let progress = travel.isFinite ? running.offset + travel : running.last.progress
        let v = cancelled || !velocity.isFinite ? 0 : velocity
        let event = BackEvent(source: running.source, progress: progress, velocity: v, location: location)
        if !cancelled, event.projectedProgress > running.threshold {
            handler.backEventCommitted(event)
        } else {
            handler.backEventCancelled(event)
        }
    }
}
