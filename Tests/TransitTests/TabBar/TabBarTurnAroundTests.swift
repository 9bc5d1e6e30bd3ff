import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Selecting the tab a running switch leaves turns the switch around where it is on screen.
@MainActor
@Suite struct TabBarTurnAroundTests {
    @Test func selectingTheOldTabMidSwitchTurnsItBack() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        tabs.selectedIndex = 1
        host.advance(by: 0.25)
        let x1 = vcs[1].view.layer.presentation()!.frame.minX
        // Halfway through the linear slide.
        expectClose(x1, 195, within: 14)
        host.timeline.removeAll()
        tabs.selectedIndex = 0
        expect(tabs.transitionRunner.pending.isEmpty)
        expectEqual(tabs.selectedIndex, 0)
        expectIdentical(tabs.tabBar.selectedItem, vcs[0].tabBarItem)
        // Hand-worked: B heads back to x = 390 along the system spring, starting with the slide's
        // velocity (390 pt / 0.5 s leftward, −780 / (390 − x1) distances to go per second).
        let v = -780.0 / (390 - Double(x1))
        let turnedAt = host.now
        var maxError = 0.0
        for _ in 0..<20 {
            host.step()
            let expected = Double(x1) + (390 - Double(x1)) * NavigationTurnAroundTests.turn(host.now - turnedAt, velocity: v)
            maxError = max(maxError, abs(Double(vcs[1].view.layer.presentation()!.frame.minX) - expected))
        }
        expectLessThan(maxError, 0.5)
        host.runUntilIdle()
        expectEqual(
            host.timeline.switchCalls,
            [
                "TabSlideAnimator.turnAround(toStart)",
                "View.animate(withDuration: 0.5).completion(false)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                "A.viewWillAppear(true)", "A.viewDidAppear(true)",
                "TabSlideAnimator.animationEnded(false)"
            ])
        expectIdentical(tabs.selectedViewController, vcs[0])
        expectIdentical(vcs[0].view.superview, tabs.transitionView)
        expectEqual(vcs[0].view.frame, tabs.transitionView.bounds)
        expectNil(vcs[1].view.superview)
        expect(tabs.invariantViolations().isEmpty)
    }

    @Test func tappingTheOldTabAsksTheDelegateAndReportsTheSelection() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.tap(at: itemCenter(tabs, 1))
        host.advance(by: 0.2)
        host.timeline.removeAll()
        host.tap(at: itemCenter(tabs, 0))
        expectEqual(
            Array(host.timeline.switchCalls.prefix(3)),
            [
                "delegate.shouldSelect(A)", "TabSlideAnimator.turnAround(toStart)", "delegate.didSelect(A)"
            ])
        host.runUntilIdle()
        expectIdentical(tabs.selectedViewController, vcs[0])
        expectNil(vcs[1].view.superview)
        expectEqual(vcs[0].view.frame, tabs.transitionView.bounds)
    }

    @Test func aThirdTabMidSwitchStillWaits() {
        let animator = TabSlideAnimator(duration: 0.5)
        let (tabs, _, host, vcs) = makeTabs(animator: animator)
        host.tap(at: itemCenter(tabs, 1))
        host.advance(by: 0.2)
        tabs.selectedIndex = 2
        expectEqual(tabs.transitionRunner.pending.count, 1)
        host.runUntilIdle()
        expectIdentical(tabs.selectedViewController, vcs[2])
        expectNil(vcs[1].view.superview)
    }
}
