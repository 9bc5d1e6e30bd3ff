import Foundation

/// The animation driver: owns a clock and advances every active `PropertyAnimator` — the
/// counterpart of Core Animation's render-server clock plus UIKit's animator bookkeeping, without
/// any view.
///
/// How a client (a view system) plugs its properties in:
/// 1. Give each animatable property of a view an `AnimatableProperty<Value>` (any `Interpolatable`
///    value: `CGFloat`, `CGPoint`, `CGRect`, `Color`, `CGAffineTransform`, `Transform3D`, …). Its
///    `value` is the model value; `presentationValue` is what to draw this frame.
/// 2. Route property setters through `AnimatableProperty.setValue(_:in:)` with the engine. Inside an
///    animator's animation block (`PropertyAnimator.addAnimations`, or the block given to its
///    initializer) the engine is recording, and the change becomes an animation from the current
///    presentation value to the new value driven by that animator; outside, the value changes at once.
/// 3. Build `View.animate(withDuration:…)` and `ViewPropertyAnimator` on `PropertyAnimator`
///    (repeat/autoreverse and keyframes included); it has UIViewPropertyAnimator's state machine.
/// 4. Each frame: advance the clock, call `step()` (every running animator advances, then the
///    completions of the animators that finished run, in creation order), then read
///    `presentationValue`s to produce the frame. Animators that run one curve once (the common
///    case) advance in one loop over contiguous slots; see `AnimationEngine+Lanes`.
///
/// A new animation of a property that is already animating starts from its current presentation
/// value and keeps its current velocity: the running animation keeps going underneath, and the new
/// one either blends from it to the new target or, for an animator that `addsToRunningAnimations`
/// (UIKit's block animations), adds its own change on top (see `AnimatableProperty`), so nothing
/// jumps.
///
/// The engine and its objects are not `Sendable`: create and use them on one actor (the main actor
/// for a UI); animation and completion closures run synchronously on the caller's actor.
public final class AnimationEngine {
    /// The clock that supplies frame times.
    public let clock: any AnimationClock
    /// The time of the last `step()` / `advance(to:)`: the time presentation values are computed for.
    public private(set) var time: TimeInterval
    /// Receives every diagnostic (API misuse, bad values). By default each is written to standard
    /// error; tests and hosts install their own.
    public var diagnosticHandler: (AnimationDiagnostic) -> Void

    // The hot fields skip dynamic exclusivity checks: the engine never holds an access to them
    // across a call into client code.
    /// Every registered animator (in no particular order): an animator that unregisters leaves a
    /// `nil` at its `activeIndex`, letting go of it at once, and the holes are squeezed out once
    /// they make up a quarter of the list, so that frames where many animators finish don't walk
    /// every other animator.
    var active: [PropertyAnimator?] = []
    var departed = 0
    /// The timing lane and the general lane (see `AnimationEngine+Lanes`).
    @exclusivity(unchecked) var slots: [TimingSlot] = []
    @exclusivity(unchecked) var slotOwners: [TimingSlotOwner] = []
    @exclusivity(unchecked) var slotCurves = SlotCurves()
    var deadSlots = 0
    @exclusivity(unchecked) var general: [PropertyAnimator] = []
    var generalNeedsCompaction = false
    var laneReviews: [PropertyAnimator] = []
    /// Where every track's progress lives.
    let progressCells = ProgressCellPool()
    var nextSerial = 0
    var recordingStack: [AnimationRecording?] = []
    /// The explicit animations and display links advanced at every step (`EngineTimedClient`).
    var timedClients: [EngineTimedClient] = []
    var isAdvancing = false

    /// An engine driven by `clock`, starting at the clock's current time.
    public init(clock: any AnimationClock, diagnosticHandler: ((AnimationDiagnostic) -> Void)? = nil) {
        self.clock = clock
        self.time = clock.now
        self.diagnosticHandler =
            diagnosticHandler ?? { diagnostic in
                FileHandle.standardError.write(Data("transit: animation: \(diagnostic)\n".utf8))
            }
    }

    /// How animation time runs against the clock (see `speed`).
    var timeScale = AnimationTimeScale()

    /// How fast animations run against the clock (Transit extension; 1 by default): 0.1 runs
    /// every animation of the engine ten times slower — block animations, property animators,
    /// explicit layer animations — as the Simulator's Slow Animations do, and 4 four times
    /// faster. `time`, `currentTime` and every animation's timing are in animation
    /// time; `advance(toClockTime:)` and `step()` map the clock's time to it, piecewise
    /// linearly: a change of speed takes effect from the present moment, so nothing jumps.
    /// Values that are not finite and positive are reported and ignored.
    public var speed: Double {
        get { timeScale.speed }
        set {
            guard newValue.isFinite, newValue > 0 else {
                report(.invalidValue, "speed \(newValue) must be finite and positive; kept \(timeScale.speed)")
                return
            }
            guard newValue != timeScale.speed else { return }
            let now = clock.now
            timeScale.set(speed: newValue, atClock: now, time: Swift.max(time, timeScale.time(atClock: now)))
        }
    }

    /// The time a newly started animation begins at: the clock's time (the frame being prepared)
    /// in animation time, never earlier than the last step.
    public var currentTime: TimeInterval { Swift.max(time, timeScale.time(atClock: clock.now)) }

