import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct KeyframeTrackTests {
    /// 0 → 100 over the first half, back to 0 over the last quarter, holding in between.
    static func track(_ mode: KeyframeCalculationMode) -> KeyframeTrack<CGFloat> {
        var t = KeyframeTrack<CGFloat>(calculationMode: mode)
        t.add(Keyframe(relativeStartTime: 0.75, relativeDuration: 0.25, value: 0))
        t.add(Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 100))
        return t
    }

    @Test func linearModeInterpolatesEachSpanAndHoldsBetween() {
        let t = Self.track(.linear)
        expectEqual(t.keyframes.map(\.relativeStartTime), [0, 0.75])  // kept in start order
        let expected: [(CGFloat, CGFloat)] = [(0, 0), (0.25, 50), (0.5, 100), (0.6, 100), (0.75, 100), (0.875, 50), (1, 0)]
        for (u, v) in expected { expectClose(t.value(at: u, initial: 0), v, within: 1e-12) }
        expectEqual(t.finalValue(initial: 0), 0)
        // Overshoot beyond the span holds the end values.
        expectEqual(t.value(at: 1.2, initial: 0), 0)
        expectEqual(t.value(at: -0.2, initial: 0), 0)
    }

    @Test func discreteModeJumpsAtEachStart() {
        let t = Self.track(.discrete)
        expectEqual(t.value(at: 0, initial: 7), 100)
        expectEqual(t.value(at: 0.74, initial: 7), 100)
        expectEqual(t.value(at: 0.75, initial: 7), 0)
        var late = KeyframeTrack<CGFloat>(calculationMode: .discrete)
        late.add(Keyframe(relativeStartTime: 0.5, relativeDuration: 0.1, value: 3))
        expectEqual(late.value(at: 0.49, initial: 7), 7)
        expectEqual(late.value(at: 0.5, initial: 7), 3)
    }

    @Test func badTimesAreClamped() {
        let k = Keyframe(relativeStartTime: .nan, relativeDuration: 5, value: CGFloat(1))
        expectEqual(k.relativeStartTime, 0)
        expectEqual(k.relativeDuration, 1)
        let late = Keyframe(relativeStartTime: 0.8, relativeDuration: 0.5, value: CGFloat(1))
        expectClose(late.relativeDuration, 0.2, within: 1e-15)
        expect(!Keyframe<CGFloat>.isValid(relativeStartTime: 0.8, relativeDuration: 0.5))
        var t = KeyframeTrack<CGFloat>()
        t.add(Keyframe(relativeStartTime: 0.3, relativeDuration: 0, value: 9))
        expectEqual(t.value(at: 0.29, initial: 1), 1)
        expectEqual(t.value(at: 0.3, initial: 1), 9)
        expectEqual(t.value(at: .nan, initial: 1), 1)
    }
}
