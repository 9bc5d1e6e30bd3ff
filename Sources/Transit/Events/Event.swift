import Foundation

/// One delivery of touch changes to a window (`UIEvent` of type `.touches`).
///
/// A window delivers every touch change that happens at one instant as one event: the touches that
/// began, moved, ended or were cancelled, plus the other fingers still down, whose phase is then
/// `.stationary`.
@MainActor
public final class Event {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIEvent` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated public var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    public var description: String { identityDescription(of: self) }

    /// The kind of an event (`UIEvent.EventType`). Transit produces touch events only.
    public enum EventType: Int, Sendable {
        /// An event carrying touches (`UIEvent.EventType.touches`).
        case touches
    }

    /// The event's type (`UIEvent.type`).
    public let type: EventType
    /// The time the event happened, in seconds of the window's clock (`UIEvent.timestamp`).
    public let timestamp: TimeInterval
    /// The touches of the event in creation order.
    let touchList: [Touch]

    init(timestamp: TimeInterval, touches: [Touch]) {
        self.type = .touches
        self.timestamp = timestamp
        self.touchList = touches.ordered()
    }

    /// Every touch of the event (`UIEvent.allTouches`).
    public var allTouches: Set<Touch>? { Set(touchList) }

    /// The touches that belong to `view`, i.e. that were hit-tested into it
    /// (`UIEvent.touches(for:)` with a view).
    public func touches(for view: View) -> Set<Touch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that occurred in `window` (`UIEvent.touches(for:)` with a window).
    public func touches(for window: Window) -> Set<Touch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches being delivered to `gestureRecognizer`
    /// (`UIEvent.touches(for:)` with a gesture recognizer).
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let found = touchList.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
        return found.isEmpty ? nil : Set(found)
    }
}
