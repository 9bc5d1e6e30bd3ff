import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// `MainRunLoop.scheduledTimer(withTimeInterval:repeats:block:)` under a host, with Timer's
/// documented behaviour as the oracle: fires at or after its fire date, never before; an
/// invalidated timer never fires; a repeating timer keeps its schedule and fires once for a
/// period that passed several scheduled times.
@MainActor @Suite struct MainRunLoopTimerTests {
    /// A one-shot timer fires once at its fire date and is then invalid; an invalidated timer
    /// never fires.
    @Test func oneShotAndInvalidatedTimers() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        var fired: [String] = []
        let once = MainRunLoop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append("once") }
        let never = MainRunLoop.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in fired.append("never") }
        never.invalidate()
        host.advance(by: 0.45)
        expect(fired.isEmpty)
        expect(once.isValid)
        expect(host.runUntilIdle())
        expectEqual(fired, ["once"])
        expect(!once.isValid)
        expectClose(host.now, 0.5, within: 1e-9)
    }

    /// A repeating timer fires at every multiple of its interval from its first fire date, until
    /// its block invalidates it.
    @Test func repeatingTimerFiresEveryIntervalUntilInvalidated() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        var times: [String] = []
        MainRunLoop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            times.append(String(format: "%.4f", host.now))
            if times.count == 4 { timer.invalidate() }
        }
        expect(!RunLoopTests.timerKeepsBusy(host), "a repeating timer is a steady state, like a repeating animation")
        host.advance(by: 1)
        expectEqual(times, ["0.1000", "0.2000", "0.3000", "0.4000"])
    }

    /// "If a timer's firing time … passes one or more of the scheduled firing times, the timer is
    /// fired only once for that time period" (Timer's documentation): a 5 ms timer fires once per
    /// 1/60 s frame.
    @Test func aTimerFasterThanTheFrameRateFiresOncePerFrame() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        var count = 0
        let timer = MainRunLoop.scheduledTimer(withTimeInterval: 0.005, repeats: true) { _ in count += 1 }
        host.advance(by: 0.5)
        timer.invalidate()
        expectEqual(count, 30)
    }

    /// "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of
    /// 0.0001 seconds instead" (Timer's documentation).
    @Test func aNonPositiveIntervalIsATenthOfAMillisecond() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var count = 0
        let timer = MainRunLoop.scheduledTimer(withTimeInterval: -3, repeats: false) { _ in count += 1 }
        expectClose(timer.fireTime, 0.000_1, within: 1e-12)
        host.step()
        expectEqual(count, 1)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}
