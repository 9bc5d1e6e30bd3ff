import Foundation

extension PropertyAnimator {
    /// Starts the animations, or resumes them when paused (`startAnimation()`).
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds, or resumes paused ones after it
    /// (`startAnimation(afterDelay:)`). The model values change at once; the presentation values
    /// move once the delay has passed. A running animator ignores the call; a stopped one reports it
    /// (UIKit raises). A negative or non-finite delay is reported and treated as 0.
    public func startAnimation(afterDelay delay: TimeInterval) {
        var d = delay
        if !(d.isFinite && d >= 0) {
            engine.report(.invalidValue, "startAnimation(afterDelay: \(delay)): delay replaced by 0")
            d = 0
        }
        let now = startTime
        switch state {
        case .stopped:
            engine.report(.illegalStateTransition, "startAnimation called on a stopped animator; call finishAnimation(at:) first")
        case .inactive:
            self.delay = d
            activate()
            phase = d > 0 ? .delayed(until: now + d, from: localTime) : .timeline(origin: now, from: localTime)
        case .active:
            guard case .paused = phase else { return }
            self.delay = d
            if offCurve {
                beginContinuation(provider: timingParameters, factor: 1, at: now + d)
            } else {
                phase = d > 0 ? .delayed(until: now + d, from: localTime) : .timeline(origin: now, from: localTime)
            }
        }
        // Take a lane now, while this animator is in the cache, rather than on the next frame.
        engine.reviewLanesUnlessAdvancing()
    }

    /// Pauses a running animator, or moves an inactive one to the active state paused at its start
    /// (`pauseAnimation()`). With `scrubsLinearly`, `fractionComplete` then reports how far the
    /// properties have actually moved, so scrubbing continues from where they are without a jump.
    /// Reported and ignored when stopped or not interruptible.
    public func pauseAnimation() {
        guard interruptible else {
            engine.report(.illegalStateTransition, "pauseAnimation called on a non-interruptible animator")
            return
        }
        switch state {
        case .stopped:
            engine.report(.illegalStateTransition, "pauseAnimation called on a stopped animator")
        case .inactive:
            activate()
            phase = .paused
        case .active:
            switch phase {
            case .paused, .idle:
                return
            case .continuation:
                offCurve = true
            case .delayed, .timeline:
                break
            }
            phase = .paused
            if scrubsLinearly, let main = tracks.first, totalDuration.isFinite {
                let fraction = Swift.min(1, Swift.max(0, main.progress))
                if abs(fraction - timelineFraction) > 1e-12 {
                    localTime = fraction * totalDuration
                    offCurve = true
                }
            }
        }
    }

    /// How far the animation has progressed, `0...1` (`fractionComplete`). Settable while paused;
    /// setting it on an inactive animator activates it paused first. With `scrubsLinearly` the
    /// properties move linearly with it, otherwise along the timing curve. Values outside `0...1` are
    /// clamped; NaN, and setting it while running or stopped, are reported and ignored.
    public var fractionComplete: CGFloat {
        get { state == .inactive ? 0 : CGFloat(timelineFraction) }
        set { setFractionComplete(newValue) }
    }

    func setFractionComplete(_ value: CGFloat) {
        guard !value.isNaN else {
            engine.report(.invalidValue, "fractionComplete = NaN ignored")
            return
        }
        guard interruptible else {
            engine.report(.illegalStateTransition, "fractionComplete set on a non-interruptible animator")
            return
        }
        switch state {
        case .stopped:
            engine.report(.illegalStateTransition, "fractionComplete set on a stopped animator")
            return
        case .inactive:
            activate()
            phase = .paused
        case .active:
            guard case .paused = phase else {
                engine.report(.illegalStateTransition, "fractionComplete can only be set while the animator is paused")
                return
            }
        }
        let f = Double(Swift.min(1, Swift.max(0, value)))
        let total = totalDuration.isFinite ? totalDuration : effectiveDuration
        localTime = f * total
        if scrubsLinearly {
            let pass = cycleTime(localTime).time
            for track in tracks {
                let span = effectiveDuration - track.startTime
                track.progress = span > 0 ? Swift.max(0, (pass - track.startTime) / span) : (pass >= track.startTime ? 1 : 0)
            }
            offCurve = true
        } else {
            applyCurve(atLocalTime: localTime)
            offCurve = false
        }
    }

