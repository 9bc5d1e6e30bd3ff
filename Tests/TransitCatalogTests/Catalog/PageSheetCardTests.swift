import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// The page-sheet card, read from the views at exact progress points on a 100 × 160 screen with
/// no safe area. Oracles: the sheet's numbers (`SheetPresentationController`: corner radius 10,
/// large detent 10 pt below the safe area, presenter 16 pt narrower on each side with its top at
/// the safe area, dimming 0.4) worked out by hand, and a real `.pageSheet` presentation, whose
/// receded presenter the entry must reach.
@MainActor
@Suite struct PageSheetCardTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    func dimming(_ stage: CatalogStage) -> View? {
        stage.b.view.superview?.subviews.first {
            $0.backgroundColor == .black && $0.frame.size == CGSize(width: 100, height: 160)
        }
    }

    @Test(arguments: [0.25, 0.5, 0.75] as [CGFloat])
    func theScreenBehindRecedesAndTheCardRises(p: CGFloat) throws {
        let stage = CatalogStage(.pageSheetCard)
        stage.show(p)
        // Scale 1 − p·32/100; the top stays at the (zero) safe area, so the centre moves up by
        // 80·(1 − scale).
        let scale = 1 - p * 32 / 100
        let a = stage.a.view.layer
        expect(near(a.transform.m11, scale))
        expect(near(a.transform.m22, scale))
        expect(near(a.transform.m42, -80 * (1 - scale)))
        expect(near(a.cornerRadius, 10 * p))
        expect(near(try unwrap(dimming(stage)).alpha, 0.4 * p))
        // The card rises from the bottom: 160·(1 − p) down, its corners at 10 while it is below
        // the large detent's top (10 pt).
        expect(near(stage.b.view.layer.transform.m42, 160 * (1 - p)))
        expect(near(stage.b.view.layer.cornerRadius, 10))
    }

    @Test func theCardSquaresItsCornersOverTheLastTenPoints() {
        let stage = CatalogStage(.pageSheetCard)
        stage.show(0.97)
        // 160·0.03 = 4.8 pt below rest, 4.8/10 of the way from rest to the detent's top.
        expect(near(stage.b.view.layer.transform.m42, 4.8, 1e-9))
        expect(near(stage.b.view.layer.cornerRadius, 4.8, 1e-9))
    }

    @Test func atTheEndTheScreenBehindIsWhereARealPageSheetPutsIt() throws {
        // A real page sheet over a 100 × 160 screen.
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let a = CatalogStage.Screen("A", .systemBlue), b = CatalogStage.Screen("B", .systemOrange)
        host.window.rootViewController = a
        host.step()
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        expect(host.runUntilIdle(timeout: 10))
        let sheet = try unwrap(b.sheetPresentationController)
        let real = a.view.layer.transform
        expect(near(sheet.dimmingView.alpha, sheet.dimmingAlpha))
        expect(near(a.view.layer.cornerRadius, sheet.cornerRadius))
        // The entry one step before its end.
        let stage = CatalogStage(.pageSheetCard)
        stage.show(1)
        let entry = stage.a.view.layer.transform
        expect(near(entry.m11, real.m11), "\(entry) vs \(real)")
        expect(near(entry.m22, real.m22), "\(entry) vs \(real)")
        expect(near(entry.m42, real.m42), "\(entry) vs \(real)")
        expect(near(stage.a.view.layer.cornerRadius, sheet.cornerRadius))
        expect(near(dimming(stage)?.alpha ?? -1, sheet.dimmingAlpha))
        expect(near(real.m11, 0.68))  // 1 − 32/100
    }

    @Test func presentedModallyItIsARealPageSheet() throws {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let a = CatalogStage.Screen("A", .systemBlue), b = CatalogStage.Screen("B", .systemOrange)
        host.window.rootViewController = a
        host.step()
        let interaction = GestureInteraction()
        let transitions = ModalTransitions(.pageSheetCard, interactionController: interaction)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        interaction.begin = { a.present(b, animated: true) }
        interaction.gestureBegan()
        host.step()
        interaction.gestureChanged(progress: 0.5)
        host.step()
        // The card rests at the large detent (10 pt down) with the sheet's radius; half way it
        // is (160 − 10)·0.5 below.
        let sheet = try unwrap(b.presentationController as? SheetPresentationController)
        // (The frame shows the transform: the resting top is the centre less half the height.)
        #expect(
            b.view.center.y - b.view.bounds.height / 2 == 10 && b.view.bounds.height == 150 && b.view.layer.cornerRadius == 10)
        expect(near(b.view.layer.transform.m42, 75))
        interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(host.runUntilIdle(timeout: 10))
        expectIdentical(b.presentingViewController, a)
        expect(b.view.layer.transform.isIdentity)
        // The sheet keeps the presenter receded and dimmed.
        expect(near(a.view.layer.transform.m11, 0.68))
        expect(near(sheet.dimmingView.alpha, 0.4))
        // Dismissed: the presenter comes back.
        b.dismiss(animated: true)
        expect(host.runUntilIdle(timeout: 10))
        expect(a.view.layer.transform.isIdentity)
        expectNil(b.presentingViewController)
        withExtendedLifetime(transitions) {}
    }

    @Test func aPresentationReleasedEarlyCancelsAndPutsThePresenterBack() {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let a = CatalogStage.Screen("A", .systemBlue), b = CatalogStage.Screen("B", .systemOrange)
        host.window.rootViewController = a
        host.step()
        let interaction = GestureInteraction()
        let transitions = ModalTransitions(.pageSheetCard, interactionController: interaction)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        interaction.begin = { a.present(b, animated: true) }
        interaction.gestureBegan()
        host.step()
        interaction.gestureChanged(progress: 0.3)
        host.step()
        expect(!a.view.layer.transform.isIdentity)  // the sheet recedes it alongside
        // Released at rest at 0.3: projected short of half way, so it cancels.
        interaction.gestureEnded(progress: 0.3, velocity: 0)
        expect(host.runUntilIdle(timeout: 10))
        expectNil(a.presentedViewController)
        expect(b.viewIfLoaded?.window == nil)
        expect(a.view.layer.transform.isIdentity)
        expectEqual(a.view.layer.cornerRadius, 0)
        expectIdentical(a.view.window, host.window)
        withExtendedLifetime(transitions) {}
    }

    @Test func reducedMotionCrossFades() throws {
        let stage = CatalogStage(.pageSheetCard)
        stage.host.window.motionSettings = MotionSettings(reduceMotion: true)
        stage.show(0.5)
        expect(try unwrap(stage.animator).isReducedMotion)
        expect(stage.a.view.layer.transform.isIdentity)
        expect(stage.b.view.layer.transform.isIdentity)
        expectEqual(stage.b.view.alpha, 0.5)
    }
}
