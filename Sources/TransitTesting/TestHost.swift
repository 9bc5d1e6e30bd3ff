import Foundation
@_exported import Transit
@_exported import TransitRender

/// A deterministic harness that runs a scene frame by frame on a manual clock, scripts touches,
/// and captures frames, callback timelines and diagnostics.
///
/// Each frame is one step of `1 / framesPerSecond` seconds: the clock advances, the touches
/// scripted for that frame are delivered (`Window.deliverTouches(_:at:)`, which also fires gesture
/// timers due by then), and the window takes its frame step (`Window.step(to:)`: animations,
/// completions, next-run-loop-turn work, layout). Frame times are computed as
/// `start + frames / framesPerSecond`, never accumulated, so they are exact multiples of the frame
/// duration. Nothing reads the wall clock.
///
/// ```swift
/// let host = TestHost(size: CGSize(width: 390, height: 844))
/// host.window.rootViewController = MyViewController()
/// host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 305, y: 400), duration: 0.5)
/// host.runUntilIdle()
/// let png = host.render()
/// ```
@MainActor
public final class TestHost {
    /// The window under test: visible and key, sized `size`, at the given scale.
    public let window: Window
    /// The clock that times the window; only the host moves it.
    public let clock: ManualClock
    /// Where everything in the window reports misuse. Warnings and errors are also printed on
    /// standard error, once per distinct cause (set `diagnostics.forward` to `nil` or to your own
    /// sink to redirect them).
    public let diagnostics: DiagnosticLog

    /// The longest stretch of time one call may step: `advance(by:)`, `drag(from:to:duration:)`
    /// and `runUntilIdle(timeout:)` step at most one hour (216,000 frames at 60 fps); a longer
    /// request is reported and stepped for this long.
    public static let maximumDuration: TimeInterval = 3600

    /// The frame rates a host accepts: more than 0 and at most 1,000 frames per second.
    public static let frameRateRange: ClosedRange<Double> = 0.000_1...1000

