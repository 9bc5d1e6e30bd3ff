import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A pop asked for during the push it undoes (a back tap during a push, iOS 26) turns the push
/// around where it is on screen, carrying its velocity, instead of waiting for it to end.
@MainActor
@Suite struct NavigationTurnAroundTests {
    /// ω₀ of the system spring `SpringTimingParameters()`: √(1000 / 3).
    static let omega = (1000.0 / 3).squareRoot()

    /// The push's progress from rest, a critically damped spring: 1 − (1 + ω₀t)·e^(−ω₀t).
    static func push(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }
    /// Its velocity: ω₀²·t·e^(−ω₀t).
    static func pushVelocity(_ t: Double) -> Double { omega * omega * t * exp(-omega * t) }

    /// Progress toward the new target of a critically damped spring that starts with velocity
    /// `v` (in distances to go per second): 1 − (1 + (ω₀ − v)·s)·e^(−ω₀s).
    static func turn(_ s: Double, velocity v: Double) -> Double { 1 - (1 + (omega - v) * s) * exp(-omega * s) }

    private func pushB() -> (TestHost, NavigationController, ViewController, ViewController) {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        return (host, navigation, a, b)
    }

    /// A pushes B through `animator`, vended by a recording navigation delegate.
    private func pushB(through animator: ViewControllerAnimatedTransitioning)
        -> (TestHost, NavigationController, RecordingNavigationDelegate, ViewController, ViewController)
    {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        let delegate = RecordingNavigationDelegate()
        delegate.animator = { _ in animator }
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        return (host, navigation, delegate, a, b)
    }

    @Test func aPopAtFortyPercentOfAPushTurnsItBackWithoutAJump() throws {
        let (host, navigation, a, b) = pushB()
        let width = 390.0
        let start = host.now
        func bx() -> Double { Double(b.view.layer.presentation()?.frame.minX ?? .nan) }
        while 1 - bx() / width < 0.4 { host.step() }
        let t1 = host.now - start
        let x1 = bx()
        // The push follows the system spring up to here (its fitted ω₀ is the system's).
        expectClose(x1, width * (1 - Self.push(t1)), within: 0.5)
        host.timeline.removeAll()
        let popped = navigation.popViewController(animated: true)
        expectIdentical(popped, b)
        expectEqual(navigation.titles, ["A"])
        // Hand-worked continuation: B heads back to x = 390 from x1, starting with the push's
        // velocity, −390·p′(t1) pt/s, which is −390·p′(t1) / (390 − x1) distances to go per second.
        let v = -width * Self.pushVelocity(t1) / (width - x1)
        expectLessThan(v, -1)
        let turnedAt = host.now
        var maxError = 0.0, samples = 0, overshoot = x1
        while navigation.transitionRunner.running != nil {
            host.step()
            guard navigation.transitionRunner.running != nil else { break }
            let expected = x1 + (width - x1) * Self.turn(host.now - turnedAt, velocity: v)
            maxError = max(maxError, abs(bx() - expected))
            overshoot = min(overshoot, bx())
            samples += 1
        }
        expectGreaterThanOrEqual(samples, 20)
        expectLessThan(maxError, 0.5)
        // Carried on by its velocity, B first keeps moving left before it turns back.
        expectLessThan(overshoot, x1 - 5)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectNil(b.parent)
        expectNil(b.view.superview)
        expectEqual(a.view.frame, navigation.transitionContainer.bounds)
        expectIdentical(a.view.superview, navigation.transitionContainer)
        expectEqual(navigation.barTitles, ["A"])
        expectEqual(navigation.shownBarTitle, "A")
        // The callbacks of a cancelled transition (as after a cancelled interactive pop).
        expectEqual(host.timeline.navigationCalls, expectedTurnBackCalls())
    }

    /// After a linear push of `duration` seconds over 390 pt is turned back at `x1`, the view
    /// follows the system spring back to 390 pt, starting with the push's velocity
    /// (390 / duration pt/s leftward, −(390 / duration) / (390 − x1) distances to go per second).
    private func expectTurnFromLinearPush(host: TestHost, view: View, x1: CGFloat, duration: Double) {
        let width = 390.0, x1 = Double(x1)
        let v = -(width / duration) / (width - x1)
        let turnedAt = host.now
        var maxError = 0.0
        for _ in 0..<30 {
            host.step()
            let expected = x1 + (width - x1) * Self.turn(host.now - turnedAt, velocity: v)
            maxError = max(maxError, abs(Double(view.layer.presentation()!.frame.minX) - expected))
        }
        expectLessThan(maxError, 0.5)
    }

