import Foundation
import Testing
import Transit
@testable import TransitRender
import TransitTestingReporting

/// Glyph coverage masks: text composited from cached masks is the text filled from its outlines,
/// bit for bit, at every scale and subpixel position; what the cache holds never changes a pixel;
/// memory stays within the byte budget; text under a transform that rotates is filled from its
/// outlines. Nothing here needs the main actor: the frames are drawn beside the tests that do.
@Suite("Glyph masks")
struct GlyphMaskTests {
    /// A renderer with its own caches: glyph masks from `masks`, or outlines only when nil.
    static func renderer(_ masks: GlyphMaskCache?) -> Renderer {
        var renderer = Renderer()
        renderer.textCache = TextLayoutCache(budget: 1 << 20)
        renderer.glyphMasks = masks
        return renderer
    }

    /// Labels of Latin (with accents, kerning pairs and tight letters whose edges share pixels),
    /// Korean, Japanese and Chinese, one of them in two colours, placed `dx`, `dy` points from
    /// whole positions.
    static func tree(scale: CGFloat, dx: CGFloat, dy: CGFloat, transform: Transform3D = .identity) -> RenderTree {
        var styled = AttributedText(string: "Red ", attributes: .init(foregroundColor: .red))
        styled.append(AttributedText(string: "and black: rnmw AVATAR", attributes: .init(font: .boldSystemFont(ofSize: 9))))
        let contents: [RenderNode.TextContent] = [
            .init(
                text: "The quick brown fox jumps — café, naïve, “Wolf” ffi rnmw", fontSize: 7, color: .black,
                numberOfLines: 0),
            .init(text: "화면 전환은 画面の遷移 转场动画", fontSize: 11, color: .blue),
            .init(text: "", fontSize: 9, color: .black, attributedText: styled),
            .init(text: "Semi-transparent gray, 13 pt", fontSize: 13, color: Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.6))
        ]
        var nodes: [RenderNode] = []
        for (i, content) in contents.enumerated() {
            var node = RenderNode(frame: CGRect(x: 3 + dx, y: 2 + dy + CGFloat(i) * 22, width: 150, height: 22))
            node.content = .text(content)
            node.transform = transform
            nodes.append(node)
        }
        return RenderTestSupport.tree(nodes, size: CGSize(width: 160, height: 92), scale: scale, background: .white)
    }

    /// The largest difference of any channel between two frames of the same size.
    static func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return 256 }
        return zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test(
        "Masks draw exactly the pixels the outlines fill, at several scales and subpixel offsets",
        arguments: [1.0, 2.0, 3.0, 2.625])
    func masksMatchOutlines(scale: Double) {
        let offsets: [(CGFloat, CGFloat)] = [(0, 0), (0.1, 0.05), (0.25, 0.5), (0.37, 0.71), (0.5, 0.125), (0.83, 0.9)]
        for (dx, dy) in offsets {
            let tree = Self.tree(scale: CGFloat(scale), dx: dx, dy: dy)
            let outlines = Self.renderer(nil).render(tree)
            let cache = GlyphMaskCache(byteBudget: 8 << 20)
            let renderer = Self.renderer(cache)
            // The first frame at a place fills outlines, the second makes and composites masks.
            let first = renderer.render(tree)
            expectEqual(cache.misses, 0)
            let masked = renderer.render(tree)
            expectEqual(first.pixels, outlines.pixels)
            // Identical pixels (a tolerance of zero): the masks hold the scan converter's own
            // accumulated areas, which add up across glyphs exactly as filling them together.
            expectEqual(Self.maxDifference(outlines, masked), 0, "scale \(scale), offset (\(dx), \(dy))")
            expectGreaterThan(cache.misses, 20, "the masks were used")
            expectGreaterThan(cache.count, 20, "the masks were used")
        }
    }

    @Test("A frame drawn from cached masks is the frame drawn while making them, and with none kept")
    func hitEqualsMiss() {
        let tree = Self.tree(scale: 3, dx: 0.3, dy: 0.6)
        let cache = GlyphMaskCache(byteBudget: 8 << 20)
        let renderer = Self.renderer(cache)
        let outlines = renderer.render(tree)  // drawn here for the first time: outlines
        expectEqual(cache.misses, 0)
        let cold = renderer.render(tree)
        expectEqual(outlines.pixels, cold.pixels)
        let made = cache.misses
        expectGreaterThan(made, 0)
        expectLessThan(cache.hits, made)
        let hits = cache.hits
        let warm = renderer.render(tree)
        // Text that stayed put reuses its placed runs: no mask is looked up or made again.
        expectEqual(cache.misses, made)
        expectEqual(cache.hits, hits)
        // Laid out afresh (a new text cache), the same text finds every mask.
        let relaidRenderer = Self.renderer(cache)
        _ = relaidRenderer.render(tree)
        let relaid = relaidRenderer.render(tree)
        expectEqual(cache.misses, made)
        expectGreaterThanOrEqual(cache.hits, hits + made)
        expectEqual(relaid.pixels, cold.pixels)
        let none = GlyphMaskCache(byteBudget: 0)
        let uncached = Self.renderer(none).render(tree)
        expectEqual(none.count, 0)
        expectEqual(none.byteCount, 0)
        expectEqual(cold.pixels, warm.pixels)
        expectEqual(cold.pixels, uncached.pixels)
    }

    @Test("Memory stays within a tiny byte budget, the least recently used masks going first")
    func evictionUnderBudget() {
        let tree = Self.tree(scale: 2, dx: 0.2, dy: 0.4)
        let tiny = GlyphMaskCache(byteBudget: 4000)
        let renderer = Self.renderer(tiny)
        let first = renderer.render(tree), second = renderer.render(tree)
        expectLessThanOrEqual(tiny.byteCount, 4000)
        expectGreaterThanOrEqual(tiny.count, 1)
        expectLessThan(tiny.count, 20)
        let reference = Self.renderer(nil).render(tree)
        expectEqual(first.pixels, reference.pixels)
        expectEqual(second.pixels, reference.pixels)
    }

    @Test("Least recently used order: a mask used again outlives one used once")
    func leastRecentlyUsed() {
        func key(_ c: Character) -> GlyphMaskCache.Key {
            .init(
                glyph: .builtIn(c), pointSize: 12, weight: 0, flattening: 2, penX: 0.25, penY: 0,
                scaleX: 2, scaleY: 2, translationX: 0, translationY: 0)
        }
        let rasterizer = Rasterizer()
        let square: [[CGPoint]] = [[CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)]]
        let mask = GlyphMask.make(
            square, pen: CGPoint(x: 0.25, y: 0), toDevice: Transform3D(scaleX: 2, y: 2),
            rasterizer: rasterizer)
        // 4 × 4 points at 2 pixels each, half a pixel right: 9 × 8 pixels.
        expectEqual(mask.width, 9)
        expectEqual(mask.height, 8)
        let cache = GlyphMaskCache(byteBudget: 2 * mask.byteCount)
        for c: Character in ["a", "b", "a", "c"] { _ = cache.mask(key(c), face: nil) { mask } }
        expect(cache.contains(key("a")))
        expect(cache.contains(key("c")))
        expect(!cache.contains(key("b")))
        expectEqual(cache.hits, 1)
        expectEqual(cache.misses, 3)
        expectEqual(cache.byteCount, 2 * mask.byteCount)
        cache.removeAll()
        expectEqual(cache.count, 0)
        expectEqual(cache.byteCount, 0)
    }

    @Test("A mask holds the scan converter's values: a square half a pixel off the grid")
    func maskValues() {
        let square: [[CGPoint]] = [[CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 0, y: 1)]]
        let mask = GlyphMask.make(square, pen: CGPoint(x: 0.5, y: 0), toDevice: .identity, rasterizer: Rasterizer())
        // Columns 0 and 2 are half covered, column 1 whole; one row.
        expectEqual(mask.left, 0)
        expectEqual(mask.top, 0)
        expectEqual(mask.width, 3)
        expectEqual(mask.height, 1)
        let coverage = mask.values.map { RasterShape.coverage($0) }
        expectEqual(coverage, [128, 255, 128])
        expectEqual(mask.rowStart, [0])
        expectEqual(mask.rowEnd, [3])
    }

    @Test("Rotated, mirrored and perspective text is filled from outlines")
    func rotatedUsesOutlines() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let transforms = [
            Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1), Transform3D(scaleX: -1, y: 1),
            perspective.rotated(by: 0.5, x: 0, y: 1, z: 0)
        ]
        for transform in transforms {
            let tree = Self.tree(scale: 2, dx: 0.4, dy: 0.1, transform: transform)
            let cache = GlyphMaskCache(byteBudget: 8 << 20)
            let drawn = Self.renderer(cache).render(tree)
            expectEqual(cache.misses, 0)
            expectEqual(cache.count, 0)
            expectEqual(drawn.pixels, Self.renderer(nil).render(tree).pixels)
            expectGreaterThan(RenderTestSupport.totalAlpha(drawn), 0)
        }
    }

    @Test("Text cut by the frame's edge or a rounded clip draws what the outlines draw")
    func clipped() {
        var clip = RenderNode(frame: CGRect(x: 10.3, y: 5.6, width: 90, height: 40))
        clip.cornerRadius = 9
        clip.masksToBounds = true
        var inside = RenderNode(frame: CGRect(x: 2.2, y: 3.7, width: 80, height: 20))
        inside.content = .text(.init(text: "Clipped by rounded corners", fontSize: 14, color: .black))
        clip.children = [inside]
        var edge = RenderNode(frame: CGRect(x: -12.4, y: 50.2, width: 200, height: 20))
        edge.content = .text(.init(text: "Off the left edge and the right edge of the frame", fontSize: 14, color: .red))
        let tree = RenderTestSupport.tree([clip, edge], size: CGSize(width: 120, height: 80), scale: 2, background: .white)
        let cache = GlyphMaskCache(byteBudget: 8 << 20)
        let renderer = Self.renderer(cache)
        let first = renderer.render(tree), masked = renderer.render(tree)
        let reference = Self.renderer(nil).render(tree)
        expectEqual(first.pixels, reference.pixels)
        expectEqual(masked.pixels, reference.pixels)
        expectGreaterThan(cache.count, 0)
    }

    @Test("Text that moves every frame is filled from outlines and makes no masks")
    func movingText() {
        let cache = GlyphMaskCache(byteBudget: 8 << 20)
        let renderer = Self.renderer(cache)
        for step in 1...4 {
            let tree = Self.tree(scale: 2, dx: 0.3 * CGFloat(step), dy: 0)
            expectEqual(renderer.render(tree).pixels, Self.renderer(nil).render(tree).pixels)
        }
        expectEqual(cache.misses, 0)
        expectEqual(cache.count, 0)
    }
}
