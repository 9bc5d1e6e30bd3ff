import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// The fast backdrop blur against the plain reference (`BackdropBlurReference`): over seeded
/// random surfaces, regions inside, touching and near the surface's edges (so the padded area is
/// clipped on some sides and not on others), σ from 0.1 to 60 pixels, saturations 0, 1, 1.8 and
/// 8, every output pixel is identical. Each σ takes one saturation in turn besides 1.8 (the
/// materials' own); the heavy run (`TRANSIT_HEAVY_TESTS=1`) takes all four for every σ.
@Suite struct BackdropBlurExactTests {
    /// Knuth's MMIX linear congruential generator, its high bits folded into the low ones, so
    /// every run draws the same surfaces and regions.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// A surface over `bounds` of random premultiplied pixels (colour channels at most alpha),
    /// with some fully opaque and fully clear ones among them.
    static func randomSurface(_ bounds: IntRect, _ random: inout Seeded) -> Surface {
        let surface = Surface(bounds: bounds)
        for y in bounds.minY..<bounds.maxY {
            let row = surface.row(y)
            for x in bounds.minX..<bounds.maxX {
                let a = [UInt32(0), 255, UInt32.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
                let c = (0..<3).map { _ in UInt32.random(in: 0...a, using: &random) }
                row[x] = c[0] | c[1] << 8 | c[2] << 16 | a << 24
            }
        }
        return surface
    }

    /// A random region inside `bounds`, `width` × `height` pixels or less, at times touching an edge.
    static func randomRegion(in bounds: IntRect, width: Int, height: Int, _ random: inout Seeded) -> IntRect {
        let w = min(width, bounds.width), h = min(height, bounds.height)
        var x = Int.random(in: bounds.minX...(bounds.maxX - w), using: &random)
        var y = Int.random(in: bounds.minY...(bounds.maxY - h), using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: x = bounds.minX
        case 1: x = bounds.maxX - w
        case 2: y = bounds.minY
        case 3: y = bounds.maxY - h
        default: break
        }
        return IntRect(minX: x, minY: y, maxX: x + w, maxY: y + h)
    }

    /// The number of pixels of `region` where the two surfaces differ.
    static func differences(_ a: Surface, _ b: Surface, _ region: IntRect) -> Int {
        var count = 0
        for y in region.minY..<region.maxY {
            let p = a.row(y), q = b.row(y)
            for x in region.minX..<region.maxX where p[x] != q[x] { count += 1 }
        }
        return count
    }

    static let sigmas = [0.1, 0.25, 0.6, 1, 1.7, 3.2, 6, 11.5, 24, 41, 60]
    static let saturations = [0, 1, 1.8, 8.0]

    /// The saturations tried at `sigma`: all of them in the heavy run, else 1.8 and one other,
    /// taken in turn along `sigmas`.
    static func saturations(at sigma: Double) -> [Double] {
        if ProcessInfo.processInfo.environment["TRANSIT_HEAVY_TESTS"] == "1" { return saturations }
        let turn = saturations[(sigmas.firstIndex(of: sigma) ?? 0) % saturations.count]
        return turn == 1.8 ? [1.8] : [turn, 1.8]
    }

    @Test(arguments: sigmas)
    func identicalToTheReference(sigma: Double) {
        var random = Seeded(state: UInt64(sigma * 1000))
        let frames = [
            IntRect(minX: 0, minY: 0, maxX: 57, maxY: 43),
            IntRect(minX: -13, minY: 21, maxX: 170, maxY: 98)
        ]
        for frame in frames {
            let source = Self.randomSurface(frame, &random)
            for saturation in Self.saturations(at: sigma) {
                for size in [(1, 1), (1, 7), (7, 2), (5, 5), (19, 11), (frame.width, frame.height)] {
                    let region = Self.randomRegion(in: frame, width: size.0, height: size.1, &random)
                    let fast = BackdropBlur.blurred(source, region: region, sigma: sigma, saturation: saturation)
                    let plain = BackdropBlurReference.blurred(source, region: region, sigma: sigma, saturation: saturation)
                    expectEqual(fast.bounds, plain.bounds)
                    let wrong = Self.differences(fast, plain, region)
                    expectEqual(wrong, 0, "σ \(sigma), saturation \(saturation), region \(region): \(wrong) pixels differ")
                }
            }
        }
    }

    /// A region far from every edge of a larger surface, so no side of the padding is clipped.
    @Test func identicalAwayFromTheEdges() {
        var random = Seeded(state: 99)
        let frame = IntRect(minX: 0, minY: 0, maxX: 260, maxY: 240)
        let source = Self.randomSurface(frame, &random)
        for (sigma, saturation) in [(0.1, 1.0), (2.0, 1.8), (9.0, 0.0), (30.0, 8.0)] {
            let region = IntRect(minX: 95, minY: 100, maxX: 101, maxY: 103)
            let fast = BackdropBlur.blurred(source, region: region, sigma: sigma, saturation: saturation)
            let plain = BackdropBlurReference.blurred(source, region: region, sigma: sigma, saturation: saturation)
            expectEqual(Self.differences(fast, plain, region), 0, "σ \(sigma), saturation \(saturation)")
        }
    }

    /// Only some rows wanted (an incremental frame's `Surface.rowLimit`): those rows are the
    /// whole blur's, byte for byte, and the others are left clear.
    @Test(arguments: [0.6, 3.2, 11.5, 41])
    func someRowsAreTheWholeBlursRows(sigma: Double) {
        var random = Seeded(state: 7 + UInt64(sigma * 10))
        let frame = IntRect(minX: 0, minY: 0, maxX: 90, maxY: 120)
        let source = Self.randomSurface(frame, &random)
        for rows in [0..<1, 3..<9, 40..<41, 55..<80, 100..<120, 119..<200, -5..<2, 60..<60] {
            let region = Self.randomRegion(in: frame, width: 37, height: 70, &random)
            let part = BackdropBlur.blurred(source, region: region, sigma: sigma, saturation: 1.8, rows: rows)
            let whole = BackdropBlurReference.blurred(source, region: region, sigma: sigma, saturation: 1.8)
            let inside = IntRect(
                minX: region.minX, minY: max(region.minY, rows.lowerBound),
                maxX: region.maxX, maxY: min(region.maxY, rows.upperBound))
            if !inside.isEmpty { expectEqual(Self.differences(part, whole, inside), 0, "σ \(sigma), rows \(rows)") }
            let cleared = (region.minY..<region.maxY).filter { !rows.contains($0) }
                .allSatisfy { y in (region.minX..<region.maxX).allSatisfy { part.row(y)[$0] == 0 } }
            expect(cleared, "σ \(sigma), rows \(rows)")
        }
    }

    /// An empty region gives an empty surface, as before.
    @Test func emptyRegion() {
        var random = Seeded(state: 5)
        let source = Self.randomSurface(IntRect(minX: 0, minY: 0, maxX: 10, maxY: 10), &random)
        let region = IntRect(minX: 4, minY: 4, maxX: 4, maxY: 9)
        let fast = BackdropBlur.blurred(source, region: region, sigma: 3, saturation: 1)
        expectEqual(fast.bounds, BackdropBlurReference.blurred(source, region: region, sigma: 3, saturation: 1).bounds)
    }
}
