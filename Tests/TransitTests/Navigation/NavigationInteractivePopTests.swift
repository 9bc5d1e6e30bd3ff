import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The interactive pop (WWDC 2013 session 218's pitfall 1): the controller's own left-edge pan drives a pop of
/// the default or a custom animator; it finishes or cancels by progress plus projected velocity;
/// it can be disabled and yields to a gesture that requires it to fail.
@MainActor
@Suite struct NavigationInteractivePopTests {
    /// A stack A, B shown in a host, B pushed and settled.
    func makeStack(delegate: RecordingNavigationDelegate? = nil) -> (
        TestHost, NavigationController, ViewController, ViewController
    ) {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.delegate = delegate
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        host.timeline.removeAll()
        return (host, navigation, a, b)
    }

    @Test func aSwipeFromTheLeftEdgeThatGoesFarFinishesThePop() {
        let (host, navigation, a, b) = makeStack()
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 25, through: 245, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        // Driven by the finger: the pop is interactive and halfway-ish, nothing popped yet.
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        let progress = navigation.transitionRunner.running!.percentComplete
        expectClose(progress, 240.0 / 390, within: 1e-9)
        expectEqual(navigation.titles, ["A"])
        host.touchUp()
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: nil)",
                "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)",
                "A.viewDidAppear(true)",
                "B.didMove(toParent: nil)"
            ])
        expectEqual(navigation.titles, ["A"])
        expectNil(b.parent)
        expectEqual(a.view.frame, navigation.transitionContainer.bounds)
        expectEqual(navigation.barTitles, ["A"])
        expectEqual(navigation.shownBarTitle, "A")
        expectNil(navigation.shownBackTitle)
    }

    @Test func aShortSwipeThatStopsCancelsAndRestoresEverything() {
        let (host, navigation, a, b) = makeStack()
        let container = navigation.transitionContainer
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 105, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        // Midway the bar cross-fades: both items' titles are partly transparent.
        let items = navigation.navigationBar.subviews.compactMap { $0 as? NavigationItemView }
        expectEqual(items.count, 2)
        for item in items {
            let alpha = item.titleSlot.layer.presentation()!.opacity
            expectGreaterThan(alpha, 0)
            expectLessThan(alpha, 1)
        }
        // The finger rests for 0.2 s (velocity 0), then lifts: 100 / 390 < 50 % → cancel.
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 105, y: 400)) }
        host.touchUp()
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: nil)",
                "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "A.viewWillDisappear(true)",
                "A.viewDidDisappear(true)",
                "B.viewWillAppear(true)",
                "B.viewDidAppear(true)",
                "B.didMove(toParent: Nav)"
            ])
        expectEqual(navigation.titles, ["A", "B"])
        expectIdentical(b.parent, navigation)
        expect(!b.isMovingFromParent)
        expectEqual(b.view.frame, container.bounds)
        expectIdentical(b.view.superview, container)
        expectNil(a.view.superview)
        expectEqual(container.subviews.count, 1)
        expectEqual(navigation.barTitles, ["A", "B"])
        expectEqual(navigation.shownBarTitle, "B")
        expectEqual(navigation.shownBackTitle, "A")
        let shown = navigation.navigationBar.subviews.compactMap { $0 as? NavigationItemView }
        expect(shown.count == 1 && shown[0].alpha == 1 && shown[0].transform.isIdentity)
        expect(navigation.invariantViolations().isEmpty)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func aQuickFlickFinishesEvenWhenShort() {
        let (host, navigation, _, _) = makeStack()
        // 120 pt in 0.1 s: 1200 pt/s projects 1200/1000 · 0.998/0.002 = 598.8 pt: past 50 %.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func customAnimatorIsDrivenByTheFingerWithTheControllersOwnInteraction() {
        let delegate = RecordingNavigationDelegate()
        delegate.animator = { _ in LinearSlideAnimator(duration: 1) }
        let (host, navigation, _, b) = makeStack(delegate: delegate)
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 25, through: 165, by: 20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        // Linear animator: B's x is progress × width = the translation — B stays under the finger.
        expectClose(b.view.layer.presentation()!.frame.minX, 160, within: 1e-6)
        host.touchUp()
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectEqual(delegate.operations, [.push, .pop])
    }

    @Test func disabledGestureDoesNothing() {
        let (host, navigation, _, _) = makeStack()
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        expect(host.timeline.navigationCalls.isEmpty)
    }

    @Test func aGestureThatRequiresTheEdgePanToFailWaitsForIt() {
        let (host, navigation, _, b) = makeStack()
        var began = 0
        let pan = PanGestureRecognizer { recognizer in if recognizer.state == .began { began += 1 } }
        pan.require(toFail: navigation.interactivePopGestureRecognizer!)
        b.view.addGestureRecognizer(pan)
        // Away from the edge the edge pan fails at once: the custom pan runs, nothing pops.
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(began, 1)
        expectEqual(navigation.titles, ["A", "B"])
        // From the edge the edge pan wins and the custom pan never begins.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(began, 1)
        expectEqual(navigation.titles, ["A"])
        // With only the root left the edge pan fails at once: the custom pan runs from the edge.
        let root = navigation.topViewController!
        root.view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(began, 2)
    }

    @Test func oneInteractionControllerServesFiveTransitions() {
        let delegate = RecordingNavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = { _ in LinearSlideAnimator(duration: 1) }
        delegate.interaction = interaction
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        navigation.delegate = delegate
        let width = navigation.transitionContainer.bounds.width
        let b = NamedController("B")
        for round in 0..<5 {
            let pushing = round % 2 == 0
            if pushing { navigation.pushViewController(b, animated: true) } else { navigation.popViewController(animated: true) }
            host.step()
            expectEqual(navigation.transitionRunner.running?.isInteractive, true)
            interaction.update(0.5)
            host.step()
            // Linear animator at 50 %: B is half a width from its resting place.
            expectClose(b.view.layer.presentation()!.frame.minX, width * 0.5, within: 1e-6)
            interaction.finish()
            host.runUntilIdle()
            expectEqual(navigation.titles, (pushing ? ["A", "B"] : ["A"]))
            expectEqual(navigation.barTitles, navigation.titles)
        }
        expectEqual(delegate.operations, [.push, .pop, .push, .pop, .push])
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}

