import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The navigation controller's edge swipe on a controller pushed with `.zoom` (iOS 18): the pop
/// follows the finger as a zoom — the detail moves with the finger and shrinks by
/// 1 − 0.5·d/H — and on release zooms back into the source when the finger's projected travel,
/// `x + (v/1000)·r/(1−r)` with r = 0.998, passes half the width, or springs back to full size
/// (a cancelled pop, DESIGN §4).
@MainActor
@Suite struct ZoomEdgeSwipeTests {
    /// Swipes from the left edge at height 400 by `dx` in `steps` frames, then holds still for
    /// `hold` frames.
    func swipe(_ stage: ZoomStage, dx: CGFloat, steps: Int, hold: Int) {
        stage.host.touchDown(at: CGPoint(x: 2, y: 400))
        for i in 1...steps { stage.host.touchMove(to: CGPoint(x: 2 + dx * CGFloat(i) / CGFloat(steps), y: 400)) }
        for _ in 0..<hold { stage.host.touchMove(to: CGPoint(x: 2 + dx, y: 400)) }
    }

    @Test func aLongEdgeSwipeZoomsTheDetailBackIntoItsSource() throws {
        let stage = ZoomStage(item: 1)
        stage.pushAndSettle()
        swipe(stage, dx: 120, steps: 12, hold: 0)
        // The pop runs interactively, driven by the zoom the edge swipe holds.
        let coordinator = try unwrap(stage.navigation.transitionRunner.running)
        expect(coordinator.isInteractive)
        let driver = try unwrap(stage.driver)
        expect(driver.releasesByEdgeSwipe)
        expect(driver.isGrabbed)
        // The detail follows the finger, shrinking with its travel; the screen behind is the list.
        let edge = try unwrap(stage.navigation.interactivePopGestureRecognizer as? PanGestureRecognizer)
        let moved = edge.translation(in: nil)
        expectGreaterThan(moved.x, 100)
        expectEqual(moved.y, 0)
        let k = 1 - 0.5 * min(1, moved.x / stage.container.bounds.height)
        let clip = try unwrap(stage.clipFrame)
        expectClose(clip.width, stage.fullFrame.width * k, within: 1e-6)
        expectClose(clip.height, stage.fullFrame.height * k, within: 1e-6)
        // The first touch keeps its place in the clip: it is at the same fraction of the clip.
        let u = (2 + moved.x - clip.minX) / clip.width
        expectClose(u, (2 - stage.fullFrame.minX) / stage.fullFrame.width, within: 1e-6)
        expectNotNil(stage.list.view.window)
        // On to 250 pt (past half of 390), held still and lifted: it lands on the source.
        for i in 1...13 { stage.host.touchMove(to: CGPoint(x: 122 + CGFloat(i) * 10, y: 400)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: 252, y: 400)) }
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectGreaterThanOrEqual(stage.provider.calls.count, 2)
        expect(stage.provider.calls.last?.item == 1)
        expect(stage.callsSinceMark.contains("Detail.viewDidDisappear(true)"))
        expect(stage.callsSinceMark.contains("List.viewDidAppear(true)"))
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        expect(stage.host.diagnostics.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aShortEdgeSwipeHeldStillSpringsBackAndCancelsThePop() {
        let stage = ZoomStage(item: 0)
        stage.pushAndSettle()
        swipe(stage, dx: 150, steps: 15, hold: 10)  // 150 pt < 195 pt, no velocity
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, true)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectEqual(
            stage.callsSinceMark,
            [
                "Detail.willMove(toParent: nil)",
                "Detail.viewWillDisappear(true)", "List.viewWillAppear(true)",
                "List.viewWillDisappear(true)", "List.viewDidDisappear(true)",
                "Detail.viewWillAppear(true)", "Detail.viewDidAppear(true)",
                "Detail.didMove(toParent: Nav)"
            ])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.detail)
        // Both gestures are still there for the next time: a second, long swipe pops.
        swipe(stage, dx: 250, steps: 25, hold: 10)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectNothingLeft(stage, shown: stage.list)
    }

    @Test func aShortFlickFromTheEdgePopsByItsProjection() {
        // 80 pt in 4 frames (1200 pt/s): projected 80 + 1.2·499 ≈ 679 pt > 195 pt.
        let stage = ZoomStage(item: 2)
        stage.pushAndSettle()
        swipe(stage, dx: 80, steps: 4, hold: 0)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
    }

    @Test func interactiveDismissShouldBeginCanRefuseTheEdgeSwipe() {
        final class Gate { var asked: [Bool] = [] }
        let gate = Gate()
        let options = ViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { context in
            gate.asked.append(context.willBegin); return false
        }
        let stage = ZoomStage(item: 0, options: options)
        stage.pushAndSettle()
        swipe(stage, dx: 250, steps: 10, hold: 0)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(gate.asked, [true])
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectNothingLeft(stage, shown: stage.detail)
    }
}
