import Foundation

/// Core Animation's media-timing model (`CAMediaTiming`) as a value: how an object's local time
/// follows its parent's, and where in its simple duration an animation is at a parent time.
///
/// - Local time: `t = (t_parent − beginTime) × speed + timeOffset` (Apple, "CAMediaTiming";
///   "Core Animation Programming Guide: Advanced Animation Tricks").
/// - Active duration: `repeatDuration` when positive, else `duration × repeatCount` when
///   `repeatCount` is positive, else `duration`; one repetition lasts `duration`, twice that when it
///   `autoreverses` (forward then back). An infinite repeat count or duration never ends.
/// - The active period is the parent interval where `0 ≤ (t_parent − beginTime) × speed` is less
///   than the active duration. Within it, `timeOffset` shifts where play starts and wraps around
///   the active duration (a 5 s animation with offset 2 plays 2…5, then 0…2).
/// - Before the active period the object shows its start only with a backwards fill; after it, its
///   end only with a forwards fill (`fillMode`).
public struct MediaTimingParameters: Equatable, Sendable {
    /// When the object starts, in its parent's time (`beginTime`).
    public var beginTime: Double = 0
    /// The simple duration (`duration`).
    public var duration: Double = 0
    /// How fast local time runs against parent time (`speed`).
    public var speed: Double = 1
    /// An offset into local time (`timeOffset`).
    public var timeOffset: Double = 0
    /// How many times the simple duration repeats, fractions allowed (`repeatCount`).
    public var repeatCount: Double = 0
    /// How long to repeat for, overriding `repeatCount` (`repeatDuration`).
    public var repeatDuration: Double = 0
    /// Whether each repetition plays forward then backward (`autoreverses`).
    public var autoreverses = false
    /// Whether the start shows before the active period (`fillMode` `.backwards` or `.both`).
    public var fillsBackwards = false
    /// Whether the end shows after the active period (`fillMode` `.forwards` or `.both`).
    public var fillsForwards = false

    /// Timing with Core Animation's defaults: begin 0, duration 0, speed 1, no offset, once.
    public init() {}

    /// Where an object stands at one parent time.
    public enum Phase: Equatable, Sendable {
        /// Before the active period.
        case before
        /// Inside it.
        case active
        /// After it (finished).
        case after
    }

    /// The answer of `evaluate(parentTime:)`.
    public struct State: Equatable, Sendable {
        /// Before, during or after the active period.
        public var phase: Phase
        /// Whether the object contributes a value now: active, or filling.
        public var isApplied: Bool
        /// Seconds into the simple duration, `0…duration` (already turned around on the way back
        /// of an autoreversing repetition).
        public var time: Double
        /// How many whole repetitions came before this one.
        public var iteration: Int
    }

    /// One repetition: the simple duration, doubled when autoreversing.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// The active duration (see the type's documentation).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The linear part of the local-time formula, `(t − beginTime) × speed + timeOffset`, with no
    /// repetition: a layer's local time.
    public func localTime(parentTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// The parent time whose local time is `t` (the inverse of `localTime(parentTime:)`). With
    /// speed 0 every parent time maps to the same local time; `beginTime` is returned.
    public func parentTime(localTime t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
    }

    /// Where the object is at parent time `t`.
    public func evaluate(parentTime t: Double) -> State {
        let active = activeDuration
        let elapsed = speed == 0 ? 0 : (t - beginTime) * speed
        if elapsed < 0 {
            return State(
                phase: .before, isApplied: fillsBackwards, time: position(at: wrapped(timeOffset, active)).time,
                iteration: position(at: wrapped(timeOffset, active)).iteration)
        }
        if active.isFinite && elapsed >= active {
            let end = timeOffset == 0 ? active : wrapped(active + timeOffset, active)
            let p = position(at: end == 0 && timeOffset != 0 ? active : end)
            return State(phase: .after, isApplied: fillsForwards, time: p.time, iteration: p.iteration)
        }
        let p = position(at: wrapped(elapsed + timeOffset, active))
        return State(phase: .active, isApplied: true, time: p.time, iteration: p.iteration)
    }

    /// `τ` folded into `0…active` when finite and positive.
    private func wrapped(_ tau: Double, _ active: Double) -> Double {
        guard active.isFinite, active > 0, tau >= active || tau < 0 else { return tau }
        let r = tau.truncatingRemainder(dividingBy: active)
        return r < 0 ? r + active : r
    }

    /// The repetition and the time into the simple duration at `τ` seconds into the active period.
    /// The very end of the active period belongs to the last repetition.
    private func position(at tau: Double) -> (time: Double, iteration: Int) {
        let cycle = cycleDuration
        guard duration > 0, cycle.isFinite else { return (duration.isFinite ? Swift.max(0, Swift.min(tau, duration)) : tau, 0) }
        var k = (tau / cycle).rounded(.down)
        if k > 0 && tau == k * cycle && tau >= activeDuration { k -= 1 }
        let r = tau - k * cycle
        let time = autoreverses && r > duration ? 2 * duration - r : Swift.min(r, duration)
        return (Swift.max(0, time), Int(Swift.max(0, k)))
    }
}
