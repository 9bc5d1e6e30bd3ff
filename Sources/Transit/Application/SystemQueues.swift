import Foundation

/// Dispatch's own scheduling calls, under names that TransitUIKit's same-named extensions do not
/// hide.
///
/// In code that imports TransitUIKit, `DispatchQueue.async(execute:)` and
/// `asyncAfter(deadline:execute:)` with a closure are TransitUIKit's: main-queue work goes to
/// ``MainRunLoop``, and everything else (other queues, other threads, no window) comes here, to
/// Dispatch, unchanged. Transit extension; app code has no reason to call these.
public enum SystemQueues {
    /// `queue.async(group:qos:flags:execute:)`, as Dispatch implements it.
    public static func async(
        _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS,
        flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// `queue.asyncAfter(deadline:qos:flags:execute:)`, as Dispatch implements it.
    public static func asyncAfter(
        _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS,
        flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }
}
