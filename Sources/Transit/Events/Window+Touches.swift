import Foundation

extension Window {
    /// Delivers raw touch reports that happened at `time` (seconds on the window's clock), doing
    /// what `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)` do on iOS.
    ///
    /// First, gesture-recognizer timers due by `time` fire (a long press reaching its
    /// `minimumPressDuration`, a double tap giving up), earliest first. Then a `.began` report
    /// creates a `Touch`, hit-tests it with `hitTest(_:with:)` into its view, and gives it to the
    /// enabled recognizers of that view and its ancestors that accept it; later reports of the
    /// finger move or end the same touch. Each change reaches the recognizers first, then the view
    /// (unless a recognizer delays or cancels it). Reports for a finger that is not down, a second
    /// `.began` for a finger that is, non-finite locations and times earlier than the previous
    /// delivery are reported to `diagnostics` and ignored or corrected.
    ///
    /// A `TestHost` calls this once per frame, before `step(to:)`, with an empty list when no
    /// finger changed, so timers fire on time.
    public func deliverTouches(_ inputs: [TouchInput], at time: TimeInterval) {
        if inputs.contains(where: { $0.phase == .began }) { noteHomeIndicatorActivity() }
        touchRouter.deliver(inputs, at: time)
    }

    /// The fingers currently down, in the order they touched down.
    public var activeTouches: [Touch] { touchRouter.touches }

    /// Whether gesture handling waits for time to pass: a recognizer's timer (a long press, the
    /// gap before a double tap gives up), a recognition deferred until another recognizer fails, or
    /// touch phases held back from a view.
    public var hasPendingGestureWork: Bool { touchRouter.hasPendingWork }
}
