import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Callback order of pushes and pops (DESIGN §4, Apple's `UINavigationController` and
/// `UIViewController` documentation): the delegate's `willShow` once the stack changed, then
/// `viewWillDisappear` on the old top and `viewWillAppear` on the new one at the start; the
/// "did" calls when the transition completes; a pushed controller gets `willMove(toParent:)` when
/// pushed and `didMove(toParent:)` after it appeared; a popped one `willMove(toParent: nil)` at
/// the start and `didMove(toParent: nil)` (from `removeFromParent()`) at the end; `didShow` last.
@MainActor
@Suite struct NavigationOrderTests {
    @Test func pushRunsInUIKitOrder() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        expectEqual(navigation.titles, ["A", "B"])
        expectIdentical(b.navigationController, navigation)
        expect(b.isMovingToParent)
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: Nav)",
                "RecordingNavigationDelegate.navigationController(_:willShow: B, animated: true)",
                "RecordingNavigationDelegate.navigationController(_:animationControllerFor: push, from: A, to: B)",
                "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)",
                "B.didMove(toParent: Nav)",
                "RecordingNavigationDelegate.navigationController(_:didShow: B, animated: true)"
            ])
        expect(!b.isMovingToParent)
        expectEqual(delegate.shown, ["B"])
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}

extension NavigationOrderTests {
    @Test func popRunsInUIKitOrder() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        host.timeline.removeAll()
        expectIdentical(navigation.popViewController(animated: true), b)
        expectEqual(navigation.titles, ["A"])
        expectIdentical(b.navigationController, navigation)
        host.advance(by: 0.1)
        expect(b.isMovingFromParent)
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: nil)",
                "RecordingNavigationDelegate.navigationController(_:willShow: A, animated: true)",
                "RecordingNavigationDelegate.navigationController(_:animationControllerFor: pop, from: B, to: A)",
                "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)",
                "A.viewDidAppear(true)",
                "B.didMove(toParent: nil)",
                "RecordingNavigationDelegate.navigationController(_:didShow: A, animated: true)"
            ])
        expectNil(b.parent)
        expectNil(b.navigationController)
        expect(!b.isMovingFromParent)
        expectNil(b.viewIfLoaded?.superview)
        expectEqual(navigation.children.map(\.timelineName), ["A"])
        expect(navigation.invariantViolations().isEmpty)
    }

    @Test func popToRootRemovesEveryControllerAboveTheRoot() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        host.diagnostics.forward = nil
        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        host.runUntilIdle()
        host.timeline.removeAll()
        let popped = navigation.popToRootViewController(animated: true)
        expectEqual(popped?.map(\.timelineName), ["B", "C"])
        host.runUntilIdle()
        // B never shows: it only leaves the stack; C disappears and A appears.
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: nil)",
                "C.willMove(toParent: nil)",
                "C.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "C.viewDidDisappear(true)",
                "A.viewDidAppear(true)",
                "B.didMove(toParent: nil)",
                "C.didMove(toParent: nil)"
            ])
        expectEqual(navigation.titles, ["A"])
        expectEqual(navigation.children.count, 1)
        expectEqual(navigation.barTitles, ["A"])
        expectNil(navigation.shownBackTitle)
        expectNil(navigation.popToRootViewController(animated: true))
        expectEqual(host.diagnostics.diagnostics(withCode: "navigation.popRoot").count, 1)
    }

    @Test func setViewControllersPushesANewTopAndRemovesTheOthers() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        host.timeline.removeAll()
        let x = NamedController("X"), y = NamedController("Y")
        navigation.setViewControllers([x, y], animated: true)
        expectEqual(navigation.titles, ["X", "Y"])
        host.runUntilIdle()
        expectEqual(
            host.timeline.navigationCalls,
            [
                "X.willMove(toParent: Nav)",
                "Y.willMove(toParent: Nav)",
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: nil)",
                "B.viewWillDisappear(true)",
                "Y.viewWillAppear(true)",
                "B.viewDidDisappear(true)",
                "Y.viewDidAppear(true)",
                "A.didMove(toParent: nil)",
                "B.didMove(toParent: nil)",
                "X.didMove(toParent: Nav)",
                "Y.didMove(toParent: Nav)"
            ])
        expectEqual(navigation.children.map(\.timelineName), ["X", "Y"])
        expectEqual(navigation.barTitles, ["X", "Y"])
        expectEqual(navigation.shownBarTitle, "Y")
        expectEqual(navigation.shownBackTitle, "X")
        // X was never shown: its view was never loaded.
        expect(!x.isViewLoaded)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func unanimatedPushAppearsAtOnce() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        navigation.pushViewController(NamedController("B"), animated: false)
        expectEqual(
            host.timeline.navigationCalls,
            [
                "B.willMove(toParent: Nav)",
                "A.viewWillDisappear(false)",
                "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
                "B.didMove(toParent: Nav)"
            ])
        expectIdentical(navigation.topViewController?.view.superview, navigation.transitionContainer)
    }

    @Test func offScreenStackChangesOnlyContainment() {
        let navigation = NavigationController(rootViewController: NamedController("A"))
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        expectEqual(navigation.titles, ["A", "B"])
        expectIdentical(b.parent, navigation)
        expect(!b.isViewLoaded)
        expectIdentical(navigation.popViewController(animated: true), b)
        expectNil(b.parent)
        expectEqual(navigation.visibleViewController?.timelineName, "A")
    }
}
