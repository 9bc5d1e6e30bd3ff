import Foundation
import Testing
@testable import Transit
import TransitTesting

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
        #expect(navigation.titles == ["A", "B"])
        #expect(b.navigationController === navigation)
        #expect(b.isMovingToParent)
        host.runUntilIdle()
        #expect(host.timeline.navigationCalls == [
            "B.willMove(toParent: Nav)",
            "RecordingNavigationDelegate.navigationController(_:willShow: B, animated: true)",
            "RecordingNavigationDelegate.navigationController(_:animationControllerFor: push, from: A, to: B)",
            "A.viewWillDisappear(true)",
            "B.viewWillAppear(true)",
            "A.viewDidDisappear(true)",
            "B.viewDidAppear(true)",
            "B.didMove(toParent: Nav)",
            "RecordingNavigationDelegate.navigationController(_:didShow: B, animated: true)",
        ])
        #expect(!b.isMovingToParent)
        #expect(delegate.shown == ["B"])
        #expect(host.diagnostics.diagnostics.isEmpty)
    }
}
