import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// objc.io #12's container: containment and appearance order, the private context's frames, the
/// default animator's spring, disabled buttons, and the interactive pan.
@MainActor
@Suite struct ContainerViewControllerTests {
    func makeContainer() -> (TestHost, ContainerViewController, [NamedController]) {
        let children = [
            NamedController("One", color: .red), NamedController("Two", color: .green),
            NamedController("Three", color: .blue)
        ]
        let container = ContainerViewController(viewControllers: children)
        container.title = "Container"
        let host = makeHost(root: container)
        return (host, container, children)
    }

    @Test func firstChildIsInstalledWithContainmentAndAppearance() {
        let (_, container, children) = makeContainer()
        expectIdentical(container.selectedViewController, children[0])
        expect(container.children.count == 1 && container.children[0] === children[0])
        expectIdentical(children[0].view.superview, container.privateContainerView)
        expectEqual(children[0].appearanceState, .appeared)
        expectEqual(children[1].isViewLoaded, false)
    }

    @Test func switchRunsInTheArticlesOrder() {
        let (host, container, children) = makeContainer()
        container.selectedViewController = children[2]
        host.runUntilIdle()
        let calls = host.timeline.transitionCalls.filter { !$0.hasPrefix("View.animate") && !$0.contains("Load") }
        expectEqual(
            calls,
            [
                "One.willMove(toParent: nil)",
                "Three.willMove(toParent: Container)",
                "One.viewWillDisappear(true)",
                "Three.viewWillAppear(true)",
                "ContainerSlideAnimator.transitionDuration(using:)",
                "ContainerSlideAnimator.animateTransition(using:)",
                "One.viewDidDisappear(true)",
                "Three.viewDidAppear(true)",
                "One.didMove(toParent: nil)",
                "Three.didMove(toParent: Container)",
                "ContainerSlideAnimator.animationEnded(true)"
            ])
        expectEqual(container.children.map(\.title), ["Three"])
        expectNil(children[0].view.superview)
        expect(children[2].view.transform.isIdentity && children[2].view.alpha == 1)
        expectEqual(children[2].view.frame, container.privateContainerView.bounds)
    }

