import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Selecting the child a running switch leaves turns the switch around; any other selection is
/// still refused while the switch runs.
@MainActor
@Suite struct ContainerTurnAroundTests {
    private func makeContainer() -> (TestHost, ContainerViewController, [NamedController]) {
        let children = [
            NamedController("One", color: .red), NamedController("Two", color: .green),
            NamedController("Three", color: .blue)
        ]
        let container = ContainerViewController(viewControllers: children)
        container.title = "Container"
        return (makeHost(root: container), container, children)
    }

    @Test func selectingTheOldChildMidSwitchTurnsItBack() {
        let (host, container, children) = makeContainer()
        container.selectedViewController = children[1]
        host.advance(by: 0.15)
        let x1 = children[1].view.layer.presentation()!.frame.minX
        expectGreaterThan(x1, 0)
        expectLessThan(x1, 390)
        host.timeline.removeAll()
        container.selectedViewController = children[0]
        expectIdentical(container.selectedViewController, children[0])
        expectEqual(container.transitionRunner.running?.isTurnedBack, true)
        host.step()
        // No jump where it turns: within one frame of the slide's own pace.
        expectClose(children[1].view.layer.presentation()!.frame.minX, x1, within: 40)
        host.runUntilIdle()
        let calls = host.timeline.transitionCalls.filter { !$0.hasPrefix("View.animate") }
        expectEqual(
            calls,
            [
                "ContainerSlideAnimator.turnAround(toStart)",
                "Two.viewWillDisappear(true)", "Two.viewDidDisappear(true)",
                "One.viewWillAppear(true)", "One.viewDidAppear(true)",
                "Two.willMove(toParent: nil)", "Two.didMove(toParent: nil)",
                "One.didMove(toParent: Container)",
                "ContainerSlideAnimator.animationEnded(false)"
            ])
        expectEqual(container.children.map(\.title), ["One"])
        expectIdentical(children[0].view.superview, container.privateContainerView)
        expectEqual(children[0].view.frame, container.privateContainerView.bounds)
        expectNil(children[1].view.superview)
        expect(container.invariantViolations().isEmpty)
    }

    @Test func aThirdChildMidSwitchIsStillRefused() {
        let (host, container, children) = makeContainer()
        container.selectedViewController = children[1]
        host.advance(by: 0.1)
        container.selectedViewController = children[2]
        expectEqual(host.diagnostics.diagnostics(withCode: "container.busy").count, 1)
        host.runUntilIdle()
        expectIdentical(container.selectedViewController, children[1])
    }
}
