import Foundation

/// Animates `AnimatableProperty` changes with one timing curve and UIViewPropertyAnimator's state
/// machine, without views: the engine under `ViewPropertyAnimator` and block animations
/// (`UIViewPropertyAnimator` / `UIViewAnimating` / `UIViewImplicitlyAnimating`).
///
/// Animation blocks added while inactive run when the animator starts (or is paused or scrubbed
/// into the active state); blocks added while active run at once and animate over the remaining
/// time. Misuse that raises in UIKit (for example `finishAnimation(at:)` before `stopAnimation(false)`)
/// is reported through the engine's `diagnosticHandler` and changes nothing.
public final class PropertyAnimator {
    // Fields read every frame by the general lane come first so that they share cache lines, and
    // skip dynamic exclusivity checks: the animator never holds an access to them across a call
    // into client code. While the animator runs in the engine's timing lane (`slotIndex ≥ 0`), its
    // phase and timeline time live in the engine's slot instead (see `AnimationEngine+Lanes`).
    @exclusivity(unchecked) var storedPhase: Phase = .idle
    @exclusivity(unchecked) var storedLocalTime: Double = 0
    /// The animator's slot in the engine's timing lane, or −1 when it has none.
    @exclusivity(unchecked) var slotIndex = -1
    @exclusivity(unchecked) var reversed = false { didSet { laneInputsChanged() } }
    @exclusivity(unchecked) var reverses = false { didSet { laneInputsChanged() } }
    @exclusivity(unchecked) var repeats: CGFloat = 0 { didSet { laneInputsChanged() } }
    /// The track of the main animations while active; `tracks` owns it, so it is read without
    /// reference counting.
    @exclusivity(unchecked) var mainTrack: Unmanaged<AnimationTrack>? { didSet { laneInputsChanged() } }
    /// Whether tracks beyond the main one exist.
    @exclusivity(unchecked) var hasExtraTracks = false { didSet { laneInputsChanged() } }
    /// How long one pass of the main animations actually takes: `duration`, or the settling duration
    /// of a physical spring.
    public let effectiveDuration: TimeInterval
    /// `totalDuration`, kept up to date when the repeat settings change.
    @exclusivity(unchecked) var cachedTotalDuration: TimeInterval
    /// The main track's curve (the timing resolved for `effectiveDuration`), kept here so that a
    /// frame reads it from the animator's own cache lines.
    let mainCurve: TimingCurve

    /// The engine that drives this animator.
    public let engine: AnimationEngine
    /// The duration given at creation, in seconds (`duration`). Springs that ignore it run for
    /// `effectiveDuration` instead.
    public let duration: TimeInterval
    /// The timing given at creation (`timingParameters`).
    public let timingParameters: any TimingCurveProvider
    /// The delay passed to `startAnimation(afterDelay:)` (`delay`).
    public internal(set) var delay: TimeInterval = 0
    /// The life-cycle state (`state`).
    public internal(set) var state: AnimatingState = .inactive { didSet { laneInputsChanged() } }
    /// Whether paused scrubbing moves the properties linearly rather than along the timing curve
    /// (`scrubsLinearly`, default true).
    public var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing
    /// (`pausesOnCompletion`, default false); its completions then do not run.
    public var pausesOnCompletion = false
    /// For keyframe animations, how values between keyframes are computed; `nil` for ordinary ones.
    public let keyframeCalculationMode: KeyframeCalculationMode?
    /// Maps the engine's time to the time this animator runs on, or `nil` to run on the engine's
    /// time: a client with Core Animation's media timing (a layer tree whose `speed`,
    /// `timeOffset` or `beginTime` differ from the defaults) gives its local-time function, and
    /// the animator's start, delay and progress then follow that time, which may stand still or
    /// move backwards. Such animators advance in the engine's general lane. It may also be set
    /// while the animator runs: from then on its progress is read at the new time, so a timebase
    /// that agrees with the engine's time at that moment (as a layer tree's local time does when
    /// its `speed` or `timeOffset` first change) continues without a jump, and the engine's
    /// `resample()` shows the change without waiting for the next step.
    public var timebase: ((TimeInterval) -> TimeInterval)? { didSet { laneInputsChanged() } }

