import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A zoom closed before its opening ends — a pop during the push, a dismissal during the
/// presentation — turns around where it is on screen, carrying its velocity; so does a closing
/// zoom asked to open again. The next zoom runs as usual, and the source is shown again.
///
/// Hand-worked motion: the opening runs on the critically damped spring of response 0.5 s,
/// q(t) = 1 − (1 + ωt)e^(−ωt), ω = 4π, from the tile S to full screen F. Turned at t₁ it is at
/// G = S + (F − S)·q(t₁), moving at (F − S)·q′(t₁), q′(t) = ω²t·e^(−ωt). The way back is
/// D = S − G = −q(t₁)(F − S), so the velocity along it is v₀ = −q′(t₁)/q(t₁) whole ways per second,
/// and the clip is at G + (S − G)·P(s), P(s) = 1 − (1 + (ω − v₀)s)e^(−ωs), s after the turn.
@MainActor
@Suite struct ZoomInterruptionTests {
    static let omega = 4 * Double.pi
    static func q(_ t: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }
    static func dq(_ t: Double) -> Double { omega * omega * t * exp(-omega * t) }

    @Test func aPopDuringTheZoomPushTurnsItBackIntoTheTile() throws {
        let stage = ZoomStage(item: 1)
        let source = stage.tileFrame(1), full = stage.fullFrame
        let t0 = stage.host.now
        stage.navigation.pushViewController(stage.detail, animated: true)
        var shown: [CGRect] = []
        for _ in 0..<6 {
            stage.host.step()
            shown.append(try unwrap(stage.clipFrame))
        }
        let t1 = stage.host.now - t0
        expect(ZoomOracle.close(shown[5], ZoomOracle.mix(source, full, Self.q(t1)), 1e-4))
        stage.navigation.popViewController(animated: true)
        let running = try unwrap(stage.navigation.transitionRunner.running)
        expect(running.isTurnedBack, "the pop turned the push around instead of waiting")
        let g = shown[5], v0 = -Self.dq(t1) / Self.q(t1)
        for frame in 1...12 {
            stage.host.step()
            let s = Double(frame) / 60
            let clip = try unwrap(stage.clipFrame)
            expect(
                ZoomOracle.close(clip, ZoomOracle.mix(g, source, ZoomOracle.progress(at: s, velocity: v0)), 1e-3),
                "\(frame) frames after the turn: \(clip)")
            shown.append(clip)
        }
        // No jump: the first step after the turn continues the step before it (same direction,
        // within the spring's change of speed over one frame).
        let before = shown[5].width - shown[4].width, after = shown[6].width - shown[5].width
        expectGreaterThan(before, 0, "\(before) then \(after)")
        expectGreaterThan(after, 0, "\(before) then \(after)")
        expectLessThan(abs(after - before), 0.5 * before, "\(before) then \(after)")
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
        // The next zoom runs as usual, in and out.
        stage.markCalls()
        stage.navigation.pushViewController(stage.detail, animated: true)
        stage.host.step()
        expect(stage.clipFrame != nil && stage.list.tiles[1].isHidden)
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectNothingLeft(stage, shown: stage.detail)
        stage.navigation.popViewController(animated: true)
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.list)
    }

    @Test func pushingAgainDuringTheZoomPopTurnsItForward() throws {
        let stage = ZoomStage(item: 2)
        stage.pushAndSettle()
        stage.navigation.popViewController(animated: true)
        for _ in 0..<5 { stage.host.step() }
        let caught = try unwrap(stage.clipFrame)
        expect(caught.width < stage.fullFrame.width - 1 && stage.list.tiles[2].isHidden)
        stage.navigation.pushViewController(stage.detail, animated: true)
        expectEqual(stage.navigation.transitionRunner.running?.isTurnedBack, true)
        stage.host.step()
        let next = try unwrap(stage.clipFrame)
        expectClose(next.width, caught.width, within: 30, "no jump: \(caught.width) → \(next.width)")
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.detail)
    }

    @Test func aDismissalDuringTheZoomPresentationTurnsItBackAndTheNextWorks() throws {
        let (host, list) = makeTileListHost()
        let provider = TileProvider()
        provider.list = list
        let detail = ZoomDetailController(item: 0)
        detail.preferredTransition = .zoom { provider.view(for: $0) }
        list.present(detail, animated: true)
        host.advance(by: 6.0 / 60)
        let clip = try unwrap(detail.view.superview)
        let caught = clip.convert(clip.bounds, to: nil)
        expectGreaterThan(caught.width, 101, "still growing: \(caught)")
        expectLessThan(caught.width, 389, "still growing: \(caught)")
        detail.dismiss(animated: true)
        host.step()
        let next = clip.convert(clip.bounds, to: nil)
        expectClose(next.width, caught.width, within: 30, "no jump: \(caught.width) → \(next.width)")
        expect(host.runUntilIdle())
        expectNil(list.presentedViewController)
        expectEqual(host.window.subviews, [list.view])
        expect(list.tiles.allSatisfy { !$0.isHidden })
        // Presented again: it zooms in and out as before.
        list.present(detail, animated: true)
        expect(host.runUntilIdle())
        expectIdentical(list.presentedViewController, detail)
        expectEqual(detail.view.frame, host.window.bounds)
        detail.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectNil(list.presentedViewController)
        expect(list.tiles.allSatisfy { !$0.isHidden })
        for vc in [list, detail] as [ViewController] {
            expectNil(AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: vc.timelineName)))
        }
    }

    @Test func aZoomDismissalGrabbedAndSentBackShowsTheSourceAgain() throws {
        let stage = ZoomStage(item: 1)
        stage.pushAndSettle()
        stage.navigation.popViewController(animated: true)
        for _ in 0..<5 { stage.host.step() }
        expect(stage.list.tiles[1].isHidden)
        let clip = try unwrap(stage.clipFrame)
        // Grabbed and flung up: the pop is cancelled, the detail springs back to full size.
        let start = CGPoint(x: clip.midX, y: clip.midY)
        stage.host.touchDown(at: start)
        for i in 1...6 { stage.host.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(i) * 40)) }
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectBalanced(stage)
        expectNothingLeft(stage, shown: stage.detail)
    }
}
