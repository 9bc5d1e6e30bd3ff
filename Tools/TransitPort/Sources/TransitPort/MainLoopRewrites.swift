import SwiftSyntax

/// Foundation's main run loop, its timers and the main operation queue: a Transit window turns
/// ``MainRunLoop`` at its frame steps instead (Foundation's own cannot be redirected on Linux; see
/// the porting article, "The main queue and the run loop"). The closure forms are rewritten to
/// `MainRunLoop`'s, which take the same arguments:
///
/// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` → `MainRunLoop.scheduledTimer(…)`,
///   and, in a file where that happened, the type `Timer` → `RunLoopTimer` (what the block gets
///   and the call returns, with `invalidate()` and `isValid`);
/// - `RunLoop.main.perform { … }` → `MainRunLoop.perform { … }`;
/// - `OperationQueue.main.addOperation { … }` → `MainRunLoop.perform { … }`.
///
/// The forms that take a selector, a mode or an existing timer or operation are left as they are,
/// with a note saying what to write instead.
extension EditFinder {
    /// Rewrites or notes a call of Foundation's main-loop API made through `node`; returns
    /// whether `node` was one.
    func portMainLoopCall(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base, let call = node.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == node.id
        else { return false }
        let member = node.declName.baseName.text
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let closureOnly =
            labels.isEmpty && call.trailingClosure != nil
            || labels == ["_"] && call.arguments.first?.expression.is(ClosureExprSyntax.self) == true
        switch (base.trimmedDescription, member) {
        case ("Timer", "scheduledTimer"):
            guard labels.starts(with: ["withTimeInterval", "repeats"]) else { return false }
            replace(base, with: "MainRunLoop")
            rewroteTimer = true
        case ("RunLoop.main", "perform") where closureOnly:
            replace(base, with: "MainRunLoop")
        case ("OperationQueue.main", "addOperation") where closureOnly:
            replace(node, with: "MainRunLoop.perform")
        case ("RunLoop.main", "perform"), ("RunLoop.main", "add"), ("OperationQueue.main", _):
            note(
                node,
                "\(base.trimmedDescription).\(member): Foundation's main loop does not turn with a Transit "
                    + "window; use MainRunLoop.perform(_:) or MainRunLoop.schedule(after:repeatingEvery:isValid:_:)")
        default:
            return false
        }
        return true
    }

    /// Renames the `Timer` types of a file whose scheduled timers became `MainRunLoop`'s.
    func renameTimerTypes() {
        guard rewroteTimer else { return }
        for type in timerTypes { replace(type, with: "RunLoopTimer") }
    }
}
