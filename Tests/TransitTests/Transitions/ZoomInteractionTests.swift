import Foundation
import Testing
@testable import Transit
import TransitTesting

/// The zoom's drag: the detail can be grabbed at rest or while it still zooms, follows the finger
/// (moved with it, shrinking with the distance), and on release lands by the projected position
/// with the finger's velocity handed to the spring; `interactiveDismissShouldBegin` can veto.
/// Appearance callbacks stay balanced and nothing is left behind.
@MainActor
@Suite struct ZoomInteractionTests {
    /// Every appearance sequence of the two controllers is legal and ends settled.
    func expectBalanced(_ stage: ZoomStage, sourceLocation: SourceLocation = #_sourceLocation) {
        for vc in [stage.list, stage.detail] as [ViewController] {
            let calls = stage.appearanceSinceMark(of: vc)
            #expect(AppearanceAutomaton.firstIllegalStep(calls) == nil, "\(vc.timelineName): \(calls)",
                    sourceLocation: sourceLocation)
        }
    }

    func expectNothingLeft(_ stage: ZoomStage, shown: ViewController, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stage.container.subviews == [shown.view], "\(stage.container.subviews)", sourceLocation: sourceLocation)
        #expect(shown.view.frame == stage.container.bounds, sourceLocation: sourceLocation)
        #expect(shown.view.transform.isIdentity, sourceLocation: sourceLocation)
        #expect(stage.list.tiles.allSatisfy { !$0.isHidden }, sourceLocation: sourceLocation)
        #expect(stage.navigation.inFlight == nil, sourceLocation: sourceLocation)
    }

    @Test func aLongDragDownFromRestPopsIntoTheSource() {
        let stage = ZoomStage(item: 1)
        stage.pushAndSettle()
        let start = CGPoint(x: 200, y: 300)
        stage.host.touchDown(at: start)
        for i in 1...10 { stage.host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 10)) }
        // The pop is running, interactive, and follows the finger: the point under the finger
        // stays under it, the detail shrinks by 1 − 0.5·d/H.
        #expect(stage.navigation.inFlight?.isInteractive == true)
        #expect(stage.host.window.hitTest(CGPoint(x: 200, y: 400), with: nil) === stage.detail.view)
        let clip = stage.clipFrame!
        let grabbed = stage.fullFrame
        let pan = stage.detail.view.gestureRecognizers!.compactMap { $0 as? PanGestureRecognizer }.first!
        let moved = pan.translation(in: nil)
        let k = 1 - 0.5 * min(1, (moved.x * moved.x + moved.y * moved.y).squareRoot() / stage.container.bounds.height)
        #expect(abs(clip.width - grabbed.width * k) < 1e-6)
        // The anchor (the first touch, where the recognizer began) keeps its place in the clip.
        let anchor = CGPoint(x: 200, y: 300)
        let u = (anchor.x + moved.x - clip.minX) / clip.width, w = (anchor.y + moved.y - clip.minY) / clip.height
        #expect(abs(u - (anchor.x - grabbed.minX) / grabbed.width) < 1e-6)
        #expect(abs(w - (anchor.y - grabbed.minY) / grabbed.height) < 1e-6)
        // Down 250 pt more, held still, lifted: past a quarter of the height, it dismisses.
        for i in 1...25 { stage.host.touchMove(to: CGPoint(x: 200, y: 400 + CGFloat(i) * 10)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: 200, y: 650)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List"])
        #expect(stage.provider.calls.count >= 2 && stage.provider.calls.last?.item == 1)
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        #expect(stage.callsSinceMark.contains("Detail.viewDidDisappear(true)"))
    }

    @Test func aShortDragFromRestSpringsBackAndCancelsThePop() {
        let stage = ZoomStage(item: 0)
        stage.pushAndSettle()
        stage.slowDrag(from: CGPoint(x: 200, y: 300), dy: 120)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List", "Detail"])
        // A cancelled pop (DESIGN §4): the appearances begun are reversed, no "did" for them.
        #expect(stage.callsSinceMark == [
            "Detail.willMove(toParent: nil)",
            "Detail.viewWillDisappear(true)", "List.viewWillAppear(true)",
            "List.viewWillDisappear(true)", "List.viewDidDisappear(true)",
            "Detail.viewWillAppear(true)", "Detail.viewDidAppear(true)",
            "Detail.didMove(toParent: Nav)",
        ])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.detail)
        // The drag is still there for the next time.
        #expect(stage.detail.view.gestureRecognizers?.contains { $0 is PanGestureRecognizer } == true)
    }

    @Test func aFlickDismissesByItsProjection() {
        // 60 pt moved, but at ~1200 pt/s the projection ((v/1000)·0.998/0.002 ≈ 600 pt) passes
        // a quarter of the height (211 pt).
        let stage = ZoomStage(item: 2)
        stage.pushAndSettle()
        stage.host.touchDown(at: CGPoint(x: 200, y: 300))
        for i in 1...4 { stage.host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 20)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
    }

    @Test func theDetailCanBeGrabbedWhileItZoomsInAndPushedBackIntoItsSource() {
        let stage = ZoomStage(item: 0)
        stage.navigation.pushViewController(stage.detail, animated: true)
        stage.host.advance(by: 6.0 / 60)
        let before = stage.clipFrame!
        #expect(before.width < stage.fullFrame.width - 1, "still zooming")
        // Grab it mid-flight: the spring stops where it is.
        let point = CGPoint(x: before.midX, y: before.midY)
        stage.host.touchDown(at: point)
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 4))
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        let held = stage.clipFrame!
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        #expect(stage.clipFrame == held, "held still by the finger, the zoom does not move on")
        #expect(stage.navigation.inFlight?.isInteractive == true)
        // Dragged far down and released: the push is cancelled, the detail back in its tile.
        for i in 1...30 { stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12 + CGFloat(i) * 10)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 312)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List"])
        #expect(stage.detail.parent == nil)
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        #expect(stage.detail.view.gestureRecognizers?.isEmpty ?? true)
    }

    @Test func aZoomGrabbedAndLetGoWithoutMovingCarriesOn() {
        let stage = ZoomStage(item: 0)
        stage.navigation.pushViewController(stage.detail, animated: true)
        stage.host.advance(by: 5.0 / 60)
        let clip = stage.clipFrame!
        stage.host.touchDown(at: CGPoint(x: clip.midX, y: clip.midY))
        stage.host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY + 12))
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY + 12)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List", "Detail"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.detail)
    }

    @Test func interactiveDismissShouldBeginCanVeto() {
        let options = ViewController.Transition.ZoomOptions()
        final class Gate { var asked: [(CGPoint, Bool)] = []; var allow = false }
        let gate = Gate()
        options.interactiveDismissShouldBegin = { context in
            gate.asked.append((context.location, context.willBegin))
            return gate.allow
        }
        let stage = ZoomStage(options: options)
        stage.pushAndSettle()
        stage.slowDrag(from: CGPoint(x: 200, y: 300), dy: 400)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(gate.asked.count == 1 && gate.asked[0].1 == true)
        #expect(stage.navigation.titles == ["List", "Detail"])
        #expect(stage.callsSinceMark.isEmpty)
        expectNothingLeft(stage, shown: stage.detail)
        // While zooming out, a grab is asked with willBegin false.
        gate.allow = true
        stage.navigation.popViewController(animated: true)
        stage.host.advance(by: 3.0 / 60)
        let clip = stage.clipFrame!
        gate.allow = false
        stage.host.touchDown(at: CGPoint(x: clip.midX, y: clip.midY))
        stage.host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY - 20))
        #expect(gate.asked.last?.1 == false)
        #expect(stage.navigation.inFlight?.isInteractive == false, "vetoed: the zoom runs on")
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.navigation.titles == ["List"])
        expectNothingLeft(stage, shown: stage.list)
    }
}
