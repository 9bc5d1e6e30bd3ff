import Foundation
import Testing
import Transit
@testable import TransitRender
import TransitTesting
import TransitTestingReporting

/// Glyph runs: the coverage a run keeps is its masks' values summed and turned into coverage
/// once (worked out by hand for two squares sharing a pixel), its blend is the per-pixel source
/// over of the shape compositor for every colour, coverage and clip, and text drawn from runs
/// under opaque views, on many threads and after its masks are dropped is the text filled from
/// its outlines.
@Suite("Glyph runs")
struct GlyphRunTests {
    typealias Masks = GlyphMaskTests

    /// A rectangle's outline from `x0` to `x1` on row 0, one pixel tall, as a mask (identity
    /// transform, pen at the origin).
    static func bar(_ x0: CGFloat, _ x1: CGFloat) -> GlyphMask {
        let outline = [CGPoint(x: x0, y: 0), CGPoint(x: x1, y: 0), CGPoint(x: x1, y: 1), CGPoint(x: x0, y: 1)]
        return GlyphMask.make([outline], pen: .zero, toDevice: .identity, rasterizer: Rasterizer())
    }

    /// Composites `run` in `color` over a white row of `width` pixels.
    static func composite(_ run: GlyphRun, color: UInt32, width: Int, clip: Mask? = nil) -> [UInt32] {
        let surface = Surface(bounds: IntRect(minX: 0, minY: 0, maxX: width, maxY: 1), clearedTo: 0xFFFF_FFFF)
        run.composite(rows: 0..<1, into: surface, color: color, clip: clip)
        return Array(UnsafeBufferPointer(start: surface.pixels, count: width))
    }

    @Test("Two bars sharing a pixel: their areas add before they become coverage")
    func overlappingMasksSum() throws {
        // [0.5, 2.5] covers half of pixel 0, pixel 1, half of pixel 2; [2.25, 3.25] covers three
        // quarters of pixel 2 and a quarter of pixel 3. Pixel 2 sums to 1.25, clamped to 1.
        let a = Self.bar(0.5, 2.5), b = Self.bar(2.25, 3.25)
        let run = try unwrap(GlyphRun([.init(mask: a, x: a.left, y: a.top), .init(mask: b, x: b.left, y: b.top)]))
        expectEqual(run.minX, 0)
        expectEqual(run.maxX, 4)
        expectEqual(run.minY, 0)
        expectEqual(run.maxY, 1)
        // Opaque black at coverage c over white: each colour channel 255 − c·255/255 = 255 − c,
        // alpha c + (255 − c) = 255. Coverage: 0.5 → 128, 1 → 255, 0.25 → 64 (round(63.75)).
        let pixels = Self.composite(run, color: 0xFF00_0000, width: 5)
        func gray(_ v: UInt32) -> UInt32 { 0xFF00_0000 | v << 16 | v << 8 | v }
        expectEqual(pixels, [gray(127), gray(0), gray(0), gray(191), gray(255)])
    }

    @Test("A run of masks that cover nothing is no run")
    func emptyRun() {
        let empty = GlyphMask.make([], pen: .zero, toDevice: .identity, rasterizer: Rasterizer())
        expectNil(GlyphRun([.init(mask: empty, x: 0, y: 0)]))
        expectNil(GlyphRun([]))
    }

    /// The shape compositor's per-pixel blend at coverage `c` and clip byte `m`.
    static func reference(_ d: UInt32, _ c: UInt8, _ color: UInt32, _ m: UInt8?) -> UInt32 {
        let f = m.map { Pixel.mul8(UInt32(c), UInt32($0)) } ?? UInt32(c)
        return f == 0 ? d : Pixel.over(f == 255 ? color : Pixel.scale(color, f), d)
    }