    func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        if state == .stopped {
            engine.report(.illegalPropertyChange, "isReversed cannot change while the animator is stopped")
            return
        }
        reversed = value
        guard state == .active else { return }
        switch phase {
        case .timeline:
            phase = .timeline(origin: stepTime, from: localTime)
        case .continuation:
            if let c = continuation { beginContinuation(provider: c.provider, factor: c.factor, at: stepTime) }
        case .delayed, .paused, .idle:
            break
        }
    }

    /// Resumes a paused animator with new timing and pace (`continueAnimation(withTimingParameters:
    /// durationFactor:)`): the properties move from where they are to the end (the start when
    /// reversed) along `parameters` (the original timing when `nil`) over `durationFactor` times the
    /// remaining part of the duration. A spring's `initialVelocity` is relative to the remaining
    /// distance. A factor of 0 means 1; a negative or non-finite factor is reported and treated as 1.
    /// Reported and ignored unless the animator is active and paused.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?,
        durationFactor: CGFloat
    ) {
        guard state == .active, case .paused = phase else {
            engine.report(
                .illegalStateTransition,
                "continueAnimation(withTimingParameters:durationFactor:) requires an active, paused animator")
            return
        }
        var factor = Double(durationFactor)
        if !(factor.isFinite && factor >= 0) {
            engine.report(.invalidValue, "durationFactor \(durationFactor) replaced by 1")
            factor = 1
        }
        if factor == 0 { factor = 1 }
        let now = startTime
        if parameters == nil && factor == 1 && !offCurve {
            phase = .timeline(origin: now, from: localTime)
        } else {
            beginContinuation(provider: parameters ?? timingParameters, factor: factor, at: now)
        }
        engine.reviewLanesUnlessAdvancing()
    }

    func beginContinuation(provider: any TimingCurveProvider, factor: Double, at origin: TimeInterval) {
        let total = totalDuration.isFinite ? totalDuration : effectiveDuration
        let remaining = reversed ? localTime : total - localTime
        let curve = TimingCurve(provider, duration: Swift.max(0, remaining) * factor)
        for track in tracks {
            track.continuationFrom = track.progress
            track.continuationTo = reversed ? 0 : 1
        }
        offCurve = true
        continuation = Continuation(
            origin: origin, curve: curve, fromTime: localTime,
            toTime: reversed ? 0 : total, provider: provider, factor: factor)
        phase = .continuation
    }

    /// Stops the animations where they are (`stopAnimation(_:)`): every animated property keeps its
    /// current presentation value. With `withoutFinishing` true the animator becomes inactive at once
    /// and its completions never run; with false it becomes `.stopped` and waits for
    /// `finishAnimation(at:)`. Reported and ignored when inactive, already stopped, or not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            engine.report(
                .illegalStateTransition,
                "stopAnimation called on an animator that is \(state == .stopped ? "already stopped" : "inactive")")
            return
        }
        guard interruptible else {
            engine.report(.illegalStateTransition, "stopAnimation called on a non-interruptible animator")
            return
        }
        for entry in entries { entry.freeze() }
        if withoutFinishing {
            completions.removeAll()
            deactivate()
        } else {
            state = .stopped
            phase = .idle
            unregister()
        }
    }

    /// Finishes a stopped animator (`finishAnimation(at:)`): the properties go to their end values,
    /// their start values, or stay where they stopped, then the completions run with `finalPosition`
    /// and the animator becomes inactive. Reported and ignored unless the animator is stopped (UIKit
    /// raises).
    public func finishAnimation(at finalPosition: AnimatingPosition) {
        guard state == .stopped else {
            engine.report(
                .illegalStateTransition,
                "finishAnimation(at:) called on an animator that is not stopped; call stopAnimation(false) first")
            return
        }
        for entry in entries { entry.settleFrozen(at: finalPosition) }
        let handlers = completions
        deactivate()
        for handler in handlers { handler(finalPosition) }
    }

    /// Called by the engine, after every animator has been updated, when this one reached its end.
    func reachEnd() {
        guard state == .active else { return }  // stopped by an earlier completion this frame
        if pausesOnCompletion {
            phase = .paused
            return
        }
        let position: AnimatingPosition = reversed ? .start : .end
        for entry in entries { entry.finish(at: position) }
        let handlers = completions
        deactivate()
        for handler in handlers { handler(position) }
    }

    func activate() {
        state = .active
        localTime = reversed ? (totalDuration.isFinite ? totalDuration : 0) : 0
        offCurve = false
        if !isRegistered {
            isRegistered = true
            engine.register(self)
        }
        _ = track(startingAt: 0)
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for item in pending {
            perform(item.block, in: track(startingAt: Double(item.delayFactor) * effectiveDuration))
        }
    }

    func deactivate() {
        state = .inactive
        phase = .idle
        unregister()
        for track in tracks { track.animator = nil }
        tracks.removeAll()
        mainTrack = nil
        hasExtraTracks = false
        entries.removeAll()
        keyframeEntries.removeAll()
        completions.removeAll()
        localTime = 0
        offCurve = false
    }

    func unregister() {
        if isRegistered {
            isRegistered = false
            engine.unregister(self)
        }
    }
}
