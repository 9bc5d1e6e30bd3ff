import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The built-in push/pop animation: frames from the context, a critically damped spring with the
/// system spring's natural frequency, monotonic motion, shadow and dimming removed at the end.
@MainActor
@Suite struct NavigationSlideAnimatorTests {
    /// ω₀ of `SpringTimingParameters()`: √(stiffness / mass) = √(1000 / 3).
    static let omega = (1000.0 / 3).squareRoot()

    /// Critically damped spring from rest: x(t) = 1 − (1 + ω₀t)·e^(−ω₀t).
    static func spring(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }

    @Test func durationIsTheSystemSpringsSettlingTime() {
        // (1 + ω₀t)e^(−ω₀t) = 0.001 ⇔ ω₀t ≈ 9.2335 (solved independently by bisection here).
        var lo = 0.0, hi = 20.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let expected = lo / Self.omega
        // Tolerance 1 ms: the settling time is found numerically on both sides.
        expectClose(NavigationSlideAnimator.duration, expected, within: 1e-3)
        expectClose(NavigationSlideAnimator.duration, 0.5057, within: 1e-3)
    }

    @Test func pushSlidesTheIncomingViewOverFromTheRightEdge() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let a = navigation.topViewController!
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        let container = navigation.transitionContainer
        let width = container.bounds.width
        expectEqual(width, 390)
        // The container spans the whole view under the translucent bar (UIKit's default).
        expectEqual(container.frame.minY, 0)
        expectEqual(b.view.safeAreaInsets.top, CGFloat(47 + 44))
        var lastB = CGFloat.infinity, lastA = CGFloat.infinity
        var samples = 0
        var maxSpringError = 0.0
        let start = host.now
        while navigation.transitionRunner.running != nil {
            host.step()
            guard navigation.transitionRunner.running != nil,
                let bx = b.view.layer.presentation()?.frame.minX,
                let ax = a.view.layer.presentation()?.frame.minX
            else { break }
            // The shadow's shape is B's bounds (as apps give a rectangular view's shadow).
            expectEqual(b.view.layer.shadowPath, CGPath(rect: b.view.bounds))
            // Monotonic: B moves left toward 0, A moves left toward −30 %.
            expectLessThanOrEqual(bx, lastB + 1e-9)
            expectLessThanOrEqual(ax, lastA + 1e-9)
            expectGreaterThanOrEqual(bx, 0)
            expectGreaterThanOrEqual(ax, -0.3 * width - 1e-6)
            lastB = bx
            lastA = ax
            samples += 1
            let progress = 1 - Double(bx) / Double(width)
            maxSpringError = max(maxSpringError, abs(progress - Self.spring(host.now - start)))
        }
        expectGreaterThanOrEqual(samples, 25)
        // The fitted spring's ω₀ is the system spring's within the settling-time fit: positions
        // agree with the closed form to 1 % of the distance.
        expectLessThan(maxSpringError, 0.01)
        host.runUntilIdle()
        expectEqual(b.view.frame, container.bounds)
        expectNil(a.view.superview)
        expectEqual(a.view.frame, container.bounds.offsetBy(dx: -0.3 * width, dy: 0))
        // The shadow and the dimming are gone.
        expectEqual(b.view.layer.shadowOpacity, 0)
        expectNil(b.view.layer.shadowPath)
        expect(container.subviews.count == 1 && container.subviews[0] === b.view)
    }

    @Test func popSlidesTheTopViewOffToTheRight() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let a = navigation.topViewController!
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        navigation.popViewController(animated: true)
        let container = navigation.transitionContainer
        let width = container.bounds.width
        host.advance(by: 0.1)
        // Mid-pop: B is to the right of its resting place, A between −30 % and 0, A below B.
        let bx = b.view.layer.presentation()!.frame.minX
        let ax = a.view.layer.presentation()!.frame.minX
        expectGreaterThan(bx, 0)
        expectLessThan(bx, width)
        expectGreaterThan(ax, -0.3 * width)
        expectLessThan(ax, 0)
        let ia = container.subviews.firstIndex { $0 === a.view }!
        let ib = container.subviews.firstIndex { $0 === b.view }!
        expectLessThan(ia, ib)
        // The dimming over A fades out: it is the view between A and B.
        let dimming = container.subviews[ia + 1]
        expectEqual(dimming.backgroundColor, .black)
        let alpha = dimming.layer.presentation()!.opacity
        expectGreaterThan(alpha, 0)
        expectLessThan(alpha, NavigationSlideAnimator.dimmingAlpha)
        host.runUntilIdle()
        expectEqual(a.view.frame, container.bounds)
        expectNil(b.view.superview)
        expectEqual(container.subviews.count, 1)
    }
}