    /// Frames per second (60 by default). Values outside `frameRateRange` (NaN and infinity
    /// included) are reported and ignored. Changing it takes effect from the current time.
    public var framesPerSecond: Double = 60 {
        didSet {
            guard Self.frameRateRange.contains(framesPerSecond) else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "testhost.fps",
                        "framesPerSecond \(framesPerSecond) must be in \(Self.frameRateRange); kept \(oldValue)"))
                framesPerSecond = oldValue
                return
            }
            frameOrigin = clock.now
            framesSinceOrigin = 0
        }
    }

    /// The number of frames stepped so far.
    public private(set) var frameCount = 0

    /// Called at the end of every frame step, after layout (for recorders that capture each
    /// frame, such as `transit demo`). Observers must not step frames themselves.
    public var onFrame: (@MainActor (TestHost) -> Void)?

    /// The callback timeline of the window.
    public var timeline: CallbackTimeline { window.timeline }

    /// The time of the current frame, in seconds.
    public var now: TimeInterval { clock.now }

    private var frameOrigin: TimeInterval = 0
    private var framesSinceOrigin = 0
    /// Touch reports for the coming frames, one list per frame.
    var scripted: [[TouchInput]] = []
    /// Where the scripted finger is, when it is down.
    var fingerLocation: CGPoint?
    /// The finger number of scripted touches.
    static let finger = 0
    /// The touches recorded since `startRecordingGesture()`, with their frame times.
    var gestureRecording: [(time: TimeInterval, input: TouchInput)]?

    /// Creates a host with a visible key window of `size` points at `scale` pixels per point.
    /// The window stands for no device: no safe-area insets, size classes and idiom unspecified,
    /// no status bar or home indicator (use `init(device:orientation:scale:)` for those).
    public init(size: CGSize, scale: CGFloat = 3) {
        let log = DiagnosticLog(forwardingTo: StandardErrorDiagnostics())
        let clock = ManualClock()
        diagnostics = log
        self.clock = clock
        window = Window(size: size, scale: scale, clock: clock, diagnostics: log)
        window.makeKeyAndVisible()
    }

    /// Creates a host whose window stands for `device` held in `orientation`: sized
    /// `device.size(for: orientation)` at `scale` pixels per point (the device's own scale by
    /// default), with the device's safe-area insets, size classes and idiom, and its status bar
    /// and home indicator drawn over the content (see `Window.device`). `.unknown` counts as
    /// portrait.
    ///
    /// A host made with `init(size:scale:)` stands for no device: its window has no safe area,
    /// unspecified size classes and idiom, and no status bar or home indicator — what the size
    /// alone says, as before devices existed.
    public convenience init(device: DeviceModel, orientation: InterfaceOrientation = .portrait, scale: CGFloat? = nil) {
        self.init(size: device.size(for: orientation), scale: scale ?? device.scale)
        window.device = device
        if orientation.isLandscape || orientation == .portraitUpsideDown { window.rotate(to: orientation) }
    }

    /// The duration of one frame, in seconds.
    public var frameDuration: TimeInterval { 1 / framesPerSecond }

    // MARK: Frames

    /// Steps one frame.
    public func step() {
        framesSinceOrigin += 1
        frameCount += 1
        let t = frameOrigin + Double(framesSinceOrigin) / framesPerSecond
        clock.advance(to: t)
        let due = scripted.isEmpty ? [] : scripted.removeFirst()
        if gestureRecording != nil { gestureRecording! += due.map { (clock.now, $0) } }
        window.deliverTouches(due, at: clock.now)
        window.step(to: clock.now)
        recoverStalledTransitions()
        onFrame?(self)
    }

    /// Steps the whole frames that fit in `duration` seconds, rounding a partial frame up
    /// (0.5 s at 60 fps is 30 frames). Negative or non-finite durations are reported and step
    /// nothing; durations over `maximumDuration` are reported and step that long.
    public func advance(by duration: TimeInterval) {
        guard duration.isFinite && duration >= 0 else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "testhost.duration",
                    "advance(by: \(duration)): the duration must be finite and not negative; nothing stepped"))
            return
        }
        let bounded = bounded(duration, in: "advance(by:)")
        for _ in 0..<Self.frames(in: bounded, fps: framesPerSecond) { step() }
    }

    /// `duration`, or `maximumDuration` (reported) when it is longer.
    func bounded(_ duration: TimeInterval, in call: String) -> TimeInterval {
        guard duration > Self.maximumDuration else { return duration }
        diagnostics.report(
            Diagnostic(
                .warning, code: "testhost.durationBound",
                "\(call): \(duration) s is longer than the host steps in one call; stepped "
                    + "\(Self.maximumDuration) s (TestHost.maximumDuration)"))
        return Self.maximumDuration
    }

    /// Whether nothing is left to happen without new input: no running animation that ends by
    /// itself (a transition's animations included; see `waitsForRepeatingAnimations` for the
    /// ones that repeat forever), no transition in progress, no work queued for the next run-loop turn
    /// (a presentation about to start, a block sent to `DispatchQueue.main`), no timer waiting to
    /// fire once (`asyncAfter`, a one-shot `Timer`; a repeating timer counts like an animation
    /// that repeats forever, and an invalidated one not at all), no pending layout pass (a view just added or resized is
    /// not laid out yet: idle means laid out), no gesture waiting for time, no scripted touch. An
    /// interactive transition waiting for the finger is idle: only new touches move it. One that
    /// waits with no finger down is not (only code can move it): `runUntilIdle()` steps on until
    /// the window reports it stalled, and `stalledTransitionRecovery` decides what happens then.
    public var isIdle: Bool {
        let animating = waitsForRepeatingAnimations ? window.hasRunningAnimations : window.hasRunningAnimationsThatEnd
        return !animating && !window.hasPendingWork && !window.hasPendingLayout
            && !window.hasScheduledTimers(includingRepeating: waitsForRepeatingAnimations)
            && !window.hasPendingGestureWork && !window.hasTransitionInProgress && scripted.isEmpty
    }

    /// Whether `isIdle` and `runUntilIdle(timeout:)` wait for animations that repeat forever
    /// (`repeatCount` or `repeatDuration` infinite, `View.AnimationOptions.repeat`) and for
    /// repeating timers: `false`, the
    /// default, counts a host whose only running animations repeat forever (a spinner) as idle —
    /// they are its steady state, and waiting for them could only time out. Set it to `true` to
    /// count them as running. Transit extension.
    public var waitsForRepeatingAnimations = false

    /// What keeps the host from being idle, one line each (empty when `isIdle`): a transition in
    /// progress, queued work, a pending layout pass, gesture work, scripted touches, and each
    /// running animation with the view it animates (`Window.runningAnimationDescriptions`).
    /// `runUntilIdle(timeout:)` reports these when it times out. Transit extension.
    public var busyReasons: [String] {
        var reasons: [String] = []
        if window.hasTransitionInProgress { reasons.append("a transition is in progress") }
        if window.hasPendingWork { reasons.append("work is queued for the next run-loop turn") }
        if window.hasScheduledTimers(includingRepeating: waitsForRepeatingAnimations),
            let due = window.nextTimerFireTime
        {
            reasons.append("a timer is scheduled on the run loop (next at \(due) s)")
        }
        if window.hasPendingLayout { reasons.append("a view is waiting for its layout pass") }
        if window.hasPendingGestureWork { reasons.append("a gesture recognizer is waiting for time") }
        if !scripted.isEmpty { reasons.append("scripted touches are waiting to be delivered") }
        let animating = waitsForRepeatingAnimations ? window.hasRunningAnimations : window.hasRunningAnimationsThatEnd
        if animating {
            reasons += window.runningAnimationDescriptions(includingRepeating: waitsForRepeatingAnimations)
        }
        return reasons
    }

    /// What the host does with a transition the window reports stalled (an animator that never
    /// called `completeTransition(_:)`, or an interactive transition nothing drives), so a test
    /// never waits on a stuck screen. Transit extension.
    public enum StalledTransitionRecovery: Sendable {
        /// Leave it (the report stays in `diagnostics`); the host counts it as idle.
        case none
        /// Cancel it with `forceCompletion(false)`: the screen returns to where it was.
        case cancel
        /// Finish it with `forceCompletion(true)`.
        case finish
    }

    /// What happens to stalled transitions at the end of each frame; `.cancel` by default. The
    /// stall and the forced completion are both reported.
    public var stalledTransitionRecovery: StalledTransitionRecovery = .cancel

    private func recoverStalledTransitions() {
        guard stalledTransitionRecovery != .none else { return }
        for coordinator in window.stalledTransitions {
            coordinator.forceCompletion(stalledTransitionRecovery == .finish)
        }
    }

    /// Steps frames until `isIdle` or until `timeout` seconds have passed; returns whether it got
    /// idle. Returns `true` at once, stepping nothing, when already idle. On time-out it reports
    /// (`testhost.idleTimeout`) what kept the host busy (`busyReasons`).
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 30) -> Bool {
        let limit = timeout.isNaN ? 30 : bounded(max(0, timeout), in: "runUntilIdle(timeout:)")
        let start = clock.now
        let deadline = start + limit
        while !isIdle {
            guard clock.now + frameDuration <= deadline + 1e-9 else {
                diagnostics.report(
                    Diagnostic(
                        .warning, code: "testhost.idleTimeout",
                        "runUntilIdle(timeout:): not idle after \(clock.now - start) s: "
                            + busyReasons.joined(separator: "; ")))
                return false
            }
            step()
        }
        return true
    }

    /// Queues touch reports for the next frame and steps it.
    func deliverInNextFrame(_ inputs: [TouchInput]) {
        scripted.append(inputs)
        step()
    }

    static func frames(in duration: TimeInterval, fps: Double) -> Int {
        // Clamped as a Double first: converting a huge value to Int would trap.
        let frames = (duration * fps - 1e-9).rounded(.up)
        guard frames.isFinite, frames > 0 else { return 0 }
        return Int(min(frames, Double(Int32.max)))
    }

    // MARK: Rendering

    /// The current frame as pixels, drawn by `Renderer` from `window.renderTree()`. Rendering
    /// reads the scene and never changes it.
    public func render() -> Bitmap {
        let tree = window.renderTree()
        let renderer = Renderer()
        let scale = renderer.fittedScale(for: tree)
        if scale < tree.scale {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "render.reduced",
                    "a \(tree.size.width)×\(tree.size.height) pt frame at scale \(tree.scale) exceeds the renderer's "
                        + "budget of \(renderer.maximumPixelCount) pixels; rendered at scale \(scale)"))
        }
        return renderer.render(tree)
    }
}
