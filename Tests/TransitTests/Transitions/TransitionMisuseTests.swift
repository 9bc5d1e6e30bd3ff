import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// An animator that never calls `completeTransition(_:)`.
@MainActor
final class StallingAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
    }
}

/// An animator that calls `completeTransition(_:)` twice.
@MainActor
final class DoubleCompletingAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
        transitionContext.completeTransition(true)
        transitionContext.completeTransition(false)
    }
}

@MainActor
final class FixedAnimatorDelegate: ViewControllerTransitioningDelegate {
    let animator: ViewControllerAnimatedTransitioning
    init(_ animator: ViewControllerAnimatedTransitioning) { self.animator = animator }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { animator }
}

/// Misuse gets the documented outcome: a diagnostic, and no stuck or corrupted state.
@MainActor
@Suite struct TransitionMisuseTests {
    @Test func onlyTheFirstCompleteTransitionCounts() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let delegate = FixedAnimatorDelegate(DoubleCompletingAnimator())
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completions = 0
        root.present(presented, animated: true) { completions += 1 }
        host.runUntilIdle()
        expectEqual(completions, 1)
        expectIdentical(root.presentedViewController, presented)
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.completedTwice").count, 1)
        expect(host.timeline.callbacks(of: "B").contains("viewDidAppear(true)"))
    }

    @Test func aStalledAnimatorIsReportedAndCanBeForcedToEnd() throws {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        // The app recovers by itself here, so the host leaves stalls alone.
        host.stalledTransitionRecovery = .none
        let delegate = FixedAnimatorDelegate(StallingAnimator())
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.advance(by: 10)
        expect(host.diagnostics.diagnostics(withCode: "transition.stalled").isEmpty)
        host.advance(by: 0.5)  // past 0.3 s + the 10 s allowance
        let stall = try unwrap(host.diagnostics.diagnostics(withCode: "transition.stalled").first)
        expect(stall.message.contains("StallingAnimator"))
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.stalled").count, 1)
        // The host recovers: the coordinator ends the transition, and the app is usable again.
        let coordinator = try unwrap(presented.transitionCoordinator as? TransitionCoordinator)
        coordinator.forceCompletion(true)
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.appearanceState, .appeared)
        presented.dismiss(animated: false)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
    }

    @Test func presentingDuringATransitionIsQueuedInOrder() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let first = NamedController("B"), second = NamedController("C")
        first.modalPresentationStyle = .overFullScreen
        second.modalPresentationStyle = .overFullScreen
        var order: [String] = []
        root.present(first, animated: true) { order.append("B") }
        host.advance(by: 0.1)  // mid-transition
        first.present(second, animated: true) { order.append("C") }
        root.present(NamedController("D"), animated: true)  // root already presents B: refused when its turn comes
        host.runUntilIdle()
        expectEqual(order, ["B", "C"])
        expectIdentical(root.presentedViewController, first)
        expectIdentical(first.presentedViewController, second)
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.alreadyPresenting").count, 1)
        // A dismissal asked for mid-presentation turns it around: the presentation is cancelled
        // (see PresentationTurnAroundTests), so P appears and disappears without appearing.
        let host2 = makeHost(root: NamedController("A2"))
        let root2 = host2.window.rootViewController!
        let p = NamedController("P")
        root2.present(p, animated: true)
        host2.advance(by: 0.1)
        root2.dismiss(animated: true)
        host2.runUntilIdle()
        expectNil(root2.presentedViewController)
        expectEqual(
            host2.timeline.callbacks(of: "P").filter { $0.hasPrefix("view") && !$0.contains("Layout") && !$0.contains("Load") },
            ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
    }

    @Test func presentingAnAlreadyPresentedControllerChangesNothing() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let presented = NamedController("B")
        root.present(presented, animated: false)
        host.runUntilIdle()
        presented.present(presented, animated: true)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.presentingSelf").count, 1)
        let child = NamedController("Child")
        root.addChild(child)
        presented.present(child, animated: true)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.hasParent").count, 1)
        expectNil(presented.presentedViewController)
        let detached = NamedController("Detached")
        detached.diagnosticSinkOverride = host.diagnostics
        detached.present(NamedController("E"), animated: true)
        expectNil(detached.presentedViewController)
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.notInWindow").count, 1)
    }

    @Test func dismissingNothingIsReportedAndStillCompletes() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        var called = false
        root.dismiss(animated: true) { called = true }
        host.advance(by: 1.0 / 60)
        expect(called)
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.nothingToDismiss").count, 1)
    }

    @Test func dismissingLowerInAChainDismissesEverythingAbove() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let b = NamedController("B"), c = NamedController("C")
        let delegateB = SlideUpDelegate(), delegateC = SlideUpDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegateB
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = delegateC
        root.present(b, animated: true)
        host.runUntilIdle()
        b.present(c, animated: true)
        host.runUntilIdle()
        host.timeline.removeAll()
        root.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(b.presentedViewController)
        expectNil(c.presentingViewController)
        expectNil(b.view.window)
        expectNil(c.view.window)
        expectEqual(host.window.subviews.count, 1)
        // Only the topmost animates: the animator is asked for C alone.
        let asked = host.timeline.calls.filter { $0.contains("animationController(forDismissed:)") }
        expectEqual(asked.count, 1)
        expect(host.timeline.callbacks(of: "C").contains("viewDidDisappear(true)"))
    }

    @Test func negativeAndNonFiniteDurationsBecomeZero() {
        final class BadDuration: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { -.infinity }
            func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
            }
        }
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let delegate = FixedAnimatorDelegate(BadDuration())
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "transition.badDuration").count, 1)
        expectIdentical(root.presentedViewController, presented)
    }
}
