import Foundation

/// A window's touch machinery (what `UIApplication.sendEvent` and `UIWindow.sendEvent` do): turns
/// raw `TouchInput` into `Touch` objects, hit-tests new touches, hands every change to the gesture
/// recognizers first and then to the views, fires recognizer timers, and runs the arbitration
/// between recognizers (`TouchRouter+Arbitration.swift`).
///
/// Order, always the same: timers due by the event's time fire first (earliest first, ties in
/// the order recognizers joined); then each event goes to each recognizer in the order they joined
/// the gesture (per recognizer: began, moved, ended, cancelled touches), then to the views in
/// touch creation order (began, moved, ended, cancelled).
@MainActor
final class TouchRouter {
    /// Two touches are taps of one multiple tap when the second begins within this time of the
    /// first one lifting (and within `multipleTapRadius` of it). UIKit's value is not documented;
    /// 0.35 s matches what users perceive as a double tap.
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart the taps of one multiple tap may be, in points (about a fingertip).
    static let multipleTapRadius: CGFloat = 44

    weak var window: Window?
    /// The time of the latest event or timer.
    var now: TimeInterval = 0
    /// The fingers down, in creation order.
    var touches: [Touch] = []
    /// The recognizers taking part in the current touches, in the order they joined.
    var participants: [GestureRecognizer] = []
    /// Touches with phases held back from their view (`delaysTouchesBegan/Ended`).
    var delayed: [Touch] = []
    /// Whether an event is being handed out (settling waits for its end).
    var isDispatching = false
    private var nextSequence = 0
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    init(window: Window) { self.window = window }

    /// Delivers `inputs`, all at `time`. Reports of one finger that repeat within `inputs` start a
    /// new event at the same time (a touch that begins and ends within one frame is two events).
    func deliver(_ inputs: [TouchInput], at time: TimeInterval) {
        var t = time
        if !t.isFinite || t < now {
            report(
                .warning, "touch.timeBackwards",
                "touches delivered at \(time), before the last event at \(now); delivered at \(now)")
            t = now
        }
        fireTimers(upTo: t)
        now = t
        window?.timeline.now = max(window?.timeline.now ?? t, t)
        var batch: [TouchInput] = []
        for input in inputs {
            if batch.contains(where: { $0.finger == input.finger }) {
                dispatch(batch)
                batch.removeAll()
            }
            batch.append(input)
        }
        if !batch.isEmpty { dispatch(batch) }
        settle()
    }

    /// Whether a recognizer waits for time to pass (a timer or a deferred recognition).
    var hasPendingWork: Bool {
        participants.contains { $0.deadline != nil || $0.pendingState != nil } || !delayed.isEmpty
    }

    // MARK: Events

    private func dispatch(_ batch: [TouchInput]) {
        guard let window else { return }
        var changed: [Touch] = []
        var began: [Touch] = []
        for input in batch {
            guard input.location.x.isFinite && input.location.y.isFinite else {
                report(.error, "touch.nonFinite", "touch of finger \(input.finger) at \(input.location) ignored")
                continue
            }
            let existing = touches.first { $0.finger == input.finger }
            switch input.phase {
            case .stationary:
                continue
            case .began where existing == nil:
                let touch = Touch(
                    finger: input.finger, sequence: nextSequence, location: input.location,
                    timestamp: now, tapCount: tapCount(at: input.location),
                    view: nil, window: window)
                nextSequence += 1
                touches.append(touch)
                began.append(touch)
                changed.append(touch)
            default:
                guard let touch = existing else {
                    report(
                        .warning, "touch.unknownFinger",
                        "\(input.phase) for finger \(input.finger), which is not down; ignored")
                    continue
                }
                if input.phase == .began {
                    report(
                        .warning, "touch.duplicateBegan",
                        "finger \(input.finger) began while already down; treated as a move")
                }
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = input.location
                touch.phase = input.phase == .began ? .moved : input.phase
                touch.timestamp = now
                changed.append(touch)
            }
        }
        guard !changed.isEmpty else { return }
        isDispatching = true
        for touch in touches where !changed.contains(where: { $0 === touch }) { touch.phase = .stationary }
        let event = Event(timestamp: now, touches: touches)
        for touch in began {
            touch.view = window.hitTest(touch.windowLocation, with: event)
            collectRecognizers(for: touch)
        }
        deliverToRecognizers(changed, event)
        deliverToViews(changed, event)
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            touches.removeAll { $0 === touch }
            if touch.phase == .ended { lastTap = (now, touch.windowLocation, touch.tapCount) }
        }
        isDispatching = false
        settle()
    }

    private func tapCount(at location: CGPoint) -> Int {
        guard let last = lastTap, now - last.time <= Self.multipleTapInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapRadius
        else { return 1 }
        return last.count + 1
    }

    /// The recognizers of the hit-tested view, then of each ancestor, that accept the touch.
    private func collectRecognizers(for touch: Touch) {
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerStorage
            where recognizer.isEnabled && !recognizer.currentState.isFinished
                && !touch.recognizers.contains(where: { $0 === recognizer })
            {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                touch.recognizers.append(recognizer)
                recognizer.router = self
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
            view = current.superview
        }
    }

    private static let phaseOrder: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    private func deliverToRecognizers(_ changed: [Touch], _ event: Event) {
        // New touches belong to all their recognizers before any of them hears of them, so the
        // first to decide sees the others as taking part.
        for touch in changed where touch.phase == .began {
            for recognizer in touch.recognizers {
                recognizer.trackedTouches.append(touch)
                recognizer.seenTouches.append(touch)
            }
        }
        for recognizer in participants {
            for phase in Self.phaseOrder {
                let group = changed.filter { touch in
                    touch.phase == phase && touch.recognizers.contains { $0 === recognizer }
                }
                guard !group.isEmpty else { continue }
                if recognizer.isEnabled && !recognizer.currentState.isFinished {
                    let set = Set(group)
                    switch phase {
                    case .began: recognizer.touchesBegan(set, with: event)
                    case .moved: recognizer.touchesMoved(set, with: event)
                    case .ended: recognizer.touchesEnded(set, with: event)
                    default: recognizer.touchesCancelled(set, with: event)
                    }
                }
                if phase == .ended || phase == .cancelled { release(group, from: recognizer) }
            }
        }
    }

    /// Touches leave a recognizer; it keeps their centroid for `location(in:)`.
    func release(_ group: [Touch], from recognizer: GestureRecognizer) {
        guard recognizer.trackedTouches.contains(where: { t in group.contains { $0 === t } }) else { return }
        recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.trackedTouches)
        recognizer.trackedTouches.removeAll { t in group.contains { $0 === t } }
    }

    // MARK: Timers

    private func fireTimers(upTo time: TimeInterval) {
        while true {
            var due: GestureRecognizer?
            for recognizer in participants {
                guard let deadline = recognizer.deadline, deadline <= time else { continue }
                if let best = due?.deadline, best <= deadline { continue }
                due = recognizer
            }
            guard let recognizer = due, let deadline = recognizer.deadline else { return }
            now = max(now, deadline)
            if let window { window.timeline.now = max(window.timeline.now, now) }
            recognizer.deadline = nil
            if recognizer.isEnabled && !recognizer.currentState.isFinished { recognizer.timerFired() }
            settle()
        }
    }

    func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
        let diagnostic = Diagnostic(severity, code: code, message)
        if let window { window.diagnostics.report(diagnostic) } else { StandardErrorDiagnostics.console.report(diagnostic) }
    }
}
