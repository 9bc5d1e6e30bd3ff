import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Reductions of random-sequence failures, each kept as a case of UIKit's documented rules: a
/// controller is shown from one place at a time (a presented controller is never also a child),
/// `transition(from:to:…)` ends its children's appearance when its animation ends, and a
/// controller in two transitions at once names the one still running once the other ends.
@MainActor
@Suite struct OneOwnerReliabilityTests {
    /// UIKit refuses to present a controller that has a parent; the other way round, a container
    /// asked to adopt a presented controller refuses and reports it, and the presentation stays.
    @Test func aPresentedControllerIsNotAdoptedByAContainer() {
        let root = NamedController("Root"), container = NamedController("Container")
        let presented = NamedController("Presented")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        // Off screen, the container reports into the host's log too.
        container.diagnosticSinkOverride = host.diagnostics
        container.loadViewIfNeeded()
        root.present(presented, animated: false)
        expect(host.runUntilIdle())
        container.addChild(presented)
        expectNil(presented.parent)
        expect(container.children.isEmpty)
        expectIdentical(presented.presentingViewController, root)
        expectIdentical(root.presentedViewController, presented)
        expectEqual(presented.appearanceState, .appeared)
        expectIdentical(presented.view.window, host.window)
        let refused = host.diagnostics.diagnostics(withCode: "containment.activeController")
        expectEqual(refused.count, 1)
        expect(refused.allSatisfy { $0.severity == .error })
        expect(root.invariantViolations().isEmpty)
        // Once dismissed, the controller is free again.
        root.dismiss(animated: false)
        expect(host.runUntilIdle())
        container.addChild(presented)
        expectIdentical(presented.parent, container)
    }

    /// A swap started while the container's own appearance runs (an animated switch to its tab):
    /// the container's `viewDidAppear` does not end the children's appearance early. The child
    /// leaving gets `viewDidDisappear` when the swap's animation ends and its view leaves, the
    /// child arriving `viewDidAppear` then; no child is ever disappeared while its view is still
    /// in the on-screen container.
    @Test func aSwapDuringItsTabsArrivalEndsItsChildrenWhenItEnds() {
        let swapper = SwapContainer()
        let (tabs, _, host, _) = makeTabs(animator: TabSlideAnimator(duration: 0.3))
        tabs.viewControllers = [NamedController("First"), swapper]
        expect(host.runUntilIdle())
        tabs.selectedIndex = 1
        host.step()
        swapper.swap(duration: 0.5)
        host.timeline.removeAll()
        var swapperAppearedAt: Int?
        var aDisappearedAt: Int?
        for frame in 0..<60 {
            host.step()
            expect(tabs.invariantViolations().isEmpty, "frame \(frame): \(tabs.invariantViolations())")
            if swapperAppearedAt == nil, swapper.appearanceState == .appeared { swapperAppearedAt = frame }
            if aDisappearedAt == nil, swapper.a.appearanceState == .disappeared {
                aDisappearedAt = frame
                expectNil(swapper.a.viewIfLoaded?.superview)
            }
        }
        expect(host.runUntilIdle())
        if let arrived = swapperAppearedAt, let left = aDisappearedAt {
            expectLessThan(arrived, left)
        } else {
            Issue.record("appeared at \(String(describing: swapperAppearedAt)), left at \(String(describing: aDisappearedAt))")
        }
        expectEqual(
            host.timeline.callbacks(of: "A").filter { $0.hasPrefix("view") && !$0.contains("Layout") },
            ["viewDidDisappear(true)"])
        expectEqual(
            host.timeline.callbacks(of: "B").filter { $0.hasPrefix("view") && !$0.contains("Layout") },
            ["viewDidAppear(true)"])
        let calls = host.timeline.calls
        if let a = calls.firstIndex(of: "A.viewDidDisappear(true)"), let b = calls.firstIndex(of: "B.viewDidAppear(true)"),
            let removed = calls.firstIndex(of: "A.didMove(toParent: nil)")
        {
            // Both before the swap's completion block (which removes A from its parent).
            expectLessThan(a, removed)
            expectLessThan(b, removed)
        } else {
            Issue.record("missing calls: \(calls)")
        }
        expectEqual(swapper.b.appearanceState, .appeared)
        expectEqual(swapper.a.appearanceState, .disappeared)
    }

    /// A navigation controller pushes (interactively) while a `.currentContext` presentation it
    /// defines the context of is still animating, and the push is cancelled: once the push ends,
    /// the navigation controller's `transitionCoordinator` is the presentation's again, and the
    /// containment and appearance invariants hold at every frame.
    @Test func aCancelledPushDuringACurrentContextPresentationLeavesItsCoordinator() {
        let navigation = NavigationController(rootViewController: NamedController("Top"))
        navigation.definesPresentationContext = true
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, NamedController("Other")]
        let host = makeHost(root: tabs)
        let delegate = InteractivePushDelegate()
        navigation.delegate = delegate
        let covering = NamedController("Covering")
        covering.modalPresentationStyle = .currentContext
        navigation.topViewController!.present(covering, animated: true)
        host.step()
        let presentation = navigation.transitionCoordinator
        expectNotNil(presentation)
        navigation.pushViewController(NamedController("Pushed"), animated: true)
        host.step()
        expectNotIdentical(navigation.transitionCoordinator, presentation)
        delegate.interaction.cancel()
        for frame in 0..<60 {
            host.step()
            expect(tabs.invariantViolations().isEmpty, "frame \(frame): \(tabs.invariantViolations())")
            if let coordinator = navigation.transitionCoordinator { expectIdentical(coordinator, presentation) }
        }
        expect(host.runUntilIdle())
        expectNil(navigation.transitionCoordinator)
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(navigation.appearanceState, .disappeared)
        expectEqual(covering.appearanceState, .appeared)
        expect(tabs.invariantViolations().isEmpty)
    }
}

/// Pushes through a cross-fade driven by a percent-driven interaction the test holds.
@MainActor
final class InteractivePushDelegate: NavigationControllerDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CrossFadeAnimator()
    }
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
    { interaction }
}

/// Fades the incoming view in over 0.3 s, completing (or cancelling) through its completion.
@MainActor
final class CrossFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        to.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        View.animate(
            withDuration: 0.3, animations: { to.alpha = 1 },
            completion: { _ in
                to.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A size change undone while a transition runs (a rotation and its reverse) still brings the
/// layout pass a size change brings: a push turned back by a pop after two rotations leaves the
/// view it uncovers where the navigation controller lays its top view out, as before the push.
@MainActor
@Suite struct SizeChangeUndoneMidFlightTests {
    @Test func aPushTurnedBackAfterTwoRotationsLeavesTheTopViewInPlace() {
        let navigation = NavigationController(rootViewController: NamedController("A"))
        let host = makeHost(root: navigation)
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        expect(host.runUntilIdle())
        let resting = b.view.frame
        expectEqual(resting.origin.x, 0)
        expectEqual(resting.width, host.window.bounds.width)
        navigation.pushViewController(NamedController("C"), animated: true)
        for _ in 0..<3 { host.step() }
        let portrait = host.window.bounds.size
        host.window.transition(toSize: CGSize(width: portrait.height, height: portrait.width), duration: 0.3)
        host.step()
        host.window.transition(toSize: portrait, duration: 0.3)
        host.step()
        navigation.popViewController(animated: true)
        expect(host.runUntilIdle())
        expectEqual(navigation.viewControllers.count, 2)
        expectIdentical(navigation.topViewController, b)
        expectEqual(b.view.frame, resting, "\(b.view.frame)")
    }
}
