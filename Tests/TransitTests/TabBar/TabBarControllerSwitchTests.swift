import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Tab switching, from Apple's UITabBarController and UITabBarControllerDelegate documentation:
/// a tap asks `shouldSelect`, then switches (without animation when the delegate vends no
/// animator), then reports `didSelect`; appearance callbacks as DESIGN §4.
@MainActor
@Suite struct TabBarControllerSwitchTests {
    @Test func tapWithoutAnimatorSwitchesAtOnce() {
        let (tabs, _, host, vcs) = makeTabs()
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(vcs[0].view.superview, tabs.transitionView)
        host.tap(at: itemCenter(tabs, 1))
        expectEqual(
            host.timeline.switchCalls,
            [
                "delegate.shouldSelect(B)",
                "delegate.animationController(A→B)",
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                "delegate.didSelect(B)"
            ])
        expectEqual(tabs.selectedIndex, 1)
        expectIdentical(tabs.selectedViewController, vcs[1])
        expectIdentical(tabs.tabBar.selectedItem, vcs[1].tabBarItem)
        expectNil(vcs[0].view.superview)
        // The content extends under the translucent 49 pt bar (UIKit's default
        // `edgesForExtendedLayout = .all`), which reaches it as its bottom safe-area inset.
        expectEqual(vcs[1].view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(vcs[1].view.safeAreaInsets.bottom, 49)
        expect(!host.window.hasRunningAnimations)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func tapWithAnimatorRunsTheTransitionInUIKitOrder() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.tap(at: itemCenter(tabs, 2))
        // Mid-flight the selection is already the destination, both views are in the container.
        expectEqual(tabs.selectedIndex, 2)
        expectIdentical(vcs[0].view.superview, tabs.transitionView)
        expectIdentical(vcs[2].view.superview, tabs.transitionView)
        host.runUntilIdle()
        expectEqual(
            host.timeline.switchCalls,
            [
                "delegate.shouldSelect(C)",
                "delegate.animationController(A→C)",
                "delegate.interactionController",
                "A.viewWillDisappear(true)", "C.viewWillAppear(true)",
                "TabSlideAnimator.transitionDuration(using:)",
                "TabSlideAnimator.animateTransition(using:)",
                "delegate.didSelect(C)",
                "View.animate(withDuration: 0.5).completion(true)",
                "A.viewDidDisappear(true)", "C.viewDidAppear(true)",
                "TabSlideAnimator.animationEnded(true)"
            ])
        // UIKit's frames for tab switches: the content bounds for the visible ends (the whole view,
        // under the translucent bar), zero otherwise.
        let content = CGRect(x: 0, y: 0, width: 390, height: 844)
        expectEqual(animator.frames["from.initial"], content)
        expectEqual(animator.frames["from.final"], .zero)
        expectEqual(animator.frames["to.initial"], .zero)
        expectEqual(animator.frames["to.final"], content)
        expectNil(vcs[0].view.superview)
        expectEqual(vcs[2].view.frame, content)
        expectEqual(tabs.children.map(\.timelineName), ["A", "B", "C"])
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func shouldSelectVetoKeepsTheSelection() {
        let (tabs, delegate, host, vcs) = makeTabs(animator: TabSlideAnimator())
        delegate.vetoed = ["B"]
        host.tap(at: itemCenter(tabs, 1))
        host.runUntilIdle()
        expectEqual(host.timeline.switchCalls, ["delegate.shouldSelect(B)"])
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(tabs.tabBar.selectedItem, vcs[0].tabBarItem)
        expectEqual(vcs[0].appearanceState, .appeared)
        expectEqual(vcs[1].appearanceState, .disappeared)
    }

    @Test func programmaticSelectionSkipsShouldSelectAndDidSelect() {
        let (tabs, _, host, vcs) = makeTabs()
        host.diagnostics.forward = nil
        tabs.selectedIndex = 2
        expectEqual(
            host.timeline.switchCalls,
            [
                "delegate.animationController(A→C)",
                "A.viewWillDisappear(false)", "C.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "C.viewDidAppear(false)"
            ])
        tabs.selectedIndex = 7
        tabs.selectedViewController = NamedController("X")
        expectIdentical(tabs.selectedViewController, vcs[2])
        expectEqual(host.diagnostics.diagnostics(withCode: "tabBarController.indexOutOfRange").count, 1)
        expectEqual(host.diagnostics.diagnostics(withCode: "tabBarController.notATab").count, 1)
    }

    @Test func selectionsDuringASwitchAreQueuedAndTheLatestWins() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.diagnostics.forward = nil
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2  // queued…
        tabs.selectedIndex = 0  // …and replaced: the latest request wins
        expectEqual(tabs.selectedIndex, 1)
        host.advance(by: 0.25)
        expectEqual(tabs.selectedIndex, 1)
        host.runUntilIdle()
        let asked = host.timeline.switchCalls.filter { $0.hasPrefix("delegate.animationController") }
        expectEqual(asked, ["delegate.animationController(A→B)", "delegate.animationController(B→A)"])
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(vcs[0].appearanceState, .appeared)
        expectEqual(vcs[1].appearanceState, .disappeared)
        expectEqual(vcs[2].appearanceState, .disappeared)
        expectEqual(host.diagnostics.diagnostics(withCode: "tabBarController.queued").count, 2)
        expectEqual(tabs.transitionView.subviews.map { $0 === vcs[0].view }, [true])
    }

    @Test func aTapDuringASwitchIsAskedAboutWhenItIsApplied() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        host.tap(at: itemCenter(tabs, 1))
        host.tap(at: itemCenter(tabs, 2))
        // The bar keeps showing the running switch's destination until the queued tap applies.
        expectIdentical(tabs.tabBar.selectedItem, vcs[1].tabBarItem)
        expect(!host.timeline.switchCalls.contains("delegate.shouldSelect(C)"))
        host.runUntilIdle()
        let delegateCalls = host.timeline.switchCalls.filter { $0.hasPrefix("delegate.") && !$0.contains("interaction") }
        expectEqual(
            delegateCalls,
            [
                "delegate.shouldSelect(B)", "delegate.animationController(A→B)", "delegate.didSelect(B)",
                "delegate.shouldSelect(C)", "delegate.animationController(B→C)", "delegate.didSelect(C)"
            ])
        expectEqual(tabs.selectedIndex, 2)
        expectIdentical(tabs.tabBar.selectedItem, vcs[2].tabBarItem)
        expectEqual(vcs.map(\.appearanceState), [.disappeared, .disappeared, .appeared])
    }
}
