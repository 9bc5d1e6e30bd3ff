import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// iOS 26's content-area pop: a leading-to-trailing pan anywhere in the content pops
/// interactively, unless an inner scroll view or control takes horizontal drags.
@MainActor
@Suite struct NavigationContentPopTests {
    private func stack(content: ((View) -> Void)? = nil) -> (TestHost, NavigationController, ViewController, ViewController) {
        let a = NamedController("A"), b = NamedController("B")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        content?(b.view)
        host.step()
        return (host, navigation, a, b)
    }

    @Test func aRightwardPanMidScreenPopsAndFollowsTheFinger() {
        let (host, navigation, _, b) = stack()
        expectEqual(navigation.interactiveContentPopGestureRecognizer?.name, "interactiveContentPopGestureRecognizer")
        host.touchDown(at: CGPoint(x: 150, y: 500))
        for x in stride(from: 160, through: 250, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 500)) }
        host.step()
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        // The finger moved 100 pt: the top view is 100 pt across, under it.
        expectClose(b.view.layer.presentation()!.frame.minX, 100, within: 1e-6)
        for x in stride(from: 260, through: 330, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 500)) }
        host.touchUp()
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func aLeftwardOrVerticalPanDoesNotPop() {
        let (host, navigation, _, _) = stack()
        host.drag(from: CGPoint(x: 250, y: 500), to: CGPoint(x: 100, y: 500), duration: 0.3)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 220, y: 600), duration: 0.3)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        expectNil(navigation.transitionRunner.running)
    }

    @Test func aVerticalListUnderTheFingerScrollsVerticallyAndPopsHorizontally() {
        let list = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let (host, navigation, _, _) = stack { $0.addSubview(list) }
        list.contentSize = CGSize(width: 390, height: 3000)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 205, y: 300), duration: 0.3)
        host.runUntilIdle()
        expectGreaterThan(list.contentOffset.y, 200)
        expectEqual(navigation.titles, ["A", "B"])
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 405), duration: 0.2)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func aHorizontalScrollViewKeepsItsDrags() {
        let pager = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        let (host, navigation, _, _) = stack { $0.addSubview(pager) }
        pager.contentSize = CGSize(width: 390 * 3, height: 200)
        pager.contentOffset = CGPoint(x: 390, y: 0)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
        expectLessThan(pager.contentOffset.x, 390)
    }

    @Test func disabledItNeverPops() {
        let (host, navigation, _, _) = stack()
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A", "B"])
    }

    @Test func aGestureThatRequiresItToFailWaits() {
        var recognized = 0
        let pan = PanGestureRecognizer { recognizer in if recognizer.state == .began { recognized += 1 } }
        let (host, navigation, _, b) = stack()
        b.view.addGestureRecognizer(pan)
        pan.require(toFail: navigation.interactiveContentPopGestureRecognizer!)
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.2)
        host.runUntilIdle()
        expectEqual(recognized, 0)
        expectEqual(navigation.titles, ["A"])
        // Leftward, the content pop fails and the pan goes ahead.
        let c = NamedController("C")
        navigation.pushViewController(c, animated: false)
        c.view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
        expectEqual(recognized, 1)
    }
}