    /// The time a start or resumption begins at, on this animator's time.
    var startTime: TimeInterval {
        let now = engine.currentTime
        return timebase?(now) ?? now
    }

    /// The time of the engine's last step, on this animator's time.
    var stepTime: TimeInterval { timebase?(engine.time) ?? engine.time }

    var interruptible = true
    let serial: Int
    var isRegistered = false
    /// Where the engine's `active` list holds this animator while registered.
    var activeIndex = -1
    /// Lane bookkeeping of the engine: whether the animator runs in the general lane, whether it
    /// is (still) stored in that lane's list, and whether it waits for the engine to pick its lane.
    var inGeneralLane = false, inGeneralList = false, awaitingLaneReview = false
    var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    // The tracks and entries skip dynamic exclusivity checks (an animator that finishes empties
    // them in every frame): no access to them is held across a call into client code, and what
    // releasing them runs (tracks' and entries' deinits) never reaches back to them.
    @exclusivity(unchecked) var tracks: [AnimationTrack] = []
    @exclusivity(unchecked) var entries: [any AnyPropertyAnimationEntry] = []
    @exclusivity(unchecked) var keyframeEntries: [ObjectIdentifier: any AnyPropertyAnimationEntry] = [:]
    /// The continuation being run while `phase` is `.continuation`.
    var continuation: Continuation?
    /// Whether the properties were moved off the timing curve (linear scrub, or a continuation),
    /// so resuming must continue from the values rather than from the curve.
    var offCurve = false

    enum Phase {
        case idle
        case delayed(until: TimeInterval, from: Double)
        case timeline(origin: TimeInterval, from: Double)
        case paused
        case continuation
    }

    final class Continuation {
        let origin: TimeInterval
        let curve: TimingCurve
        let fromTime: Double, toTime: Double
        let provider: any TimingCurveProvider
        let factor: Double

        init(
            origin: TimeInterval, curve: TimingCurve, fromTime: Double, toTime: Double,
            provider: any TimingCurveProvider, factor: Double
        ) {
            self.origin = origin; self.curve = curve; self.fromTime = fromTime; self.toTime = toTime
            self.provider = provider; self.factor = factor
        }
    }

    /// An inactive animator with the given timing (`init(duration:timingParameters:)`). A negative or
    /// non-finite duration is reported and replaced by 0.
    public convenience init(engine: AnimationEngine, duration: TimeInterval, timingParameters: any TimingCurveProvider) {
        self.init(engine: engine, duration: duration, timingParameters: timingParameters, mode: nil)
    }

    /// An inactive keyframe animator: inside its animation blocks, property changes made within
    /// `AnimationEngine.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` become
    /// keyframes (`UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`).
    /// The timing curve shapes the overall progress through the keyframes.
    public convenience init(
        engine: AnimationEngine, duration: TimeInterval, timingParameters: any TimingCurveProvider,
        keyframeCalculationMode: KeyframeCalculationMode
    ) {
        self.init(engine: engine, duration: duration, timingParameters: timingParameters, mode: keyframeCalculationMode)
    }

    /// The designated initializer behind both public forms: `mode` is `nil` for ordinary animators.
    init(
        engine: AnimationEngine, duration: TimeInterval, timingParameters: any TimingCurveProvider,
        mode: KeyframeCalculationMode?
    ) {
        self.engine = engine
        var d = duration
        if !(d.isFinite && d >= 0) {
            engine.report(.invalidValue, "animator duration \(duration) replaced by 0")
            d = 0
        }
        self.duration = d
        self.timingParameters = timingParameters
        mainCurve = TimingCurve(timingParameters, duration: d)
        effectiveDuration = mainCurve.duration
        cachedTotalDuration = effectiveDuration
        keyframeCalculationMode = mode
        serial = engine.makeSerial()
    }

