import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Pushes and pops asked for while a transition runs are queued and shown in order: the stack,
/// the children and the bar never get out of step (UIKit's "nested push animation can result in
/// corrupted navigation bar" cannot happen); misuse is reported and changes nothing; popped
/// controllers are released.
@MainActor
@Suite struct NavigationQueueTests {
    /// Checks, frame by frame until idle, that the bar shows the stack being shown and that the
    /// children are the shown stack plus controllers still leaving it.
    func runCheckingStep(_ host: TestHost, _ navigation: NavigationController) {
        var frames = 0
        repeat {
            let shownItems = navigation.shownStack.map { ObjectIdentifier($0.navigationItem) }
            expectEqual((navigation.navigationBar.items ?? []).map { ObjectIdentifier($0) }, shownItems)
            expectIdentical(navigation.navigationBar.topItem, navigation.shownStack.last?.navigationItem)
            for vc in navigation.shownStack { expectIdentical(vc.parent, navigation) }
            expect(navigation.invariantViolations().isEmpty)
            host.step()
            frames += 1
        } while !host.isIdle && frames < 600
        expect(host.isIdle)
    }

    @Test func pushPushPopInOneFrame() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        expectIdentical(navigation.popViewController(animated: true), c)
        expectEqual(navigation.titles, ["A", "B"])
        expectIdentical(navigation.topViewController, b)
        runCheckingStep(host, navigation)
        expectEqual(navigation.titles, ["A", "B"])
        expectEqual(navigation.children.map(\.timelineName), ["A", "B"])
        expectEqual(navigation.barTitles, ["A", "B"])
        expectEqual(navigation.shownBarTitle, "B")
        expectEqual(navigation.shownBackTitle, "A")
        expectNil(c.parent)
        expectIdentical(b.view.superview, navigation.transitionContainer)
        expectEqual(navigation.transitionContainer.subviews.count, 1)
        // Each queued change ran as its own transition, in order, each balanced.
        expectEqual(host.timeline.calls.filter { $0.hasSuffix("animationEnded(true)") }.count, 3)
        expectEqual(c.appearanceState, .disappeared)
        expectEqual(b.appearanceState, .appeared)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func changesAcrossFramesWhileTransitionsRun() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B"), c = NamedController("C"), d = NamedController("D")
        navigation.pushViewController(b, animated: true)
        host.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        host.advance(by: 0.1)
        navigation.pushViewController(d, animated: false)
        expectEqual(navigation.popToViewController(b, animated: true)?.map(\.timelineName), ["C", "D"])
        host.advance(by: 0.1)
        navigation.popViewController(animated: true)
        expectEqual(navigation.titles, ["A"])
        runCheckingStep(host, navigation)
        expectEqual(navigation.titles, ["A"])
        expectEqual(navigation.children.count, 1)
        expectEqual(navigation.barTitles, ["A"])
        for vc in [b, c, d] {
            expectNil(vc.parent)
            expectEqual(vc.appearanceState, .disappeared)
        }
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func misuseIsReportedAndChangesNothing() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        host.diagnostics.forward = nil
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(b, animated: true)
        let other = ContainerViewController(viewControllers: [NamedController("X")])
        let x = other.viewControllers[0]
        other.addChild(x)
        navigation.pushViewController(x, animated: true)
        navigation.pushViewController(navigation, animated: true)
        navigation.pushViewController(NavigationController(rootViewController: NamedController("N")), animated: true)
        navigation.setViewControllers([b, b], animated: true)
        expectNil(navigation.popToViewController(NamedController("Z"), animated: true))
        expectEqual(host.diagnostics.diagnostics(withCode: "navigation.invalidController").count, 5)
        expectEqual(host.diagnostics.diagnostics(withCode: "navigation.notInStack").count, 1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        expectIdentical(x.parent, other)
        expectIdentical(navigation.popViewController(animated: true), b)
        expectNil(navigation.popViewController(animated: true))
        expectEqual(host.diagnostics.diagnostics(withCode: "navigation.popRoot").count, 1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func poppedControllersAreReleased() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        weak var weakB: ViewController?
        weak var weakC: ViewController?
        weak var weakView: View?
        do {
            let b = NamedController("B"), c = NamedController("C")
            weakB = b
            weakC = c
            weakView = c.view
            navigation.pushViewController(b, animated: true)
            navigation.pushViewController(c, animated: true)
        }
        host.runUntilIdle()
        // Interactive pop of C, then a programmatic pop of B.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
        expectNil(weakB)
        expectNil(weakC)
        expectNil(weakView)
    }
}
