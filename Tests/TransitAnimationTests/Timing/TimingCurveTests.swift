import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// A client-defined timing provider, as UIKit allows custom `UITimingCurveProvider`s.
struct CustomProvider: TimingCurveProvider {
    var timingCurveType: TimingCurveType
    var cubicTimingParameters: CubicTimingParameters?
    var springTimingParameters: SpringTimingParameters?
}

@Suite struct TimingCurveTests {
    @Test func customProvidersResolveToTheCurveTheyDescribe() {
        let spring = SpringTimingParameters(dampingRatio: 0.6)
        let cubic = CubicTimingParameters(animationCurve: .easeIn)
        let composed = TimingCurve(
            CustomProvider(
                timingCurveType: .composed, cubicTimingParameters: cubic,
                springTimingParameters: spring), duration: 0.8)
        expect(composed.isSpring)
        expectEqual(composed, TimingCurve(spring, duration: 0.8))
        let cubicOnly = TimingCurve(
            CustomProvider(
                timingCurveType: .cubic, cubicTimingParameters: cubic,
                springTimingParameters: nil), duration: 2)
        expectClose(cubicOnly.progress(at: 1), MediaTimingFunction.easeIn.solve(0.5), within: 1e-15)
        let empty = TimingCurve(
            CustomProvider(
                timingCurveType: .builtin, cubicTimingParameters: nil,
                springTimingParameters: nil), duration: 2)
        expectEqual(empty.progress(at: 0.5), 0.25)  // nothing given: linear
    }

    @Test func progressIsExactAtTheEndsAndVelocityMatchesTheSlope() {
        let c = TimingCurve(CubicTimingParameters(animationCurve: .easeOut), duration: 0.4)
        expectEqual(c.progress(at: 0), 0)
        expectEqual(c.progress(at: 0.4), 1)
        expectEqual(c.progress(at: 9), 1)
        expectEqual(c.progress(at: -1), 0)
        expectEqual(c.progress(at: .nan), 0)
        let h = 1e-6
        for t in [0.05, 0.1, 0.2, 0.3] {
            let numeric = (c.progress(at: t + h) - c.progress(at: t - h)) / (2 * h)
            expectClose(c.velocity(at: t), numeric, within: 1e-3)
        }
        expectEqual(c.velocity(at: 0.4), 0)
        expectEqual(TimingCurve.linear(duration: 2).velocity(at: 1), 0.5)
    }
}
