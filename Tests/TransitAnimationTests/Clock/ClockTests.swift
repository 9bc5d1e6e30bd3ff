import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct ClockTests {
    @Test func manualClockMovesOnlyForwardAndExactly() {
        let clock = ManualClock()
        expectEqual(clock.now, 0)
        expect(clock.advance(by: 0.25))
        expect(clock.advance(by: 0.5))
        expectEqual(clock.now, 0.75)
        expect(!clock.advance(by: -1))
        expect(!clock.advance(by: .nan))
        expect(!clock.advance(by: .infinity))
        expect(!clock.advance(to: 0.5))
        expect(clock.advance(to: 2))
        expectEqual(clock.now, 2)
        expectEqual(ManualClock(now: .nan).now, 0)
    }

    @Test func monotonicClockNeverGoesBack() {
        let clock = MonotonicClock()
        var last = clock.now
        expectGreaterThanOrEqual(last, 0)
        for _ in 0..<1000 {
            let t = clock.now
            expectGreaterThanOrEqual(t, last)
            last = t
        }
    }
}
