import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Containment rules every container keeps, from the reliability soak's reproductions: a
/// controller belongs to one container at a time (checked again when queued work is shown),
/// `children` follows the stack, an active controller is never presented (no cycles), and a
/// cancelled container switch leaves nothing moving and the old child filling the current bounds.
@MainActor
@Suite struct ContainmentReliabilityTests {
    @Test func presentingAnActiveControllerIsRefused() {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let a = NamedController("A")
        root.present(a, animated: false)
        host.runUntilIdle()
        // A presents the window's root, which presents it: a cycle UIKit refuses.
        a.present(root, animated: true)
        // The root presents itself.
        root.present(root, animated: true)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.activeController").count, 1)
        expectEqual(host.diagnostics.diagnostics(withCode: "presentation.presentingSelf").count, 1)
        expectNil(a.presentedViewController)
        expectIdentical(root.presentedViewController, a)
        // Size changes and the dismissal still finish.
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        root.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expectEqual(a.appearanceState, .disappeared)
    }

    @Test func aControllerQueuedOnTwoNavigationControllersJoinsOne() {
        let first = NavigationController(rootViewController: NamedController("R1"))
        let second = NavigationController(rootViewController: NamedController("R2"))
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let host = makeHost(root: tabs)
        host.diagnostics.forward = nil
        let y = NamedController("Y"), x = NamedController("X")
        first.pushViewController(y, animated: true)
        first.pushViewController(x, animated: true)  // queued behind Y's push
        second.pushViewController(x, animated: true)  // off screen: shown at once
        expect(host.runUntilIdle())
        expectIdentical(x.parent, second)
        expectEqual(second.viewControllers.map(\.timelineName), ["R2", "X"])
        expectEqual(first.viewControllers.map(\.timelineName), ["R1", "Y"])
        expectEqual(first.children.map(\.timelineName), ["R1", "Y"])
        expectEqual(host.diagnostics.diagnostics(withCode: "navigation.invalidController").count, 1)
    }

    @Test func tabsAndContainersRefuseControllersOfAnotherContainer() {
        let member = NamedController("Member")
        let navigation = NavigationController(rootViewController: NamedController("Root"))
        navigation.pushViewController(member, animated: false)
        let tabs = TabBarController()
        let log = DiagnosticLog()
        tabs.diagnosticSinkOverride = log
        tabs.viewControllers = [NamedController("Tab"), member]
        expectNil(tabs.viewControllers)
        expectEqual(log.diagnostics(withCode: "tabBarController.invalidController").count, 1)
        expectIdentical(member.parent, navigation)

        let other = NamedController("Other")
        let box = ContainerViewController(viewControllers: [other, member])
        box.diagnosticSinkOverride = log
        _ = box.view
        box.selectedViewController = member
        expectEqual(log.diagnostics(withCode: "container.invalidChild").count, 1)
        expectIdentical(member.parent, navigation)
        expectIdentical(box.selectedViewController, other)
    }

    @Test func invariantsCatchAChildOnScreenThatItsContainerDoesNotShow() {
        let a = NamedController("A"), b = NamedController("B")
        let navigation = NavigationController(rootViewController: a)
        let host = makeHost(root: navigation)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        expect(navigation.invariantViolations().isEmpty)
        // A, below the top, told by hand that it appears: the container does not show it.
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        expect(navigation.invariantViolations().contains { $0.hasPrefix("A is appeared in") })
    }

    @Test func setViewControllersReordersChildren() {
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let navigation = NavigationController(rootViewController: a)
        _ = makeHost(root: navigation)
        navigation.setViewControllers([a, b, c], animated: false)
        navigation.setViewControllers([c, a, b], animated: false)
        expectEqual(navigation.children.map(\.timelineName), ["C", "A", "B"])
        expectEqual(navigation.viewControllers.map(\.timelineName), ["C", "A", "B"])
    }

    @Test func cancelledContainerSwitchClearsMovingAndFillsTheCurrentBounds() {
        let children = [NamedController("One"), NamedController("Two")]
        let box = ContainerViewController(viewControllers: children)
        let host = makeHost(root: box)
        let y = box.privateContainerView.bounds.midY
        host.touchDown(at: CGPoint(x: 300, y: y))
        for step in 1...10 { host.touchMove(to: CGPoint(x: 300 - CGFloat(step) * 4, y: y)) }
        expect(children[0].isMovingFromParent)
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        host.advance(by: 0.5)
        host.touchUp()
        expect(host.runUntilIdle())
        expectIdentical(box.selectedViewController, children[0])
        expect(!children[0].isMovingFromParent && !children[1].isMovingToParent)
        expectEqual(children[0].view.frame, box.privateContainerView.bounds)
        expectEqual(box.privateContainerView.bounds.width, 844)
    }
}
