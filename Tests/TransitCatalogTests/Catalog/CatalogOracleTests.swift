import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Each entry's key numbers, read from the views at exact progress points (the push is scrubbed
/// by hand, so progress `p` is exactly what the effect shows). Oracles: the numbers each entry's
/// documentation cites (UIKit's parallax and dimming, Hero's offsets and scales, Material's
/// thresholds and distances) and geometry (cube faces meet along an edge).
@MainActor
@Suite struct CatalogOracleTests {
    /// Tolerance: the values are computed in Double from the same formula; 1e-9 allows for the
    /// different order of operations.
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// The black shade the canvas lays over `view`, if any.
    func shade(of view: View) -> View? { view.subviews.last { $0.backgroundColor == .black } }

    @Test(arguments: [0.25, 0.5, 0.75] as [CGFloat])
    func navigationPushMovesTheOldScreenByThreeTenthsUnderATenthDimming(p: CGFloat) throws {
        let stage = CatalogStage(.navigationPush)
        stage.show(p)
        let w: CGFloat = 100
        expect(near(stage.a.view.layer.transform.m41, -0.3 * w * p))
        expect(near(stage.b.view.layer.transform.m41, w * (1 - p)))
        let dim = try unwrap(shade(of: stage.a.view))
        expect(near(dim.alpha, 0.1 * p))
        expectEqual(CatalogTransition.navigationPush.duration, NavigationSlideAnimator.duration)
    }

    @Test func cubeFacesStandAtFortyFiveDegreesHalfWayAndMeetAtTheirEdge() {
        let stage = CatalogStage(.cube(axis: .horizontal))
        stage.show(0.5)
        expectEqual(CatalogTransition.cubeAngle(progress: 0.5), -.pi / 4)
        let a = stage.a.view.layer, b = stage.b.view.layer
        // The turn about y: m11 = cos θ, m13 = −sin θ (Core Animation's rotation matrix).
        expect(near(a.transform.m11, cos(.pi / 4)))
        expect(near(a.transform.m13, sin(.pi / 4)))
        expect(near(b.transform.m11, cos(.pi / 4)))
        expect(near(b.transform.m13, -sin(.pi / 4)))
        // A's right edge and B's left edge are the same line in space: points relative to the
        // anchor (half a side behind the face) through each transform, plus the position.
        let half: CGFloat = 50
        for y in [-80, 0, 80] as [CGFloat] {
            let ra = a.transform.apply(to: (x: half, y: y, z: half))!
            let lb = b.transform.apply(to: (x: -half, y: y, z: half))!
            expect(near(ra.x + a.position.x, lb.x + b.position.x, 1e-9), "y \(y): \(ra) \(lb)")
            expect(near(ra.z, lb.z, 1e-9), "y \(y): \(ra) \(lb)")
        }
    }

    @Test func verticalCubeTurnsAboutTheHorizontalAxis() {
        let stage = CatalogStage(.cube(axis: .vertical))
        stage.show(0.5)
        let a = stage.a.view.layer.transform
        expect(near(a.m22, cos(.pi / 4)))
        expect(near(abs(a.m23), sin(.pi / 4)))
        expect(near(a.m11, 1))
    }

    @Test(arguments: [0.2, 0.35, 0.5, 0.8] as [CGFloat])
    func sharedAxisXSlidesThirtyPointsAndFadesThroughAtThirtyFivePercent(p: CGFloat) {
        let stage = CatalogStage(.sharedAxis(.x))
        stage.show(p)
        let fadeOut = min(1, p / 0.35), fadeIn = max(0, (p - 0.35) / 0.65)
        expect(near(stage.a.view.alpha, 1 - fadeOut))
        expect(near(stage.b.view.alpha, fadeIn))
        expect(near(stage.a.view.layer.transform.m41, -30 * p))
        expect(near(stage.b.view.layer.transform.m41, 30 * (1 - p)))
    }

    @Test func sharedAxisZScalesFromPointEightAndOutToOnePointOne() {
        let stage = CatalogStage(.sharedAxis(.z))
        stage.show(0.5)
        expect(near(stage.b.view.layer.transform.m11, 0.9))  // 0.8 → 1, half way
        expect(near(stage.a.view.layer.transform.m11, 1.05))  // 1 → 1.1, half way
    }

    @Test func fadeThroughScalesFromPointNineTwo() {
        let stage = CatalogStage(.fadeThrough)
        stage.show(0.5)
        expect(near(stage.b.view.layer.transform.m11, 0.96))
        expect(near(stage.a.view.alpha, 0))
    }

