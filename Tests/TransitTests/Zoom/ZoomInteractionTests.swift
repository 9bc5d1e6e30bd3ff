import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The zoom's drag: the detail can be grabbed at rest or while it still zooms, follows the finger
/// (moved with it, shrinking with the distance), and on release lands by the projected position
/// with the finger's velocity handed to the spring; `interactiveDismissShouldBegin` can veto.
/// Appearance callbacks stay balanced and nothing is left behind.
@MainActor
@Suite struct ZoomInteractionTests {
    /// Every appearance sequence of the two controllers is legal and ends settled.
    @Test func aLongDragDownFromRestPopsIntoTheSource() {
        let stage = ZoomStage(item: 1)
        stage.pushAndSettle()
        let start = CGPoint(x: 200, y: 300)
        stage.host.touchDown(at: start)
        for i in 1...10 { stage.host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 10)) }
        // The pop is running, interactive, and follows the finger: the point under the finger
        // stays under it, the detail shrinks by 1 − 0.5·d/H.
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, true)
        expectIdentical(stage.host.window.hitTest(CGPoint(x: 200, y: 400), with: nil), stage.detail.view)
        let clip = stage.clipFrame!
        let grabbed = stage.fullFrame
        let pan = stage.detail.view.gestureRecognizers!.compactMap { $0 as? PanGestureRecognizer }.first!
        let moved = pan.translation(in: nil)
        let k = 1 - 0.5 * min(1, (moved.x * moved.x + moved.y * moved.y).squareRoot() / stage.container.bounds.height)
        expectClose(clip.width, grabbed.width * k, within: 1e-6)
        // The anchor (the first touch, where the recognizer began) keeps its place in the clip.
        let anchor = CGPoint(x: 200, y: 300)
        let u = (anchor.x + moved.x - clip.minX) / clip.width, w = (anchor.y + moved.y - clip.minY) / clip.height
        expectClose(u, (anchor.x - grabbed.minX) / grabbed.width, within: 1e-6)
        expectClose(w, (anchor.y - grabbed.minY) / grabbed.height, within: 1e-6)
        // Down 250 pt more, held still, lifted: past a quarter of the height, it dismisses.
        for i in 1...25 { stage.host.touchMove(to: CGPoint(x: 200, y: 400 + CGFloat(i) * 10)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: 200, y: 650)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List"])
        expectGreaterThanOrEqual(stage.provider.calls.count, 2)
        expect(stage.provider.calls.last?.item == 1)
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        expect(stage.callsSinceMark.contains("Detail.viewDidDisappear(true)"))
    }

    @Test func aShortDragFromRestSpringsBackAndCancelsThePop() {
        let stage = ZoomStage(item: 0)
        stage.pushAndSettle()
        stage.slowDrag(from: CGPoint(x: 200, y: 300), dy: 120)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        // A cancelled pop (DESIGN §4): the appearances begun are reversed, no "did" for them.
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
        // The drag is still there for the next time.
        expectEqual(stage.detail.view.gestureRecognizers?.contains { $0 is PanGestureRecognizer }, true)
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
        expectEqual(stage.navigation.titles, ["List"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
    }

    @Test func theDetailCanBeGrabbedWhileItZoomsInAndPushedBackIntoItsSource() {
        let stage = ZoomStage(item: 0)
        stage.navigation.pushViewController(stage.detail, animated: true)
        stage.host.advance(by: 6.0 / 60)
        let before = stage.clipFrame!
        expectLessThan(before.width, stage.fullFrame.width - 1, "still zooming")
        // Grab it mid-flight: the spring stops where it is.
        let point = CGPoint(x: before.midX, y: before.midY)
        stage.host.touchDown(at: point)
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 4))
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        let held = stage.clipFrame!
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12))
        expectEqual(stage.clipFrame, held, "held still by the finger, the zoom does not move on")
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, true)
        // Dragged far down and released: the push is cancelled, the detail back in its tile.
        for i in 1...30 { stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 12 + CGFloat(i) * 10)) }
        for _ in 0..<10 { stage.host.touchMove(to: CGPoint(x: point.x, y: point.y + 312)) }
        stage.host.touchUp()
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List"])
        expectNil(stage.detail.parent)
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        expect(stage.detail.view.gestureRecognizers?.isEmpty ?? true)
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
        expectEqual(stage.navigation.titles, ["List", "Detail"])
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
        expect(gate.asked.count == 1 && gate.asked[0].1 == true)
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expect(stage.callsSinceMark.isEmpty)
        expectNothingLeft(stage, shown: stage.detail)
        // While zooming out, a grab is asked with willBegin false.
        gate.allow = true
        stage.navigation.popViewController(animated: true)
        stage.host.advance(by: 3.0 / 60)
        let clip = stage.clipFrame!
        gate.allow = false
        stage.host.touchDown(at: CGPoint(x: clip.midX, y: clip.midY))
        stage.host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY - 20))
        expectEqual(gate.asked.last?.1, false)
        expectEqual(stage.navigation.transitionRunner.running?.isInteractive, false, "vetoed: the zoom runs on")
        stage.host.touchUp()
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List"])
        expectNothingLeft(stage, shown: stage.list)
    }
}

