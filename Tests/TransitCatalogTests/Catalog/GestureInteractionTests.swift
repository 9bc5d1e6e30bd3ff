import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// The gesture interaction controllers under real touches: the finger's travel is the progress,
/// a release finishes or cancels by the projected position, and the objects serve transition
/// after transition. Oracles: progress = travel / width (height), the projection
/// `p + (v/1000)·r/(1−r)` with r = 0.998, the predictive preview = 0.3 × travel / width.
@MainActor
@Suite struct GestureInteractionTests {
    /// A navigation controller showing B over A, popping with `interaction`'s gesture.
    func popStage(_ interaction: GestureInteraction, recognizer: GestureRecognizer) -> CatalogStage {
        let stage = CatalogStage(.cube(axis: .horizontal))
        stage.navigation.interactivePopGestureRecognizer?.isEnabled = false
        stage.transitions.interactionController = interaction
        stage.navigation.pushViewController(stage.b, animated: false)
        stage.host.runUntilIdle()
        interaction.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.navigation.view.addGestureRecognizer(recognizer)
        return stage
    }

    func drag(_ host: TestHost, from: CGPoint, to: CGPoint, steps: Int, hold: Int = 0) {
        host.touchDown(at: from)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            host.touchMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        for _ in 0..<hold { host.touchMove(to: to) }
    }

    @Test func edgeSwipeFollowsTheFingerAndAFlickPops() throws {
        let swipe = EdgeSwipeInteraction(edge: .left)
        let stage = popStage(swipe, recognizer: swipe.recognizer)
        drag(stage.host, from: CGPoint(x: 2, y: 80), to: CGPoint(x: 42, y: 80), steps: 8)
        let driver = try unwrap(stage.animator?.driver)
        expect(swipe.isInteracting)
        // The recognizer's translation counts from where it began; progress is that over 100 pt.
        let translation = swipe.recognizer.translation(in: stage.navigation.view).x
        expectClose(driver.progress, translation / 100, within: 1e-9)
        expectGreaterThan(translation, 20)
        stage.host.touchUp()
        expect(!swipe.isInteracting)
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.a)
        expectNil(stage.b.view.window)
    }

    @Test func aShortSlowSwipeHeldStillCancelsAndTheObjectServesAgain() {
        let swipe = EdgeSwipeInteraction(edge: .left)
        let stage = popStage(swipe, recognizer: swipe.recognizer)
        drag(stage.host, from: CGPoint(x: 2, y: 80), to: CGPoint(x: 22, y: 80), steps: 20, hold: 20)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.b)
        expectNil(stage.a.view.window)
        // Again, with the same object: a long swipe pops.
        drag(stage.host, from: CGPoint(x: 2, y: 80), to: CGPoint(x: 80, y: 80), steps: 10)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.a)
    }

    @Test func predictiveBackPreviewsAThirdOfTheFingerAndCommitsOnRelease() throws {
        let back = PredictiveBackInteraction(edge: .left)
        let stage = popStage(back, recognizer: back.recognizer)
        drag(stage.host, from: CGPoint(x: 2, y: 80), to: CGPoint(x: 52, y: 80), steps: 10, hold: 10)
        let driver = try unwrap(stage.animator?.driver)
        let travel = back.recognizer.translation(in: stage.navigation.view).x
        expectClose(driver.progress, 0.3 * travel / 100, within: 1e-9)
        stage.host.touchUp()  // half the width, held still: projected 0.5 > 0.35, commits
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.a)
    }

    @Test func predictiveBackCancelsBelowTheThreshold() {
        let back = PredictiveBackInteraction(edge: .left)
        let stage = popStage(back, recognizer: back.recognizer)
        drag(stage.host, from: CGPoint(x: 2, y: 80), to: CGPoint(x: 22, y: 80), steps: 10, hold: 20)
        stage.host.touchUp()
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.b)
    }

    @Test func anUpwardPanPresentsWithModalTransitions() {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let root = CatalogStage.Screen("Root", .systemBlue), sheet = CatalogStage.Screen("Sheet", .systemOrange)
        host.window.rootViewController = root
        host.step()
        let pan = PanInteraction(direction: .top)
        let transitions = ModalTransitions(.coverVertical, interactionController: pan)
        sheet.transitioningDelegate = transitions
        sheet.modalPresentationStyle = .fullScreen
        pan.begin = { root.present(sheet, animated: true) }
        root.view.addGestureRecognizer(pan.recognizer)
        drag(host, from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 70), steps: 10)
        expect(pan.isInteracting)
        host.touchUp()
        expect(host.runUntilIdle())
        expectIdentical(root.presentedViewController, sheet)
        expectIdentical(sheet.view.window, host.window)
        withExtendedLifetime(transitions) {}
    }

    @Test func aClosingPinchDismissesAndItsProgressIsOneMinusTheScale() throws {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let root = CatalogStage.Screen("Root", .systemBlue), sheet = CatalogStage.Screen("Sheet", .systemOrange)
        host.window.rootViewController = root
        host.step()
        let pinch = PinchInteraction()
        let transitions = ModalTransitions(.zoomOut(), interactionController: pinch)
        sheet.transitioningDelegate = transitions
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        host.runUntilIdle()
        pinch.begin = { sheet.dismiss(animated: true) }
        sheet.view.addGestureRecognizer(pinch.recognizer)
        func fingers(_ phase: Touch.Phase, _ half: CGFloat) {
            host.window.deliverTouches(
                [
                    TouchInput(finger: 0, phase: phase, location: CGPoint(x: 50 - half, y: 80)),
                    TouchInput(finger: 1, phase: phase, location: CGPoint(x: 50 + half, y: 80))
                ], at: host.now)
            host.step()
        }
        fingers(.began, 30)
        for i in 1...10 { fingers(.moved, 30 - CGFloat(i) * 1.8) }  // to half-distance 12: scale 0.4
        expect(pinch.isInteracting)
        let driver = try unwrap((host.window.runningTransitions.first?.animator as? CatalogAnimator)?.driver)
        expectClose(driver.progress, (1 - pinch.recognizer.scale), within: 1e-9)
        expectLessThan(pinch.recognizer.scale, 0.5)
        fingers(.ended, 12)
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expectNil(sheet.view.window)
        withExtendedLifetime(transitions) {}
    }
}
