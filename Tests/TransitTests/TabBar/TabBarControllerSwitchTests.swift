import Foundation
import Testing
@testable import Transit
import TransitTesting

/// Tab switching, from Apple's UITabBarController and UITabBarControllerDelegate documentation:
/// a tap asks `shouldSelect`, then switches (without animation when the delegate vends no
/// animator), then reports `didSelect`; appearance callbacks as DESIGN §4.
@MainActor
@Suite struct TabBarControllerSwitchTests {
    @Test func tapWithoutAnimatorSwitchesAtOnce() {
        let (tabs, _, host, vcs) = makeTabs()
        #expect(tabs.selectedIndex == 0)
        #expect(vcs[0].view.superview === tabs.transitionView)
        host.tap(at: itemCenter(tabs, 1))
        #expect(
            host.timeline.switchCalls == [
                "delegate.shouldSelect(B)",
                "delegate.animationController(A→B)",
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                "delegate.didSelect(B)"
            ])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === vcs[1])
        #expect(tabs.tabBar.selectedItem === vcs[1].tabBarItem)
        #expect(vcs[0].view.superview == nil)
        // The content extends under the translucent 49 pt bar (UIKit's default
        // `edgesForExtendedLayout = .all`), which reaches it as its bottom safe-area inset.
        #expect(vcs[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vcs[1].view.safeAreaInsets.bottom == 49)
        #expect(!host.window.hasRunningAnimations)
        #expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func tapWithAnimatorRunsTheTransitionInUIKitOrder() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.tap(at: itemCenter(tabs, 2))
        // Mid-flight the selection is already the destination, both views are in the container.
        #expect(tabs.selectedIndex == 2)
        #expect(vcs[0].view.superview === tabs.transitionView)
        #expect(vcs[2].view.superview === tabs.transitionView)
        host.runUntilIdle()
        #expect(
            host.timeline.switchCalls == [
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
        #expect(animator.frames["from.initial"] == content)
        #expect(animator.frames["from.final"] == .zero)
        #expect(animator.frames["to.initial"] == .zero)
        #expect(animator.frames["to.final"] == content)
        #expect(vcs[0].view.superview == nil)
        #expect(vcs[2].view.frame == content)
        #expect(tabs.children.map(\.timelineName) == ["A", "B", "C"])
        #expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func shouldSelectVetoKeepsTheSelection() {
        let (tabs, delegate, host, vcs) = makeTabs(animator: TabSlideAnimator())
        delegate.vetoed = ["B"]
        host.tap(at: itemCenter(tabs, 1))
        host.runUntilIdle()
        #expect(host.timeline.switchCalls == ["delegate.shouldSelect(B)"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === vcs[0].tabBarItem)
        #expect(vcs[0].appearanceState == .appeared)
        #expect(vcs[1].appearanceState == .disappeared)
    }

    @Test func programmaticSelectionSkipsShouldSelectAndDidSelect() {
        let (tabs, _, host, vcs) = makeTabs()
        host.diagnostics.forward = nil
        tabs.selectedIndex = 2
        #expect(
            host.timeline.switchCalls == [
                "delegate.animationController(A→C)",
                "A.viewWillDisappear(false)", "C.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "C.viewDidAppear(false)"
            ])
        tabs.selectedIndex = 7
        tabs.selectedViewController = NamedController("X")
        #expect(tabs.selectedViewController === vcs[2])
        #expect(host.diagnostics.diagnostics(withCode: "tabBarController.indexOutOfRange").count == 1)
        #expect(host.diagnostics.diagnostics(withCode: "tabBarController.notATab").count == 1)
    }

    @Test func selectionsDuringASwitchAreQueuedAndTheLatestWins() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.diagnostics.forward = nil
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2  // queued…
        tabs.selectedIndex = 0  // …and replaced: the latest request wins
        #expect(tabs.selectedIndex == 1)
        host.advance(by: 0.25)
        #expect(tabs.selectedIndex == 1)
        host.runUntilIdle()
        let asked = host.timeline.switchCalls.filter { $0.hasPrefix("delegate.animationController") }
        #expect(asked == ["delegate.animationController(A→B)", "delegate.animationController(B→A)"])
        #expect(tabs.selectedIndex == 0)
        #expect(vcs[0].appearanceState == .appeared)
        #expect(vcs[1].appearanceState == .disappeared)
        #expect(vcs[2].appearanceState == .disappeared)
        #expect(host.diagnostics.diagnostics(withCode: "tabBarController.queued").count == 2)
        #expect(tabs.transitionView.subviews.map { $0 === vcs[0].view } == [true])
    }

    @Test func aTapDuringASwitchIsAskedAboutWhenItIsApplied() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        host.tap(at: itemCenter(tabs, 1))
        host.tap(at: itemCenter(tabs, 2))
        // The bar keeps showing the running switch's destination until the queued tap applies.
        #expect(tabs.tabBar.selectedItem === vcs[1].tabBarItem)
        #expect(!host.timeline.switchCalls.contains("delegate.shouldSelect(C)"))
        host.runUntilIdle()
        let delegateCalls = host.timeline.switchCalls.filter { $0.hasPrefix("delegate.") && !$0.contains("interaction") }
        #expect(
            delegateCalls == [
                "delegate.shouldSelect(B)", "delegate.animationController(A→B)", "delegate.didSelect(B)",
                "delegate.shouldSelect(C)", "delegate.animationController(B→C)", "delegate.didSelect(C)"
            ])
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabBar.selectedItem === vcs[2].tabBarItem)
        #expect(vcs.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
    }
}
