import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A released interactive pop, still running, is caught by a new swipe where it is on screen and
/// follows the finger from there (a re-grab).
@MainActor
@Suite struct NavigationRegrabTests {
    @Test func aCancellingPopIsCaughtAndFinished() {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        // 120 pt slowly, resting before the lift: released below half the width, it cancels.
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 125, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 125, y: 400)) }
        host.touchUp()
        host.advance(by: 0.05)
        expectEqual(navigation.transitionRunner.running?.isTurnedBack, true)
        let released = b.view.layer.presentation()!.frame.minX
        expectGreaterThan(released, 10)
        expectLessThan(released, 120)
        // A new pan catches it when it begins (10 pt in): the view stops where it is on screen,
        // one frame of its way back further on, then moves with the finger, point for point.
        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.touchMove(to: CGPoint(x: 110, y: 400))
        host.step()
        let caught = b.view.layer.presentation()!.frame.minX
        expectLessThan(caught, released)
        expectGreaterThan(caught, released - 30)
        for x in stride(from: 120, through: 250, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        expectClose(b.view.layer.presentation()!.frame.minX, (caught + 140), within: 1e-6)
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        host.touchUp()
        host.runUntilIdle()
        // Released past half the width while moving right: the pop finishes.
        expectEqual(navigation.titles, ["A"])
        expectNil(b.parent)
        expect(navigation.invariantViolations().isEmpty)
    }

    /// The classic corruption: a pop re-grabbed and then cancelled must leave the bar showing the
    /// screen that stayed — its items the stack's, its title "B" and its back title "A", with no
    /// other text in the bar.
    @Test func aRegrabbedThenCancelledPopLeavesTheBarRight() {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        // Released past half the width while moving right: finishing.
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 245, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.touchUp()
        host.advance(by: 0.05)
        expectEqual(navigation.transitionRunner.running?.isTurnedBack, false)
        // Caught again by a pan that begins toward the trailing edge (as a content pop must),
        // then dragged back to the leading edge, resting there before the lift: cancelled.
        host.touchDown(at: CGPoint(x: 250, y: 400))
        host.touchMove(to: CGPoint(x: 262, y: 400))
        host.step()
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        for x in stride(from: 250, through: 10, by: -10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 10, y: 400)) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectEqual(navigation.titles, ["A", "B"])
        expectEqual(navigation.barTitles, ["A", "B"])
        expectIdentical(navigation.navigationBar.topItem, b.navigationItem)
        expectIdentical(navigation.navigationBar.backItem, a.navigationItem)
        let texts = shownTexts(in: navigation.navigationBar).filter { $0.opacity > 0.01 }.map(\.text).sorted()
        expectEqual(texts, ["A", "B"], "\(texts)")
        expectEqual(b.appearanceState, .appeared)
        expectEqual(a.appearanceState, .disappeared)
        expect(navigation.invariantViolations().isEmpty)
    }
}
