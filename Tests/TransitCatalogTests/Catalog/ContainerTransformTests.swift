import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Material's container transform, read from the views at exact progress points. Oracles: the
/// defaults of `MaterialContainerTransform` (scrim `0x52000000`, enter thresholds fade 0…0.25 and
/// shape 0…0.75, return thresholds fade 0.6…0.9, scale mask 0…0.9, shape 0.3…0.9) and the
/// geometry of fit mode auto worked out by hand below, for a card at (10, 40, 80, 30) with corner
/// radius 8 on a 100 × 160 screen.
@MainActor
@Suite struct ContainerTransformTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
    func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
            && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
    }

    /// A stage whose first screen holds a card tagged "card" and whose second screen's view
    /// carries the same identifier.
    func stage(_ transition: CatalogTransition = .containerTransform(), tagged: Bool = true) -> (CatalogStage, View) {
        let stage = CatalogStage(transition)
        let card = View(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 8
        if tagged { card.sharedElementID = "card" }
        stage.a.view.addSubview(card)
        stage.b.loadViewIfNeeded()
        if tagged { stage.b.view.sharedElementID = "card" }
        return (stage, card)
    }

    /// The scrim: the black cover the effect adds to the container.
    func scrim(_ stage: CatalogStage) -> View? {
        stage.b.view.superview?.subviews.first {
            $0.backgroundColor == .black && $0.frame.size == CGSize(width: 100, height: 160)
        }
    }

    /// The clipping view holding the card's image.
    func clip(_ stage: CatalogStage) -> View? {
        stage.b.view.superview?.subviews.first { $0.clipsToBounds && $0 !== stage.a.view && $0 !== stage.b.view }
    }

    @Test func enteringHalfWayFitsToWidthAndFadesTheScreenIn() throws {
        let (stage, card) = stage()
        stage.show(0.5)
        // Fit to width (160·80/100 = 128 ≥ 30): width 80 → 100, half way 90; the card's content
        // 30·90/80 = 33.75 high, the screen's 160·90/100 = 144; the path (centre of the top edge)
        // from (50, 40) to (50, 0), half way (50, 20); the screen's bounds masked to
        // 144 − (144 − 33.75)·(1 − 0.5) = 88.875 high.
        let box = try unwrap(clip(stage))
        expect(near(box.frame, CGRect(x: 5, y: 20, width: 90, height: 88.875)), "\(box.frame)")
        // Shape over 0…0.75: 8 → 0, two thirds of the way.
        expect(near(box.layer.cornerRadius, 8.0 / 3))
        // The screen drawn at (5, 20, 90, 144): scale 0.9, its centre 12 below its resting one.
        let t = stage.b.view.layer.transform
        expect(near(t.m11, 0.9), "\(t)")
        expect(near(t.m22, 0.9), "\(t)")
        expect(near(t.m41, 0), "\(t)")
        expect(near(t.m42, 12), "\(t)")
        expectEqual(stage.b.view.alpha, 1)  // faded in by 0.25
        let image = try unwrap(box.subviews.first)
        expect(near(image.frame, CGRect(x: 0, y: 0, width: 90, height: 33.75)))
        expect(near(try unwrap(scrim(stage)).alpha, 0.5 * 82 / 255))
        expect(card.isHidden)
        stage.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(stage.host.runUntilIdle(timeout: 10))
        expect(!card.isHidden)
        expectIdentical(stage.navigation.topViewController, stage.b)
        expectNil(stage.b.view.layer.mask)
        expectEqual(stage.b.view.alpha, 1)
        expect(stage.b.view.layer.transform.isIdentity)
    }

    @Test(arguments: [0.1, 0.2] as [CGFloat])
    func theScreenFadesInOverTheFirstQuarter(p: CGFloat) {
        let (stage, _) = stage()
        stage.show(p)
        expect(near(stage.b.view.alpha, p / 0.25))
        expect(near(scrim(stage)?.alpha ?? -1, p * 82 / 255))
    }

    @Test func returningUsesTheReturnThresholds() throws {
        let (stage, card) = stage()
        stage.show(0.5)
        stage.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(stage.host.runUntilIdle(timeout: 10))
        stage.interaction.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.show(0.75)
        // From the screen (0, 0, 100, 160) to the card: width 100 → 80, at 0.75 85; the screen's
        // content 160·85/100 = 136 high, the card's 30·85/80 = 31.875; the screen masked over
        // 0…0.9 (5/6 of the way): 136 − (136 − 31.875)·5/6 = 49.2291…; the path at (50, 30).
        let box = try unwrap(clip(stage))
        expect(near(box.frame, CGRect(x: 7.5, y: 30, width: 85, height: 136 - 104.125 * 5 / 6), 1e-9), "\(box.frame)")
        // Shape over 0.3…0.9: 0 → 8, three quarters of the way.
        expect(near(box.layer.cornerRadius, 6))
        // The screen fades out over 0.6…0.9: half way at 0.75; the scrim clears.
        expect(near(stage.b.view.alpha, 0.5))
        expect(near(try unwrap(scrim(stage)).alpha, 0.25 * 82 / 255))
        expect(near(stage.b.view.layer.transform.m11, 0.85))
        expect(card.isHidden)
        stage.interaction.gestureEnded(progress: 0.75, velocity: 2)
        expect(stage.host.runUntilIdle(timeout: 10))
        expect(!card.isHidden)
        expectIdentical(stage.navigation.topViewController, stage.a)
    }

    @Test func withoutAMatchTheContainerGrowsFromTheCentre() throws {
        let (stage, _) = stage(tagged: false)
        stage.show(0.0001)
        // A fifth of the screen, centred: (40, 64, 20, 32), a ten-thousandth of the way to the screen.
        let box = try unwrap(clip(stage))
        expect(near(box.frame, CGRect(x: 40, y: 64, width: 20, height: 32), 0.02), "\(box.frame)")
        expect(near(stage.b.view.layer.transform.m11, 0.2, 0.001))
        let problems = stage.host.diagnostics.diagnostics.filter { $0.severity != .note }
        expect(problems.isEmpty)
    }

    @Test func anIdentifierNotFoundIsReported() {
        let (stage, _) = stage(.containerTransform(id: "missing"))
        stage.host.diagnostics.forward = nil
        stage.show(0.5)
        expect(stage.host.diagnostics.diagnostics.contains { $0.code == "catalog.containerTransform" })
    }

    @Test func fitsToHeightForATallItem() {
        // A tall item (40, 20, 20, 120): 160·20/100 = 32 < 120, so fit to height. Half way the
        // height is 140; the item's content 20·140/120 wide, the screen's 100·140/160 = 87.5,
        // trimmed on both sides by half the difference times (1 − 0.5).
        let start = CGRect(x: 40, y: 20, width: 20, height: 120), end = CGRect(x: 0, y: 0, width: 100, height: 160)
        let frames = CatalogTransition.containerTransformFrames(progress: 0.5, start: start, end: end, entering: true)
        let itemWidth: CGFloat = 20 * 140 / 120
        let trimmed: CGFloat = 87.5 - (87.5 - itemWidth) * 0.5
        expect(near(frames.startContent, CGRect(x: 50 - itemWidth / 2, y: 10, width: itemWidth, height: 140)))
        expect(near(frames.endContent, CGRect(x: 50 - 43.75, y: 10, width: 87.5, height: 140)))
        expect(near(frames.container, CGRect(x: 50 - trimmed / 2, y: 10, width: trimmed, height: 140)))
    }

    @Test func reducedMotionCrossFades() throws {
        let (stage, card) = stage()
        stage.host.window.motionSettings = MotionSettings(reduceMotion: true)
        stage.show(0.5)
        expect(try unwrap(stage.animator).isReducedMotion)
        expect(stage.b.view.layer.transform.isIdentity)
        expectEqual(stage.b.view.alpha, 0.5)
        expect(!card.isHidden)
        expectNil(clip(stage))
    }

    @Test func theDefaultsAreMaterials() {
        let entry = CatalogTransition.containerTransform()
        expectEqual(entry.duration, 0.3)
        expectEqual(entry.backwardDuration, 0.3)
        let curve = entry.timing as? CubicTimingParameters
        expect(curve?.controlPoint1 == CGPoint(x: 0.4, y: 0))
        expect(curve?.controlPoint2 == CGPoint(x: 0.2, y: 1))
        expectEqual(CatalogTransition.containerTransformScrimAlpha, CGFloat(0x52) / 255)
        expect(TransitionCatalog.names.contains("container-transform"))
    }
}
