import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A navigation controller in a right-to-left interface mirrors its transitions, as UIKit's does:
/// a push comes in from the left edge while the covered screen moves 30 % to the right, and the
/// interactive pop starts at the right edge and follows a leftward finger.
@MainActor
@Suite struct RightToLeftNavigationTests {
    @Test func framesMirror() {
        let r = CGRect(x: 0, y: 0, width: 390, height: 844)
        let push = NavigationController.frames(for: .push, from: r, to: r, rightToLeft: true)
        expectEqual(push.toInitial.minX, -390)
        expectEqual(push.toFinal, r)
        expectEqual(push.fromFinal.minX, CGFloat(390 * 0.3))
        let pop = NavigationController.frames(for: .pop, from: r, to: r, rightToLeft: true)
        expectEqual(pop.fromFinal.minX, -390)
        expectEqual(pop.toInitial.minX, CGFloat(390 * 0.3))
        // Left to right, the same numbers the other way.
        let ltr = NavigationController.frames(for: .push, from: r, to: r)
        expectEqual(ltr.toInitial.minX, 390)
        expectEqual(ltr.fromFinal.minX, CGFloat(-390 * 0.3))
    }

    func makeStack() -> (TestHost, NavigationController, ViewController, ViewController) {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        host.window.screenTraits.layoutDirection = .rightToLeft
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.step()
        host.step()
        // Part way: B comes from the left, A moves right, the shadow on B's leading (right) edge.
        expectLessThan(b.view.layer.presentation()!.frame.minX, 0)
        expectGreaterThan(a.view.layer.presentation()!.frame.minX, 0)
        expectEqual(b.view.layer.shadowOffset.width, -NavigationSlideAnimator.shadowOffset.width)
        host.runUntilIdle()
        expectEqual(b.view.frame.minX, 0)
        host.timeline.removeAll()
        return (host, navigation, a, b)
    }

    @Test func aSwipeFromTheRightEdgePops() {
        let (host, navigation, _, b) = makeStack()
        host.touchDown(at: CGPoint(x: 385, y: 400))
        for x in stride(from: 365, through: 145, by: -20) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        expectClose(navigation.transitionRunner.running!.percentComplete, 240.0 / 390, within: 1e-9)
        // B follows the finger off to the left.
        expectLessThan(b.view.layer.presentation()!.frame.minX, 0)
        host.touchUp()
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func theLeftEdgeDoesNotPopRightToLeft() {
        let (host, navigation, _, _) = makeStack()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        // A flick toward the right edge from it is a cancelled pop, not a finished one.
        host.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 389, y: 400), duration: 0.1)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
    }
}
