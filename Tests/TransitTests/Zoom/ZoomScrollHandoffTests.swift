import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A scroll view in a zoomed detail hands the finger over to the zoom's drag: pulled down at its
/// top edge, the content stays pinned and the detail is dragged out of full size, one gesture
/// with no jump. Oracles: the content takes the finger's translation until its offset reaches
/// the top (offset₀ − T), the zoom the rest (T − offset₀), shrinking the detail by
/// 1 − 0.5·d/H; the release decides by the projection, as for the zoom's own drag.
@MainActor
@Suite struct ZoomScrollHandoffTests {
    /// A zoom stage whose detail holds a scroll view covering it, scrolled to `offset`.
    func stage(offset: CGFloat) -> (ZoomStage, ScrollView) {
        let stage = ZoomStage(item: 1)
        let scroll = ScrollView(frame: stage.detail.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 10, height: 3000)
        stage.detail.view.addSubview(scroll)
        stage.pushAndSettle()
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        return (stage, scroll)
    }

    func pull(_ stage: ZoomStage, by dy: CGFloat, steps: Int) {
        stage.host.touchDown(at: CGPoint(x: 200, y: 300))
        for i in 1...steps { stage.host.touchMove(to: CGPoint(x: 200, y: 300 + dy * CGFloat(i) / CGFloat(steps))) }
    }

    @Test func pullingPastTheTopHandsTheRestToTheZoomWhichPops() throws {
        let (stage, scroll) = stage(offset: 100)
        pull(stage, by: 200, steps: 20)
        expectGreaterThan(scroll.panGestureRecognizer.translation(in: nil).y, 150)
        // The content went back to its top and stays there.
        expectEqual(scroll.contentOffset.y, 0)
        // The rest drags the zoom: an interactive pop shrinking the detail by 1 − 0.5·(T − 100)/H.
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, true)
        // (Once the detail shrinks, the scroll view's own coordinates are scaled: the zoom counts
        // the finger's travel in the window, the content took its first 100 pt at full size.)
        let tw = scroll.panGestureRecognizer.translation(in: nil).y
        let clip = try unwrap(stage.clipFrame)
        let k = 1 - 0.5 * (tw - 100) / stage.container.bounds.height
        expectClose(clip.height, stage.fullFrame.height * k, within: 1e-6, "\(clip) vs \(k)")
        // The point where the content reached its top keeps its place in the clip, T − 100 lower.
        let anchorY = 300 + (200 - tw) + 100  // the finger's window y when the content hit its top
        let w = (anchorY + (tw - 100) - clip.minY) / clip.height
        expectClose(w, (anchorY - stage.fullFrame.minY) / stage.fullFrame.height, within: 1e-6)
        // On down, held still and lifted past a quarter of the height: the detail zooms home.
        for i in 1...15 { stage.host.touchMove(to: CGPoint(x: 200, y: 500 + CGFloat(i) * 10)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: 200, y: 650)) }
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectEqual(scroll.contentOffset.y, 0)
        for vc in [stage.list, stage.detail] as [ViewController] {
            expectNil(AppearanceAutomaton.firstIllegalStep(stage.appearanceSinceMark(of: vc)))
        }
        expectEqual(stage.container.subviews, [stage.list.view])
        expect(stage.list.tiles.allSatisfy { !$0.isHidden })
    }

    @Test func aShortPullBelowTheTopSpringsBackAndTheDetailStays() throws {
        let (stage, scroll) = stage(offset: 0)
        pull(stage, by: 80, steps: 10)
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, true)
        expectEqual(scroll.contentOffset.y, 0)
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: 200, y: 380)) }
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectEqual(scroll.contentOffset.y, 0)
        expectEqual(stage.container.subviews, [stage.detail.view])
        expect(stage.detail.view.transform.isIdentity)
        expectEqual(stage.detail.view.frame, stage.container.bounds)
    }

    @Test func contentAwayFromItsTopOnlyScrolls() {
        let (stage, scroll) = stage(offset: 300)
        pull(stage, by: 120, steps: 12)
        let t = scroll.panGestureRecognizer.translation(in: scroll).y
        expectNil(stage.navigation.transitionRunner.running)
        expectClose(scroll.contentOffset.y, (300 - t), within: 1e-9)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        // Pulled up at the top: the content scrolls, the zoom is not involved.
        scroll.contentOffset = .zero
        stage.host.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...10 { stage.host.touchMove(to: CGPoint(x: 200, y: 600 - CGFloat(i) * 10)) }
        expectNil(stage.navigation.transitionRunner.running)
        expectGreaterThan(scroll.contentOffset.y, 50)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
    }
}
