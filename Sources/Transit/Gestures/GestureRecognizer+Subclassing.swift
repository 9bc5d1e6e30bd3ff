import Foundation

// The methods subclasses override (UIKit's `UIGestureRecognizerSubclass` header).
extension GestureRecognizer {
    /// Whether `state` may go from `from` to `to` (UIKit's allowed transitions).
    static func isAllowed(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// A state change of a recognizer that takes part in no window's touches (e.g. a subclass
    /// driven by hand): no arbitration, actions sent as usual.
    func applyUnrouted(_ newState: State) {
        guard Self.isAllowed(from: currentState, to: newState) else {
            report(
                .warning, "gesture.invalidTransition",
                "\(debugName): state \(currentState) → \(newState) is not allowed; ignored")
            return
        }
        currentState = newState
        if newState != .failed { sendActions() }
    }
}

extension GestureRecognizer {
    /// The clock time of the latest event or timer the recognizer's window handled.
    var now: TimeInterval { router?.now ?? 0 }

    /// Asks for `timerFired()` after `delay` seconds of the window's clock (replacing any earlier
    /// request). Timers fire before the touches delivered at the same instant.
    func scheduleTimer(after delay: TimeInterval) {
        deadline = now + max(0, delay)
    }

    /// Cancels a requested timer.
    func cancelTimer() { deadline = nil }
}
