import Foundation

/// The interruptible animator of a catalogue transition (a `UIViewImplicitlyAnimating` of its
/// own, as UIKit allows): it moves one progress value over time and hands it, every frame, to the
/// transition's pure function of progress, which places every view.
///
/// - Running, progress goes from where it is to 1 (to 0 when `isReversed`) along the timing
///   parameters (cubic curves or springs, which may overshoot); the remaining time is the
///   duration times the distance left (a transition started at 0 runs its whole duration).
/// - Paused, `fractionComplete` scrubs the progress directly (linear scrubbing, UIKit's default).
/// - `continueAnimation(withTimingParameters:durationFactor:)` resumes toward the end (or the
///   start) along new timing: a spring's `initialVelocity` is relative to the distance left, as
///   with `ViewPropertyAnimator`, which is how a gesture hands its velocity on.
/// - Animations added with `addAnimations(_:)` (a presentation controller's alongside
///   animations) run in paused property animators that follow the progress.
///
/// Frames come from the window's frame step (`Window.performOnNextTurn(_:)`), so the progress is
/// a pure function of the window's clock; outside a window the driver jumps to its end at once.
@MainActor
public final class TransitionDriver: ViewImplicitlyAnimating {
    /// The duration of a run from 0 to 1, in seconds.
    public let duration: TimeInterval
    /// The timing of a run.
    public let timingParameters: any TimingCurveProvider
    /// The current progress: 0 at the start, 1 at the end; springs may take it outside 0…1.
    public private(set) var progress: CGFloat = 0

    public private(set) var state: AnimatingState = .inactive
    public private(set) var isRunning = false
    public var isReversed = false

    private let apply: (CGFloat) -> Void
    /// Called with the progress after the animations added with `addAnimations(_:)` have
    /// followed it: what measures views those animations move (shared elements) runs here.
    var afterFollowers: ((CGFloat) -> Void)?
    private weak var window: Window?
    private var segment: Segment?
    private var completions: [(AnimatingPosition) -> Void] = []
    private var followers: [(animator: ViewPropertyAnimator, delay: CGFloat)] = []
    private var generation = 0

    private struct Segment {
        var origin: TimeInterval
        var from: CGFloat
        var to: CGFloat
        var curve: TimingCurve
    }

    /// A driver that calls `apply` with the progress in `window`'s frames.
    public init(
        duration: TimeInterval, timingParameters: any TimingCurveProvider, window: Window?,
        apply: @escaping (CGFloat) -> Void
    ) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timingParameters = timingParameters
        self.window = window
        self.apply = apply
    }

    private var now: TimeInterval { window?.animationEngine.currentTime ?? 0 }
    private var target: CGFloat { isReversed ? 0 : 1 }

    // MARK: ViewAnimating

    public var fractionComplete: CGFloat {
        get { min(1, max(0, progress)) }
        set {
            guard state == .active, !isRunning, newValue.isFinite else { return }
            show(min(1, max(0, newValue)))
        }
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        state = .active
        let d = delay.isFinite && delay > 0 ? delay : 0
        begin(TimingCurve(timingParameters, duration: remainingDuration(factor: 1)), delay: d)
    }

    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { state = .active; show(progress) }
        if isRunning { sample() }
        segment = nil
        isRunning = false
        generation += 1
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { sample() }
        segment = nil
        isRunning = false
        generation += 1
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
            settleFollowers(at: .current)
        } else {
            state = .stopped
        }
    }

    public func finishAnimation(at finalPosition: AnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: show(1)
        case .start: show(0)
        case .current: break
        }
        end(at: finalPosition)
    }

    // MARK: ViewImplicitlyAnimating

    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let follower = ViewPropertyAnimator(duration: max(duration, 0.001), curve: .linear)
        follower.addAnimations(animation)
        follower.pauseAnimation()
        let delay = delayFactor.isFinite ? min(0.999, max(0, delayFactor)) : 0
        followers.append((follower, delay))
        follow(progress)
    }

    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        begin(TimingCurve(parameters ?? timingParameters, duration: remainingDuration(factor: factor)), delay: 0)
    }

    // MARK: Running

    private func remainingDuration(factor: Double) -> TimeInterval {
        duration * Double(abs(target - progress)) * factor
    }

    private func begin(_ curve: TimingCurve, delay: TimeInterval) {
        generation += 1
        segment = Segment(origin: now + delay, from: progress, to: target, curve: curve)
        isRunning = true
        guard let window else {
            show(target)
            finishRun()
            return
        }
        show(progress)
        schedule(in: window)
    }

    private func schedule(in window: Window) {
        let expected = generation
        window.performOnNextTurn { [weak self] in
            guard let self, self.generation == expected else { return }
            self.tick()
        }
    }

    private func tick() {
        guard let segment, isRunning else { return }
        let elapsed = now - segment.origin
        if elapsed >= segment.curve.duration {
            show(segment.to)
            finishRun()
            return
        }
        sample()
        if let window { schedule(in: window) }
    }

    /// Moves the progress to where the running segment is now.
    private func sample() {
        guard let segment else { return }
        let p = segment.curve.progress(at: now - segment.origin)
        show(segment.from + (segment.to - segment.from) * CGFloat(p))
    }

    private func finishRun() {
        segment = nil
        isRunning = false
        end(at: target == 1 ? .end : .start)
    }

    private func end(at position: AnimatingPosition) {
        state = .inactive
        generation += 1
        settleFollowers(at: position)
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(position) }
    }

    private func show(_ value: CGFloat) {
        progress = value
        View.performWithoutAnimation { apply(value) }
        follow(value)
        if let afterFollowers { View.performWithoutAnimation { afterFollowers(value) } }
    }

    private func follow(_ value: CGFloat) {
        for (animator, delay) in followers where animator.state == .active {
            animator.fractionComplete = min(1, max(0, (value - delay) / (1 - delay)))
        }
    }

    private func settleFollowers(at position: AnimatingPosition) {
        for (animator, _) in followers where animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
        }
        followers.removeAll()
    }
}