    @Test func contextFramesEncodeTheDirection() {
        final class Spy: ViewControllerAnimatedTransitioning {
            var frames: [CGRect] = []
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using c: ViewControllerContextTransitioning) {
                let from = c.viewController(forKey: .from)!, to = c.viewController(forKey: .to)!
                frames = [c.initialFrame(for: from), c.finalFrame(for: from), c.initialFrame(for: to), c.finalFrame(for: to)]
                expectIdentical(c.containerView, from.view.superview)
                expect(c.isAnimated)
                expect(!c.isInteractive)
                c.containerView.addSubview(to.view)
                c.completeTransition(true)
            }
        }
        final class Delegate: ContainerViewControllerDelegate {
            let spy = Spy()
            func containerViewController(
                _ c: ContainerViewController, animationControllerForTransitionFrom f: ViewController,
                to t: ViewController
            ) -> ViewControllerAnimatedTransitioning? { spy }
        }
        let (host, container, children) = makeContainer()
        let delegate = Delegate()
        container.delegate = delegate
        let bounds = container.privateContainerView.bounds
        let w = bounds.width
        container.selectedViewController = children[1]  // going right: index 0 → 1
        host.runUntilIdle()
        expectEqual(delegate.spy.frames, [bounds, bounds.offsetBy(dx: -w, dy: 0), bounds.offsetBy(dx: w, dy: 0), bounds])
        container.selectedViewController = children[0]  // going left
        host.runUntilIdle()
        expectEqual(delegate.spy.frames, [bounds, bounds.offsetBy(dx: w, dy: 0), bounds.offsetBy(dx: -w, dy: 0), bounds])
    }

    /// The default animator: a spring of damping 0.75 and initial velocity 0.5 fitted to 1 s. The
    /// incoming view's translation is −travel · (1 − x(t)), with x(t) the underdamped oscillator
    /// 1 − e^(−ζω t)(cos ω_d t + (ζω − v)/ω_d · sin ω_d t) and ω found independently here, by
    /// bisection, so that the envelope |(ζω − v)/ω_d| e^(−ζω d) is 0.001 at d = 1 s.
    @Test func defaultAnimatorFollowsTheFittedSpring() {
        let zeta = 0.75, v = 0.5, d = 1.0
        func envelope(_ w: Double) -> Double {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return abs((zeta * w - v) / wd) * exp(-zeta * w * d) - 0.001
        }
        var lo = 1.0, hi = 100.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if envelope(mid) > 0 { lo = mid } else { hi = mid } }
        let w = (lo + hi) / 2, wd = w * (1 - zeta * zeta).squareRoot()
        func x(_ t: Double) -> Double { 1 - exp(-zeta * w * t) * (cos(wd * t) + (zeta * w - v) / wd * sin(wd * t)) }

        let (host, container, children) = makeContainer()
        container.selectedViewController = children[1]  // incoming from the right
        host.advance(by: 1.0 / 60)
        let start = host.now - 1.0 / 60
        let travel = Double(container.privateContainerView.bounds.width + 16)
        for _ in 0..<40 {
            host.advance(by: 1.0 / 60)
            let t = host.now - start
            let tx = Double(children[1].view.layer.presentation()!.transform.m41)
            expectClose(tx, travel * (1 - x(t)), within: 1e-3, "t = \(t)")
            let alpha = Double(children[1].view.layer.presentation()!.opacity)
            expectClose(alpha, x(t), within: 1e-4)
        }
        expectEqual(container.buttonsView.isUserInteractionEnabled, false)
        host.runUntilIdle()
        expectEqual(container.buttonsView.isUserInteractionEnabled, true)
    }

    @Test func tappingAButtonSwitchesAndButtonsAreDisabledMeanwhile() {
        let (host, container, children) = makeContainer()
        let second = container.buttonsView.subviews[1]
        host.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: nil))
        host.advance(by: 0.1)
        expectIdentical(container.selectedViewController, children[1])
        // A tap on the third button mid-transition does nothing.
        let third = container.buttonsView.subviews[2]
        host.tap(at: third.convert(CGPoint(x: third.bounds.midX, y: third.bounds.midY), to: nil))
        host.runUntilIdle()
        expectIdentical(container.selectedViewController, children[1])
        expectEqual(container.children.count, 1)
    }

    @Test func panFinishesPastHalfwayAndCancelsShortOfIt() {
        let (host, container, children) = makeContainer()
        let y = container.privateContainerView.bounds.midY
        // A short, slow drag left: cancelled.
        host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 240, y: y), duration: 1)
        host.runUntilIdle()
        expectIdentical(container.selectedViewController, children[0])
        expect(container.children.count == 1 && children[1].parent == nil)
        expect(children[0].view.transform.isIdentity && children[0].view.alpha == 1)
        expect(children[0].appearanceState == .appeared && children[1].appearanceState == .disappeared)
        let two = host.timeline.callbacks(of: "Two").filter {
            $0.hasPrefix("view") && !$0.contains("Layout") && !$0.contains("Load")
        }
        expectEqual(two, ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
        // A long drag left: finished.
        host.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 50, y: y), duration: 0.5)
        host.runUntilIdle()
        expectIdentical(container.selectedViewController, children[1])
        expect(children[1].appearanceState == .appeared && children[0].appearanceState == .disappeared)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func duplicatesAndStrangersAreRejected() {
        let a = NamedController("A")
        // The container has no sink of its own yet: the console's report is captured.
        let (container, reported) = StandardErrorDiagnostics.console.capturing {
            ContainerViewController(viewControllers: [a, a])
        }
        expectEqual(reported.map(\.code), ["container.duplicateChild"])
        let log = DiagnosticLog()
        container.diagnosticSinkOverride = log
        expectEqual(container.viewControllers.count, 1)
        container.selectedViewController = NamedController("Stranger")
        expectEqual(log.diagnostics(withCode: "container.notAChild").count, 1)
    }
}
