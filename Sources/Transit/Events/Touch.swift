import Foundation

/// One finger on the screen for the whole of its life, from the moment it touches down until it
/// lifts or is cancelled (`UITouch`).
///
/// A window creates touches from raw input (`Window.deliverTouches(_:at:)`); apps never create
/// them. The same object is handed to views and gesture recognizers in every phase, so it can be
/// used as a key. Locations are stored in the window's coordinate space and converted on request.
@MainActor
public final class Touch: Hashable {
    /// The phase of a touch (`UITouch.Phase`).
    public enum Phase: Int, Sendable, CaseIterable {
        /// The finger touched down (`UITouch.Phase.began`).
        case began
        /// The finger moved (`UITouch.Phase.moved`).
        case moved
        /// The finger is down but did not move in this event (`UITouch.Phase.stationary`).
        case stationary
        /// The finger lifted (`UITouch.Phase.ended`).
        case ended
        /// The system cancelled the touch (`UITouch.Phase.cancelled`).
        case cancelled
    }

    /// The touch's current phase (`UITouch.phase`).
    public internal(set) var phase: Phase
    /// The time of the touch's latest change, in seconds of the window's clock (`UITouch.timestamp`).
    public internal(set) var timestamp: TimeInterval
    /// The number of times the finger tapped in quick succession at this place, this touch
    /// included (`UITouch.tapCount`); 1 for a lone touch. See `Window.multipleTapInterval`.
    public internal(set) var tapCount: Int
    /// The view the touch was hit-tested into when it began (`UITouch.view`). It stays the same for
    /// the touch's life, even when the finger leaves the view; `nil` when no view took it.
    public internal(set) weak var view: View?
    /// The window in which the touch occurred (`UITouch.window`).
    public internal(set) weak var window: Window?
    /// The gesture recognizers receiving this touch, the hit-tested view's first and then each
    /// ancestor's, in the order they were added (`UITouch.gestureRecognizers`).
    public var gestureRecognizers: [GestureRecognizer] { recognizers }

    /// The current location in window coordinates.
    var windowLocation: CGPoint
    /// The location before the latest move, in window coordinates.
    var previousWindowLocation: CGPoint
    /// The finger the touch stands for (from `TouchInput.finger`).
    let finger: Int
    /// Creation order within the window: orders touches wherever sets would not.
    let sequence: Int
    /// The recognizers receiving this touch (see `gestureRecognizers`).
    var recognizers: [GestureRecognizer] = []
    /// Whether the hit-tested view has been sent `touchesBegan` for this touch.
    var deliveredToView = false
    /// Whether the view gets no more phases of this touch: they ended or were cancelled for it, or
    /// a recognizer took the touch before the view saw it.
    var doneForView = false
    /// Phases waiting for the view while a recognizer delays them (`delaysTouchesBegan/Ended`).
    var delayedPhases: [Phase] = []

    init(
        finger: Int, sequence: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
        view: View?, window: Window?
    ) {
        self.finger = finger
        self.sequence = sequence
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.windowLocation = location
        self.previousWindowLocation = location
        self.view = view
        self.window = window
    }

    /// The touch's current location in the coordinate space of `view`; window coordinates when
    /// `view` is `nil` (`UITouch.location(in:)`).
    public func location(in view: View?) -> CGPoint {
        Touch.convert(windowLocation, from: window, to: view)
    }

    /// The touch's location before its latest move, in the coordinate space of `view`; window
    /// coordinates when `view` is `nil` (`UITouch.previousLocation(in:)`).
    public func previousLocation(in view: View?) -> CGPoint {
        Touch.convert(previousWindowLocation, from: window, to: view)
    }

    /// Converts a window point into `view`'s space (identity for `nil` or a view in no window).
    static func convert(_ point: CGPoint, from window: Window?, to view: View?) -> CGPoint {
        guard let view else { return point }
        if let window, view !== window { return view.convert(point, from: window) }
        return point
    }

    nonisolated public static func == (a: Touch, b: Touch) -> Bool { a === b }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Sequence where Element == Touch {
    /// The touches in creation order: the deterministic order Transit iterates touches in.
    func ordered() -> [Touch] {
        sorted { $0.sequence < $1.sequence }
    }
}
