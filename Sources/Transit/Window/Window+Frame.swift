import Foundation

extension Window {
    /// One frame at the clock's current time (see `step(to:)`).
    public func step() { step(to: max(clock.now, currentTime)) }

    /// Whether animations are running (so frames must keep coming).
    public var hasRunningAnimations: Bool { animationEngine.hasRunningAnimations || !tickers.isEmpty }

    /// Whether an animation is running that will end by itself (Transit extension):
    /// `hasRunningAnimations` without the animations that repeat forever (`repeatCount` or
    /// `repeatDuration` infinite, `View.AnimationOptions.repeat`), such as a spinner.
    public var hasRunningAnimationsThatEnd: Bool { animationEngine.hasRunningAnimationsThatEnd || !tickers.isEmpty }

    /// Whether a view in the window's hierarchy is marked for layout (Transit extension), so the
    /// next frame step has a layout pass to run: a view just added, resized or sent
    /// `setNeedsLayout()` has not been laid out yet (nor has a standalone layer marked for
    /// layout; see `Layer+Layout`). Marks that the frame steps' layout passes
    /// keep leaving behind, two passes in a row, without changing any view's geometry do not
    /// count: that layout has settled (see `Window+LayoutConvergence`), although the next step
    /// lays those views out again, as UIKit does at its next turn.
    public var hasPendingLayout: Bool { (subtreeNeedsLayout || layerLayoutPending) && !layoutConvergence.settled }

    /// One frame at `time` (seconds on the window's clock): advance animations to `time`, run
    /// the completions of animations that ended (recorded in the timeline), run the turn of the
    /// window's run loop (the work queued for it, then the timers due; see ``MainRunLoop``),
    /// then lay out every view marked for layout. `renderTree()` then describes the frame. Time
    /// never goes backwards: an earlier or non-finite time is reported and the step runs at the
    /// current time.
    public func step(to time: TimeInterval) {
        MainRunLoop.stepping(self) { runStep(to: time) }
    }

    private func runStep(to time: TimeInterval) {
        var t = time
        if !t.isFinite || t < currentTime {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "window.timeBackwards",
                    "step(to: \(time)) before the current time \(currentTime); stepping at \(currentTime)"))
            t = currentTime
        }
        currentTime = t
        timeline.now = t
        lastRenderTree = nil
        if let manual = clock as? ManualClock, manual.now < t { manual.advance(to: t) }
        animationEngine.advance(toClockTime: t)
        tickers = tickers.filter { ticker in ticker.object?.tick(at: t) ?? false }
        runNextTurn()
        watchedTransitions = watchedTransitions.filter { $0.coordinator?.checkStall() ?? false }
        runLayoutPass()
        updateSystemChrome()
    }

    /// Advances `ticker` at every frame step (after the animations) until it says it is done.
    func addTicker(_ ticker: FrameTicking) {
        guard !tickers.contains(where: { $0.object === ticker }) else { return }
        tickers.append(WeakTicker(object: ticker))
    }

    /// Watches a running transition for stalls at every frame step until it completes.
    func watch(_ coordinator: TransitionCoordinator) {
        watchedTransitions.append(WatchedTransition(coordinator: coordinator))
    }

    /// The running transitions that reported a stall (an animator that never completed, or an
    /// interactive transition nothing drives). Transit extension: a host can recover them with
    /// `forceCompletion(_:)`.
    public var stalledTransitions: [TransitionCoordinator] {
        watchedTransitions.compactMap(\.coordinator).filter(\.isStalled)
    }

    /// The transitions of this window that have begun and not yet completed, oldest first.
    /// Transit extension (UIKit exposes a controller's `transitionCoordinator` only): test tools
    /// read a running transition's `transitionDuration` to sample it at progress points.
    public var runningTransitions: [TransitionCoordinator] {
        watchedTransitions.compactMap(\.coordinator).filter { !$0.context.isCompleted }
    }

    /// Whether a transition is in progress that will move without new touches: one animating, or
    /// an interactive one with no finger down (only code can move it; once nothing has for
    /// `stallTimeout` it is a stall). An interactive transition under a finger, and a stalled
    /// transition, are not counted: only new input changes them.
    public var hasTransitionInProgress: Bool {
        watchedTransitions.contains { watched in
            guard let coordinator = watched.coordinator, !coordinator.isStalled,
                !coordinator.context.isCompleted
            else { return false }
            return !(coordinator.context.isInteractive && hasTouchesDown)
        }
    }

    /// Whether a finger is on the screen.
    public var hasTouchesDown: Bool { !touchRouter.touches.isEmpty }
}

/// A transition the window watches, held weakly.
@MainActor
struct WatchedTransition {
    weak var coordinator: TransitionCoordinator?
}

/// Something the window advances at each frame step (scroll views' deceleration and bounces).
@MainActor
protocol FrameTicking: AnyObject {
    /// Advances to `time`; returns whether to be called again at the next frame.
    func tick(at time: TimeInterval) -> Bool
}

/// A ticker held weakly.
@MainActor
struct WeakTicker {
    weak var object: FrameTicking?
}
