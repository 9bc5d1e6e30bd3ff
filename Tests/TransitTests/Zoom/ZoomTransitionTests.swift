import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `ViewController.preferredTransition = .zoom(options:sourceViewProvider:)` (iOS 18's zoom) in a
/// navigation controller: the geometry against the critically damped spring computed here, the
/// provider asked again on the way back, the fallback without a source, the alignment rectangle,
/// the dimming, the drag (veto, grab mid-flight, release by projection) and clean endings.
@MainActor
@Suite struct ZoomTransitionTests {
    @Test func thePushGrowsOutOfTheSourceFrameOnTheSpring() {
        let stage = ZoomStage(item: 1)
        let source = stage.tileFrame(1)
        let full = stage.fullFrame
        let t0 = stage.host.window.currentTime
        stage.navigation.pushViewController(stage.detail, animated: true)
        // At once: the detail shows exactly through the source's frame, with its corners; the
        // source is hidden.
        expectEqual(stage.clipFrame.map { ZoomOracle.close($0, source) }, true)
        expectEqual(stage.driver?.clipView?.layer.cornerRadius, 12)
        expect(stage.list.tiles[1].isHidden)
        for frames in [3, 9, 18] {
            stage.host.advance(by: Double(frames) / 60 - (stage.host.window.currentTime - t0))
            let p = ZoomOracle.progress(at: stage.host.window.currentTime - t0)
            let clip = stage.clipFrame!
            expect(ZoomOracle.close(clip, ZoomOracle.mix(source, full, p), 1e-4), "at \(frames) frames: \(clip)")
            expectClose(stage.driver!.clipView!.layer.cornerRadius, 12 * CGFloat(1 - p), within: 1e-4)
            // The detail fills the clip's width (aspect-fill of a tall view into a square).
            let shown = stage.detail.view.convert(stage.detail.view.bounds, to: nil)
            expect(abs(shown.width - clip.width) < 1e-3 || abs(shown.height - clip.height) < 1e-3)
            expectClose(shown.midX, clip.midX, within: 1e-3)
            expectClose(shown.midY, clip.midY, within: 1e-3)
        }
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectIdentical(stage.detail.view.superview, stage.container)
        expectEqual(stage.detail.view.frame, stage.container.bounds)
        expect(stage.detail.view.transform.isIdentity)
        expect(!stage.list.tiles[1].isHidden)
        expectEqual(stage.container.subviews.count, 1, "only the detail's view is left: \(stage.container.subviews)")
    }

    @Test func thePopAsksTheProviderAgainAndLandsOnTheCurrentItem() {
        let stage = ZoomStage(item: 0)
        stage.pushAndSettle()
        expectEqual(stage.provider.calls.count, 1)
        stage.detail.item = 2  // the user moved on to another item in the detail
        stage.navigation.popViewController(animated: true)
        stage.host.advance(by: 1.0 / 60)
        // Asked again as the pop begins, then at every frame of the way into the source.
        expectGreaterThanOrEqual(stage.provider.calls.count, 2)
        expectIdentical(stage.provider.calls.last?.source, stage.list)
        expectIdentical(stage.provider.calls.last?.zoomed, stage.detail)
        expectEqual(stage.provider.calls.last?.item, 2)
        expect(stage.list.tiles[2].isHidden && !stage.list.tiles[0].isHidden)
        // Near the end the clip is all but the third tile's frame.
        stage.host.advance(by: 0.75)
        if let clip = stage.clipFrame {
            expect(ZoomOracle.close(clip, stage.tileFrame(2), 2))
        }
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List"])
        expectNil(stage.detail.view.superview)
        expectEqual(stage.container.subviews, [stage.list.view])
        expect(stage.list.tiles.allSatisfy { !$0.isHidden })
        expect(stage.detail.view.gestureRecognizers?.isEmpty ?? true, "the zoom's drag leaves with the detail")
    }

    @Test func withoutASourceTheDetailFadesAndScalesFromEightyPercent() {
        let stage = ZoomStage()
        stage.provider.returnsNil = true
        let full = stage.fullFrame
        let small = CGRect(
            x: full.midX - full.width * 0.4, y: full.midY - full.height * 0.4,
            width: full.width * 0.8, height: full.height * 0.8)
        let t0 = stage.host.window.currentTime
        stage.navigation.pushViewController(stage.detail, animated: true)
        expectEqual(stage.clipFrame.map { ZoomOracle.close($0, small) }, true)
        expectEqual(stage.driver?.clipView?.alpha, 0)
        stage.host.advance(by: 6.0 / 60)
        let p = ZoomOracle.progress(at: stage.host.window.currentTime - t0)
        expect(ZoomOracle.close(stage.clipFrame!, ZoomOracle.mix(small, full, p), 1e-4))
        expectClose(stage.driver!.clipView!.alpha, CGFloat(p), within: 1e-4)
        stage.host.runUntilIdle()
        expectEqual(stage.navigation.titles, ["List", "Detail"])
        expectEqual(stage.container.subviews, [stage.detail.view])
    }

    @Test func theAlignmentRectangleLandsOnTheSource() {
        let options = ViewController.Transition.ZoomOptions()
        var asked: [(View, ViewController)] = []
        options.alignmentRectProvider = { context in
            asked.append((context.sourceView, context.zoomedViewController))
            return CGRect(x: 0, y: 100, width: 390, height: 390)  // a square hero image
        }
        let stage = ZoomStage(item: 3, options: options)
        stage.navigation.pushViewController(stage.detail, animated: true)
        let hero = stage.detail.view.convert(CGRect(x: 0, y: 100, width: 390, height: 390), to: nil)
        expect(ZoomOracle.close(hero, stage.tileFrame(3), 1e-6), "\(hero)")
        expect(asked.count == 1 && asked[0].0 === stage.list.tiles[3] && asked[0].1 === stage.detail)
        stage.host.runUntilIdle()
        // An empty rectangle is reported and the whole view aligned.
        let bad = ViewController.Transition.ZoomOptions()
        bad.alignmentRectProvider = { _ in CGRect(x: 0, y: 0, width: 0, height: 10) }
        let other = ZoomStage(item: 0, options: bad)
        other.host.diagnostics.forward = nil
        other.navigation.pushViewController(other.detail, animated: true)
        expect(!other.host.diagnostics.diagnostics(withCode: "zoom.alignmentRect").isEmpty)
        let shown = other.detail.view.convert(other.detail.view.bounds, to: nil)
        expectClose(shown.width, 100, within: 1e-6)
        expectClose(shown.midY, other.tileFrame(0).midY, within: 1e-6)
    }

    @Test func theDimmingFollowsTheZoomWithTheColourAsked() {
        let stage = ZoomStage()
        stage.navigation.pushViewController(stage.detail, animated: true)
        let dimming = stage.driver!.dimmingView!
        expectEqual(dimming.backgroundColor, Color.black.withAlphaComponent(0.2))
        expectEqual(dimming.alpha, 0)
        stage.host.runUntilIdle()
        expectNil(dimming.superview)

        let options = ViewController.Transition.ZoomOptions()
        options.dimmingColor = Color(red: 0.5, green: 0, blue: 0, alpha: 0.6)
        let red = ZoomStage(options: options)
        let t0 = red.host.window.currentTime
        red.navigation.pushViewController(red.detail, animated: true)
        red.host.advance(by: 10.0 / 60)
        let p = ZoomOracle.progress(at: red.host.window.currentTime - t0)
        expectEqual(red.driver!.dimmingView!.backgroundColor, options.dimmingColor)
        expectClose(red.driver!.dimmingView!.alpha, CGFloat(p), within: 1e-4)
    }
}
