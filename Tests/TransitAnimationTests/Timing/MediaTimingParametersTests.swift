import Foundation
import Testing
import TransitAnimation
import TransitTestingReporting

@Suite struct MediaTimingParametersTests {
    /// Apple's description of `timeOffset`: a 5 s animation with offset 2 plays from 2 to 5, then
    /// from 0 to 2, and is active for 5 s.
    @Test func timeOffsetWrapsAroundTheActiveDuration() {
        var p = MediaTimingParameters()
        p.duration = 5
        p.timeOffset = 2
        expectEqual(p.evaluate(parentTime: 0).time, 2)
        expectEqual(p.evaluate(parentTime: 2.5).time, 4.5)
        expectEqual(p.evaluate(parentTime: 3.5).time, 0.5)
        expectEqual(p.evaluate(parentTime: 4.9).phase, .active)
        expectEqual(p.evaluate(parentTime: 5).phase, .after)
    }

    /// Active duration: repeatDuration, else duration × repeatCount, doubled cycles when
    /// autoreversing; speed scales parent time.
    @Test func activeDurationAndSpeed() {
        var p = MediaTimingParameters()
        p.duration = 2
        p.repeatCount = 1.5
        p.autoreverses = true
        expectEqual(p.activeDuration, 6)
        p.repeatDuration = 1
        expectEqual(p.activeDuration, 1)
        var q = MediaTimingParameters()
        q.duration = 1
        q.beginTime = 10
        q.speed = 2
        expectEqual(q.evaluate(parentTime: 10.25).time, 0.5)
        expectEqual(q.evaluate(parentTime: 9).phase, .before)
        expectEqual(q.evaluate(parentTime: 10.5).phase, .after)
        expectEqual(q.localTime(parentTime: 11), 2)
        expectEqual(q.parentTime(localTime: 2), 11)
    }
}
