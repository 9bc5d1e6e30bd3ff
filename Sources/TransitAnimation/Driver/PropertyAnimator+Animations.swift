import Foundation

extension PropertyAnimator {
    /// Adds an animation block (`addAnimations(_:)`): run when the animator starts, or at once over
    /// the remaining time if it is already active. Reported and ignored when stopped.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` (`0...1`) of the way into the remaining time
    /// and ends with the animator (`addAnimations(_:delayFactor:)`): added while inactive it starts at
    /// `delayFactor · duration`; added while active, at `delayFactor · (1 − fractionComplete) · duration`
    /// from now. Values outside `0...1` are reported and clamped; a stopped animator reports and
    /// ignores the call.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = delayFactor
        if !(factor >= 0 && factor <= 1) {
            engine.report(.invalidValue, "delayFactor \(delayFactor) clamped to 0...1")
            factor = factor.isNaN ? 0 : Swift.min(1, Swift.max(0, factor))
        }
        switch state {
        case .stopped:
            engine.report(.illegalStateTransition, "addAnimations called on a stopped animator")
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            let pass = cycleTime(localTime).time
            let start = pass + Double(factor) * Swift.max(0, effectiveDuration - pass)
            perform(animation, in: track(startingAt: start))
        }
    }

    /// Runs `block` with the engine recording property changes for `track`.
    func perform(_ block: () -> Void, in track: AnimationTrack) {
        engine.recordingStack.append(AnimationRecording(animator: self, track: track))
        defer { engine.recordingStack.removeLast() }
        block()
    }

    /// Turns a property change made inside one of this animator's blocks into an animation.
    func record<Value: Interpolatable>(
        _ property: AnimatableProperty<Value>, to value: Value,
        recording: AnimationRecording
    ) {
        if let mode = keyframeCalculationMode {
            let frame = recording.keyframe ?? (start: 0, duration: 1)
            let keyframe = Keyframe(relativeStartTime: frame.start, relativeDuration: frame.duration, value: value)
            let key = ObjectIdentifier(property)
            if let existing = keyframeEntries[key] as? PropertyAnimationEntry<Value>, existing.isAttached {
                existing.addKeyframe(keyframe)
                return
            }
            var frames = KeyframeTrack<Value>(calculationMode: mode)
            frames.add(keyframe)
            let entry = PropertyAnimationEntry(
                id: engine.makeSerial(), property: property, track: recording.track,
                kind: .keyframes(frames), startValue: property.value)
            keyframeEntries[key] = entry
            property.attach(entry)
            entries.append(entry)
            return
        }
        if let top = property.entries.last, top.track === recording.track, top.acceptsAdditiveAbove {
            top.retarget(value)
            return
        }
        let model = property.value
        let additive = addsToRunningAnimations && property.acceptsAdditiveAnimation(to: value)
        let entry = PropertyAnimationEntry(
            id: engine.makeSerial(), property: property, track: recording.track,
            kind: additive ? .additive(from: model, to: value) : .to(value),
            startValue: model)
        property.attach(entry)
        entries.append(entry)
    }
}
