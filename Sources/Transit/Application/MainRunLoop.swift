import Foundation

/// The app's main run loop and main queue as Transit turns them: deferred work runs at frame
/// steps, on the clock of the window it was queued for (the main `RunLoop` and
/// `DispatchQueue.main`).
///
/// In UIKit the main thread's run loop turns between frames: blocks sent to the main queue run at
/// the next turn, first in, first out; timers fire at or after their fire date. Transit has no
/// free-running main loop — a ``Window`` moves only when its frame step runs (`TestHost.step()`,
/// the live window's loop) — so the main run loop is the window's frame step. Work is queued on
/// the window whose frame step is running when it is queued, otherwise on the key window
/// (`Application.shared.keyWindow`), otherwise on the most recently registered window; with no
/// window at all it waits, and the next window to take a frame step adopts it (a timer's delay
/// then counts from that step). Time is the window's clock, never the wall clock, so a
/// `TestHost` decides exactly when a timer fires.
///
/// Code written for UIKit reaches this through TransitUIKit, whose `DispatchQueue.main.async`
/// and `asyncAfter(deadline:)` with a closure come here. `Timer`, `RunLoop.main` and
/// `OperationQueue.main` cannot be redirected (see the porting article): their counterparts are
/// ``scheduledTimer(withTimeInterval:repeats:block:)`` and ``perform(_:)``. Transit extension.
@MainActor
public enum MainRunLoop {
    /// The window whose frame step is running, if any.
    private static weak var steppingWindow: Window?
    /// Work queued while no window existed, with the delays of its timers.
    private static var unassignedBlocks: [@MainActor () -> Void] = []
    private static var unassignedTimers: [(delay: TimeInterval, timer: RunLoopTimer)] = []
    private static var sequence = 0

    /// The window whose run loop takes work queued now: the one taking a frame step, else the
    /// key window, else the last window registered with `Application.shared`; `nil` when no
    /// window exists.
    public static var window: Window? {
        steppingWindow ?? Application.shared.keyWindow ?? Application.shared.windows.last
    }

    /// Queues `work` for the next turn of the main run loop (`DispatchQueue.main.async`,
    /// `RunLoop.main.perform`, `OperationQueue.main.addOperation`): it runs at the next frame
    /// step, after the work queued before it.
    public static func perform(_ work: @escaping @MainActor () -> Void) {
        if let window { window.performOnNextTurn(work) } else { unassignedBlocks.append(work) }
    }

    /// Schedules `fire` at `delay` seconds of window time from now, repeating every `interval`
    /// seconds when one is given, while `isValid` holds (what `DispatchQueue.main.asyncAfter`
    /// does under TransitUIKit). With no window yet, the timer waits for the first window's frame
    /// step and its delay counts from there. See ``Window/scheduleTimer(after:repeatingEvery:isValid:_:)``
    /// for bad delays and intervals.
    @discardableResult
    public static func schedule(
        after delay: TimeInterval, repeatingEvery interval: TimeInterval? = nil,
        isValid: @escaping @MainActor () -> Bool = { true },
        _ fire: @escaping @MainActor () -> Void
    ) -> RunLoopTimer {
        if let window { return window.scheduleTimer(after: delay, repeatingEvery: interval, isValid: isValid, fire) }
        let period = interval.map { $0.isFinite ? max($0, RunLoopQueue.minimumInterval) : RunLoopQueue.minimumInterval }
        let timer = RunLoopTimer(
            fireTime: 0, repeatInterval: period, sequence: nextSequence(),
            condition: isValid, action: fire)
        unassignedTimers.append((delay.isFinite ? max(0, delay) : 0, timer))
        return timer
    }

    /// Creates a timer on the main run loop that calls `block` after `interval` seconds of window
    /// time, and every `interval` after that when it `repeats`, until it is invalidated — the
    /// counterpart of `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, whose timers run by
    /// the wall clock on a run loop Transit does not turn. An interval of 0 or less is 0.1 ms, as
    /// Apple documents for `Timer`. It fires at or after its time, never before; see
    /// ``RunLoopTimer``.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @MainActor (RunLoopTimer) -> Void
    ) -> RunLoopTimer {
        let period = interval.isFinite ? max(interval, RunLoopQueue.minimumInterval) : RunLoopQueue.minimumInterval
        weak var made: RunLoopTimer?
        let timer = schedule(after: period, repeatingEvery: repeats ? period : nil) {
            if let made { block(made) }
        }
        made = timer
        return timer
    }

    /// Whether a window exists to run main-queue work (TransitUIKit sends main-queue work to
    /// Dispatch's own main queue when none does, so code with no Transit window behaves as usual).
    public static var hasWindow: Bool { window != nil }

    /// Whether the caller runs on the main actor (the main thread, or the main dispatch queue that
    /// Swift's main actor runs on), so it may queue main-run-loop work directly.
    public nonisolated static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Whether `queue` is the main dispatch queue (`DispatchQueue.main` makes a new object at each
    /// call, so identity does not tell).
    public nonisolated static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainQueueKey) != nil
    }

    /// A key set on the main dispatch queue, found by `getSpecific` in its blocks.
    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` as the frame step of `window`, so work queued meanwhile goes to it.
    static func stepping(_ window: Window, _ body: () -> Void) {
        let outer = steppingWindow
        steppingWindow = window
        defer { steppingWindow = outer }
        body()
    }

    /// Hands the work queued while no window existed to `window`.
    static func adoptUnassignedWork(into window: Window) {
        guard !unassignedBlocks.isEmpty || !unassignedTimers.isEmpty else { return }
        let blocks = unassignedBlocks, timers = unassignedTimers
        unassignedBlocks.removeAll()
        unassignedTimers.removeAll()
        window.runLoopQueue.blocks.insert(contentsOf: blocks, at: 0)
        for (delay, timer) in timers { window.adopt(timer, delay: delay) }
    }

    /// The next scheduling number (ties between timers fire in scheduling order).
    static func nextSequence() -> Int {
        sequence += 1
        return sequence
    }
}
