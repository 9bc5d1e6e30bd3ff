import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// Shadows cast from `shadowPath` (`CALayer.shadowPath`), and the separable fast path for a
/// rectangle that stays axis-aligned in device space.
///
/// Oracles: (1) the fast path against blurring the rasterized rectangle (the general path): a
/// pixel's area coverage of a rectangle is the product of its overlaps along x and y, and the box
/// cascade is linear and acts on rows and columns separately, so both compute the same number;
/// they differ only by the general path's roundings (coverage quantized to 8 bits, half a level;
/// each box pass rounds to 1/256 level) against the fast path's exact profiles, less than one
/// level before the final rounding, so at most 1 level apart after it. (2) The exact Gaussian blur
/// of the rectangle (`Scripts/shadow-fixtures.py`, erf in NumPy): the three-box cascade
/// approximates it to a PSNR above 35 dB. (3) A path equal to the layer's opaque outline casts
/// the shadow the layer's alpha casts.
@Suite struct SeparableShadowTests {
    static let size = CGSize(width: 96, height: 80)
    static let rect = CGRect(x: 20.25, y: 18.75, width: 50.25, height: 36.25)

    /// A node drawing nothing but a black shadow of `path`, opacity 1, on white.
    static func shadowFrame(
        _ path: CGPath?, radius: CGFloat, offset: CGSize = CGSize(width: -3, height: 2),
        background: Color? = nil, scale: CGFloat = 1
    ) -> Bitmap {
        var root = RenderNode(frame: CGRect(origin: .zero, size: size))
        var node = RenderNode(frame: CGRect(origin: .zero, size: size))
        node.backgroundColor = background
        node.shadowPath = path
        node.shadowOpacity = 1
        node.shadowRadius = radius
        node.shadowOffset = offset
        root.children = [node]
        return Renderer().render(RenderTree(size: size, scale: scale, backgroundColor: .white, root: root))
    }

