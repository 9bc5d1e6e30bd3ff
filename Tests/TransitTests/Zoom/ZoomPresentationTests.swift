import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `preferredTransition` on a presented controller: the zoom presents full screen and dismisses
/// into the current source, by code or by the drag; UIKit's other transitions map to the modal
/// transition styles' animations, for presentations and pushes.
@MainActor
@Suite struct ZoomPresentationTests {
    func makeHost() -> (TestHost, TileListController) { makeTileListHost() }

    @Test func aZoomPresentsFullScreenAndDismissesIntoTheCurrentTile() {
        let (host, list) = makeHost()
        let provider = TileProvider()
        provider.list = list
        let detail = ZoomDetailController(item: 0)
        detail.preferredTransition = .zoom { provider.view(for: $0) }
        expectEqual(detail.resolvedPresentationStyle, .fullScreen)
        list.present(detail, animated: true)
        host.advance(by: 2.0 / 60)
        expect(provider.calls.count == 1 && provider.calls[0].source === list && provider.calls[0].zoomed === detail)
        expect(list.tiles[0].isHidden)
        host.runUntilIdle()
        expectIdentical(list.presentedViewController, detail)
        expectEqual(detail.view.frame, host.window.bounds)
        expect(detail.view.transform.isIdentity)
        expect(!list.tiles[0].isHidden)
        expectNil(list.view.window, "a full-screen presentation takes the presenter's view away")

        detail.item = 3
        detail.dismiss(animated: true)
        host.advance(by: 2.0 / 60)
        // Asked again as the dismissal begins, then at every frame of the way into the source.
        expect(provider.calls.count >= 2 && provider.calls[1...].allSatisfy { $0.item == 3 })
        expect(list.view.window != nil && list.tiles[3].isHidden)
        // On the way back the clip follows the same spring into the fourth tile.
        host.advance(by: 8.0 / 60)
        let clip = detail.view.superview!
        let shown = clip.convert(clip.bounds, to: nil)
        let tile = list.tiles[3].convert(list.tiles[3].bounds, to: nil)
        // The dismissal starts on the run-loop turn after the call: find its start from the
        // clip's width, then check the other coordinates against the same progress.
        let p = (390 - shown.width) / (390 - 100)
        expectGreaterThan(p, 0.2)
        expectLessThan(p, 1)
        expect(ZoomOracle.close(shown, ZoomOracle.mix(host.window.bounds, tile, Double(p)), 1e-6))
        host.runUntilIdle()
        expectNil(list.presentedViewController)
        expectNil(detail.view.window)
        expectEqual(host.window.subviews, [list.view])
        expect(list.tiles.allSatisfy { !$0.isHidden })
        for vc in [list, detail] as [ViewController] {
            expectNil(AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: vc.timelineName)))
        }
    }

    @Test func aDragOnThePresentedDetailDismissesIt() {
        let (host, list) = makeHost()
        let provider = TileProvider()
        provider.list = list
        let detail = ZoomDetailController(item: 1)
        detail.preferredTransition = .zoom { provider.view(for: $0) }
        list.present(detail, animated: true)
        host.runUntilIdle()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        for i in 1...30 { host.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 10)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: 200, y: 600)) }
        host.touchUp()
        host.runUntilIdle()
        expectNil(list.presentedViewController)
        expectEqual(host.window.subviews, [list.view])
        expectGreaterThanOrEqual(provider.calls.count, 2)
        expect(list.tiles.allSatisfy { !$0.isHidden })
        for vc in [list, detail] as [ViewController] {
            expectNil(AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: vc.timelineName)))
        }
    }

    @Test func aPresentationGrabbedWhileGrowingCanBeSentBack() {
        let (host, list) = makeHost()
        let provider = TileProvider()
        provider.list = list
        let detail = ZoomDetailController(item: 2)
        detail.preferredTransition = .zoom { provider.view(for: $0) }
        list.present(detail, animated: true)
        host.advance(by: 6.0 / 60)
        let clip = detail.view.superview!.convert(detail.view.superview!.bounds, to: nil)
        expectLessThan(clip.width, 380)
        host.touchDown(at: CGPoint(x: clip.midX, y: clip.midY))
        for i in 1...30 { host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY + CGFloat(i) * 10)) }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: clip.midX, y: clip.midY + 300)) }
        host.touchUp()
        host.runUntilIdle()
        expectNil(list.presentedViewController)
        expectNil(detail.presentingViewController)
        expectEqual(host.window.subviews, [list.view])
        expect(list.tiles.allSatisfy { !$0.isHidden })
        // The presentation's appearance began and was reversed, with no viewDidAppear.
        let appearance = host.timeline.callbacks(of: "Detail").filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") }
            .filter { $0.contains("ppear(") }.map { $0.prefix { $0 != "(" } }
        expectEqual(appearance, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        for vc in [list, detail] as [ViewController] {
            expectNil(AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: vc.timelineName)))
        }
    }

    @Test func crossDissolveIsTheModalStylesAnimationForPresentAndPush() {
        let (host, list) = makeHost()
        let detail = NamedController("Faded")
        detail.modalPresentationStyle = .fullScreen
        detail.preferredTransition = .crossDissolve  // over modalTransitionStyle's cover
        list.present(detail, animated: true)
        host.advance(by: 2.0 / 60)
        let coordinator = detail.transitionCoordinator as? TransitionCoordinator
        expectEqual((coordinator?.animator as? ModalTransitionAnimator)?.kind, .crossDissolve)
        expectEqual(coordinator?.transitionDuration, 0.4)
        expectEqual(detail.view.frame, host.window.bounds, "a dissolve does not move the view")
        expect(detail.view.layer.presentation()!.opacity > 0 && detail.view.layer.presentation()!.opacity < 1)
        host.runUntilIdle()

        let pushed = NamedController("Flipped")
        pushed.preferredTransition = .flipHorizontal
        let (navHost, navigation) = makeNavigationHost(root: NamedController("Root"))
        navigation.pushViewController(pushed, animated: true)
        expectEqual((navigation.transitionRunner.running?.animator as? ModalTransitionAnimator)?.kind, .flipHorizontal)
        expectEqual(navigation.transitionRunner.running?.transitionDuration, 0.75)
        navHost.runUntilIdle()
        expectEqual(navigation.titles, ["Root", "Flipped"])
        navigation.popViewController(animated: true)
        expectEqual((navigation.transitionRunner.running?.animator as? ModalTransitionAnimator)?.isPresenting, false)
        navHost.runUntilIdle()
        expectEqual(navigation.titles, ["Root"])
        expectEqual(navigation.transitionContainer.subviews.count, 1)
    }

    @Test func aDelegateAnimatorStillWins() {
        let (host, navigation) = makeNavigationHost(root: NamedController("Root"))
        let delegate = RecordingNavigationDelegate()
        delegate.animator = { _ in LinearSlideAnimator(duration: 0.3) }
        navigation.delegate = delegate
        let detail = NamedController("Detail")
        detail.preferredTransition = .zoom { _ in nil }
        navigation.pushViewController(detail, animated: true)
        expect(navigation.transitionRunner.running?.animator is LinearSlideAnimator)
        host.runUntilIdle()
        expect(detail.view.gestureRecognizers?.isEmpty ?? true, "no zoom ran, so no zoom drag")
    }
}
