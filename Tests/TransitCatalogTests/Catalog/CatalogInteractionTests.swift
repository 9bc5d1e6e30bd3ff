import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Every catalogue value is interactive the same way, through one generic path: scrubbed by a
/// gesture, released with velocity, finished or cancelled by projected position, grabbed
/// mid-flight; appearance stays balanced and the screens end at rest. Oracles: UIKit's
/// appearance rules (DESIGN §4), the projection `p + (v/1000)·r/(1−r)`, r = 0.998, and the
/// spring's initial slope equal to the handed-over velocity.
@MainActor
@Suite struct CatalogInteractionTests {
    nonisolated static let names = TransitionCatalog.transitions.map(\.name)

    static func transition(_ name: String) -> CatalogTransition {
        TransitionCatalog.transitions.first { $0.name == name }!
    }

    func expectAtRest(_ stage: CatalogStage, top: ViewController, _ what: String) {
        expect(stage.host.runUntilIdle(timeout: 10), "\(what): not idle")
        expectIdentical(stage.navigation.topViewController, top, "\(what): wrong top")
        for vc in [stage.a, stage.b] {
            let inWindow = vc.viewIfLoaded?.window === stage.host.window
            expectEqual(inWindow, (vc === top), "\(what): \(vc.name) in window \(inWindow)")
            expectEqual((vc.appearanceState == .appeared), (vc === top), "\(what): \(vc.name) \(vc.appearanceState)")
            if inWindow {
                let view = vc.view!
                expectEqual(view.alpha, 1, "\(what): \(vc.name) not at rest")
                expect(view.layer.transform.isIdentity, "\(what): \(vc.name) not at rest")
                expect(!view.isHidden, "\(what): \(vc.name) not at rest")
            }
        }
        expect(stage.navigation.view.layer.sublayerTransform.isIdentity, "\(what): perspective left on the container")
        let problems = stage.host.diagnostics.diagnostics.filter { $0.severity != .note }
        expect(problems.isEmpty, "\(what): \(problems)")
    }

    @Test(arguments: names)
    func flickFinishesAndSlowReleaseCancels(_ name: String) {
        let stage = CatalogStage(Self.transition(name))
        // Released at 0.3 moving 3 progress/s: projected 0.3 + 1.497 > 0.5, finishes.
        stage.show(0.3)
        stage.interaction.gestureEnded(progress: 0.3, velocity: 3)
        expectAtRest(stage, top: stage.b, "\(name) flick")
        // Pop driven by the same (reusable) interaction, released at 0.4 at rest: cancels.
        stage.interaction.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.show(0.4)
        expectNotNil(stage.b.view.window)
        expectNotNil(stage.a.view.window)
        stage.interaction.gestureEnded(progress: 0.4, velocity: 0)
        expectAtRest(stage, top: stage.b, "\(name) cancelled pop")
        // A non-interactive push back, grabbed mid-flight and thrown back: cancels.
        stage.interaction.begin = nil
        stage.interaction.wantsInteractiveStart = false
        stage.navigation.popViewController(animated: true)
        stage.host.step()
        stage.host.step()
        stage.interaction.gestureBegan()
        stage.interaction.gestureChanged(progress: 0.2)
        stage.interaction.gestureEnded(progress: 0.2, velocity: -2)
        expectAtRest(stage, top: stage.b, "\(name) grabbed and thrown back")
    }

