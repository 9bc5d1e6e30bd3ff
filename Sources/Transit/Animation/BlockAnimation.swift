import Foundation

/// One `View.animate…` / `View.animateKeyframes…` call: its timing, options and completion, bound
/// to the engine of each window whose views its closure changes.
///
/// The completion runs once, after the engine animators of every window it bound to have
/// completed, with `finished == true` when all of them reached their end and no animation of the
/// block was removed (its view left the window, or `removeAllAnimations()`); UIKit documents the
/// flag as "whether or not the animations actually finished before the completion handler was
/// called". A duration of 0 or less makes the changes without animating them (as Apple documents)
/// and completes at the next frame step of the window they were made in; a negative or non-finite
/// duration, and a negative or non-finite delay, are reported under the name of the `animate` call
/// that received them and treated as 0. A block that changed no view in a window completes at
/// once, before `animate` returns, with `finished == true`. Setting a property to the value it
/// already has is no change: it starts no animation and leaves a running one alone (UIKit's
/// additive animations add a zero offset then), so a running slide keeps its own duration and
/// curve.
///
/// A new target for a vector value that is already animating (a frame, a centre, an alpha) adds to
/// the running animation, as UIKit's block animations have since iOS 8: the earlier animation
/// plays out on its own curve and the new one adds `(new − old model value)·p` on top, so the
/// value on screen is `target + Σ (modelᵢ − targetᵢ)·(1 − pᵢ)` and keeps its velocity. (A view
/// moving to 100 over 1 s, sent back to 0 at 0.5 s for 1 s, is at `0 − 100·(1 − e(t)) +
/// 100·(1 − e(t − 0.5))`.) Colours and transforms blend from the value on screen instead; key-frame
/// animations replace.
@MainActor
final class BlockAnimation: AnimationRun {
    let duration: TimeInterval
    let delay: TimeInterval
    let timing: any TimingCurveProvider
    let repeatCount: CGFloat
    let autoreverses: Bool
    let keyframeMode: KeyframeCalculationMode?
    let completion: ((Bool) -> Void)?
    let name: String
    /// Whether the animations closure is still running (completion waits for it).
    private(set) var isOpen = true
    private var completedAnimators = 0
    private var allReachedEnd = true
    private var didComplete = false
    private var lastWindow: Window?
    private var immediateWindow: Window?

    /// What was wrong with the arguments, reported once to the first window the block changes.
    private var argumentProblems: [String] = []

    override var appliesImmediately: Bool { !(duration > 0) }

    override func noteImmediateChange(in window: Window) {
        guard immediateWindow == nil else { return }
        immediateWindow = window
        reportArgumentProblems(to: window)
    }

    private func reportArgumentProblems(to window: Window) {
        for problem in argumentProblems {
            window.diagnostics.report(Diagnostic(.error, code: "animation.invalidValue", "\(name): \(problem)"))
        }
        argumentProblems.removeAll()
    }

    init(
        duration: TimeInterval, delay: TimeInterval, timing: any TimingCurveProvider, options: View.AnimationOptions,
        keyframeMode: KeyframeCalculationMode?, name: String, callSite: CallbackTimeline.CallSite?,
        completion: ((Bool) -> Void)?
    ) {
        var problems: [String] = []
        if !duration.isFinite || duration < 0 {
            problems.append("duration \(duration) must be finite and not negative; changes applied without animation")
        }
        if !delay.isFinite || delay < 0 {
            problems.append("delay \(delay) must be finite and not negative; 0 used")
        }
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        argumentProblems = problems
        self.timing = timing
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        self.keyframeMode = keyframeMode
        self.completion = completion
        self.name = name
        super.init()
        self.callSite = callSite
        allowsUserInteraction = options.contains(.allowUserInteraction)
    }

    override var timelineName: String { name }

    override func makeAnimator(engine: AnimationEngine) -> PropertyAnimator {
        let animator =
            keyframeMode.map {
                PropertyAnimator(engine: engine, duration: duration, timingParameters: timing, keyframeCalculationMode: $0)
            } ?? PropertyAnimator(engine: engine, duration: duration, timingParameters: timing)
        animator.repeatCount = repeatCount
        animator.autoreverses = autoreverses
        animator.addsToRunningAnimations = keyframeMode == nil
        return animator
    }

    override func didBind(_ animator: PropertyAnimator) {
        if let window = bindings.last?.window { reportArgumentProblems(to: window) }
        animator.startAnimation(afterDelay: delay)
    }

    /// The animations closure returned.
    func close() {
        isOpen = false
        if bindings.isEmpty {
            if let window = immediateWindow {
                window.performOnNextTurn { [self, weak window] in complete(finished: !wasInterrupted, in: window) }
            } else {
                complete(finished: !wasInterrupted, in: nil)
            }
        } else {
            completeIfDone()
        }
    }

    override func animatorDidComplete(at position: AnimatingPosition, in window: Window) {
        completedAnimators += 1
        if position != .end { allReachedEnd = false }
        lastWindow = window
        completeIfDone()
    }

    override func allLayersRemoved() {
        // The engine animators were stopped without completions: finish on the next turn.
        let windows = bindings.map(\.window)
        completedAnimators = bindings.count
        guard let window = windows.first else { return }
        window.performOnNextTurn { [self, weak window] in complete(finished: false, in: window) }
    }

    private func completeIfDone() {
        guard !isOpen, completedAnimators >= bindings.count else { return }
        complete(finished: allReachedEnd && !wasInterrupted, in: lastWindow)
    }

    private func complete(finished: Bool, in window: Window?) {
        guard !didComplete else { return }
        didComplete = true
        releaseLayers()
        window?.timeline.record(name, "completion(\(finished))", from: callSite)
        completion?(finished)
    }
}
