import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// A transition released by a gesture runs its rest on a spring; until it completes, a new
/// gesture grabs it where it is on screen and decides again. Oracles: the critically damped
/// spring of the hand-off evaluated by hand, x(t) = 1 − (1 + (ω − v₀)t)e^(−ωt) with
/// ω = √(k/m) of `SpringTimingParameters(dampingRatio: 1, …)` for the remaining duration, and
/// UIKit's appearance rule (`AppearanceAutomaton`).
@MainActor
@Suite struct ReleasedGrabTests {
    /// The slide's duration (UIKit's navigation push, 0.35 s).
    let duration = 0.35

    /// Where a release at `p` moving at `v` (progress/s) is `t` seconds later: the spring runs the
    /// distance left toward the end (`finishing`) or the start, with v₀ relative to it.
    func released(at p: Double, velocity v: Double, finishing: Bool, after t: Double) -> Double {
        let distance = finishing ? 1 - p : p
        let v0 = (finishing ? v : -v) / distance
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v0, dy: 0))
            .spring(forDuration: distance * duration)
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let x = 1 - (1 + (omega - v0) * t) * exp(-omega * t)
        return finishing ? p + distance * x : p - distance * x
    }

    func expectBalanced(_ stage: CatalogStage, sourceLocation: SourceLocation = #_sourceLocation) {
        for vc in [stage.a, stage.b] {
            let calls = stage.host.timeline.callbacks(of: vc.timelineName)
            expectNil(AppearanceAutomaton.firstIllegalStep(calls), "\(vc.name): \(calls)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFinishingTransitionIsGrabbedAtItsOnScreenProgressAndThrownBack() throws {
        let stage = CatalogStage(.slide(from: .right))
        stage.show(0.6)
        let driver = try unwrap(stage.animator?.driver)
        stage.interaction.gestureEnded(progress: 0.6, velocity: 3)  // projected past 0.5: finishes
        expect(!stage.interaction.isInteracting)
        expect(stage.interaction.isDrivingTransition)
        for _ in 0..<3 { stage.host.step() }
        let onScreen = released(at: 0.6, velocity: 3, finishing: true, after: 3.0 / 60)
        expectClose(Double(driver.progress), onScreen, within: 1e-9, "\(driver.progress) vs \(onScreen)")
        expectGreaterThan(onScreen, 0.7)
        expectLessThan(onScreen, 1)
        // A new gesture grabs it there.
        stage.interaction.gestureBegan()
        expect(stage.interaction.didGrab)
        expect(stage.interaction.isInteracting)
        expectClose(Double(stage.interaction.percentComplete), onScreen, within: 1e-9)
        expectClose(Double(stage.interaction.gestureProgress), onScreen, within: 1e-9)
        let coordinator = try unwrap(stage.host.window.runningTransitions.first)
        expect(coordinator.isInteractive)
        // Held: frames pass and nothing moves.
        stage.host.advance(by: 0.5)
        expectClose(Double(driver.progress), onScreen, within: 1e-9)
        expectNotNil(stage.b.view.window)
        expectNotNil(stage.a.view.window)
        // Scrubbed back and thrown back: the push cancels.
        stage.interaction.gestureChanged(progress: 0.3)
        stage.host.step()
        expectEqual(driver.progress, 0.3)
        stage.interaction.gestureEnded(progress: 0.3, velocity: -1)
        stage.host.step()
        expectClose(Double(driver.progress), released(at: 0.3, velocity: -1, finishing: false, after: 1.0 / 60), within: 1e-9)
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.a)
        expectNil(stage.b.view.window)
        expectEqual(stage.a.appearanceState, .appeared)
        expectEqual(stage.b.appearanceState, .disappeared)
        expectBalanced(stage)
        expect(stage.host.diagnostics.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aCancellingTransitionIsGrabbedTwiceAndFinishes() throws {
        let stage = CatalogStage(.slide(from: .right))
        stage.show(0.4)
        let driver = try unwrap(stage.animator?.driver)
        stage.interaction.gestureEnded(progress: 0.4, velocity: 0)  // at rest below 0.5: cancels
        for _ in 0..<2 { stage.host.step() }
        let first = released(at: 0.4, velocity: 0, finishing: false, after: 2.0 / 60)
        expectLessThan(first, 0.4)
        expectGreaterThan(first, 0)
        stage.interaction.gestureBegan()
        expectClose(Double(stage.interaction.percentComplete), first, within: 1e-9)
        // Released again at the same place, still: cancels again; grabbed again one frame later.
        stage.interaction.gestureEnded(progress: CGFloat(first), velocity: 0)
        stage.host.step()
        let second = released(at: first, velocity: 0, finishing: false, after: 1.0 / 60)
        stage.interaction.gestureBegan()
        expectClose(Double(stage.interaction.percentComplete), second, within: 1e-9)
        // Dragged forward and released moving on: the push completes.
        stage.interaction.gestureChanged(progress: 0.7)
        stage.interaction.gestureEnded(progress: 0.7, velocity: 1)
        expect(stage.host.runUntilIdle())
        expectEqual(driver.progress, 1)
        expectIdentical(stage.navigation.topViewController, stage.b)
        expectNil(stage.a.view.window)
        expectEqual(stage.b.appearanceState, .appeared)
        expectEqual(stage.a.appearanceState, .disappeared)
        expectBalanced(stage)
    }

    @Test func updateAfterAReleaseWithoutAGrabIsIgnored() throws {
        let stage = CatalogStage(.slide(from: .right))
        stage.show(0.6)
        let driver = try unwrap(stage.animator?.driver)
        stage.interaction.gestureEnded(progress: 0.6, velocity: 0)
        stage.host.step()
        let moving = driver.progress
        stage.interaction.update(0.1)
        stage.interaction.finish()
        stage.host.step()
        expectGreaterThan(driver.progress, moving)
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.b)
    }

    @Test func aPanGrabsAReleasedPopMidFlightAndMovesItFromThere() throws {
        let stage = CatalogStage(.slide(from: .right))
        stage.navigation.interactivePopGestureRecognizer?.isEnabled = false
        let pan = PanInteraction(direction: .right)
        stage.transitions.interactionController = pan
        stage.navigation.pushViewController(stage.b, animated: false)
        stage.host.runUntilIdle()
        pan.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.navigation.view.addGestureRecognizer(pan.recognizer)
        // A pan to 40 % of the width, released moving right: the pop finishes on its own.
        let host = stage.host
        host.touchDown(at: CGPoint(x: 10, y: 80))
        for i in 1...8 { host.touchMove(to: CGPoint(x: 10 + CGFloat(i) * 5, y: 80)) }
        let driver = try unwrap(stage.animator?.driver)
        host.touchUp()
        expect(!pan.isInteracting)
        expect(pan.isDrivingTransition)
        host.step()
        // A second finger lands and moves: the pan begins and grabs the pop where it is.
        var shown: [CGFloat] = []
        host.onFrame = { _ in shown.append(driver.progress) }
        host.touchDown(at: CGPoint(x: 60, y: 80))
        var moves = 0
        while !pan.isInteracting && moves < 10 {
            host.touchMove(to: CGPoint(x: 60 - CGFloat(moves + 1) * 4, y: 80))
            moves += 1
        }
        expect(pan.isInteracting)
        expect(pan.didGrab)
        // The progress grabbed is the one on screen: the frame of the grab shows it, and it holds.
        let grabbed = pan.percentComplete
        expect(shown.count >= 2 && grabbed == shown[shown.count - 1] && grabbed >= shown[shown.count - 2])
        expectGreaterThan(grabbed, 0.4)
        expectLessThan(grabbed, 1)
        host.step()
        expectEqual(driver.progress, grabbed)
        // From there the finger's travel moves it: 12 pt left on a 100 pt width is −0.12.
        let began = pan.recognizer.translation(in: stage.navigation.view).x
        host.touchMove(to: CGPoint(x: 60 - CGFloat(moves) * 4 - 12, y: 80))
        let travel = pan.recognizer.translation(in: stage.navigation.view).x - began
        expectLessThan(abs(travel + 12), 1e-9)
        expectClose(driver.progress, (grabbed - 0.12), within: 1e-9)
        // Held still and lifted below half: the pop cancels, B stays on top.
        for _ in 0..<20 { host.touchMove(to: CGPoint(x: 60 - CGFloat(moves) * 4 - 12 - 40, y: 80)) }
        host.touchUp()
        host.onFrame = nil
        expect(host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.b)
        expectNil(stage.a.view.window)
        expectEqual(stage.b.appearanceState, .appeared)
        expectBalanced(stage)
    }
}
