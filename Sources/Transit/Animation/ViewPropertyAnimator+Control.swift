import Foundation

extension ViewPropertyAnimator {
    /// Adds an animation block (`addAnimations(_:)`): run when the animator becomes active, or at
    /// once over the remaining time if it is active.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` (0…1) of the way through the remaining
    /// time (`addAnimations(_:delayFactor:)`). Reported and ignored while stopped.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch state {
        case .stopped: report("addAnimations called on a stopped animator")
        case .inactive: pending.append((animation, delayFactor))
        case .active: perform(animation, delayFactor: delayFactor)
        }
    }

    /// Adds a completion handler, told where the animations ended (`addCompletion(_:)`).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations, or resumes paused ones (`startAnimation()`).
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts after `delay` seconds (`startAnimation(afterDelay:)`).
    public func startAnimation(afterDelay delay: TimeInterval) {
        if state == .stopped { return report("startAnimation called on a stopped animator; call finishAnimation(at:) first") }
        self.delay = delay.isFinite && delay >= 0 ? delay : 0
        let wasInactive = state == .inactive
        isPausedLocally = false
        localState = .active
        for animator in run.animators { animator.startAnimation(afterDelay: self.delay) }
        if wasInactive { activate() }
        finishIfUnbound()
    }

    /// Pauses (`pauseAnimation()`); an inactive animator becomes active, paused at its start.
    public func pauseAnimation() {
        guard interruptibleStorage else { return report("pauseAnimation called on a non-interruptible animator") }
        if state == .stopped { return report("pauseAnimation called on a stopped animator") }
        let wasInactive = state == .inactive
        localState = .active
        isPausedLocally = true
        for animator in run.animators { animator.pauseAnimation() }
        if wasInactive { activate() }
    }

    /// Stops the animations where they are (`stopAnimation(_:)`): with `true` the animator becomes
    /// inactive and its completions never run; with `false` it is `stopped`, waiting for
    /// `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return report("stopAnimation called on an animator that is not active") }
        guard interruptibleStorage else { return report("stopAnimation called on a non-interruptible animator") }
        for animator in run.animators where animator.state == .active { animator.stopAnimation(withoutFinishing) }
        if withoutFinishing {
            let retained = keepAlive
            keepAlive = nil
            defer { withExtendedLifetime(retained) {} }
            localState = .inactive
            isPausedLocally = false
            completions.removeAll()
            run.releaseLayers()
            run.resetBindings()
        } else {
            localState = .stopped
        }
    }

    /// Finishes a stopped animator at `.end`, `.start` or `.current` (`finishAnimation(at:)`); the
    /// completions run with that position.
    public func finishAnimation(at finalPosition: AnimatingPosition) {
        guard state == .stopped else {
            return report("finishAnimation(at:) called on an animator that is not stopped; call stopAnimation(false) first")
        }
        // Engine animators that reached their end before the stop have completed already; the
        // animator completes once the stopped ones are finished too.
        let stopped = run.animators.filter { $0.state == .stopped }
        if stopped.isEmpty {
            didComplete(at: finalPosition, window: run.bindings.first?.window)
        } else {
            for animator in stopped { animator.finishAnimation(at: finalPosition) }
        }
    }

    /// Resumes a paused animator with new timing over `durationFactor` times the remaining duration
    /// (`continueAnimation(withTimingParameters:durationFactor:)`).
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        if state != .active { return report("continueAnimation called on an animator that is not active") }
        isPausedLocally = false
        for animator in run.animators {
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        }
        finishIfUnbound()
    }

    func setFractionComplete(_ value: CGFloat) {
        guard value.isFinite else { return report("fractionComplete set to \(value); ignored") }
        if state == .inactive { pauseAnimation() }
        guard state == .active, isPausedLocally || primary?.isRunning == false else {
            return report("fractionComplete can only be set while the animator is paused")
        }
        localFraction = min(1, max(0, value))
        for animator in run.animators { animator.fractionComplete = value }
    }

    /// The animator became active: run the blocks added while inactive.
    func activate() {
        keepAlive = self
        activation += 1
        run.wasInterrupted = false
        let blocks = pending
        pending.removeAll()
        for item in blocks { perform(item.block, delayFactor: item.delayFactor) }
    }

    func perform(_ block: () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isNaN ? 0 : min(1, max(0, delayFactor))
        AnimationScope.$current.withValue(.run(run, keyframe: nil, delayFactor: factor)) { block() }
    }

    /// Started with nothing bound to a window: nothing to wait for, complete at once.
    func finishIfUnbound() {
        guard run.bindings.isEmpty, localState == .active, !isPausedLocally else { return }
        // Views that left their window stopped where they were: the animations end there.
        didComplete(at: run.wasInterrupted ? .current : reversedStorage ? .start : .end, window: nil)
    }

    /// The activation ended at `position`: the animator becomes inactive and the completions
    /// added so far run, once; they belong to this activation, so a later one starts without them
    /// (`addCompletion(_:)`). An animator that is already inactive has nothing to complete.
    func didComplete(at position: AnimatingPosition, window: Window?) {
        guard localState != .inactive else { return }
        if let window = window ?? run.bindings.first?.window { lastWindow = window }
        let retained = keepAlive
        keepAlive = nil
        defer { withExtendedLifetime(retained) {} }
        localState = .inactive
        isPausedLocally = false
        localFraction = 0
        run.releaseLayers()
        run.resetBindings()
        let handlers = completions
        completions.removeAll()
        window?.timeline.record(run.timelineName, "completion(.\(position))", from: run.callSite)
        for completion in handlers { completion(position) }
    }

    /// Every animated view left its window: the animator lets go of its engine animators at once
    /// (their views show their model values) and stays active until the next turn of that window,
    /// where it ends where it is, at `.current` — unless it was stopped, finished or started
    /// afresh in between, which then decides how this activation ends.
    func didLoseAllLayers(window: Window?) {
        if let window { lastWindow = window }
        run.resetBindings()
        guard let window else { return didComplete(at: .current, window: nil) }
        let ending = activation
        window.performOnNextTurn { [weak self, weak window] in
            guard let self, self.activation == ending, self.localState == .active else { return }
            self.didComplete(at: .current, window: window)
        }
    }
}

extension ViewPropertyAnimator {
    /// Sends an active animator to `position` from where its views are on screen, carrying their
    /// velocity along the system spring (`PropertyAnimator.turn(toward:)`): how a transition that
    /// vends this animator as its `interruptibleAnimator(using:)` is turned around. Reported and
    /// ignored unless the animator is active.
    func turn(toward position: AnimatingPosition) {
        guard state == .active else { return report("turn(toward:) called on an animator that is not active") }
        let spring = primary?.turningSpring(toward: position) ?? SpringTimingParameters()
        pauseAnimation()
        isReversed = position == .start
        continueAnimation(withTimingParameters: spring, durationFactor: 1)
    }
}
