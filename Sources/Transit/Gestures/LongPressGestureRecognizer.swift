import Foundation

/// A continuous recognizer for fingers held still (`UILongPressGestureRecognizer`).
///
/// After `numberOfTapsRequired` quick taps (0 by default), `numberOfTouchesRequired` fingers must
/// stay down for `minimumPressDuration` seconds (0.5 by default) without moving more than
/// `allowableMovement` (10 pt) from where they touched down: the gesture then begins, even if the
/// fingers do not move. Afterwards it changes with every move (no movement limit) and ends when a
/// finger lifts. A `minimumPressDuration` of 0 begins as the fingers touch down, which is how a
/// running animation is grabbed. Lifting early, moving too far or touching down with too many
/// fingers makes it fail. Time comes from the window's clock (timers fire when touches are
/// delivered, i.e. once per frame under a `TestHost`).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held, in seconds (`minimumPressDuration`, default 0.5).
    /// Negative or non-finite values are reported and replaced by 0.5.
    public var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if !(minimumPressDuration.isFinite && minimumPressDuration >= 0) {
                report(.error, "gesture.pressDuration", "minimumPressDuration \(minimumPressDuration) is invalid; using 0.5")
                minimumPressDuration = 0.5
            }
        }
    }
    /// The fingers that must be held (`numberOfTouchesRequired`, default 1; at least 1).
    public var numberOfTouchesRequired = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                report(.error, "gesture.touches", "numberOfTouchesRequired \(numberOfTouchesRequired) < 1; using 1")
                numberOfTouchesRequired = 1
            }
        }
    }
    /// The taps before the press (`numberOfTapsRequired`, default 0; at least 0).
    public var numberOfTapsRequired = 0 {
        didSet {
            if numberOfTapsRequired < 0 {
                report(.error, "gesture.taps", "numberOfTapsRequired \(numberOfTapsRequired) < 0; using 0")
                numberOfTapsRequired = 0
            }
        }
    }
    /// How far the fingers may move before the gesture begins, in points (`allowableMovement`,
    /// default 10). Negative or non-finite values are reported and replaced by 10.
    public var allowableMovement: CGFloat = 10 {
        didSet {
            if !(allowableMovement.isFinite && allowableMovement >= 0) {
                report(.error, "gesture.movement", "allowableMovement \(allowableMovement) is invalid; using 10")
                allowableMovement = 10
            }
        }
    }

    private var tapsCompleted = 0
    private var waitingForPress = false
    private var starts: [(touch: Touch, location: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        cancelTimer()
        for touch in touches.ordered() { starts.append((touch, touch.windowLocation)) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            waitingForPress = true
            if minimumPressDuration == 0 { state = .began } else { scheduleTimer(after: minimumPressDuration) }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            for start in starts where touches.contains(start.touch) {
                let p = start.touch.windowLocation
                if hypot(p.x - start.location.x, p.y - start.location.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            if waitingForPress || tapsCompleted >= numberOfTapsRequired {
                state = .failed
            } else if numberOfTouches == touches.count {
                tapsCompleted += 1
                starts.removeAll()
                scheduleTimer(after: TouchRouter.multipleTapInterval)
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    override func timerFired() {
        if waitingForPress { state = .began } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        waitingForPress = false
        starts.removeAll()
    }
}
