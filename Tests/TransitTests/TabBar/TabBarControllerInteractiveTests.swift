import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Interactive tab switching by a horizontal pan: finished and cancelled switches give exactly
/// DESIGN §4's appearance sequences, and the decision follows progress plus the projected
/// distance of the release velocity, (v/1000)·r/(1−r) with r = 0.998.
@MainActor
@Suite struct TabBarControllerInteractiveTests {
    @Test func projectedFlickFinishesTheSwitch() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        // 240 pt to the left in 0.5 s: 240 + 480/1000 · 0.998/0.002 = 479.5 pt > 195 pt (half width).
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        host.runUntilIdle()
        let appearance = host.timeline.switchCalls.filter { $0.contains("view") }
        expectEqual(
            appearance,
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)"
            ])
        expect(host.timeline.switchCalls.contains("TabSlideAnimator.animationEnded(true)"))
        expectEqual(host.timeline.switchCalls.first, "delegate.shouldSelect(B)")
        expectEqual(tabs.selectedIndex, 1)
        expectNil(vcs[0].view.superview)
        expectEqual(vcs[1].view.frame, tabs.transitionView.bounds)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func shortSlowPanCancelsAndRestoresTheSelection() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        // 40 pt in 1 s: 40 + 40/1000 · 499 = 59.96 pt < 195 pt.
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 400), duration: 1)
        host.runUntilIdle()
        let appearance = host.timeline.switchCalls.filter { $0.contains("view") }
        expectEqual(
            appearance,
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                "A.viewWillAppear(true)", "A.viewDidAppear(true)"
            ])
        expect(host.timeline.switchCalls.contains("TabSlideAnimator.animationEnded(false)"))
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(tabs.tabBar.selectedItem, vcs[0].tabBarItem)
        expectNil(vcs[1].view.superview)
        expectIdentical(vcs[0].view.superview, tabs.transitionView)
        expectEqual(vcs[0].view.frame, tabs.transitionView.bounds)
        // Cancelling changes no containment: every tab is still a child.
        expectEqual(tabs.children.map(\.timelineName), ["A", "B", "C"])
        expect(!host.timeline.switchCalls.contains { $0.contains("Move(toParent") })
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func panTowardAMissingNeighbourDoesNothing() {
        let (tabs, _, host, _) = makeTabs(animator: TabSlideAnimator())
        // A finger moving right asks for the tab before A: there is none.
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        expect(host.timeline.switchCalls.isEmpty)
    }

    @Test func panWithoutAnAnimatorIsReportedAndSwitchesNothing() {
        let (tabs, _, host, _) = makeTabs(animator: nil)
        host.diagnostics.forward = nil
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(host.diagnostics.diagnostics(withCode: "tabBarController.noAnimator").count, 1)
    }

    @Test func theInteractionServesTheNextSwitchToo() {
        let (tabs, _, host, _) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 400), duration: 1)
        host.runUntilIdle()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 1)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 2)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}