    /// The animation time at clock time `clockTime` (the same number at speed 1).
    public func animationTime(atClockTime clockTime: TimeInterval) -> TimeInterval {
        timeScale.time(atClock: clockTime)
    }

    /// Advances to the animation time of clock time `clockTime` (see `speed`).
    public func advance(toClockTime clockTime: TimeInterval) {
        advance(to: timeScale.time(atClock: clockTime))
    }

    /// Whether any animator is active (running or paused).
    public var hasActiveAnimators: Bool { active.contains { $0?.state == .active } }

    /// Whether any animator is running, i.e. whether frames must keep coming.
    public var hasRunningAnimations: Bool {
        active.contains { $0?.isRunning == true } || timedClients.contains { $0.needsFrames }
    }

    /// Whether any animator or client is running that will end by itself: `hasRunningAnimations`
    /// without the ones that repeat forever (an infinite `repeatCount`, a client that
    /// `repeatsForever`). Transit extension.
    public var hasRunningAnimationsThatEnd: Bool {
        active.contains { $0?.isRunning == true && $0?.totalDuration.isFinite == true }
            || timedClients.contains { $0.needsFrames && !$0.repeatsForever }
    }

    /// Advances to the clock's current time.
    public func step() { advance(toClockTime: clock.now) }

    /// Advances every active animator to `time`, then runs the completions of those that finished,
    /// in creation order. Animators started by a completion begin at `time`.
    /// An earlier or non-finite time, or a call from inside a completion handler (re-entrancy), is
    /// reported and ignored.
    public func advance(to newTime: TimeInterval) {
        guard !isAdvancing else {
            report(.illegalStateTransition, "advance(to:) called from inside a completion handler; ignored")
            return
        }
        guard newTime.isFinite, newTime >= time else {
            report(.timeWentBackwards, "advance(to: \(newTime)) is before the current time \(time); ignored")
            return
        }
        time = newTime
        isAdvancing = true
        defer { isAdvancing = false; compact() }
        reviewLanes()
        var finished: [PropertyAnimator] = []
        advanceTimingLane(to: newTime, finished: &finished)
        advanceGeneralLane(to: newTime, finished: &finished)
        // Completions run in creation order whatever the lanes' order.
        if !finished.isEmpty && !zip(finished, finished.dropFirst()).allSatisfy({ $0.serial < $1.serial }) {
            finished.sort { $0.serial < $1.serial }
        }
        let announcing = advanceTimedClients(to: newTime)
        if announcing.isEmpty {
            for animator in finished { animator.reachEnd() }
        } else {
            complete(finished, announcing: announcing)
        }
    }

    func compact() {
        compactLanes()
        if departed > 0 && departed * 4 >= active.count {
            active.removeAll { $0 == nil }
            for (index, animator) in active.enumerated() { animator?.activeIndex = index }
            departed = 0
        }
    }

    /// Runs `body` with animation recording suspended: property changes inside it take effect at
    /// once even within an animation block (`UIView.performWithoutAnimation(_:)`).
    public func performWithoutAnimation<R>(_ body: () throws -> R) rethrows -> R {
        recordingStack.append(nil)
        defer { recordingStack.removeLast() }
        return try body()
    }

    /// The animation block being recorded, if any: property changes made now become animations.
    public var currentRecording: AnimationRecording? { recordingStack.last ?? nil }

    /// Whether property changes made now are animated.
    public var isRecordingAnimations: Bool { currentRecording != nil }

    /// Adds a keyframe inside a keyframe animation block: the property changes `animations` makes
    /// become keyframes from `frameStartTime` for `frameDuration`, both relative (`0...1`) to the
    /// whole animation (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
    /// Outside a keyframe animation block this is reported and the changes apply without animation.
    public func addKeyframe(
        withRelativeStartTime frameStartTime: CGFloat, relativeDuration frameDuration: CGFloat,
        animations: () -> Void
    ) {
        guard let recording = currentRecording, recording.animator.keyframeCalculationMode != nil else {
            report(
                .illegalStateTransition,
                "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside a keyframe animation; changes applied without animation"
            )
            performWithoutAnimation(animations)
            return
        }
        if !Keyframe<CGFloat>.isValid(relativeStartTime: frameStartTime, relativeDuration: frameDuration) {
            report(.invalidValue, "keyframe start \(frameStartTime), duration \(frameDuration) clamped to 0...1")
        }
        let frame = Keyframe(relativeStartTime: frameStartTime, relativeDuration: frameDuration, value: CGFloat(0))
        recordingStack.append(
            AnimationRecording(
                animator: recording.animator, track: recording.track,
                keyframe: (frame.relativeStartTime, frame.relativeDuration)))
        defer { recordingStack.removeLast() }
        animations()
    }

    func report(_ kind: AnimationDiagnostic.Kind, _ message: String) {
        diagnosticHandler(AnimationDiagnostic(kind: kind, message: message))
    }

    func register(_ animator: PropertyAnimator) {
        animator.activeIndex = active.count
        active.append(animator)
        scheduleLaneReview(animator)
    }

    func unregister(_ animator: PropertyAnimator) {
        leaveLanes(animator)
        active[animator.activeIndex] = nil
        animator.activeIndex = -1
        departed += 1
        if !isAdvancing { compact() }
    }

    func makeSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }
}