    @Test(
        "The blend is the per-pixel source over, eight bytes at a time or one",
        arguments: [0xFF20_4080 as UInt32, 0x8010_2040, 0x0000_0000, 0xFFFF_FFFF])
    func blendMatchesPerPixel(color: UInt32) {
        var random = SplitMix64(seed: 25)
        let n = 1000
        // Runs of zeros, of whole coverage and of mixed bytes, so every branch is taken.
        var coverage = [UInt8](repeating: 0, count: n)
        var x = 0
        while x < n {
            let length = Int(random.next() % 20) + 1, kind = random.next() % 3
            for i in x..<min(n, x + length) { coverage[i] = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(random.next() & 255) }
            x += length
        }
        let clip = (0..<n).map { _ in random.next() % 4 == 0 ? 255 : UInt8(random.next() & 255) }
        let start = (0..<n).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        for clipped in [false, true] {
            var pixels = start
            pixels.withUnsafeMutableBufferPointer { d in
                coverage.withUnsafeBufferPointer { c in
                    clip.withUnsafeBufferPointer { m in
                        // From column 3, so the eight-byte reads start unaligned.
                        GlyphRun.blend(d.baseAddress!, c.baseAddress!, 3..<n, color, clipped ? m.baseAddress! : nil)
                    }
                }
            }
            let expected = (0..<n).map { i in
                i < 3 ? start[i] : Self.reference(start[i], coverage[i], color, clipped ? clip[i] : nil)
            }
            expectEqual(pixels, expected, "colour \(String(color, radix: 16)), clipped \(clipped)")
        }
    }

    /// The glyph mask tests' labels under an opaque box that covers part of them.
    static func coveredTree(dx: CGFloat) -> RenderTree {
        var tree = Masks.tree(scale: 2, dx: dx, dy: 0.35)
        tree.root.children.append(RenderTestSupport.box(CGRect(x: 40.3, y: 10.6, width: 50, height: 40), .green))
        return tree
    }

    @Test("Text partly under an opaque view is drawn from runs as from outlines")
    func underOpaqueView() {
        let tree = Self.coveredTree(dx: 0.2)
        let cache = GlyphMaskCache(byteBudget: 8 << 20)
        let renderer = Masks.renderer(cache)
        let first = renderer.render(tree), masked = renderer.render(tree)
        let reference = Masks.renderer(nil).render(tree)
        expectGreaterThan(cache.count, 0)
        expectEqual(first.pixels, reference.pixels)
        expectEqual(masked.pixels, reference.pixels)
    }

    @Test("Runs composited in one-pixel bands on 7 threads give the one-thread frame")
    func runsOnSevenThreads() {
        let tree = Self.coveredTree(dx: 0.45)
        var one = Masks.renderer(GlyphMaskCache(byteBudget: 8 << 20))
        var many = one
        one.workers = RenderWorkers(count: 1)
        many.glyphMasks = GlyphMaskCache(byteBudget: 8 << 20)
        many.workers = RenderWorkers(count: 7, minimumBandPixels: 1)
        _ = one.render(tree)
        _ = many.render(tree)
        expectEqual(one.render(tree).pixels, many.render(tree).pixels)
        expectGreaterThan(many.glyphMasks!.count, 0)
    }

    @Test("Placed text keeps its runs when its masks are dropped, within the byte budget")
    func runsOutliveMasks() {
        let tree = Masks.tree(scale: 2, dx: 0.15, dy: 0.3)
        let roomy = GlyphMaskCache(byteBudget: 8 << 20)
        let roomyRenderer = Masks.renderer(roomy)
        for _ in 0..<3 { _ = roomyRenderer.render(tree) }
        // A budget that holds the runs but not the masks.
        let budget = roomy.placedByteCount + 64
        expectGreaterThan(roomy.placedByteCount, 0)
        expectGreaterThan(roomy.byteCount, budget)
        let tight = GlyphMaskCache(byteBudget: budget)
        let renderer = Masks.renderer(tight)
        let reference = Masks.renderer(nil).render(tree)
        expectEqual(renderer.render(tree).pixels, reference.pixels)
        expectEqual(renderer.render(tree).pixels, reference.pixels)
        let made = tight.misses, looked = tight.hits
        expectLessThanOrEqual(tight.byteCount, budget)
        expectLessThanOrEqual(tight.placedByteCount, budget)
        expectEqual(renderer.render(tree).pixels, reference.pixels)
        // The third frame reuses the placed runs: no mask is looked up or made.
        expectEqual(tight.misses, made)
        expectEqual(tight.hits, looked)
    }
}
