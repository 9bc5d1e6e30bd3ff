import Foundation
import Testing
@testable import TransitDemo

/// The navigation scenes of seeds 002 and 003 run headless to the end with no diagnostics and
/// leave the state their captions describe.
@MainActor
@Suite struct NavigationDemoSceneTests {
    func run(_ name: String) throws -> (DemoStage, NavigationController) {
        let scene = try #require(DemoScene.named(name))
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        #expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        #expect(stage.host.runUntilIdle(timeout: 1))
        let navigation = try #require(stage.window.rootViewController as? NavigationController)
        return (stage, navigation)
    }

    @Test func fadeSceneFadesInAndBackOut() throws {
        let (stage, navigation) = try run("002-navigation-fade")
        #expect(navigation.viewControllers.map(\.timelineName) == ["Inbox"])
        let ended = stage.host.timeline.calls.filter { $0.contains("animationEnded") && $0.hasPrefix("FadeTransition") }
        #expect(ended == ["FadeTransition.animationEnded(true)", "FadeTransition.animationEnded(true)"])
    }

    @Test func customSceneUsesTheDelegatesAnimatorBothWays() throws {
        let (stage, navigation) = try run("003-navigation-custom")
        #expect(navigation.viewControllers.map(\.timelineName) == ["Photos"])
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("CoverTransition.animationEnded") }
        #expect(ended == ["CoverTransition.animationEnded(true)", "CoverTransition.animationEnded(true)"])
    }

    @Test func edgeSwipeSceneCancelsThenFinishes() throws {
        let (stage, navigation) = try run("003-navigation-edge-swipe")
        #expect(navigation.viewControllers.map(\.timelineName) == ["Settings"])
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("NavigationSlideAnimator.animationEnded") }
        #expect(ended == ["NavigationSlideAnimator.animationEnded(true)",
                          "NavigationSlideAnimator.animationEnded(false)",
                          "NavigationSlideAnimator.animationEnded(true)"])
        let general = stage.host.timeline.callbacks(of: "General").filter { $0.hasPrefix("view") && !$0.contains("Layout") && !$0.contains("Load") }
        #expect(general == ["viewWillAppear(true)", "viewDidAppear(true)",
                            "viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)",
                            "viewWillDisappear(true)", "viewDidDisappear(true)"])
    }
}
