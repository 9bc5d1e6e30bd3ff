import Foundation
import Testing
import TransitAnimation
import TransitTestingReporting

/// The example on TransitAnimation's documentation page, as written there.
@Suite struct ModuleOverviewExampleTests {
    @Test func halfWayThroughEaseInOutIsHalfTheDistance() {
        let clock = ManualClock()
        let engine = AnimationEngine(clock: clock)
        let offset = AnimatableProperty<CGFloat>(0)
        let animator = PropertyAnimator(
            engine: engine, duration: 1,
            timingParameters: CubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations { offset.setValue(100, in: engine) }
        animator.startAnimation()
        clock.advance(by: 0.5)
        engine.step()
        expectEqual(offset.value, 100)
        // Ease-in-out is symmetric about (½, ½); the solver is good to 1e-6 of the distance.
        expectClose(offset.presentationValue, 50, within: 100 * 1e-6)
    }
}
