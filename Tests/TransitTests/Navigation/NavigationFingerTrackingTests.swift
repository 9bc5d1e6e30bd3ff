import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The system's interactive pop keeps the top view under the finger (linear while the finger is
/// down; UIKit's own interactive pop), and springs on only after release, from the finger's
/// velocity.
@MainActor
@Suite struct NavigationFingerTrackingTests {
    private func stack() -> (TestHost, NavigationController, ViewController, ViewController) {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        return (host, navigation, a, b)
    }

    @Test func theTopViewStaysUnderTheFinger() {
        let (host, navigation, a, b) = stack()
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 100, by: 5) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        // The finger is 95 pt in: the top view's leading edge is 95 pt across, the view below
        // 30 % of the way back in (its parallax), and the bar's items as far through.
        let translation = 95.0
        expectClose(Double(b.view.layer.presentation()!.frame.minX), translation, within: 1e-6)
        let p = translation / 390
        expectClose(Double(a.view.layer.presentation()!.frame.minX), (-0.3 * 390 * (1 - p)), within: 1e-6)
        let items = navigation.navigationBar.subviews.compactMap { $0 as? NavigationItemView }
        let opacities = items.map { Double($0.titleSlot.layer.presentation()!.opacity) }.sorted()
        expectEqual(opacities.count, 2)
        expect(abs(opacities[0] - (1 - p)) < 1e-6 || abs(opacities[0] - p) < 1e-6)
        host.touchUp()
        host.runUntilIdle()
    }

    @Test func releaseSpringCarriesTheFingersVelocity() {
        // 1200 pt/s with 270 pt to go: 1200 / 270 distances per second toward the end.
        let finish = NavigationController.releaseSpring(velocity: 1200, translation: 120, width: 390, finishing: true)
        expectClose(Double(finish.initialVelocity.dx), 1200.0 / 270, within: 1e-9)
        // Cancelled while moving forward: the velocity points away from the start.
        let cancel = NavigationController.releaseSpring(velocity: 300, translation: 100, width: 390, finishing: false)
        expectLessThan(abs(Double(cancel.initialVelocity.dx) + 3), 1e-9)
        expectEqual(
            NavigationController.releaseSpring(velocity: .nan, translation: 100, width: 390, finishing: true).initialVelocity,
            .zero)
    }

    @Test func aReleasedPopSpringsOnFromTheFingersSpeed() {
        let (host, navigation, _, b) = stack()
        // 120 pt in 0.1 s at constant speed: 1200 pt/s at release, 270 pt to go.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.1)
        let releasedAt = host.now
        let x0 = 120.0, v0 = 1200.0 / 270
        // Hand-worked: the rest runs over (270 / 390) of the 0.506 s duration, sped up by
        // completionSpeed = 0.506 × 1200 / 390, i.e. over 270 / 1200 = 0.225 s, along the
        // critically damped spring that settles (within 0.001) in that time from velocity v0:
        // q(t) = 1 − (1 + (ω − v0)t)e^(−ωt), ω the largest root of e^(−ωd)((ω − v0)d + 1) = 0.001.
        let d = 270.0 / 1200
        func residual(_ w: Double) -> Double { exp(-w * d) * ((w - v0) * d + 1) - 0.001 }
        var hi = 2000.0
        while residual(hi) < 0 { hi -= 1 }
        var lo = hi, top = hi + 1
        for _ in 0..<200 {
            let mid = (lo + top) / 2
            if residual(mid) > 0 { lo = mid } else { top = mid }
        }
        let omega = lo
        var maxError = 0.0, samples = 0
        while navigation.transitionRunner.running != nil {
            host.step()
            guard navigation.transitionRunner.running != nil else { break }
            let t = host.now - releasedAt
            let expected = x0 + (390 - x0) * (1 - (1 + (omega - v0) * t) * exp(-omega * t))
            maxError = max(maxError, abs(Double(b.view.layer.presentation()!.frame.minX) - expected))
            samples += 1
        }
        expectGreaterThanOrEqual(samples, 10)
        expectLessThan(maxError, 0.5)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }
}