    /// An animator with a built-in curve (`init(duration:curve:animations:)`).
    public convenience init(
        engine: AnimationEngine, duration: TimeInterval, curve: AnimationCurve,
        animations: (() -> Void)? = nil
    ) {
        self.init(engine: engine, duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        engine: AnimationEngine, duration: TimeInterval, controlPoint1: CGPoint,
        controlPoint2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(
            engine: engine, duration: duration,
            timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring that honours the duration (`init(duration:dampingRatio:animations:)`).
    public convenience init(
        engine: AnimationEngine, duration: TimeInterval, dampingRatio ratio: CGFloat,
        animations: (() -> Void)? = nil
    ) {
        self.init(engine: engine, duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Whether the animator is active and not paused (`isRunning`); true during a start delay.
    public var isRunning: Bool {
        guard state == .active else { return false }
        switch phase {
        case .delayed, .timeline, .continuation: return true
        case .idle, .paused: return false
        }
    }

    /// Whether the animations run backwards, toward their start (`isReversed`). Settable while
    /// inactive or active; reversing a running animator turns it around where it is. Setting it while
    /// stopped is reported and ignored.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// Whether the animator can be paused, stopped and scrubbed (`isInterruptible`, default true).
    /// Changing it while active is reported and ignored (UIKit raises).
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                engine.report(.illegalPropertyChange, "isInterruptible cannot change while the animator is active or stopped")
                return
            }
            interruptible = newValue
        }
    }

    /// How many times the animations play (Core Animation's `repeatCount`; `UIView.AnimationOptions.repeat`
    /// uses `.infinity`). 0 and 1 both mean once; fractions end part-way. Settable while inactive; a
    /// NaN or negative count is reported and treated as once. The animator finishes at `.end` after the
    /// last repetition, the properties taking their model values (as UIKit block animations do).
    public var repeatCount: CGFloat {
        get { repeats }
        set {
            guard state == .inactive else {
                engine.report(.illegalPropertyChange, "repeatCount cannot change while the animator is active or stopped")
                return
            }
            if newValue.isNaN || newValue < 0 {
                engine.report(.invalidValue, "repeatCount \(newValue) replaced by 1")
                repeats = 1
            } else {
                repeats = newValue
            }
            updateTotalDuration()
        }
    }

    /// Whether a change to a vector value that is already animating adds to the running animations
    /// instead of blending from the value on screen (see `AnimatableProperty`): what UIKit's block
    /// animations (`UIView.animate`) have done since iOS 8, so a new target joins the running motion
    /// and the earlier animations play out on their own curves. Off by default (a property
    /// animator's changes blend, so it can pause, scrub and reverse them alone).
    public var addsToRunningAnimations = false

    /// Whether each repetition plays forward then backward (`UIView.AnimationOptions.autoreverse`).
    /// Settable while inactive.
    public var autoreverses: Bool {
        get { reverses }
        set {
            guard state == .inactive else {
                engine.report(.illegalPropertyChange, "autoreverses cannot change while the animator is active or stopped")
                return
            }
            reverses = newValue
            updateTotalDuration()
        }
    }

    /// The length of the whole timeline: one pass, times the repeat count, doubled when
    /// autoreversing (infinite for an infinite repeat count).
    public var totalDuration: TimeInterval { cachedTotalDuration }

    func updateTotalDuration() {
        cachedTotalDuration = effectiveDuration * Double(cycleCount)
    }

    /// Number of one-way passes along the curve.
    var cycleCount: CGFloat {
        Swift.max(1, repeats) * (reverses ? 2 : 1)
    }

    /// Adds a completion handler, told the final position (`addCompletion(_:)`). Handlers run in the
    /// order added, after the engine has updated every animation for the frame.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }
}