    @Test func materialFadeFadesInOverTheFirstThirtyPercentFromPointEight() {
        let stage = CatalogStage(.materialFade)
        stage.show(0.15)
        expect(near(stage.b.view.alpha, 0.5))
        let expected: CGFloat = 0.8 + 0.2 * 0.15
        expect(near(stage.b.view.layer.transform.m11, expected))
        expectEqual(CatalogTransition.materialFade.duration, 0.15)
        expectEqual(CatalogTransition.materialFade.backwardDuration, 0.075)
    }

    @Test func heroZoomAndPageInScales() {
        let zoom = CatalogStage(.zoomIn())
        zoom.show(0.5)
        expect(near(zoom.a.view.layer.transform.m11, 1.15))
        expect(near(zoom.a.view.alpha, 0.5))
        expect(near(zoom.b.view.layer.transform.m11, 0.85))
        let page = CatalogStage(.pageIn(from: .right))
        page.show(0.5)
        expect(near(page.a.view.layer.transform.m11, 0.85))
        expect(near(page.b.view.layer.transform.m41, 50))
        let push = CatalogStage(.push(from: .bottom))
        push.show(0.75)
        let parallax: CGFloat = -160.0 / 3 * 0.75
        expect(near(push.a.view.layer.transform.m42, parallax))
        expect(near(push.b.view.layer.transform.m42, 160 * 0.25))
    }

    @Test func bookPageStandsEdgeOnHalfWay() throws {
        let stage = CatalogStage(.flip())
        stage.show(0.5)
        // Four half-page snapshots over the hidden screens; the two turning ones are on top.
        let container = try unwrap(stage.a.view.superview)
        let pages = container.subviews.suffix(2)
        expectEqual(pages.count, 2)
        for page in pages { expect(near(page.layer.transform.m11, 0, 1e-12)) }
        expect(stage.a.view.isHidden)
        expect(stage.b.view.isHidden)
    }

    @Test func foldPanelsKeepTheirProjectedWidth() throws {
        let stage = CatalogStage(.fold(folds: 2))
        stage.show(0.5)
        let container = try unwrap(stage.a.view.superview)
        // The old screen's four panels: each spans 25·cos 45° on screen (without perspective,
        // read from the transform's x scale), and the last one's hinge is at the joint, x = 50.
        let panels = container.subviews.filter { $0.frame.width == 25 || $0.bounds.width == 25 }.prefix(4)
        expectEqual(panels.count, 4)
        for panel in panels { expect(near(panel.layer.transform.m11, cos(.pi / 4))) }
        let last = try unwrap(panels.last)
        expect(near(last.layer.position.x + last.layer.transform.m41, 50))
    }

    @Test func motionPresetsAreSwiftUIsSprings() throws {
        // SwiftUI: stiffness (2π/0.5)², damping 2ζ(2π/0.5) with ζ = 1 − bounce; DESIGN's
        // oracle for bounce 0.3: stiffness 157.913670, damping 17.592919.
        let bouncy = SpringTimingParameters.bouncy.spring(forDuration: 1)
        expectClose(bouncy.stiffness, 157.913670, within: 1e-5)
        expectClose(bouncy.damping, 17.592919, within: 1e-5)
        let smooth = SpringTimingParameters.smooth.spring(forDuration: 1)
        expectClose(smooth.damping, 2 * 4 * Double.pi, within: 1e-9)
        let snappy = SpringTimingParameters.snappy.spring(forDuration: 1)
        expectClose(snappy.damping, 2 * 0.85 * 4 * Double.pi, within: 1e-9)
        // Material 3 spring tokens (androidx Compose Material 3): ζ = c / (2√k), m = 1.
        let spatial = SpringTimingParameters.materialSpatial(.standard).spring(forDuration: 1)
        expectEqual(spatial.stiffness, 700)
        expectClose(spatial.damping / (2 * 700.0.squareRoot()), 0.9, within: 1e-12)
        let expressive = SpringTimingParameters.materialSpatial(.fast, expressive: true).spring(forDuration: 1)
        expectEqual(expressive.stiffness, 800)
        expectClose(expressive.dampingRatio, 0.6, within: 1e-12)
        expectEqual(SpringTimingParameters.materialEffects(.slow).spring(forDuration: 1).stiffness, 800)
        // Material 3 easing tokens, m3.material.io.
        let e = CubicTimingParameters.emphasizedDecelerate
        expectEqual(e.controlPoint1, CGPoint(x: 0.05, y: 0.7))
        expectEqual(e.controlPoint2, CGPoint(x: 0.1, y: 1))
        let f = CubicTimingParameters.fastOutSlowIn.timingFunction
        // An independent evaluation of cubic-bezier(0.4, 0, 0.2, 1) at x = 0.5 by bisection.
        func bez(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bez(0.4, 0.2, m) < 0.5 { lo = m } else { hi = m } }
        expectClose(f.solve(0.5), bez(0, 1, lo), within: 1e-6)
    }
}
