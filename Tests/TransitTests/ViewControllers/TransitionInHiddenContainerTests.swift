import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `transition(from:to:…)` in a container that is off screen, or leaves the screen while the
/// swap runs. UIKit's rule for appearance forwarding: a child gets `viewWillAppear` /
/// `viewDidAppear` only while its container is on screen, so a container in a tab that was left
/// makes no appearance calls, and one that leaves mid-swap leaves both children disappeared.
@MainActor
@Suite struct TransitionInHiddenContainerTests {
    func makeTabs() -> (TestHost, TabBarController, SwapContainer) {
        let swapper = SwapContainer()
        let tabs = TabBarController()
        tabs.viewControllers = [swapper, NamedController("Other")]
        let host = makeHost(root: tabs)
        return (host, tabs, swapper)
    }

    @Test func aSwapInATabThatWasLeftMakesNoAppearanceCalls() {
        let (host, tabs, swapper) = makeTabs()
        tabs.selectedIndex = 1
        expect(host.runUntilIdle())
        host.timeline.removeAll()
        swapper.swap(duration: 0.3)
        expect(host.runUntilIdle())
        for name in ["A", "B"] {
            let appearance = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            expect(
                !host.timeline.callbacks(of: name).contains { call in appearance.contains { call.hasPrefix($0) } },
                "\(name): \(host.timeline.callbacks(of: name))")
        }
        expectEqual(swapper.a.appearanceState, .disappeared)
        expectEqual(swapper.b.appearanceState, .disappeared)
    }

    @Test func aSwapWhoseTabIsLeftMidwayEndsWithBothChildrenDisappeared() {
        let (host, tabs, swapper) = makeTabs()
        swapper.swap(duration: 0.3)
        for _ in 0..<5 { host.step() }
        tabs.selectedIndex = 1
        expect(host.runUntilIdle())
        expectEqual(swapper.a.appearanceState, .disappeared)
        expectEqual(swapper.b.appearanceState, .disappeared)
        expect(!host.timeline.callbacks(of: "B").contains("viewDidAppear(true)"))
        tabs.selectedIndex = 0
        expect(host.runUntilIdle())
        expectEqual(swapper.b.appearanceState, .appeared)
        expectEqual(swapper.a.appearanceState, .disappeared)
    }
}