    @Test func theReleaseVelocityIsTheSpringsInitialSlope() throws {
        // Released at 0.6: once at rest (finishing on position alone), once moving 3/s.
        func firstStep(velocity: CGFloat) throws -> CGFloat {
            let stage = CatalogStage(.slide(from: .right))
            stage.show(0.6)
            let driver = try unwrap(stage.animator?.driver)
            stage.interaction.gestureEnded(progress: 0.6, velocity: velocity)
            stage.host.step()
            return driver.progress - 0.6
        }
        let dt = 1.0 / 60
        let still = try firstStep(velocity: 0), moving = try firstStep(velocity: 3)
        // A critically damped spring over the remaining 0.4 × 0.35 s, in units of the distance
        // left (0.4), with initial velocity v₀ = v / 0.4: x(t) = 1 − (1 + (ω − v₀)t)e^(−ωt).
        func expected(_ v: Double) -> Double {
            let v0 = v / 0.4
            let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v0, dy: 0)).spring(
                forDuration: 0.4 * 0.35)
            let omega = (spring.stiffness / spring.mass).squareRoot()
            return 0.4 * (1 - (1 + (omega - v0) * dt) * exp(-omega * dt))
        }
        expectClose(Double(still), expected(0), within: 1e-9, "still \(still), expected \(expected(0))")
        expectClose(Double(moving), expected(3), within: 1e-9, "moving \(moving), expected \(expected(3))")
        expectGreaterThan(moving, still)
    }

    @Test func projectionDecidesNotPosition() {
        expectGreaterThan(GestureInteraction.projectedProgress(0.2, velocity: 1), 0.5)  // 0.2 + 0.499
        expectLessThan(GestureInteraction.projectedProgress(0.7, velocity: -1), 0.5)
        let stage = CatalogStage(.cube(axis: .horizontal))
        stage.show(0.7)
        stage.interaction.gestureEnded(progress: 0.7, velocity: -1)  // past half, thrown back
        expectAtRest(stage, top: stage.a, "thrown back past half")
    }

    @Test func reducedMotionCrossFadesWithTheSameDuration() throws {
        let stage = CatalogStage(.cube(axis: .horizontal))
        stage.host.window.motionSettings = MotionSettings(reduceMotion: true)
        stage.show(0.5)
        let animator = try unwrap(stage.animator)
        expect(animator.isReducedMotion)
        expect(stage.a.view.layer.transform.isIdentity)
        expect(stage.b.view.layer.transform.isIdentity)
        expectEqual(stage.b.view.alpha, 0.5)
        expectEqual(stage.a.view.alpha, 1)
        expectEqual(animator.transitionDuration(using: nil), 0.6)
        stage.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expectAtRest(stage, top: stage.b, "reduced cube")
        // A fade has no motion: it is kept as it is.
        let fade = CatalogStage(.crossDissolve)
        fade.host.window.motionSettings.reduceMotion = true
        fade.show(0.5)
        expectEqual(fade.animator?.isReducedMotion, false)
        // Another window is not affected: the setting is scoped.
        let other = CatalogStage(.cube(axis: .horizontal))
        other.show(0.5)
        expect(other.animator?.isReducedMotion == false)
        expect(!other.a.view.layer.transform.isIdentity)
    }

    @Test func animationSpeedScalesTheDuration() {
        let stage = CatalogStage(.cube(axis: .horizontal))
        stage.host.window.motionSettings.animationSpeed = 0.1
        let transitions = NavigationTransitions(.cube(axis: .horizontal))
        stage.navigation.delegate = transitions
        stage.navigation.pushViewController(stage.b, animated: true)
        stage.host.step()
        // The duration keeps its value (0.6 s); the window's animation time runs ten times slower.
        expectClose((stage.host.window.runningTransitions.first?.transitionDuration ?? 0), 0.6, within: 1e-9)
        stage.host.advance(by: 5.9)
        expectIdentical(stage.navigation.topViewController, stage.b, "ended before 6 s")
        expectNotNil(stage.a.view.window, "ended before 6 s")
        stage.host.advance(by: 0.2)
        expectNil(stage.a.view.window)
        withExtendedLifetime(transitions) {}
        // An invalid speed is reported and ignored.
        stage.host.diagnostics.forward = nil
        stage.host.window.motionSettings.animationSpeed = 0
        expectEqual(stage.host.window.motionSettings.animationSpeed, 0.1)
        expect(stage.host.diagnostics.diagnostics.contains { $0.code == "window.animationSpeed" })
    }
}

/// Out-of-range arguments are replaced by usable values and reported when the entry runs.
@MainActor
@Suite struct CatalogArgumentTests {
    @Test(arguments: [CatalogTransition.fold(folds: 0), .explode(columns: 500), .fade(duration: -1), .cube().duration(.nan)])
    func badArgumentsAreReportedAndTheTransitionStillRuns(_ transition: CatalogTransition) {
        // A short stage: clamped to 32 columns, `explode` cuts the old screen into 32 × 4 pieces
        // here rather than 32 × 51 at the default 100 × 160, which the check does not need.
        let stage = CatalogStage(transition, size: CGSize(width: 100, height: 12))
        stage.host.diagnostics.forward = nil
        stage.show(0.5)
        stage.interaction.gestureEnded(progress: 0.5, velocity: 1)
        expect(stage.host.runUntilIdle())
        expectIdentical(stage.navigation.topViewController, stage.b)
        expect(stage.host.diagnostics.diagnostics.contains { $0.code == "catalog.argument" })
    }
}

/// With motion reduced, every entry with motion presents and dismisses as a cross-fade — also
/// the entries that have a backward effect of their own and presentations that keep the
/// presenter — and nothing moves.
@MainActor
@Suite struct ReducedMotionTests {
    nonisolated static let names = TransitionCatalog.transitions.filter(\.hasMotion).map(\.name)

    @Test(arguments: names)
    func dismissalFadesTheScreenOutInPlace(_ name: String) throws {
        let transition = CatalogInteractionTests.transition(name)
        let host = TestHost(size: CGSize(width: 60, height: 100), scale: 1)
        host.window.motionSettings.reduceMotion = true
        let root = CatalogStage.Screen("Root", .systemBlue), sheet = CatalogStage.Screen("Sheet", .systemOrange)
        host.window.rootViewController = root
        host.step()
        let transitions = ModalTransitions(transition)
        sheet.transitioningDelegate = transitions
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: true)
        expect(host.runUntilIdle())
        sheet.dismiss(animated: true)
        host.step()  // dismissals start on the next run-loop turn
        let duration = try unwrap(host.window.runningTransitions.first?.transitionDuration)
        host.advance(by: duration * 0.3)
        let view = try unwrap(sheet.viewIfLoaded)
        expectGreaterThan(view.alpha, 0.05, "\(name): alpha \(view.alpha) at 30 % of the time")
        expectLessThan(view.alpha, 0.95, "\(name): alpha \(view.alpha) at 30 % of the time")
        expect(view.layer.transform.isIdentity, "\(name): something moved")
        expect(root.view.layer.transform.isIdentity, "\(name): something moved")
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expectNil(view.window)
        withExtendedLifetime(transitions) {}
    }
}
