import Foundation

extension PropertyAnimator {
    /// Advances to engine time `t`; returns true when the animator reached the end of its run.
    func update(at t: TimeInterval) -> Bool {
        // Only the general lane calls this, so the phase and time are the stored ones.
        switch storedPhase {
        case .idle, .paused:
            return false
        case let .delayed(until, from):
            if t < until { return false }
            phase = .timeline(origin: until, from: from)
            return advanceTimeline(origin: until, from: from, at: t)
        case let .timeline(origin, from):
            return advanceTimeline(origin: origin, from: from, at: t)
        case .continuation:
            guard let c = continuation else { return false }
            let s = t - c.origin
            if s >= c.curve.duration {
                for track in tracks { track.progress = track.continuationTo }
                storedLocalTime = c.toTime
                return true
            }
            let q = c.curve.progress(at: s)
            for track in tracks {
                track.progress = track.continuationFrom + (track.continuationTo - track.continuationFrom) * q
            }
            let f = c.curve.duration > 0 ? Swift.min(1, s / c.curve.duration) : 1
            storedLocalTime = c.fromTime + (c.toTime - c.fromTime) * f
            return false
        }
    }

    /// Sets the tracks' progress for timebase time `t` without changing phase or reporting an end
    /// (`AnimationEngine.resample()`); the next step does that.
    func resample(at t: TimeInterval) {
        switch storedPhase {
        case let .delayed(until, from) where t >= until:
            _ = advanceTimeline(origin: until, from: from, at: t)
        case let .timeline(origin, from):
            _ = advanceTimeline(origin: origin, from: from, at: t)
        case .idle, .paused, .continuation, .delayed:
            return
        }
    }

    @inline(__always)
    func advanceTimeline(origin: TimeInterval, from: Double, at t: TimeInterval) -> Bool {
        let total = totalDuration
        var l = reversed ? from - (t - origin) : from + (t - origin)
        var ended = false
        if reversed {
            if l <= 0 { l = 0; ended = true }
        } else if l >= total {
            l = total; ended = true
        } else if l < 0 {
            // Only a timebase moves time back before the start: hold the start.
            l = 0
        }
        storedLocalTime = l
        applyCurve(atLocalTime: l)
        return ended
    }

    /// Sets every track's progress from the curve at timeline time `l`.
    @inline(__always)
    func applyCurve(atLocalTime l: Double) {
        let c = cycleTime(l)
        if !hasExtraTracks {
            let progress = mainCurve.progress(at: c.time)
            mainTrack?._withUnsafeGuaranteedRef { $0.progress = progress }
            return
        }
        for track in tracks {
            track.progress = track.curve.progress(at: c.time - track.startTime)
        }
    }

    /// Where timeline time `l` falls within one pass of the curve, and the direction that pass runs
    /// (+1 forward, −1 on the way back of an autoreversing repetition).
    @inline(__always)
    func cycleTime(_ l: Double) -> (time: Double, direction: Double) {
        if repeats <= 1 && !reverses { return (l, 1) }
        let d = effectiveDuration
        guard d > 0 else { return (reverses && Int(cycleCount) % 2 == 0 ? 0 : d, 1) }
        var k = (l / d).rounded(.down)
        var r = l - k * d
        if r == 0 && k > 0 && l >= totalDuration { k -= 1; r = d }
        if reverses && Int(k.truncatingRemainder(dividingBy: 2)) == 1 { return (d - r, -1) }
        return (r, 1)
    }

    /// Progress per second of `track` at the engine's current time.
    func progressVelocity(of track: AnimationTrack) -> Double {
        switch phase {
        case .timeline:
            let c = cycleTime(localTime)
            let rate = (reversed ? -1.0 : 1.0) * c.direction
            return track.curve.velocity(at: c.time - track.startTime) * rate
        case .continuation:
            guard let c = continuation else { return 0 }
            return (track.continuationTo - track.continuationFrom) * c.curve.velocity(at: stepTime - c.origin)
        case .delayed, .idle, .paused:
            return 0
        }
    }

    /// The fraction of the timeline elapsed.
    var timelineFraction: Double {
        let total = totalDuration
        if total.isInfinite { return 0 }
        if total <= 0 { return localTime > 0 ? 1 : 0 }
        return Swift.min(1, Swift.max(0, localTime / total))
    }

    /// The track for animations starting `startTime` seconds into a pass, created if needed.
    func track(startingAt startTime: Double) -> AnimationTrack {
        if let existing = tracks.first(where: { $0.startTime == startTime }) { return existing }
        // Later groups run over what is left of the pass (physical springs ignore durations).
        let curve =
            startTime == 0 ? mainCurve : TimingCurve(timingParameters, duration: Swift.max(0, effectiveDuration - startTime))
        let c = cycleTime(localTime)
        let track = AnimationTrack(
            animator: self, startTime: startTime, curve: curve,
            progress: curve.progress(at: c.time - startTime))
        if case .continuation = phase {
            track.continuationFrom = track.progress
            track.continuationTo = reversed ? 0 : 1
        }
        tracks.append(track)
        if startTime == 0 && mainTrack == nil { mainTrack = Unmanaged.passUnretained(track) } else { hasExtraTracks = true }
        return track
    }
}
