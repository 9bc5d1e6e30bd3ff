import Foundation

/// The window's run loop: the work of the next turn and the timers.
///
/// A frame step is one turn of the run loop. It runs, after the animations and their
/// completions and before layout: first the blocks queued before the turn began, in the order
/// they were queued (first in, first out, as the main dispatch queue runs them), then the timers
/// due at the step's time, in fire-time order. Work queued during the turn waits for the next one.
extension Window {
    // MARK: Next run-loop turn

    /// Queues work for the next run-loop turn: the next frame step runs it after animation
    /// completions and before layout. Work queued while the queue runs waits for the turn after.
    /// `DispatchQueue.main.async`, `RunLoop.main.perform` and `OperationQueue.main.addOperation`
    /// come here in code that imports TransitUIKit (see ``MainRunLoop``).
    public func performOnNextTurn(_ work: @escaping @MainActor () -> Void) {
        runLoopQueue.blocks.append(work)
    }

    /// Whether work is waiting for the next run-loop turn.
    public var hasPendingWork: Bool { !runLoopQueue.blocks.isEmpty }

    /// Schedules `fire` on this window's run loop at `delay` seconds from the current time (the
    /// time of the last frame step), repeating every `interval` seconds when one is given; the
    /// timer stops once `isValid` returns false. A negative or non-finite delay is reported and
    /// treated as 0 (the next turn); an interval under 0.1 ms is reported and raised to it. See
    /// ``RunLoopTimer`` for when it fires. Transit extension: what `Timer.scheduledTimer` and
    /// `DispatchQueue.main.asyncAfter` do under TransitUIKit.
    @discardableResult
    public func scheduleTimer(
        after delay: TimeInterval, repeatingEvery interval: TimeInterval? = nil,
        isValid: @escaping @MainActor () -> Bool = { true },
        _ fire: @escaping @MainActor () -> Void
    ) -> RunLoopTimer {
        var start = delay
        if !(delay.isFinite && delay >= 0) {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "runloop.delay",
                    "a timer delay of \(delay) s must be finite and not negative; it fires at the next turn"))
            start = 0
        }
        var period = interval
        if let given = interval, !(given.isFinite && given >= RunLoopQueue.minimumInterval) {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "runloop.interval",
                    "a repeating timer interval of \(given) s is below \(RunLoopQueue.minimumInterval) s; raised to it"))
            period = RunLoopQueue.minimumInterval
        }
        let timer = RunLoopTimer(
            fireTime: currentTime + start, repeatInterval: period,
            sequence: MainRunLoop.nextSequence(), condition: isValid, action: fire)
        runLoopQueue.timers.append(timer)
        return timer
    }

    /// Schedules a timer made while no window existed: it fires `delay` seconds from now.
    func adopt(_ timer: RunLoopTimer, delay: TimeInterval) {
        timer.origin = currentTime + delay
        runLoopQueue.timers.append(timer)
    }

    /// Whether a timer that will fire is scheduled on this window's run loop (Transit
    /// extension). With `includingRepeating` false, repeating timers are left out: like
    /// animations that repeat forever, they are a steady state rather than pending work.
    public func hasScheduledTimers(includingRepeating: Bool) -> Bool {
        runLoopQueue.pruneInvalidTimers()
        return runLoopQueue.timers.contains { includingRepeating || $0.repeatInterval == nil }
    }

    /// The fire time of the earliest valid timer on this window's run loop, if any (Transit
    /// extension; a live loop can sleep until then).
    public var nextTimerFireTime: TimeInterval? {
        runLoopQueue.pruneInvalidTimers()
        return runLoopQueue.timers.map(\.fireTime).min()
    }

    /// Runs one turn: the blocks queued before this call, in order, then the timers due now.
    func runNextTurn() {
        MainRunLoop.adoptUnassignedWork(into: self)
        if !runLoopQueue.blocks.isEmpty {
            let work = runLoopQueue.blocks
            runLoopQueue.blocks.removeAll()
            for item in work { item() }
        }
        guard !runLoopQueue.timers.isEmpty else { return }
        let due = runLoopQueue.due(at: currentTime)
        guard !due.isEmpty else { return }
        for timer in due where !timer.fire(at: currentTime) {
            runLoopQueue.timers.removeAll { $0 === timer }
        }
        runLoopQueue.pruneInvalidTimers()
    }
}
