import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// The window's run loop as Transit code reaches it: `MainRunLoop`, `Window.performOnNextTurn`
/// and run-loop timers on the host's clock.
@MainActor @Suite struct RunLoopTests {
    /// Whether a run-loop timer is among what keeps `host` busy (a new host is also busy with its
    /// first layout pass).
    static func timerKeepsBusy(_ host: TestHost) -> Bool {
        host.busyReasons.contains { $0.hasPrefix("a timer is scheduled on the run loop") }
    }

    /// Blocks queued through `MainRunLoop` and the window's own next-turn queue are one queue,
    /// first in, first out; timers due at a step fire after the blocks, in fire-time order.
    @Test func blocksThenDueTimersInOrder() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var order: [String] = []
        MainRunLoop.schedule(after: 0) { order.append("timer 0") }
        MainRunLoop.perform { order.append("block 1") }
        host.window.performOnNextTurn { order.append("block 2") }
        MainRunLoop.schedule(after: 0) { order.append("timer 1") }
        host.step()
        expectEqual(order, ["block 1", "block 2", "timer 0", "timer 1"])
        expectIdentical(MainRunLoop.window, host.window)
    }

    /// A timer whose validity condition turns false, or that is invalidated, never fires again
    /// and leaves the run loop; the host is then idle.
    @Test func invalidTimersLeaveTheRunLoop() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var fired = 0
        final class Flag { var keep = true }
        let flag = Flag()
        let timer = host.window.scheduleTimer(after: 0.5, isValid: { flag.keep }) { fired += 1 }
        expect(Self.timerKeepsBusy(host))
        expectEqual(host.window.nextTimerFireTime, 0.5)
        flag.keep = false
        expect(!timer.isValid)
        expect(!Self.timerKeepsBusy(host))
        let other = host.window.scheduleTimer(after: 0.1) { fired += 1 }
        other.invalidate()
        host.advance(by: 1)
        expectEqual(fired, 0)
        expectNil(host.window.nextTimerFireTime)
    }

    /// A repeating timer counts as busy only when the host waits for repeating work.
    @Test func repeatingTimersAndIdleness() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var fired = 0
        let timer = host.window.scheduleTimer(after: 0.25, repeatingEvery: 0.25) { fired += 1 }
        expect(!Self.timerKeepsBusy(host))
        host.waitsForRepeatingAnimations = true
        expect(Self.timerKeepsBusy(host))
        host.advance(by: 1)
        expectEqual(fired, 4)
        expectEqual(timer.fireTime, 1.25)
    }

    /// A negative delay and a too-short interval are reported and replaced by safe values.
    @Test func badTimerArgumentsAreReported() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.diagnostics.forward = nil
        var fired = 0
        host.window.scheduleTimer(after: -1) { fired += 1 }
        let fast = host.window.scheduleTimer(after: 0, repeatingEvery: 0) { fired += 1 }
        expectEqual(fast.repeatInterval, 0.000_1)
        host.step()
        fast.invalidate()
        expectEqual(fired, 2)
        let codes = host.diagnostics.diagnostics.map(\.code)
        expectEqual(codes, ["runloop.delay", "runloop.interval"])
    }
}
