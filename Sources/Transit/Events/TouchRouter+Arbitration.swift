import Foundation

// UIKit's rules between gesture recognizers: state transitions, failure requirements,
// `gestureRecognizerShouldBegin`, exclusive recognition unless simultaneous recognition is allowed,
// and the reset once a gesture is over.
extension TouchRouter {
    /// A subclass set `state`: validate the transition and apply UIKit's rules.
    func requestState(_ newState: GestureRecognizer.State, for recognizer: GestureRecognizer) {
        if let pending = recognizer.pendingState {
            switch newState {
            case .failed, .cancelled: fail(recognizer)
            case .ended where pending == .began: recognizer.pendingEnd = true
            default: break
            }
            return
        }
        let old = recognizer.currentState
        guard GestureRecognizer.isAllowed(from: old, to: newState) else {
            recognizer.report(
                .warning, "gesture.invalidTransition",
                "\(recognizer.debugName): state \(old) → \(newState) is not allowed; ignored")
            return
        }
        switch (old, newState) {
        case (.possible, .failed):
            fail(recognizer)
        case (.possible, _):
            tryBegin(recognizer, to: newState)
        default:
            recognizer.currentState = newState
            recognizer.sendActions()
        }
    }

    /// The recognizer wants to begin (or recognize): wait for its failure requirements, ask the
    /// delegate and the views, respect recognizers already recognizing, then commit: fail the
    /// recognizers it excludes, cancel its touches in the views, send its actions.
    func tryBegin(_ recognizer: GestureRecognizer, to target: GestureRecognizer.State) {
        switch requirementsOutcome(for: recognizer) {
        case .waiting:
            recognizer.pendingState = target
            return
        case .lost:
            fail(recognizer)
            return
        case .clear:
            break
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        var views: [View] = []
        for touch in recognizer.seenTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views where !view.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        for other in participants
        where other !== recognizer && other.currentState.isActive
            && excludes(other, recognizer)
        {
            fail(recognizer)
            return
        }
        let endAfterwards = recognizer.pendingEnd && target == .began
        recognizer.pendingState = nil
        recognizer.pendingEnd = false
        recognizer.currentState = target
        for other in participants
        where other !== recognizer && other.currentState == .possible
            && excludes(recognizer, other)
        {
            fail(other)
        }
        if recognizer.cancelsTouchesInView { cancelTouchesInViews(of: recognizer) }
        recognizer.sendActions()
        if endAfterwards && recognizer.currentState == .began {
            recognizer.currentState = .ended
            recognizer.sendActions()
        }
    }

    /// Whether `winner`, recognizing, makes `loser` fail: they share a touch, neither delegate
    /// allows simultaneous recognition, and both agree to the prevention.
    func excludes(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        guard winner.seenTouches.contains(where: { t in loser.seenTouches.contains { $0 === t } }) else {
            return false
        }
        if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) == true { return false }
        if loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) == true { return false }
        return winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    enum RequirementsOutcome { case clear, waiting, lost }

    /// Where the recognizer's failure requirements stand. A required recognizer that takes no part
    /// in the current touches counts as failed.
    func requirementsOutcome(for recognizer: GestureRecognizer) -> RequirementsOutcome {
        var waiting = false
        for other in requirements(of: recognizer) {
            switch other.currentState {
            case .failed:
                continue
            case .possible:
                guard participants.contains(where: { $0 === other }) else { continue }
                if other.pendingState != nil, requirements(of: other).contains(where: { $0 === recognizer }) {
                    report(
                        .warning, "gesture.failureCycle",
                        "\(recognizer.debugName) and \(other.debugName) require each other to fail; \(recognizer.debugName) no longer waits"
                    )
                    continue
                }
                waiting = true
            default:
                return .lost
            }
        }
        return waiting ? .waiting : .clear
    }

    /// The recognizers this one must wait for: `require(toFail:)`, and those its delegate, the
    /// other's delegate or either subclass ask for among the recognizers of the same touches.
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.value)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    /// The recognizer fails; recognizers waiting for it reconsider.
    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.currentState == .possible else { return }
        recognizer.pendingState = nil
        recognizer.pendingEnd = false
        recognizer.deadline = nil
        recognizer.currentState = .failed
        for waiter in participants where waiter.currentState == .possible {
            if let pending = waiter.pendingState { tryBegin(waiter, to: pending) }
        }
    }

    /// The recognizer was disabled or removed from its view: cancel it if it was recognizing,
    /// fail it if it was deciding, and take its touches away.
    func withdraw(_ recognizer: GestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        if recognizer.currentState.isActive {
            recognizer.currentState = .cancelled
            recognizer.sendActions()
        } else {
            fail(recognizer)
        }
        for touch in touches { touch.recognizers.removeAll { $0 === recognizer } }
        if !recognizer.trackedTouches.isEmpty { release(recognizer.trackedTouches, from: recognizer) }
        settle()
    }

    /// Brings everything to rest after an event or a timer: deferred recognitions and held touches
    /// go out once their recognizers decided, recognizers left deciding with no touch and nothing to
    /// wait for fail, and finished recognizers whose touches are gone are reset. Called while an
    /// event is being handed out (from an action that disables a recognizer), it waits for the
    /// event's end, so recognizers that have not had their touches yet are not judged early.
    func settle() {
        guard !isDispatching else { return }
        var progressed = true
        while progressed {
            progressed = flushDelayed()
            for recognizer in participants
            where recognizer.currentState == .possible
                && recognizer.trackedTouches.isEmpty && recognizer.deadline == nil
                && recognizer.pendingState == nil
            {
                fail(recognizer)
                progressed = true
            }
        }
        let finished = participants.filter { $0.currentState.isFinished && $0.trackedTouches.isEmpty }
        for recognizer in finished {
            participants.removeAll { $0 === recognizer }
            for touch in touches { touch.recognizers.removeAll { $0 === recognizer } }
            recognizer.reset()
            recognizer.currentState = .possible
            recognizer.seenTouches.removeAll()
            recognizer.pendingState = nil
            recognizer.pendingEnd = false
            recognizer.deadline = nil
        }
    }
}
