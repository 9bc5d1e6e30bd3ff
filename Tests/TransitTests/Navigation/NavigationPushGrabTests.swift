import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// iOS 26's interruptible navigation: a pan begun while a push still animates catches the push
/// where it is on screen, takes it back point for point with the finger, and on release runs on
/// to the new screen or back to the old one, the way the finger decided.
@MainActor
@Suite struct NavigationPushGrabTests {
    /// A push of B over A, 8 frames into its animation.
    private func pushing() -> (TestHost, NavigationController, NamedController, NamedController) {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        for _ in 0..<8 { host.step() }
        host.timeline.removeAll()
        return (host, navigation, a, b)
    }

    private func shown(_ controller: ViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    /// The controller's appearance callbacks since the push was caught.
    private func callbacks(_ host: TestHost, _ controller: NamedController) -> [String] {
        host.timeline.entries.filter { $0.object == controller.timelineName }.map(\.callback)
            .filter { $0.hasPrefix("view") && $0.contains("ppear") }
    }

    @Test func aContentPanCatchesAPushAndTakesItBack() {
        let (host, navigation, a, b) = pushing()
        host.touchDown(at: CGPoint(x: 150, y: 500))
        host.touchMove(to: CGPoint(x: 160, y: 500))
        host.step()
        let caught = shown(b)
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        expectGreaterThan(caught, 20)
        expectLessThan(caught, 370)
        // Held: without the finger moving, nothing moves.
        for _ in 0..<5 { host.step() }
        expectClose(shown(b), caught, within: 1e-9)
        // 100 pt toward the trailing edge: the pushed view is 100 pt further back, under the finger.
        for x in stride(from: 170, through: 260, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 500)) }
        host.step()
        expectClose(shown(b), (caught + 100), within: 1e-6)
        for x in stride(from: 270, through: 380, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 500)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 380, y: 500)) }
        host.touchUp()
        expect(host.runUntilIdle())
        // Past half the width: the push is cancelled, A never left, B never appeared.
        expectEqual(navigation.titles, ["A"])
        expectEqual(a.appearanceState, .appeared)
        expectEqual(b.appearanceState, .disappeared)
        expectEqual(callbacks(host, b), ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        expectEqual(callbacks(host, a), ["viewWillAppear(true)", "viewDidAppear(true)"])
        expect(navigation.invariantViolations().isEmpty)
    }

    @Test func aShortHoldLetsThePushCarryOn() {
        let (host, navigation, a, b) = pushing()
        host.touchDown(at: CGPoint(x: 150, y: 500))
        for x in stride(from: 160, through: 180, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 500)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 180, y: 500)) }
        host.step()
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        host.touchUp()
        expect(host.runUntilIdle())
        expectEqual(navigation.titles, ["A", "B"])
        expectLessThan(abs(shown(b)), 1e-6)
        expectEqual(a.appearanceState, .disappeared)
        expectEqual(b.appearanceState, .appeared)
        expectEqual(callbacks(host, b), ["viewDidAppear(true)"])
    }

    /// A quick flick back of 60 pt projects far past half the width: the push turns back.
    @Test func aFlickBackTurnsThePushAround() {
        let (host, navigation, _, b) = pushing()
        host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 210, y: 500), duration: 0.05)
        expect(host.runUntilIdle())
        expectEqual(navigation.titles, ["A"])
        expectEqual(b.appearanceState, .disappeared)
    }

    /// A push that has ended is not caught: the pan pops as usual.
    @Test func afterThePushAPanPops() {
        let (host, navigation, _, _) = pushing()
        expect(host.runUntilIdle())
        host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 380, y: 500), duration: 0.2)
        expect(host.runUntilIdle())
        expectEqual(navigation.titles, ["A"])
    }
}
