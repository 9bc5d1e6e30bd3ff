import Foundation
import Testing
import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// Drawing on several threads changes no byte: every scene drawn with its rows split into 2, 3
/// and 7 bands (down to one-pixel bands, so even the tiny test surfaces and every offscreen group,
/// mask and material inside them are split) equals the same scene drawn on one thread, and so
/// does an incremental frame (`FrameCompositor`). The one-thread frames are themselves pinned by
/// the golden tests.
@Suite struct RenderThreadsTests {
    typealias S = RenderTestSupport

    /// A renderer splitting every surface into `count` bands, however small.
    static func renderer(threads count: Int) -> Renderer {
        var renderer = Renderer()
        renderer.workers = RenderWorkers(count: count, minimumBandPixels: 1)
        return renderer
    }

    /// The golden primitives and pictures, a material over a shadowed, masked group, and the
    /// cards scene at scale 3 (large enough for the default band size).
    static var scenes: [(name: String, tree: RenderTree)] {
        GoldenScenes.matrix + GoldenScenes.pictures + [("materials", materials()), ("cards-3x", cardsAtScale3())]
    }

    static func materials() -> RenderTree {
        var t = FrameCompositorTests.scene(cardX: 20) { card in
            card.shadowOpacity = 0.6
            card.shadowRadius = 6
            card.shadowOffset = CGSize(width: 3, height: 5)
        }
        var glass = RenderNode(frame: CGRect(x: 6, y: 30, width: 84, height: 50))
        glass.backdrop = RenderNode.Backdrop(
            blurRadius: 5, saturation: 1.8, tintColor: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
        glass.cornerRadius = 8
        var panel = S.box(CGRect(x: 40, y: 10, width: 50, height: 70), Color(red: 0, green: 0, blue: 0, alpha: 0.2))
        panel.opacity = 0.8
        panel.mask = S.box(CGRect(x: 0, y: 0, width: 50, height: 60), .black, radius: 12)
        panel.children = [S.box(CGRect(x: 5, y: 5, width: 20, height: 30), Color(red: 0.69, green: 0.32, blue: 0.87))]
        t.root.children += [glass, panel]
        return t
    }

    static func cardsAtScale3() -> RenderTree {
        var tree = GoldenScenes.cards()
        tree.scale = 3
        return tree
    }

    @Test("A frame drawn on 2, 3 or 7 threads is the one-thread frame", arguments: [2, 3, 7])
    func sameBytesWhateverTheThreadCount(threads: Int) {
        let one = Self.renderer(threads: 1), many = Self.renderer(threads: threads)
        var differing: [String] = []
        for (name, tree) in Self.scenes where one.render(tree) != many.render(tree) { differing.append(name) }
        expect(differing.isEmpty, "differ on \(threads) threads: \(differing)")
    }

    @Test("An incremental frame drawn on 7 threads is the one-thread full frame")
    func damagedBandsOnSevenThreads() {
        let compositor = FrameCompositor(renderer: Self.renderer(threads: 7))
        let one = Self.renderer(threads: 1)
        for x: CGFloat in [20, 21.5, 30, 44, 60, 10] {
            var tree = Self.materials()
            tree.root.children[8].position.x = x + 15
            let frame = compositor.render(tree)
            expectEqual(frame.bitmap, one.render(tree), "card at x = \(x)")
        }
    }

    @Test("A material's blur on 2, 3 or 7 threads is the reference blur", arguments: [2, 3, 7])
    func blurOnThreads(threads: Int) {
        var random = BackdropBlurExactTests.Seeded(state: 11 + UInt64(threads))
        let frame = IntRect(minX: 0, minY: 0, maxX: 90, maxY: 120)
        let source = BackdropBlurExactTests.randomSurface(frame, &random)
        let workers = RenderWorkers(count: threads, minimumBandPixels: 1)
        for (sigma, rows) in [(0.6, nil), (3.2, nil), (11.5, 40..<90), (41, nil), (7, 119..<200)] as [(Double, Range<Int>?)] {
            let region = BackdropBlurExactTests.randomRegion(in: frame, width: 37, height: 70, &random)
            let split = BackdropBlur.blurred(
                source, region: region, sigma: sigma, saturation: 1.8, rows: rows, workers: workers)
            let whole = BackdropBlur.blurred(source, region: region, sigma: sigma, saturation: 1.8, rows: rows)
            let reference = BackdropBlurReference.blurred(source, region: region, sigma: sigma, saturation: 1.8)
            let inside = IntRect(
                minX: region.minX, minY: max(region.minY, rows?.lowerBound ?? region.minY),
                maxX: region.maxX, maxY: min(region.maxY, rows?.upperBound ?? region.maxY))
            expectEqual(BackdropBlurExactTests.differences(split, whole, region), 0, "σ \(sigma) on \(threads) threads")
            if !inside.isEmpty {
                expectEqual(BackdropBlurExactTests.differences(split, reference, inside), 0, "σ \(sigma), reference")
            }
        }
    }

    @Test("Kept buffers are reused, the smallest given up first, none beyond the budget")
    func buffersAreReused() {
        let pool = BufferPool(byteBudget: 1000)
        let a = pool.take(600)
        pool.give(a.pointer, bytes: a.bytes)
        let b = pool.take(500)
        expectEqual(b.pointer, a.pointer, "the kept buffer, not a new one")
        expectEqual(b.bytes, 600, "the kept buffer, not a new one")
        let c = pool.take(300)
        pool.give(b.pointer, bytes: b.bytes)
        pool.give(c.pointer, bytes: c.bytes)
        expectEqual(pool.bytesHeld, 900)
        let d = pool.take(400)  // the 600-byte buffer: the smallest that is large enough
        expectEqual(d.pointer, a.pointer)
        expectEqual(pool.bytesHeld, 300)
        pool.give(d.pointer, bytes: d.bytes)
        let big = pool.take(2000)
        pool.give(big.pointer, bytes: big.bytes)  // over the budget: freed, not kept
        expectEqual(pool.bytesHeld, 900)
    }

    @Test("Bands cover the rows exactly once, and small work stays on one thread")
    func bandSplit() {
        for n in [1, 2, 3, 7] {
            let bands = (0..<n).map { RenderWorkers.band($0, of: n, in: 5..<105) }
            expect(bands.first?.lowerBound == 5)
            expect(bands.last?.upperBound == 105)
            expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
        let workers = RenderWorkers(count: 4)
        expectEqual(workers.bands(for: 2556, pixelsPerItem: 1179), 4)
        expectEqual(workers.bands(for: 10, pixelsPerItem: 100), 1)
        expectEqual(RenderWorkers(count: 100).count, 64)
        expectEqual(RenderWorkers(count: 0).count, 1)
    }

    @Test("TRANSIT_RENDER_THREADS is read, and a malformed value is refused with a diagnostic")
    func environment() {
        expect(RenderWorkers.threadCount(environment: nil, processors: 6) == (6, nil))
        expect(RenderWorkers.threadCount(environment: "1", processors: 6) == (1, nil))
        expect(RenderWorkers.threadCount(environment: " 3 ", processors: 6) == (3, nil))
        for bad in ["0", "65", "two", "", "-2"] {
            let (count, diagnostic) = RenderWorkers.threadCount(environment: bad, processors: 6)
            expectEqual(count, 6)
            expectEqual(diagnostic, "TRANSIT_RENDER_THREADS=\(bad) is not a whole number from 1 to 64; drawing on 6 threads")
        }
    }
}

extension RenderThreadsTests {
    @Test("The vector saturation is the scalar one on every alpha and a spread of colours and factors")
    func vectorSaturation() {
        var random = BackdropBlurExactTests.Seeded(state: 3)
        var differing = 0
        for s: Int32 in [0, 1, 100, 255, 256, 257, 461, 1000, 2048] {
            for _ in 0..<20_000 {
                let a = UInt16(random.next() % 65281)
                let p = BackdropBlur.Pixel(
                    UInt16(random.next() % 65281), UInt16(random.next() % 65281), UInt16(random.next() % 65281), a)
                let q = SIMD4<Int32>(truncatingIfNeeded: p)
                if BackdropBlur.saturated(p, s) != BackdropBlur.saturated(q[0], q[1], q[2], q[3], s) { differing += 1 }
            }
        }
        expectEqual(differing, 0)
    }
}

extension RenderThreadsTests {
    @Test("A shadow's blur on 2, 3 or 7 threads is the one-thread blur", arguments: [2, 3, 7])
    func shadowBlurOnThreads(threads: Int) {
        var random = BackdropBlurExactTests.Seeded(state: 29 + UInt64(threads))
        let workers = RenderWorkers(count: threads, minimumBandPixels: 1)
        for (sigma, side) in [(0.8, 5), (3.5, 40), (12.0, 23), (60.0, 17)] {
            let mask = Mask(bounds: IntRect(minX: 3, minY: -4, maxX: 3 + side + 7, maxY: -4 + side))
            for k in 0..<(mask.bounds.width * mask.bounds.height) { mask.values[k] = UInt8(truncatingIfNeeded: random.next()) }
            let extent = Blur.boxRadii(sigma: sigma).reduce(0, +) + 1
            let one = Blur.gaussian(mask, sigma: sigma, extent: extent, dx: 2, dy: -3)
            let many = Blur.gaussian(mask, sigma: sigma, extent: extent, dx: 2, dy: -3, workers: workers)
            let count = one.bounds.width * one.bounds.height
            expectEqual(one.bounds, many.bounds)
            expect((0..<count).allSatisfy { one.values[$0] == many.values[$0] }, "σ \(sigma) on \(threads) threads")
        }
    }
}