/// The velocity hand-off, reduce motion, the animation speed, bad sources and release of the
/// controllers, with the driver called directly so the oracles are exact.
@MainActor
@Suite struct ZoomDriverTests {
    @Test func theReleaseVelocityIsHandedToTheSpring() {
        let stage = ZoomStage(item: 0)
        stage.pushAndSettle()
        // A pop grabbed at once by code, dragged 100 pt down and released at 800 pt/s downward,
        // which projects 100 + 0.8·499 = 499.2 pt: past a quarter of 753 pt, it lands in the tile.
        let driver = ZoomTransitionDriver(options: stage.options, provider: { stage.provider.view(for: $0) }, zoomingIn: false)
        driver.grab(at: CGPoint(x: 195, y: 400))
        stage.detail.transitionState.pendingZoomDriver = driver
        stage.navigation.popViewController(animated: true)
        driver.drag(by: CGPoint(x: 0, y: 100))
        let start = driver.current.clip
        let t0 = stage.host.window.currentTime
        driver.release(velocity: CGPoint(x: 0, y: 800))
        let target = driver.atSource.clip
        let dx = target.midX - start.midX, dy = target.midY - start.midY
        let v0 = Double(800 * dy / (dx * dx + dy * dy))
        for _ in 0..<4 {
            stage.host.advance(by: 1.0 / 60)
            let p = ZoomOracle.progress(at: stage.host.window.currentTime - t0, velocity: v0)
            let frame = driver.current.clip
            expect(ZoomOracle.close(frame, ZoomOracle.mix(start, target, p), 1e-6), "\(frame)")
        }
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List"])
    }

    @Test func reduceMotionMakesTheZoomACrossFadeAndSpeedScalesTime() {
        let stage = ZoomStage(item: 1)
        stage.host.window.motionSettings = MotionSettings(reduceMotion: true, animationSpeed: 0.5)
        let t0 = stage.host.window.currentTime
        stage.navigation.pushViewController(stage.detail, animated: true)
        expect(!stage.list.tiles[1].isHidden)
        stage.host.advance(by: 6.0 / 60)
        // At half speed, 0.1 s of the clock is 0.05 s of the spring.
        let p = ZoomOracle.progress(at: (stage.host.window.currentTime - t0) * 0.5)
        expectEqual(stage.clipFrame.map { ZoomOracle.close($0, stage.fullFrame) }, true)
        expectClose(stage.driver!.clipView!.alpha, CGFloat(p), within: 1e-6)
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List", "Detail"])
    }

    @Test func aSourceOutsideTheWindowIsReportedAndFadedFrom() {
        let stage = ZoomStage(item: 0)
        stage.host.diagnostics.forward = nil
        let stray = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.detail.preferredTransition = .zoom { _ in stray }
        stage.navigation.pushViewController(stage.detail, animated: true)
        expect(!stage.host.diagnostics.diagnostics(withCode: "zoom.sourceView").isEmpty)
        expectEqual(stage.driver?.clipView?.alpha, 0)
        expect(!stray.isHidden)
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List", "Detail"])
    }

    @Test func thePoppedControllerIsReleased() {
        let list = TileListController()
        let (host, navigation) = makeNavigationHost(root: list)
        weak var weakDetail: ViewController?
        do {
            let detail = ZoomDetailController(item: 0)
            detail.preferredTransition = .zoom { [weak list] _ in list?.tiles[0] }
            weakDetail = detail
            navigation.pushViewController(detail, animated: true)
            host.runUntilIdle()
            navigation.popViewController(animated: true)
            host.runUntilIdle()
        }
        expectEqual(navigation.titles, ["List"])
        expectNil(weakDetail)
    }
}
