import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Records what ran, in order.
@MainActor
final class RunLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// `DispatchQueue.main`, `RunLoop.main`, `Timer` and `OperationQueue.main` under a host: deferred
/// work runs at frame steps on the host's clock, with UIKit's documented ordering as the oracle.
@MainActor @Suite struct MainQueueIdiomTests {
    /// The main queue is serial and first-in, first-out; work queued now runs at the next turn,
    /// not before, and work queued by that work waits for the turn after.
    @Test func mainQueueWorkRunsAtTheNextTurnInOrder() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let log = RunLog()
        DispatchQueue.main.async { log.add("a") }
        DispatchQueue.main.async {
            log.add("b")
            DispatchQueue.main.async { log.add("nested") }
        }
        DispatchQueue.main.async { log.add("c") }
        expect(log.entries.isEmpty)
        expect(!host.isIdle)
        host.step()
        expectEqual(log.entries, ["a", "b", "c"])
        host.step()
        expectEqual(log.entries, ["a", "b", "c", "nested"])
        expect(host.isIdle)
    }

    /// `asyncAfter` fires at the first frame at or after its deadline on the host's clock, never
    /// before: 0.25 s at 60 fps is the frame at exactly 0.25 s (the 15th).
    @Test func asyncAfterFiresAtHostTime() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.add("late") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.add("early") }
        for _ in 0..<5 { host.step() }
        expect(log.entries.isEmpty)
        host.step()
        expectEqual(host.now, 0.1)
        expectEqual(log.entries, ["early"])
        for _ in 6..<14 { host.step() }
        expectEqual(log.entries, ["early"])
        host.step()
        expectEqual(log.entries, ["early", "late"])
    }

    /// `runUntilIdle()` waits for a pending `asyncAfter` and reports it while it waits.
    @Test func runUntilIdleWaitsForPendingTimers() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.add("done") }
        expect(host.busyReasons.contains { $0.hasPrefix("a timer is scheduled on the run loop") })
        expect(host.runUntilIdle())
        expectEqual(log.entries, ["done"])
        expectClose(host.now, 2, within: 1e-9)
    }

    /// Work for other queues keeps Dispatch's own behaviour.
    @Test func otherQueuesAreDispatchsOwn() {
        _ = TestHost(size: CGSize(width: 390, height: 844))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        expectEqual(done.wait(timeout: .now() + 10), .success)
    }

    /// A card dismissed from a main-queue block queued in an animation's completion — the
    /// swipe-to-dismiss pattern — finishes under `runUntilIdle()`.
    @Test func deferredDismissalCompletes() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        host.window.rootViewController = root
        let card = UIViewController()
        root.present(card, animated: false)
        host.runUntilIdle()
        UIView.animate(withDuration: 0.3, animations: { card.view.alpha = 0.5 }) { _ in
            DispatchQueue.main.async { card.dismiss(animated: true) }
        }
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
    }
}