extension NavigationInteractivePopTests {
    /// Pitfall 2 under a custom animator: the bar's items ride along through the coordinator, so
    /// at progress p they show the ease-in-out curve of p (the alongside animations' curve):
    /// easeInOut(0.25) = 0.129162 (DESIGN §4). A cancelled interactive push snaps the bar back
    /// and undoes the push's containment.
    @Test func barScrubsWithACustomInteractiveTransitionAndSnapsBackOnCancel() {
        let delegate = RecordingNavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = { _ in LinearSlideAnimator(duration: 1) }
        delegate.interaction = interaction
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        navigation.delegate = delegate
        let outgoing = navigation.navigationBar.contentView!
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        let incoming = navigation.navigationBar.contentView!
        interaction.update(0.25)
        host.step()
        // Tolerance 1e-5: the engine's Bézier solve is exact to 1e-6.
        expectClose(incoming.titleSlot.layer.presentation()!.opacity, 0.129162, within: 1e-5)
        expectClose(outgoing.titleSlot.layer.presentation()!.opacity, (1 - 0.129162), within: 1e-5)
        expectClose(b.view.layer.presentation()!.frame.minX, 390 * 0.75, within: 1e-6)
        host.timeline.removeAll()
        interaction.cancel()
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.viewWillDisappear(true)",
                "B.viewDidDisappear(true)",
                "A.viewWillAppear(true)",
                "A.viewDidAppear(true)",
                "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)"
            ])
        expectEqual(navigation.titles, ["A"])
        expectNil(b.parent)
        expectEqual(navigation.barTitles, ["A"])
        expectIdentical(navigation.navigationBar.contentView, outgoing)
        expectEqual(outgoing.alpha, 1)
        expect(outgoing.transform.isIdentity)
        expectNil(incoming.superview)
        expect(navigation.invariantViolations().isEmpty)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}

extension NavigationInteractivePopTests {
    /// A flick hands its speed on: 120 pt in 0.1 s is 1200 pt/s; the rest of the pop runs
    /// `duration × 1200 / 390` times faster than the animation's own pace (between 1 and 3).
    @Test func aFlickFinishesFasterThanTheAnimationsOwnPace() {
        let (host, navigation, _, _) = makeStack()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.1)
        let expected = NavigationSlideAnimator.duration * 1200 / 390
        // Tolerance 1e-6: the drag's velocity is exact for constant-speed motion.
        expectClose(Double(navigation.edgeInteraction.completionSpeed), expected, within: 1e-6)
        let start = host.now
        host.runUntilIdle()
        // The remaining (1 − 120/390) of the 0.506 s spring, sped up: well under the unsped 0.35 s.
        let remaining = (1 - 120.0 / 390) * NavigationSlideAnimator.duration / expected
        expectLessThanOrEqual(host.now - start, remaining + 2.0 / 60)
        expectEqual(navigation.titles, ["A"])
        expectEqual(NavigationController.completionSpeed(velocity: -50, width: 390, duration: 0.5), 1)
        expectEqual(NavigationController.completionSpeed(velocity: .nan, width: 390, duration: 0.5), 1)
        expectEqual(NavigationController.completionSpeed(velocity: 1e6, width: 390, duration: 0.5), 3)
    }
}