    /// The callbacks of a push that is turned back: those of a cancelled transition.
    private func expectedTurnBackCalls() -> [String] {
        [
            "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
            "A.viewWillAppear(true)", "A.viewDidAppear(true)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"
        ]
    }

    @Test func aPushAgainDuringTheTurnRunsItForwardAndCompletes() {
        let (host, navigation, a, b) = pushB()
        host.advance(by: 0.1)
        navigation.popViewController(animated: true)
        host.advance(by: 0.05)
        let beforeX = b.view.layer.presentation()!.frame.minX
        navigation.pushViewController(b, animated: true)
        expectEqual(navigation.titles, ["A", "B"])
        expect(navigation.transitionRunner.pending.isEmpty)
        host.step()
        // No jump where it turns again.
        expectClose(b.view.layer.presentation()!.frame.minX, beforeX, within: 20)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        expectEqual(b.view.frame, navigation.transitionContainer.bounds)
        expectIdentical(b.view.superview, navigation.transitionContainer)
        expectNil(a.view.superview)
        expectIdentical(b.parent, navigation)
        expectEqual(navigation.barTitles, ["A", "B"])
        expectEqual(navigation.shownBarTitle, "B")
        expectEqual(navigation.shownBackTitle, "A")
    }

    @Test func aPopLeadingElsewhereWaitsForThePush() {
        let (host, navigation, _, _) = pushB()
        host.runUntilIdle()
        let c = NamedController("C")
        navigation.pushViewController(c, animated: true)
        host.advance(by: 0.1)
        navigation.popToRootViewController(animated: true)
        expectEqual(navigation.transitionRunner.pending.count, 1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectNil(c.parent)
    }

    @Test func aCustomBlockAnimatorTurnsBackAndCompletesCancelled() {
        let animator = LinearSlideAnimator(duration: 1)
        let (host, navigation, delegate, a, b) = pushB(through: animator)
        host.advance(by: 0.5)
        let x1 = b.view.layer.presentation()!.frame.minX
        navigation.popViewController(animated: true)
        expectTurnFromLinearPush(host: host, view: b.view, x1: x1, duration: 1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectNil(b.view.superview)
        expectEqual(a.view.frame, navigation.transitionContainer.bounds)
        expect(delegate.shown.isEmpty)
        expectEqual(delegate.operations, [.push])
    }

    @Test func anInterruptibleAnimatorIsTurnedThroughItsPropertyAnimator() {
        let animator = PropertySlideAnimator()
        let (host, navigation, delegate, _, b) = pushB(through: animator)
        defer { withExtendedLifetime(delegate) {} }
        host.advance(by: 0.5)
        let x1 = b.view.layer.presentation()!.frame.minX
        expectClose(x1, 195, within: 7)
        navigation.popViewController(animated: true)
        expectEqual(navigation.transitionRunner.running?.isTurnedBack, true)
        expectTurnFromLinearPush(host: host, view: b.view, x1: x1, duration: 1)
        host.runUntilIdle()
        expectEqual(animator.ended, [false])
        expectEqual(navigation.titles, ["A"])
        expectNil(b.view.superview)
    }

    @Test func anAnimatorWithoutAnimationsIsWaitedFor() {
        let animator = ManualAnimator()
        let (host, navigation, delegate, _, _) = pushB(through: animator)
        host.advance(by: 0.2)
        navigation.popViewController(animated: true)
        expectEqual(navigation.transitionRunner.pending.count, 1)
        animator.context?.completeTransition(true)
        host.step()
        // The pop's turn came: it runs with the same animator, which completes when told to.
        expect(navigation.transitionRunner.pending.isEmpty)
        animator.context?.completeTransition(true)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectEqual(delegate.operations, [.push, .pop])
    }
}

/// Slides the views with a linear `ViewPropertyAnimator` it vends as its interruptible animator.
@MainActor
final class PropertySlideAnimator: ViewControllerAnimatedTransitioning {
    var property: ViewPropertyAnimator?
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func interruptibleAnimator(using context: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating? {
        if let property { return property }
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else { return nil }
        context.containerView.addSubview(toView)
        toView.frame = context.initialFrame(for: toVC)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            toView.frame = context.finalFrame(for: toVC)
            fromView.frame = context.finalFrame(for: fromVC)
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        property = animator
        return animator
    }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }
    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        property = nil
    }
}

/// Shows the incoming view at once and completes only when told to (no animation Transit sees).
@MainActor
final class ManualAnimator: ViewControllerAnimatedTransitioning {
    var context: ViewControllerContextTransitioning?
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        context = transitionContext
    }
}
