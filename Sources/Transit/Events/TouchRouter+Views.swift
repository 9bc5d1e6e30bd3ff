import Foundation

// Delivery of touches to views, after the recognizers had them: delays (`delaysTouchesBegan`,
// `delaysTouchesEnded`) and cancellation (`cancelsTouchesInView`).
extension TouchRouter {
    /// Hands this event's changes to the hit-tested views, holding back the phases a recognizer
    /// delays.
    func deliverToViews(_ changed: [Touch], _ event: Event) {
        var now: [Touch] = []
        for touch in changed where touch.view != nil && !touch.doneForView {
            if touch.phase == .began, touch.recognizers.contains(where: { $0.currentState.isActive && $0.cancelsTouchesInView }) {
                touch.doneForView = true  // a finger joining a recognized gesture is the gesture's
                continue
            }
            if !touch.delayedPhases.isEmpty || isDelayed(touch, phase: touch.phase) {
                hold(touch, touch.phase)
            } else {
                now.append(touch)
            }
        }
        send(now, event)
    }

    /// Whether a still-undecided recognizer of the touch delays this phase for the view.
    func isDelayed(_ touch: Touch, phase: Touch.Phase) -> Bool {
        switch phase {
        case .began:
            return touch.recognizers.contains {
                $0.delaysTouchesBegan && $0.isEnabled && $0.currentState == .possible
            }
        case .ended:
            return touch.recognizers.contains {
                $0.delaysTouchesEnded && $0.isEnabled && $0.currentState == .possible
            }
        default:
            return false
        }
    }

    private func hold(_ touch: Touch, _ phase: Touch.Phase) {
        if phase == .moved, touch.delayedPhases.last == .moved { return }
        touch.delayedPhases.append(phase)
        if !delayed.contains(where: { $0 === touch }) { delayed.append(touch) }
    }

    /// Delivers held phases whose delaying recognizers have decided. Returns whether any went out.
    @discardableResult
    func flushDelayed() -> Bool {
        var progressed = false
        for touch in delayed {
            while let phase = touch.delayedPhases.first, !touch.doneForView, !isDelayed(touch, phase: phase) {
                touch.delayedPhases.removeFirst()
                let current = touch.phase
                touch.phase = phase
                send([touch], Event(timestamp: now, touches: touches.contains { $0 === touch } ? touches : touches + [touch]))
                touch.phase = current
                progressed = true
            }
        }
        delayed.removeAll { $0.delayedPhases.isEmpty || $0.doneForView }
        return progressed
    }

    /// Calls the views' touch methods: per phase (began, moved, ended, cancelled), per view in the
    /// order of their first touch.
    private func send(_ list: [Touch], _ event: Event) {
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(view: View, touches: [Touch])] = []
            for touch in list where touch.phase == phase && !touch.doneForView {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, group) in groups {
                let set = Set(group)
                switch phase {
                case .began:
                    for touch in group { touch.deliveredToView = true }
                    view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended:
                    for touch in group { touch.doneForView = true }
                    view.touchesEnded(set, with: event)
                default:
                    for touch in group { touch.doneForView = true }
                    view.touchesCancelled(set, with: event)
                }
            }
        }
    }

    /// Takes a recognizer's touches away from their views (`cancelsTouchesInView`): views that
    /// saw them begin get `touchesCancelled`; views that did not will never see them.
    func cancelTouchesInViews(of recognizer: GestureRecognizer) {
        var cancelled: [Touch] = []
        for touch in recognizer.seenTouches where !touch.doneForView {
            touch.delayedPhases.removeAll()
            if touch.deliveredToView {
                cancelled.append(touch)
            } else {
                touch.doneForView = true
            }
        }
        delayed.removeAll { $0.doneForView || $0.delayedPhases.isEmpty }
        guard !cancelled.isEmpty else { return }
        let phases = cancelled.map(\.phase)
        for touch in cancelled { touch.phase = .cancelled }
        send(cancelled, Event(timestamp: now, touches: touches))
        for (touch, phase) in zip(cancelled, phases) { touch.phase = phase }
    }
}
