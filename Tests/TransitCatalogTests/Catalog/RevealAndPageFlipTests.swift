import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// The circular reveal and the gradient-shaded page flip. Oracles: geometry computed by hand (the
/// distance to the farthest corner of a 100 × 160 stage), the ease-in-out curve's documented value
/// (DESIGN §4: easeInOut(0.25) = 0.129162), the two screens' colours (#007AFF, #FF9500) in the
/// rendered pixels, and the page-shade formula evaluated by hand.
@MainActor
@Suite struct RevealAndPageFlipTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// The radius of the circle the mask of `view` draws (half its path's width).
    func maskRadius(_ view: View) -> CGFloat? {
        guard let shape = view.layer.mask as? ShapeLayer, let path = shape.path else { return nil }
        return path.isEmpty ? 0 : path.boundingBox.width / 2
    }

    @Test func theFullRadiusIsTheDistanceToTheFarthestCorner() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 160)
        // √(50² + 80²) = √8900 = 94.339811…; from a corner, √(100² + 160²) = √35600 = 188.679622…
        expect(near(CatalogTransition.circularRevealRadius(from: CGPoint(x: 0.5, y: 0.5), in: bounds), 94.339811320566, 1e-9))
        expect(near(CatalogTransition.circularRevealRadius(from: CGPoint(x: 0, y: 0), in: bounds), 188.679622641132, 1e-9))
        // From (0.25, 0.75): the farthest corner is the top right, √(75² + 120²) = √20025.
        expect(near(CatalogTransition.circularRevealRadius(from: CGPoint(x: 0.25, y: 0.75), in: bounds), 141.509716980849, 1e-9))
    }

    @Test(arguments: [0.25, 0.5, 0.75] as [CGFloat])
    func theMaskRadiusIsProgressTimesTheFullRadius(p: CGFloat) throws {
        let stage = CatalogStage(.circularReveal())
        stage.show(p)
        let r = try unwrap(maskRadius(stage.b.view))
        expect(near(r, p * 94.339811320566, 1e-9), "p \(p): r \(r)")
        // The circle is centred on the container's centre.
        let box = try unwrap((stage.b.view.layer.mask as? ShapeLayer)?.path?.boundingBox)
        expect(near(box.midX, 50))
        expect(near(box.midY, 80))
        expectNil(stage.a.view.layer.mask)
    }

    @Test func theRadiusFollowsTheEntrysTimingWhenItRuns() throws {
        // 2 s so that frame 30 (t = 0.5 s) is x = 0.25 of the curve.
        let stage = CatalogStage(.circularReveal().duration(2))
        let start = stage.host.now
        stage.navigation.pushViewController(stage.b, animated: true)
        var frames = 0, checked = 0
        while stage.host.now - start < 2 - 1e-9 {
            stage.host.step()
            frames += 1
            let t = stage.host.now - start
            guard t < 2 - 1e-9, let r = maskRadius(stage.b.view) else { continue }
            checked += 1
            let expected = CGFloat(NavigationFadeTests.easeInOut(t / 2)) * 94.339811320566
            expectLessThanOrEqual(abs(r - expected), 1e-3, "t \(t): r \(r), expected \(expected)")
            if frames == 30 { expectLessThanOrEqual(abs(r - 0.129162 * 94.339811320566), 1e-3, "t \(t)") }
        }
        expectGreaterThanOrEqual(checked, 110, "\(checked) frames checked")
        expect(stage.host.runUntilIdle(timeout: 10))
        expectNil(stage.b.view.layer.mask, "the mask is removed at the end")
        expectIdentical(stage.navigation.topViewController, stage.b)
    }

    @Test func halfWayAPixelInsideTheCircleIsTheNewScreenAndOutsideTheOld() {
        let stage = CatalogStage(.circularReveal())
        stage.show(0.5)
        let bitmap = stage.host.render()
        // r = 47.169906; the centre is (50, 80). Pixel centres at distance 45.5 and 48.5.
        let inside = bitmap[95, 80], outside = bitmap[50, 31]
        expectEqual(inside.r, 0xFF, "\(inside)")
        expectEqual(inside.g, 0x95, "\(inside)")
        expectEqual(inside.b, 0x00, "\(inside)")
        expectEqual(outside.r, 0x00, "\(outside)")
        expectEqual(outside.g, 0x7A, "\(outside)")
        expectEqual(outside.b, 0xFF, "\(outside)")
    }

    @Test func backwardTheCircleShrinksOverTheOutgoingScreen() throws {
        let stage = CatalogStage(.circularReveal())
        stage.show(1)
        stage.interaction.gestureEnded(progress: 1, velocity: 0)
        expect(stage.host.runUntilIdle(timeout: 10))
        stage.interaction.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.show(0.25)
        // A quarter of the way back: the outgoing B is masked by a circle of 0.75 · R.
        let r = try unwrap(maskRadius(stage.b.view))
        expectLessThanOrEqual(abs(r - 0.75 * 94.339811320566), 1e-9, "r \(r)")
    }

    @Test func aNonFiniteCentreIsReplacedAndReported() {
        let entry = CatalogTransition.circularReveal(from: CGPoint(x: CGFloat.nan, y: 0))
        expectEqual(entry.name, "circular-reveal")
        expectEqual(entry.problems.count, 1)
        expectEqual(CatalogTransition.bubble().name, CatalogTransition.circularReveal().name)
    }

    /// Every gradient layer under `view`.
    func gradients(in view: View) -> [GradientLayer] {
        ((view.layer as? GradientLayer).map { [$0] } ?? []) + view.subviews.flatMap { gradients(in: $0) }
    }

    @Test func thePageShadeFollowsTheFormula() {
        // Edge-on (θ = 90°): e = 1, opacity 0.5 at the spine and at the free edge, spread over it all.
        let half = CatalogTransition.pageShade(angle: .pi / 2)
        expectEqual(half.colors.map(\.alpha), [0.5, 0.5])
        expectEqual(half.locations, [0, 1])
        // θ = 45°: e = √2/2 = 0.707107; 0.5·e = 0.353553, 0.5·e³ = 0.176777, location 0.853553.
        let quarter = CatalogTransition.pageShade(angle: .pi / 4)
        expect(near(quarter.colors[0].alpha, 0.353553, 1e-6) && near(quarter.colors[1].alpha, 0.176777, 1e-6))
        expect(near(quarter.locations[1], 0.853553, 1e-6))
        expect(quarter.colors.allSatisfy { $0.red == 0 && $0.green == 0 && $0.blue == 0 })
        expectEqual(CatalogTransition.pageShade(angle: 0).colors.map(\.alpha), [0, 0])
    }

    /// At p = 0.25 the page stands at 45°: its faces (|sin 45°|) and the revealed half it leans
    /// over (|cos 45°|, the same 0.707107) are shaded alike. Half way it is edge-on: its faces
    /// are shaded fully and it leans over neither half (cos 90° = 0).
    @Test(arguments: [(0.25, 0.353553, 0.176777, 3), (0.5, 0.5, 0.5, 2)] as [(CGFloat, CGFloat, CGFloat, Int)])
    func thePageCarriesItsShadeAsItTurns(p: CGFloat, spine: CGFloat, edge: CGFloat, count: Int) {
        let stage = CatalogStage(.pageFlip())
        stage.show(p)
        let layers = gradients(in: stage.host.window)
        expectEqual(layers.count, 4)
        let shaded = layers.filter { ($0.colors?.first?.alpha ?? 0) > 1e-12 }
        expectEqual(shaded.count, count)
        for layer in shaded {
            let alphas = layer.colors?.map(\.alpha) ?? []
            expect(alphas.count == 2 && near(alphas[0], spine, 1e-6) && near(alphas[1], edge, 1e-6), "\(alphas)")
        }
        stage.interaction.gestureEnded(progress: p, velocity: 2)
        expect(stage.host.runUntilIdle(timeout: 10))
        expect(gradients(in: stage.host.window).isEmpty, "the shades are removed at the end")
    }
}