    /// The rectangle as five corners (one on the middle of a side), which the fast path does not
    /// recognise: the general path rasterizes it, covering exactly what the rectangle covers.
    static func fivePointRect(_ r: CGRect) -> CGPath {
        let p = CGMutablePath()
        p.addLines(between: [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)
        ])
        p.closeSubpath()
        return p
    }

    static func worst(_ a: Bitmap, _ b: Bitmap) -> Int {
        BackdropOracleTests.compare(a, b).worst
    }

    @Test func recognisesRectanglesUnderScaleAndTranslation() {
        let r = CGRect(x: 1, y: 2, width: 30, height: 40)
        let m = Transform3D(scaleX: 2, y: 3).concatenating(Transform3D(translationX: 5.5, y: -1))
        let d = RenderContext.deviceRect(of: CGPath(rect: r), m)
        expectEqual(d.map { [$0.x0, $0.x1, $0.y0, $0.y1] }, [7.5, 67.5, 5, 125])
        expectEqual(RenderContext.rectangle(BezierPath(rect: r).cgPath), r)
        expectNil(RenderContext.rectangle(Self.fivePointRect(r)))
        expectNil(RenderContext.rectangle(CGPath(roundedRect: r, cornerWidth: 4, cornerHeight: 4, transform: nil)))
        expectNil(RenderContext.rectangle(CGPath(rect: .zero)))
        expectNil(RenderContext.deviceRect(of: CGPath(rect: r), Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1)))
    }

    /// The fast path's coverage against blurring the rasterized rectangle, for fractional edges,
    /// several σ (including one too small to blur) and a partial `limit`: at most 1 level apart.
    @Test(arguments: [0.1, 1.3, 3.0, 8.0, 20.0])
    func fastCoverageMatchesTheRasterizedBlur(sigma: Double) throws {
        let context = RenderContext(textCache: .shared)
        let m = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 0.3, y: 0.6))
        let extent = Blur.boxRadii(sigma: sigma).reduce(0, +) + 1
        let shadow = ShadowGeometry(sigma: sigma, extent: extent, dx: -5, dy: 3)
        let limit = IntRect(minX: 10, minY: -20, maxX: 150, maxY: 260)
        let fast = try unwrap(context.blurredCoverage(of: CGPath(rect: Self.rect), m, shadow, within: limit))
        let general = try unwrap(context.blurredCoverage(of: Self.fivePointRect(Self.rect), m, shadow, within: limit))
        expect(general.opaque.isEmpty)
        expect((sigma > 8 || !fast.opaque.isEmpty))
        var worst = 0
        for y in limit.minY..<limit.maxY {
            for x in limit.minX..<limit.maxX {
                worst = max(worst, abs(Self.value(fast, x, y) - Self.value(general, x, y)))
            }
        }
        expectLessThanOrEqual(worst, 1, "σ \(sigma): fast and general coverage differ by \(worst)")
    }

    /// A blurred coverage's value at a pixel: 255 inside its opaque part, else the mask's.
    static func value(_ coverage: (mask: Mask, opaque: IntRect), _ x: Int, _ y: Int) -> Int {
        let o = coverage.opaque, b = coverage.mask.bounds
        if x >= o.minX && x < o.maxX && y >= o.minY && y < o.maxY { return 255 }
        return x >= b.minX && x < b.maxX && y >= b.minY && y < b.maxY ? Int(coverage.mask.row(y)[x]) : 0
    }

    /// Whole frames, fast against general: the shadow's level differs by at most 1, and a black
    /// shadow over white turns that into at most 1 level of each channel.
    @Test(arguments: [6.0, 16.0]) func fastFrameMatchesTheGeneralFrame(radius: Double) {
        let fast = Self.shadowFrame(CGPath(rect: Self.rect), radius: CGFloat(radius), scale: 2)
        let general = Self.shadowFrame(Self.fivePointRect(Self.rect), radius: CGFloat(radius), scale: 2)
        expectLessThanOrEqual(Self.worst(fast, general), 1)
    }

    /// Against the exact Gaussian blur of the rectangle (σ = radius ⁄ 2).
    @Test(arguments: [3, 8]) func matchesTheExactGaussian(sigma: Int) throws {
        let fixture = try Bitmap(pngData: Data(FixtureFiles.bytes("shadow/rect-\(sigma).png")))
        let ours = Self.shadowFrame(CGPath(rect: Self.rect), radius: CGFloat(2 * sigma))
        var expected = Bitmap(width: fixture.width, height: fixture.height)
        for y in 0..<fixture.height {
            for x in 0..<fixture.width {
                let v = 255 - fixture[x, y].r
                expected[x, y] = (v, v, v, 255)
            }
        }
        let result = BackdropOracleTests.compare(ours, expected)
        expectGreaterThanOrEqual(result.psnr, 35, "PSNR against the exact Gaussian (σ \(sigma)): \(result.psnr) dB")
    }

    /// An opaque rectangular layer with its bounds as `shadowPath` casts the shadow its alpha
    /// casts (through an offscreen group), within the fast path's one level.
    @Test func boundsPathCastsTheAlphaShadow() {
        let frame = CGRect(origin: .zero, size: Self.size).insetBy(dx: 20, dy: 16)
        let viaAlpha = Self.shadowFrameOfOpaqueRect(frame, path: nil)
        let viaPath = Self.shadowFrameOfOpaqueRect(frame, path: CGPath(rect: CGRect(origin: .zero, size: frame.size)))
        expectLessThanOrEqual(Self.worst(viaAlpha, viaPath), 1)
        expect(viaPath[30, 80] != viaPath[0, 0], "a shadow is drawn left of the layer")
    }

    /// A grey opaque layer at `frame` casting a radius-6 shadow from its alpha or from `path`.
    static func shadowFrameOfOpaqueRect(_ frame: CGRect, path: CGPath?) -> Bitmap {
        var root = RenderNode(frame: CGRect(origin: .zero, size: size))
        var node = RenderNode(frame: frame)
        node.backgroundColor = Color(white: 0.5, alpha: 1)
        node.shadowPath = path
        node.shadowOpacity = 0.8
        node.shadowRadius = 6
        node.shadowOffset = CGSize(width: -3, height: 2)
        root.children = [node]
        return Renderer().render(RenderTree(size: size, scale: 2, backgroundColor: .white, root: root))
    }

    /// A curved outline takes the general path: an oval shape's shadow from its alpha and from the
    /// same oval as `shadowPath` agree within a level (same coverage, same blur; the group's
    /// compositing rounds once more).
    @Test func ovalPathCastsTheOvalsShadow() {
        let oval = CGPath(ellipseIn: CGRect(x: 20, y: 14, width: 50, height: 44), transform: nil)
        func frame(_ path: CGPath?) -> Bitmap {
            var root = RenderNode(frame: CGRect(origin: .zero, size: Self.size))
            var node = RenderNode(frame: CGRect(origin: .zero, size: Self.size))
            node.content = .shape(RenderNode.ShapeContent(path: oval, fillColor: Color(red: 0.2, green: 0.4, blue: 0.9)))
            node.shadowPath = path
            node.shadowOpacity = 0.6
            node.shadowRadius = 8
            node.shadowOffset = CGSize(width: 4, height: 4)
            root.children = [node]
            return Renderer().render(RenderTree(size: Self.size, scale: 2, backgroundColor: .white, root: root))
        }
        expectLessThanOrEqual(Self.worst(frame(nil), frame(oval)), 1)
    }

    /// The mask byte of a profile product is the floor of the value clamped to 0…255, taken without
    /// a call to `floor`: checked against that definition (`rounded(.down)`, then the clamp) on
    /// the cases where truncation and floor part (negative values, NaN, infinities), the ends of
    /// the range either side, and a seeded sweep of the products the fast path makes.
    @Test func maskByteIsTheClampedFloor() {
        func reference(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded(.down)))) }
        var values: [Double] = [
            .nan, .infinity, -.infinity, 0, -0.0, 0.5, -0.5, -1, -1.5, 1, 254.5, 254.999_999_999, 255, 255.5, 256,
            1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.999_999_999_999_999_9
        ]
        var state: UInt64 = 0x5EED
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = Double(state >> 11) / Double(1 << 53), b = Double((state << 7) >> 11) / Double(1 << 53)
            values.append(a * 255 * b + 0.5)
            values.append((a - 0.001) * 255 + 0.5)
        }
        for v in values { expectEqual(Blur.byte(v), reference(v), "v = \(v)") }
    }
}
