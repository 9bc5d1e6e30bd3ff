import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// The navigation scenes of seeds 002 and 003 run headless to the end with no diagnostics and
/// leave the state their captions describe.
@MainActor
@Suite struct NavigationDemoSceneTests {
    func run(_ name: String) throws -> (DemoStage, NavigationController) {
        let scene = try unwrap(DemoScene.named(name))
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        expect(stage.host.runUntilIdle(timeout: 1))
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        return (stage, navigation)
    }

    @Test func fadeSceneFadesInAndBackOut() throws {
        let (stage, navigation) = try run("navigation-fade")
        expectEqual(navigation.viewControllers.map(\.timelineName), ["Inbox"])
        let ended = stage.host.timeline.calls.filter { $0.contains("animationEnded") && $0.hasPrefix("FadeTransition") }
        expectEqual(ended, ["FadeTransition.animationEnded(true)", "FadeTransition.animationEnded(true)"])
    }

    @Test func customSceneUsesTheDelegatesAnimatorBothWays() throws {
        let (stage, navigation) = try run("navigation-custom")
        expectEqual(navigation.viewControllers.map(\.timelineName), ["Photos"])
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("CoverTransition.animationEnded") }
        expectEqual(ended, ["CoverTransition.animationEnded(true)", "CoverTransition.animationEnded(true)"])
    }

    @Test func backDuringPushSceneTurnsBothPushesBack() throws {
        let (stage, navigation) = try run("back-during-push")
        expectEqual(navigation.viewControllers.map(\.timelineName), ["Mail"])
        let turns = stage.host.timeline.calls.filter { $0.contains("turnAround") }
        expectEqual(turns, ["NavigationSlideAnimator.turnAround(toStart)", "CoverTransition.turnAround(toStart)"])
        let ended = stage.host.timeline.calls.filter { $0.contains("animationEnded") }
        expectEqual(ended, ["NavigationSlideAnimator.animationEnded(false)", "CoverTransition.animationEnded(false)"])
    }

    @Test func edgeSwipeSceneCancelsThenFinishes() throws {
        let (stage, navigation) = try run("navigation-edge-swipe")
        expectEqual(navigation.viewControllers.map(\.timelineName), ["Settings"])
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("NavigationSlideAnimator.animationEnded") }
        expectEqual(
            ended,
            [
                "NavigationSlideAnimator.animationEnded(true)",
                "NavigationSlideAnimator.animationEnded(false)",
                "NavigationSlideAnimator.animationEnded(true)"
            ])
        let general = stage.host.timeline.callbacks(of: "General").filter {
            $0.hasPrefix("view") && !$0.contains("Layout") && !$0.contains("Load")
        }
        expectEqual(
            general,
            [
                "viewWillAppear(true)", "viewDidAppear(true)",
                "viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)",
                "viewWillDisappear(true)", "viewDidDisappear(true)"
            ])
    }
}

/// The interactive scenes' gestures are replayed traces: what the host delivered is exactly the
/// library's traces, event for event.
@MainActor
@Suite struct ReplayedGestureSceneTests {
    @Test func theEdgeSwipeSceneDeliversTheLibrarysTwoEdgeSwipes() throws {
        let scene = try unwrap(DemoScene.named("navigation-edge-swipe"))
        let stage = DemoStage(size: scene.size, scale: 1)
        stage.host.startRecordingGesture()
        scene.script(stage)
        let recorded = try unwrap(stage.host.stopRecordingGesture())
        let expected =
            GestureTrace.edgeSwipe(in: scene.size, finishing: false).events
            + GestureTrace.edgeSwipe(in: scene.size, finishing: true).events
        expectEqual(recorded.events.map(\.phase), expected.map(\.phase))
        expectEqual(recorded.events.map(\.location), expected.map(\.location))
    }

    @Test func tableSelectionSceneCancelsThenFinishesAndClearsTheSelection() throws {
        let scene = try unwrap(DemoScene.named("table-selection"))
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        let list = try unwrap(navigation.viewControllers.first as? TableViewController)
        expectEqual(navigation.viewControllers.count, 1)
        expectNil(list.tableView.indexPathForSelectedRow)
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("NavigationSlideAnimator.animationEnded") }
        expectEqual(
            ended,
            [
                "NavigationSlideAnimator.animationEnded(true)",
                "NavigationSlideAnimator.animationEnded(false)",
                "NavigationSlideAnimator.animationEnded(true)"
            ])
    }
}
