import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Rasterized layers (`RenderNode.shouldRasterize`): drawn once into a bitmap in their own space,
/// kept while their subtree is unchanged, composited through their transform and opacity.
@Suite struct RasterizationTests {
    typealias S = RenderTestSupport

    /// A card with a shadow, a rounded clip, a translucent inner box and a round dot in it, drawn
    /// by layers 7, 8 and 9, at (10, 8) in a 64 × 48 tree; rasterized at `scale` when `rasterize`.
    static func card(rasterize: Bool = true, scale: CGFloat = 2, dot: Color = .red) -> RenderNode {
        var card = S.box(CGRect(x: 10, y: 8, width: 40, height: 30), Color(red: 0.2, green: 0.5, blue: 0.9), radius: 6)
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 2)
        var inner = S.box(CGRect(x: 4, y: 4, width: 24, height: 18), Color(red: 1, green: 0.8, blue: 0.1, alpha: 0.7), radius: 3)
        inner.masksToBounds = true
        var spot = S.box(CGRect(x: 14, y: 8, width: 14, height: 14), dot, radius: 7)
        spot.source = RenderNodeSource(layerSerial: 9)
        inner.children = [spot]
        inner.source = RenderNodeSource(layerSerial: 8)
        card.children = [inner]
        card.shouldRasterize = rasterize
        card.rasterizationScale = scale
        card.source = RenderNodeSource(layerSerial: 7)
        return card
    }

    static func tree(_ card: RenderNode, scale: CGFloat = 2) -> RenderTree {
        S.tree([card], size: CGSize(width: 64, height: 48), scale: scale, background: .white)
    }

    /// The largest difference of one channel between two bitmaps of the same size.
    static func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// At the render's scale and a whole-pixel position the bitmap is copied texel for pixel, so
    /// the frame is the direct drawing regrouped: (background ⊕ parts) becomes background ⊕
    /// (parts). Premultiplied source-over rounds once per operation (≤ ½ level), and regrouping two
    /// operations moves a channel by at most 2 levels (the analysis in the report): that is the
    /// tolerance, and the frame must differ from the background where the card is.
    @Test func atTheRenderScaleTheBitmapMatchesDirectDrawing() {
        let direct = Renderer().render(Self.tree(Self.card(rasterize: false)))
        let rasterized = Renderer().render(Self.tree(Self.card()))
        expectEqual(rasterized.width, 128)
        expectEqual(rasterized.height, 96)
        expectLessThanOrEqual(Self.maxDifference(direct, rasterized), 2)
        expectNotEqual(direct.pixels, Renderer().render(Self.tree(RenderNode())).pixels)
    }

    /// A second frame of the same subtree composites the kept bitmap: nothing is drawn again and
    /// the pixels are the same.
    @Test func anUnchangedSubtreeIsDrawnOnce() {
        let renderer = Renderer()
        let first = renderer.render(Self.tree(Self.card()))
        let second = renderer.render(Self.tree(Self.card()))
        expect(renderer.rasterCache.statistics == (drawn: 1, reused: 1))
        expectEqual(first, second)
    }

    /// A change two levels down (the dot's colour) draws the bitmap again, and the frame shows it
    /// as the direct drawing of the new tree does.
    @Test func aChangeDeepInTheSubtreeRedrawsIt() {
        let renderer = Renderer()
        _ = renderer.render(Self.tree(Self.card()))
        let changed = renderer.render(Self.tree(Self.card(dot: .green)))
        expect(renderer.rasterCache.statistics == (drawn: 2, reused: 0))
        expectLessThanOrEqual(
            Self.maxDifference(changed, Renderer().render(Self.tree(Self.card(rasterize: false, dot: .green)))), 2)
    }

    /// Moving, fading and rotating the layer reuse its bitmap. Moved by (3, −2) points at 2×, the
    /// frame is the first one shifted by (6, −4) pixels over the white background.
    @Test func movingFadingAndRotatingReuseTheBitmap() {
        let renderer = Renderer()
        let first = renderer.render(Self.tree(Self.card()))
        var moved = Self.card()
        moved.position.x += 3
        moved.position.y -= 2
        let shifted = renderer.render(Self.tree(moved))
        var mismatches = 0
        for y in 0..<96 {
            for x in 0..<128 {
                let sx = x - 6, sy = y + 4
                let expected: [UInt8] =
                    (0..<128).contains(sx) && (0..<96).contains(sy)
                    ? Array(first.pixels[(sy * 128 + sx) * 4..<(sy * 128 + sx) * 4 + 4]) : [255, 255, 255, 255]
                if Array(shifted.pixels[(y * 128 + x) * 4..<(y * 128 + x) * 4 + 4]) != expected { mismatches += 1 }
            }
        }
        expectEqual(mismatches, 0)
        var faded = Self.card()
        faded.opacity = 0.5
        _ = renderer.render(Self.tree(faded))
        var turned = Self.card()
        turned.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        _ = renderer.render(Self.tree(turned))
        expect(renderer.rasterCache.statistics == (drawn: 1, reused: 3))
    }

    /// A 2 × 2-point layer (red, its top-left point blue) rasterized at 1 in a 2× frame: the 4 × 4
    /// texel bitmap (the layer and a clear texel of margin) is magnified two times with bilinear
    /// weights, worked out here by hand: pixel centre x + ½ maps to texel coordinate
    /// (x + ½) / 2 − 4 + 1 − ½, edge texels clamped, then composited over white. The renderer
    /// keeps weights in 1/256 steps: tolerance 2 levels.
    @Test func scaleOneOnATwoTimesFrameIsTheOneTimesBitmapMagnified() {
        var layer = S.box(CGRect(x: 4, y: 4, width: 2, height: 2), .red)
        layer.children = [S.box(CGRect(x: 0, y: 0, width: 1, height: 1), .blue)]
        layer.shouldRasterize = true
        layer.rasterizationScale = 1
        layer.source = RenderNodeSource(layerSerial: 3)
        let frame = Renderer().render(S.tree([layer], size: CGSize(width: 10, height: 10), scale: 2, background: .white))
        func texel(_ i: Int, _ j: Int) -> [Double] {
            let (i, j) = (min(max(i, 0), 3), min(max(j, 0), 3))
            if i == 0 || j == 0 || i == 3 || j == 3 { return [0, 0, 0, 0] }
            return i == 1 && j == 1 ? [0, 0, 255, 255] : [255, 0, 0, 255]
        }
        var worst = 0.0
        for y in 0..<20 {
            for x in 0..<20 {
                var expected = [255.0, 255, 255, 255]
                if (6..<14).contains(x) && (6..<14).contains(y) {
                    let u = (Double(x) + 0.5) / 2 - 4 + 1 - 0.5, v = (Double(y) + 0.5) / 2 - 4 + 1 - 0.5
                    let i = Int(u.rounded(.down)), j = Int(v.rounded(.down)), fu = u - Double(i), fv = v - Double(j)
                    var c = [0.0, 0, 0, 0]
                    for k in 0..<4 {
                        c[k] =
                            (1 - fu) * (1 - fv) * texel(i, j)[k] + fu * (1 - fv) * texel(i + 1, j)[k]
                            + (1 - fu) * fv * texel(i, j + 1)[k] + fu * fv * texel(i + 1, j + 1)[k]
                    }
                    expected = c.map { $0 + 255 * (1 - c[3] / 255) }
                }
                for k in 0..<4 { worst = max(worst, abs(expected[k] - Double(frame.pixels[(y * 20 + x) * 4 + k]))) }
            }
        }
        expectLessThanOrEqual(worst, 2)
    }

    /// The layer's opacity applies to the bitmap, not to each part (Apple: "the current opacity of
    /// the layer is not rasterized"): two overlapping opaque boxes at opacity ½ over white give
    /// ½ blue + ½ white = (128, 128, 255) where they overlap, not blue over half-faded red.
    @Test func opacityAppliesToTheWholeBitmap() {
        var layer = RenderNode(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        layer.children = [
            S.box(CGRect(x: 0, y: 0, width: 20, height: 20), .red), S.box(CGRect(x: 10, y: 0, width: 20, height: 20), .blue)
        ]
        layer.opacity = 0.5
        layer.shouldRasterize = true
        layer.source = RenderNodeSource(layerSerial: 4)
        let frame = Renderer().render(S.tree([layer], size: CGSize(width: 30, height: 20), background: .white))
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(frame.pixels[(y * 30 + x) * 4 + $0]) } }
        for (p, q) in zip(pixel(15, 10), [128, 128, 255, 255]) { expectLessThanOrEqual(abs(p - q), 1) }
        for (p, q) in zip(pixel(5, 10), [255, 128, 128, 255]) { expectLessThanOrEqual(abs(p - q), 1) }
    }

    /// Through a compositor, a rasterized card (at 1× in a 2× frame, so its bitmap is magnified)
    /// that moves, fades and changes inside gives every frame equal to a full render, unchanged
    /// outside the damage.
    @Test func damageCoversMovedAndRedrawnRasterizedLayers() {
        var trees: [RenderTree] = []
        for (i, dot) in [Color.red, .red, .green, .green].enumerated() {
            var card = Self.card(scale: 1, dot: dot)
            card.position.x += CGFloat(i) * 1.25
            card.opacity = i == 3 ? 0.6 : 1
            trees.append(Self.tree(card))
        }
        FrameCompositorTests.check(trees)
    }

    /// A whole frame without the layer drops its bitmap; a bitmap over the byte budget is not
    /// made (the layer is drawn directly, the same pixels as unrasterized).
    @Test func evictionAndBudget() {
        let renderer = Renderer()
        _ = renderer.render(Self.tree(Self.card()))
        expectEqual(renderer.rasterCache.footprint.count, 1)
        _ = renderer.render(Self.tree(RenderNode()))
        expect(renderer.rasterCache.footprint == (count: 0, bytes: 0))
        var small = Renderer()
        small.rasterCache = RasterizationCache(budget: 1000)
        expectEqual(small.render(Self.tree(Self.card())), Renderer().render(Self.tree(Self.card(rasterize: false))))
        expect(small.rasterCache.statistics == (drawn: 0, reused: 0))
    }

    /// A rasterization scale that is not finite and positive (an animation's overshoot) draws the
    /// layer directly.
    @Test func badScalesDrawDirectly() {
        let direct = Renderer().render(Self.tree(Self.card(rasterize: false)))
        for scale in [CGFloat.nan, 0, -1, .infinity] {
            let renderer = Renderer()
            expectEqual(renderer.render(Self.tree(Self.card(scale: scale))), direct)
            expect(renderer.rasterCache.statistics == (drawn: 0, reused: 0))
        }
    }
}
