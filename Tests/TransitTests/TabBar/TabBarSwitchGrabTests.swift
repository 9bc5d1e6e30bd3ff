import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The interactive pan catches a tab switch running on its own, moves it with the finger, and on
/// release lets it finish or turns it back as the finger decided.
@MainActor
@Suite struct TabBarSwitchGrabTests {
    private func shownX(_ controller: ViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    @Test func aPanCatchesASwitchAndTakesItBack() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        tabs.selectedIndex = 1
        host.advance(by: 0.15)
        // Toward the old tab (rightward, as B comes from the right): the pan begins 10 pt in and
        // holds the switch where it is.
        host.touchDown(at: CGPoint(x: 150, y: 400))
        host.touchMove(to: CGPoint(x: 162, y: 400))
        host.step()
        expectEqual(tabs.transitionRunner.running?.isInteractive, true)
        let caught = shownX(vcs[1])
        expectGreaterThan(caught, 150)
        expectLessThan(caught, 330)
        for _ in 0..<5 { host.step() }
        expectClose(shownX(vcs[1]), caught, within: 1e-9)
        // 100 pt further: the linear slide puts B 100 pt further right, under the finger's travel.
        for x in stride(from: 172, through: 262, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        expectClose(shownX(vcs[1]), (caught + 100), within: 1e-6)
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 262, y: 400)) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectIdentical(tabs.selectedViewController, vcs[0])
        expectIdentical(tabs.tabBar.selectedItem, vcs[0].tabBarItem)
        expect(vcs[0].appearanceState == .appeared && vcs[1].appearanceState == .disappeared)
        expect(vcs[1].view.superview == nil && vcs[0].view.frame == tabs.transitionView.bounds)
        expect(tabs.invariantViolations().isEmpty)
    }

    @Test func aShortHoldLetsTheSwitchFinish() {
        let (tabs, _, host, vcs) = makeTabs(animator: TabSlideAnimator(duration: 0.5))
        tabs.selectedIndex = 1
        host.advance(by: 0.35)
        // The way the switch goes (leftward), briefly, then held still and lifted.
        host.touchDown(at: CGPoint(x: 300, y: 400))
        host.touchMove(to: CGPoint(x: 288, y: 400))
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 288, y: 400)) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectIdentical(tabs.selectedViewController, vcs[1])
        expect(vcs[1].appearanceState == .appeared && vcs[0].appearanceState == .disappeared)
        expectLessThan(abs(shownX(vcs[1])), 1e-6)
        expect(tabs.invariantViolations().isEmpty)
    }
}
