// Main-queue and main-run-loop scheduling that turns with Transit's frame steps.
//
// Work for the main queue or the main run loop, queued from the main actor while a Transit window
// exists, goes to `MainRunLoop` and runs at the window's frame steps, on its clock; everything
// else goes to the system unchanged (`SystemQueues`). How Swift picks these over Dispatch's and
// Foundation's methods of the same name:
// - `DispatchQueue.async(execute:)` and `asyncAfter(deadline:execute:)` with a closure declare
//   only the parameters the call spells, and Swift prefers the candidate with fewer parameters to
//   Dispatch's, whose group, quality of service and flags would be left to their defaults. They
//   are picked in every file that imports TransitUIKit.
// - Work items, `Timer`, `RunLoop` and `OperationQueue` are not redirected: an extension method
//   with exactly Foundation's signature is picked only in a file that reaches Foundation through
//   TransitUIKit alone, and is ambiguous (a compile error) in any file that also imports
//   Foundation, Transit or TransitTesting. Code uses `MainRunLoop` for those instead.

extension DispatchQueue {
    /// Whether work sent to this queue from the caller goes to Transit's main run loop.
    fileprivate var isTransitMain: Bool {
        MainRunLoop.isMainQueue(self) && MainRunLoop.isOnMainActor && MainActor.assumeIsolated { MainRunLoop.hasWindow }
    }

    /// Queues `work` (`DispatchQueue.async(execute:)`). On the main queue it runs at the next
    /// frame step of the window, after the blocks queued before it (first in, first out, as the
    /// main queue runs them). Other queues: Dispatch's own behaviour. (Calls that pass a group,
    /// a quality of service or flags are Dispatch's own.)
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isTransitMain else {
            return SystemQueues.async(self, group: nil, qos: .unspecified, flags: [], execute: work)
        }
        MainActor.assumeIsolated { MainRunLoop.perform { work() } }
    }

    /// Runs `work` after `deadline` (`DispatchQueue.asyncAfter(deadline:execute:)`). On the main
    /// queue it fires at the first frame step at or after the deadline on the window's clock: the
    /// deadline becomes a delay from the call, rounded to the millisecond (so the time the call
    /// itself takes does not matter), counted in window time. `.distantFuture` never fires.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isTransitMain else {
            return SystemQueues.asyncAfter(self, deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        guard let delay = Self.delay(until: deadline) else { return }
        MainActor.assumeIsolated { _ = MainRunLoop.schedule(after: delay) { work() } }
    }

    /// The delay from now until `deadline` in seconds, rounded to the millisecond (0 for a past
    /// deadline), or `nil` for `.distantFuture`.
    static func delay(until deadline: DispatchTime) -> TimeInterval? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds, due = deadline.uptimeNanoseconds
        guard due > now else { return 0 }
        return (Double(due - now) / 1e6).rounded() / 1e3
    }
}
