import Foundation

extension Window {
    /// One frame at the clock's current time (see `step(to:)`).
    public func step() { step(to: max(clock.now, currentTime)) }

    /// Whether animations are running (so frames must keep coming).
    public var hasRunningAnimations: Bool { animationEngine.hasRunningAnimations }

    /// Whether a view in the window's hierarchy is marked for layout (Transit extension), so the
    /// next frame step has a layout pass to run: a view just added, resized or sent
    /// `setNeedsLayout()` has not been laid out yet.
    public var hasPendingLayout: Bool { subtreeNeedsLayout }

    /// One frame at `time` (seconds on the window's clock): advance animations to `time`, run
    /// the completions of animations that ended (recorded in the timeline), run the work queued for the next run-loop turn,
    /// then lay out every view marked for layout. `renderTree()` then describes the frame. Time
    /// never goes backwards: an earlier or non-finite time is reported and the step runs at the
    /// current time.
    public func step(to time: TimeInterval) {
        var t = time
        if !t.isFinite || t < currentTime {
            diagnostics.report(Diagnostic(.warning, code: "window.timeBackwards",
                "step(to: \(time)) before the current time \(currentTime); stepping at \(currentTime)"))
            t = currentTime
        }
        currentTime = t
        timeline.now = t
        if let manual = clock as? ManualClock, manual.now < t { manual.advance(to: t) }
        animationEngine.advance(to: t)
        runNextTurn()
        layoutIfNeeded()
    }
}
