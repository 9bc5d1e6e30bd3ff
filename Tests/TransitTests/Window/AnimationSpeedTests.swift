import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `motionSettings.animationSpeed` scales every animation of the window, as the Simulator's Slow
/// Animations do, by running the window's animation time at that pace against its clock.
/// Oracles: at speed s, t seconds of the clock are s·t seconds of animation, so a linear 0.3 s
/// animation at speed 0.1 is 10 % of the way at 0.3 s and ends at 3 s; a change of speed
/// takes effect from that moment with no jump.
@MainActor
@Suite struct AnimationSpeedTests {
    func scene(speed: Double) -> (Window, View) {
        let window = makeWindow()
        window.motionSettings.animationSpeed = speed
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (window, view)
    }

    @Test func aBlockAnimationRunsTenTimesSlower() {
        let (window, view) = scene(speed: 0.1)
        var ended: TimeInterval?
        View.animate(
            withDuration: 0.3, delay: 0, options: .curveLinear,
            animations: { view.center.x = 105 }, completion: { _ in ended = window.currentTime })
        window.step(to: 0.3)
        expectClose(view.layer.presentation()!.position.x, (5 + 100 * 0.1), within: 1e-9)
        window.step(to: 2.99)
        expect(ended == nil && abs(view.layer.presentation()!.position.x - (5 + 100 * 0.299 / 0.3)) < 1e-9)
        window.step(to: 3)
        expectEqual(ended, 3)
        expectEqual(view.layer.presentation()!.position.x, 105)
    }

    @Test func propertyAnimatorsAndLayerAnimationsSlowDownAlike() {
        let (window, view) = scene(speed: 0.1)
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        let drop = BasicAnimation(keyPath: "position.y")
        drop.fromValue = 0.0
        drop.toValue = 100.0
        drop.duration = 0.3
        view.layer.add(drop, forKey: "drop")
        window.step(to: 0.15)
        expectClose(animator.fractionComplete, 0.05, within: 1e-9)
        expectClose(view.layer.presentation()!.opacity, 0.95, within: 1e-6)
        expectClose(view.layer.presentationState.position.y, 5, within: 1e-9)
        window.step(to: 3)
        expectEqual(animator.state, .inactive)
        expectNil(view.layer.animationKeys())
    }

    @Test func fasterThanTheClockAndAnotherWindowUnaffected() {
        let (fast, view) = scene(speed: 4)
        let (normal, other) = scene(speed: 1)
        for (v, x) in [(view, 105.0), (other, 105.0)] as [(View, CGFloat)] {
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = x })
        }
        fast.step(to: 0.125)
        normal.step(to: 0.125)
        expectClose(view.layer.presentation()!.position.x, (5 + 100 * 0.5), within: 1e-9)
        expectClose(other.layer.presentation()!.position.x, (5 + 100 * 0.125), within: 1e-9)
    }

    @Test func aChangeOfSpeedTakesEffectFromNowWithoutAJump() {
        let (window, view) = scene(speed: 0.1)
        View.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        window.step(to: 0.6)  // 0.06 s of animation: 20 %
        expectClose(view.layer.presentation()!.position.x, 25, within: 1e-9)
        window.motionSettings.animationSpeed = 1
        window.step(to: 0.6)
        expectClose(view.layer.presentation()!.position.x, 25, within: 1e-9)
        window.step(to: 0.72)  // 0.06 + 0.12 = 0.18 s: 60 %
        expectClose(view.layer.presentation()!.position.x, 65, within: 1e-9)
        expectEqual(window.animationEngine.speed, 1)
    }

    @Test func badSpeedsAreReportedAndKept() {
        let (window, _) = scene(speed: 0.5)
        window.motionSettings.animationSpeed = .nan
        expectEqual(window.motionSettings.animationSpeed, 0.5)
        expectEqual(window.animationEngine.speed, 0.5)
        var reports: [AnimationDiagnostic] = []
        window.animationEngine.diagnosticHandler = { reports.append($0) }
        window.animationEngine.speed = -2
        expectEqual(window.animationEngine.speed, 0.5)
        expectEqual(reports.count, 1)
    }
}
