import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// The row blends against source-over in integers: each channel `x·f/255` rounded to nearest
/// (never a tie, since 255 is odd), then `s' + d·(255 − α(s'))/255` rounded the same way. Every
/// loop is checked both ways: eight pixels at a time in SIMD lanes (what an optimized build runs)
/// and one at a time (what a debug build runs).
@Suite("Row blends")
struct BlendLaneTests {
    /// `x·f/255` rounded to nearest, in integers.
    static func rounded(_ x: UInt32, _ f: UInt32) -> UInt32 { (2 * x * f + 255) / 510 }

    static func scaled(_ p: UInt32, _ f: UInt32) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | rounded((p >> ($1 * 8)) & 0xFF, f) << ($1 * 8) }
    }

    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 - (s >> 24)
        return (0..<4).reduce(UInt32(0)) {
            $0 | (((s >> ($1 * 8)) & 0xFF) + rounded((d >> ($1 * 8)) & 0xFF, inverse)) << ($1 * 8)
        }
    }

    /// A premultiplied pixel from a seeded generator (channels never above alpha).
    static func pixel(_ state: inout UInt64) -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let a = UInt32(truncatingIfNeeded: state >> 56)
        let kind = (state >> 20) & 7
        if kind == 0 { return 0 }
        if kind == 1 { return 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 8) & 0xFF_FFFF }
        return (0..<3).reduce(a << 24) { $0 | UInt32(truncatingIfNeeded: (state >> (8 * $1 + 4)) & 0xFF) * a / 255 << ($1 * 8) }
    }

    @Test("Lane scaling is x·f/255 rounded, for every byte and factor")
    func laneScale() {
        for f in UInt32(0)...255 {
            var words = SIMD8<UInt32>()
            for x in stride(from: UInt32(0), through: 255, by: 8) {
                for k in 0..<8 { words[k] = (x + UInt32(k)) * 0x0101_0101 }
                let out = unsafeBitCast(
                    Lanes.scale(Lanes.pixels(words), Lanes.factors(SIMD8(repeating: f))), to: SIMD8<UInt32>.self)
                for k in 0..<8 where out[k] != Self.scaled(words[k], f) {
                    Issue.record("scale(\(x + UInt32(k)), \(f)) = \(out[k] & 0xFF), expected \(Self.rounded(x + UInt32(k), f))")
                }
            }
        }
    }

    /// Eight pixels are opaque exactly when every alpha byte is 255, whatever the colour
    /// bytes: one pixel at any position with alpha 254, 128 or 0 among opaque ones makes it
    /// false, and opaque pixels with colour bytes of 0 or 255 keep it true.
    @Test("Eight pixels are opaque only when every alpha is 255")
    func opaqueLanes() {
        for colour in [0x00_0000, 0xFF_FFFF, 0x12_3456] as [UInt32] {
            let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000 | colour)
            expect(Lanes.areOpaque(Lanes.pixels(opaque)), "colour \(colour)")
            for k in 0..<8 {
                for alpha in [254, 128, 0] as [UInt32] {
                    var words = opaque
                    words[k] = alpha << 24 | colour & (alpha == 0 ? 0 : 0x7F_7F7F)
                    expect(!Lanes.areOpaque(Lanes.pixels(words)), "pixel \(k), alpha \(alpha), colour \(colour)")
                }
            }
        }
    }

    @Test("Row blends with a factor, a mask, both and neither", arguments: [255, 200, 1, 0] as [UInt32])
    func rows(factor: UInt32) {
        var state: UInt64 = 0x5EED ^ UInt64(factor)
        let n = 301
        // Runs of opaque sources (80…119) and of whole mask bytes (40…63, 96…111), which the
        // lanes copy or blend unscaled.
        let source = (0..<n).map { i in Self.pixel(&state) | (i >= 80 && i < 120 ? 0xFF00_0000 : 0) }
        let under = (0..<n).map { _ in Self.pixel(&state) }
        let mask = (0..<n).map { i in
            UInt8(
                truncatingIfNeeded: (i >= 40 && i < 64) || (i >= 96 && i < 112)
                    ? 255 : (i < 16 || i % 5 == 0 ? 0 : (i % 7 == 0 ? 255 : i &* 37)))
        }
        for masked in [false, true] {
            for lanes in [true, false] {
                var out = under
                source.withUnsafeBufferPointer { s in
                    mask.withUnsafeBufferPointer { m in
                        out.withUnsafeMutableBufferPointer { d in
                            Blend.row(d.baseAddress!, s.baseAddress!, n, factor, masked ? m.baseAddress! : nil, lanes: lanes)
                        }
                    }
                }
                for i in 0..<n {
                    let f = masked ? Self.rounded(factor, UInt32(mask[i])) : factor
                    let expected = Self.over(Self.scaled(source[i], f), under[i])
                    expectEqual(out[i], expected, "pixel \(i), factor \(factor), masked \(masked), lanes \(lanes)")
                }
            }
        }
    }

    /// Flat runs (the same eight pixels over the same eight, which the lanes blend once and
    /// reuse) broken by eights that differ from their neighbours in one source or one
    /// destination pixel, at every position within the eight: each must get its own blend.
    @Test("Runs of alike pixels faded over alike pixels, each eight blended as its own", arguments: [200, 1] as [UInt32])
    func flatRuns(factor: UInt32) {
        let blocks = 48, n = 8 * blocks + 5
        let flatSource: UInt32 = 0xFF20_80F0, flatUnder: UInt32 = 0xFF10_3060
        var source = [UInt32](repeating: flatSource, count: n), under = [UInt32](repeating: flatUnder, count: n)
        for b in stride(from: 3, to: blocks, by: 5) { source[8 * b + b % 8] = 0x8040_2010 }
        for b in stride(from: 5, to: blocks, by: 7) { under[8 * b + (b + 3) % 8] = 0xFF00_00FF }
        // A run of eights alike to each other but not to the flat ones.
        for i in (8 * 30)..<(8 * 36) { under[i] = 0x7F00_3F00 }
        var out = under
        source.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in Blend.row(d.baseAddress!, s.baseAddress!, n, factor, nil, lanes: true) }
        }
        for i in 0..<n {
            expectEqual(out[i], Self.over(Self.scaled(source[i], factor), under[i]), "pixel \(i), factor \(factor)")
        }
    }

    @Test("A constant colour through a mask", arguments: [0x8040_2080, 0xFF10_2030, 0] as [UInt32])
    func constantMasked(color: UInt32) {
        var state: UInt64 = 0xB1E7
        let n = 77
        let under = (0..<n).map { _ in Self.pixel(&state) }
        // A run of whole mask bytes (24…47), which the lanes fill with an opaque colour.
        let mask = (0..<n).map { i in UInt8(truncatingIfNeeded: i < 16 ? 0 : (i >= 24 && i < 48 ? 255 : i &* 53)) }
        for coverage in [255, 128] as [UInt32] {
            for lanes in [true, false] {
                var out = under
                mask.withUnsafeBufferPointer { m in
                    out.withUnsafeMutableBufferPointer { d in
                        Blend.constantMasked(d.baseAddress!, n, color, coverage, m.baseAddress!, lanes: lanes)
                    }
                }
                for i in 0..<n {
                    let expected = Self.over(Self.scaled(color, Self.rounded(coverage, UInt32(mask[i]))), under[i])
                    expectEqual(out[i], expected, "pixel \(i), coverage \(coverage), lanes \(lanes)")
                }
            }
        }
    }

    @Test("A constant colour over a row", arguments: [0x8040_2080, 0xFF10_2030, 0x0100_0001, 0] as [UInt32])
    func constant(color: UInt32) {
        var state: UInt64 = 0xC0_105
        let n = 83
        let under = (0..<n).map { _ in Self.pixel(&state) }
        for lanes in [true, false] {
            var out = under
            out.withUnsafeMutableBufferPointer { Blend.constant($0.baseAddress!, n, color, lanes: lanes) }
            for i in 0..<n {
                expectEqual(out[i], Self.over(color, under[i]), "pixel \(i), lanes \(lanes)")
            }
        }
    }
}
