import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A navigation delegate whose interaction controller is driven by nothing: the pop it starts
/// stays interactive until someone calls `update`, `finish` or `cancel`, which nobody does (the
/// "released interaction controller" of the reliability report).
@MainActor
final class UndrivenPopDelegate: NavigationControllerDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        operation == .pop ? NavigationSlideAnimator(operation: .pop) : nil
    }
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
    { interaction }
}

/// Stalled transitions are reported, never spun on: the window watches every running
/// transition at each frame step; an interactive transition under a finger is idle, one with no
/// finger and no driver is a stall after `stallTimeout`; the host recovers stalls by its
/// `stalledTransitionRecovery` policy.
@MainActor
@Suite struct StallRecoveryTests {
    func navigation() -> (TestHost, NavigationController, NamedController, NamedController) {
        let a = NamedController("A"), b = NamedController("B")
        let navigation = NavigationController(rootViewController: a)
        let host = makeHost(root: navigation)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        return (host, navigation, a, b)
    }

    @Test func anInteractivePopUnderTheFingerIsIdle() {
        let (host, navigation, _, b) = navigation()
        let y = navigation.view.bounds.midY
        host.touchDown(at: CGPoint(x: 4, y: y))
        for x in stride(from: 20, through: 140, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: y)) }
        expectEqual(navigation.transitionCoordinator?.isInteractive, true)
        expect(host.isIdle)
        let frames = host.frameCount
        expect(host.runUntilIdle())
        expectEqual(host.frameCount, frames)
        host.touchUp()
        expect(host.runUntilIdle())
        expect(navigation.topViewController !== b || b.appearanceState == .appeared)
        expect(host.diagnostics.diagnostics(withCode: "transition.interactiveStalled").isEmpty)
    }

    @Test func anUndrivenInteractivePopIsReportedAndCancelled() {
        let (host, navigation, a, b) = navigation()
        host.diagnostics.forward = nil
        let delegate = UndrivenPopDelegate()
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        host.step()
        expectEqual(navigation.transitionCoordinator?.isInteractive, true)
        expect(!host.isIdle)
        let start = host.now
        expect(host.runUntilIdle())
        // Reported once the default allowance (10 s) passed with nothing moving it.
        let stall = host.diagnostics.diagnostics(withCode: "transition.interactiveStalled")
        expectEqual(stall.count, 1)
        expectEqual(stall.first?.message.contains("PercentDrivenInteractiveTransition"), true)
        expectGreaterThan(host.now - start, 9.9)
        expectLessThan(host.now - start, 11)
        // The default recovery cancels: B stays on top, on screen, and A is off screen.
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.forced").count, 1)
        expectIdentical(navigation.topViewController, b)
        expectEqual(b.appearanceState, .appeared)
        expectEqual(a.appearanceState, .disappeared)
        expectIdentical(b.view.window, host.window)
        expect(a.viewIfLoaded?.window == nil)
    }

    /// A over-full-screen presentation whose animator never completes, under `recovery`.
    func stallingPresentation(_ recovery: TestHost.StalledTransitionRecovery)
        -> (TestHost, NamedController, NamedController, FixedAnimatorDelegate)
    {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        host.stalledTransitionRecovery = recovery
        let delegate = FixedAnimatorDelegate(StallingAnimator())
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        return (host, root, presented, delegate)
    }

    @Test func aStalledAnimatorIsFinishedWhenTheHostSaysSo() {
        let (host, root, presented, delegate) = stallingPresentation(.finish)
        defer { withExtendedLifetime(delegate) {} }
        expect(host.runUntilIdle())
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.stalled").count, 1)
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.appearanceState, .appeared)
    }

    @Test func aStalledAnimatorIsCancelledByDefault() {
        let (host, root, presented, delegate) = stallingPresentation(.cancel)
        defer { withExtendedLifetime(delegate) {} }
        expectEqual(TestHost(size: CGSize(width: 1, height: 1)).stalledTransitionRecovery, .cancel)
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expectEqual(presented.appearanceState, .disappeared)
        expectEqual(root.appearanceState, .appeared)
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.stalled").count, 1)
        expectEqual(
            host.diagnostics.diagnostics(withCode: "transition.forced").map(\.message),
            ["transition by StallingAnimator ended by forceCompletion(false)"])
    }

    @Test func leftAloneAStallCountsAsIdle() {
        let (host, _, _, delegate) = stallingPresentation(.none)
        defer { withExtendedLifetime(delegate) {} }
        expect(host.runUntilIdle())
        expectEqual(host.window.stalledTransitions.count, 1)
        expectLessThan(host.now, 11)
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.stalled").count, 1)
        expect(host.diagnostics.diagnostics(withCode: "transition.forced").isEmpty)
    }
}
