import Foundation

/// Groups layer changes and explicit animations, and sets how implicit animations run
/// (`CATransaction`).
///
/// `begin()` and `commit()` nest; each level may set the duration, timing function and whether
/// actions are disabled, and an unset value is inherited from the enclosing level (outermost:
/// 0.25 s, no timing function — linear —, actions enabled). Outside any `begin()`, the setters act
/// on an implicit transaction that commits at the main run loop's next turn (or at `flush()`), as
/// Core Animation commits it "when the thread's runloop next iterates": the next turn of the
/// window whose frame step is running, else of the key window (see ``MainRunLoop``), so an
/// implicit transaction opened by one window's frame work commits at that window's next turn.
///
/// The completion block runs once every animation added to a layer while the transaction (or a
/// transaction nested in it) was open has stopped — finished or removed — and the transaction is
/// committed; with no such animation it runs at the commit. Explicit animations added with a
/// `duration` of 0 take the transaction's duration; implicit animations take its duration and
/// timing function.
///
/// Where the stack lives: Core Animation keeps one transaction stack per thread (`begin()`: "Begin
/// a new transaction for the current thread … nested within the thread's current transaction").
/// Transit's layers live on the main actor, its one UI thread, so the stack is the main actor's,
/// isolated to it and reachable from nowhere else: what a per-thread stack is when there is one
/// thread. It is not kept per window, because a transaction groups every layer change the thread
/// makes, in whatever window, as Core Animation's does; nor in a `@TaskLocal`, which scopes a value
/// to a closure and cannot express the open-ended `begin()` … `commit()` pair. A balanced
/// `begin()`/`commit()` leaves nothing behind, so windows driven one after another (two
/// `TestHost`s) never see each other's transactions.
@MainActor
public enum Transaction {
    final class Level {
        var duration: TimeInterval?
        var timingFunction: MediaTimingFunction??
        var disableActions: Bool?
        var completion: (() -> Void)?
        var pending = 0
        var committed = false
        var isImplicit = false

        func finishIfDone() {
            guard committed, pending == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    static var stack: [Level] = []

    /// Opens a transaction (`CATransaction.begin()`).
    public static func begin() {
        stack.append(Level())
    }

    /// Closes the innermost transaction (`CATransaction.commit()`). Without an open transaction
    /// this is reported and does nothing.
    public static func commit() {
        guard let level = stack.popLast() else {
            StandardErrorDiagnostics.console.report(
                Diagnostic(
                    .warning, code: "transaction.unbalanced",
                    "Transaction.commit() without a matching begin(); ignored"))
            return
        }
        level.committed = true
        level.finishIfDone()
    }

    /// Commits the implicit transaction now (`CATransaction.flush()`).
    public static func flush() {
        while let last = stack.last, last.isImplicit { commit() }
    }

    /// The innermost level, opening an implicit one when none is open.
    static func current() -> Level {
        if let level = stack.last { return level }
        let level = Level()
        level.isImplicit = true
        stack.append(level)
        MainRunLoop.perform { if stack.contains(where: { $0 === level }) { flush() } }
        return level
    }

    private static func inherited<T>(_ value: (Level) -> T?) -> T? {
        for level in stack.reversed() { if let v = value(level) { return v } }
        return nil
    }

    /// The duration of animations in this transaction (`animationDuration()`), 0.25 s by default.
    public static func animationDuration() -> TimeInterval { inherited { $0.duration } ?? 0.25 }

    /// Sets the duration (`setAnimationDuration(_:)`); a negative or non-finite one is reported
    /// and ignored.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            StandardErrorDiagnostics.console.report(
                Diagnostic(
                    .error, code: "transaction.invalidDuration",
                    "Transaction.setAnimationDuration(\(duration)): must be finite and not negative; ignored"))
            return
        }
        current().duration = duration
    }

    /// The timing function of implicit animations (`animationTimingFunction()`); `nil`: linear.
    public static func animationTimingFunction() -> MediaTimingFunction? { inherited { $0.timingFunction } ?? nil }

    /// Sets the timing function (`setAnimationTimingFunction(_:)`).
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        current().timingFunction = .some(function)
    }

    /// Whether property changes trigger no actions (`disableActions()`), false by default.
    public static func disableActions() -> Bool { inherited { $0.disableActions } ?? false }

    /// Disables or enables actions (`setDisableActions(_:)`).
    public static func setDisableActions(_ flag: Bool) { current().disableActions = flag }

    /// The completion block of the innermost transaction (`completionBlock()`).
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the completion block of the innermost transaction (`setCompletionBlock(_:)`).
    public static func setCompletionBlock(_ block: (() -> Void)?) { current().completion = block }

    /// Counts an animation just added against every open transaction; `stopped` is to be called
    /// when it stops.
    static func register() -> [Level] {
        let levels = stack
        for level in levels { level.pending += 1 }
        return levels
    }

    /// An animation counted by `levels` stopped: the innermost transaction completes first.
    static func animationStopped(in levels: [Level]) {
        for level in levels.reversed() {
            level.pending -= 1
            level.finishIfDone()
        }
    }
}
