import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The one rule every container shares for changes asked for while another is applied.
@MainActor
@Suite struct TransitionRunnerTests {
    /// A runner whose changes are numbers; `continuing` changes wait for `finish()`, and a change
    /// may ask for another from inside `perform` (as a child's callback does).
    @MainActor final class Recorder {
        var performed: [Int] = []
        var continuing: Set<Int> = []
        var reentrant: [Int: Int] = [:]
        var runner: TransitionRunner<Int>!

        init(_ policy: TransitionRunner<Int>.Policy, coalescing: Bool = false) {
            runner = TransitionRunner(policy: policy, coalesces: { _, _ in coalescing }) { [unowned self] change in
                performed.append(change)
                if let next = reentrant[change] { runner.submit(next) }
                return continuing.contains(change) ? .continues : .ended
            }
        }
    }

    @Test func aChangeAskedForWhenIdleIsAppliedAtOnce() {
        let recorder = Recorder(.queue)
        expectEqual(recorder.runner.submit(1), .started)
        expectEqual(recorder.performed, [1])
        expect(!recorder.runner.isBusy)
    }

    @Test func queuedChangesWaitTheirTurnInOrder() {
        let recorder = Recorder(.queue)
        recorder.continuing = [1]
        expectEqual(recorder.runner.submit(1), .started)
        expectEqual(recorder.runner.submit(2), .queued)
        expectEqual(recorder.runner.submit(3), .queued)
        expectEqual(recorder.performed, [1])
        expectEqual(recorder.runner.pending, [2, 3])
        recorder.runner.finish()
        expectEqual(recorder.performed, [1, 2, 3])
        expect(!recorder.runner.isBusy)
    }

    @Test func aChangeAskedForFromInsidePerformWaitsUntilTheOuterOneEnds() {
        let recorder = Recorder(.queue)
        recorder.reentrant = [1: 2]
        recorder.runner.submit(1)
        // 2 was asked for while 1 was being applied: it ran after 1, not inside it.
        expectEqual(recorder.performed, [1, 2])
        expect(recorder.runner.pending.isEmpty)
    }

    @Test func coalescingKeepsOnlyTheLastWaitingChange() {
        let recorder = Recorder(.coalesce, coalescing: true)
        recorder.continuing = [1]
        recorder.runner.submit(1)
        expectEqual(recorder.runner.submit(2), .queued)
        expectEqual(recorder.runner.submit(3), .queued)
        expectEqual(recorder.runner.pending, [3])
        recorder.runner.finish()
        expectEqual(recorder.performed, [1, 3])
    }

    @Test func refusalLeavesTheRunningChangeAlone() {
        let recorder = Recorder(.refuse)
        recorder.continuing = [1]
        recorder.runner.submit(1)
        expectEqual(recorder.runner.submit(2), .refused)
        expect(recorder.runner.pending.isEmpty)
        recorder.runner.finish()
        expectEqual(recorder.performed, [1])
        expectEqual(recorder.runner.submit(3), .started)
        expectEqual(recorder.performed, [1, 3])
    }

    @Test func finishingWhenIdleDoesNothing() {
        let recorder = Recorder(.queue)
        recorder.runner.finish()
        recorder.runner.submit(1)
        recorder.runner.finish()
        expectEqual(recorder.performed, [1])
        expect(!recorder.runner.isBusy)
    }

    /// A push asked for from `viewWillAppear` of a controller being pushed waits for that push's
    /// transition, then runs: the navigation controller's runner queues.
    @Test func navigationQueuesAPushAskedForDuringATransition() {
        let (host, navigation) = makeNavigationHost(root: ViewController())
        let second = ViewController(), third = ViewController()
        navigation.pushViewController(second, animated: true)
        expectNotNil(navigation.transitionRunner.running)
        navigation.pushViewController(third, animated: true)
        expectEqual(navigation.viewControllers.map { $0 === third }, [false, false, true])
        expectEqual(navigation.transitionRunner.pending.count, 1)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, third)
        expectNil(navigation.transitionRunner.running)
        expect(!navigation.transitionRunner.isBusy)
        expect(navigation.invariantViolations().isEmpty)
    }
}
