import Foundation
import Testing
import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// Perspective sampling in runs (`ImageSampler.samplePerspective`) against the exact per-pixel
/// division: each pixel's texel coordinates `u = U/W − ½`, `v = V/W − ½` computed here in `Double`
/// with one division per pixel, floored to 1/65536 texel.
@Suite("Perspective runs")
struct PerspectiveRunTests {
    /// The stated bound of a stepped coordinate, in 1/65536 texel: the chord tolerance (1/16
    /// texel) plus 5 units of fixed-point rounding (ends floored, steps floored, the result floored,
    /// the reference floored).
    static let coordinateBound = 65536 / 16 + 5

    /// The per-channel bound on a sample that follows from `coordinateBound`: the bilinear weights
    /// keep 1/256 texel, so each moves by at most ⌊4101/256⌋ + 1 = 17 steps; a truncating lerp of
    /// bytes then moves by less than 17·255/256 + 1, so by at most 17, and the vertical lerp by
    /// at most 17 (its ends) + 17·255/256 (its weight) + 1 (its truncation), under 35.
    static let channelBound = 34

    /// A `w × h` image of seeded random premultiplied texels (the worst case: neighbours differ by
    /// up to 255).
    static func noise(_ w: Int, _ h: Int, seed: UInt64) -> Image {
        var state = seed
        var bytes: [UInt8] = []
        bytes.reserveCapacity(w * h * 4)
        for _ in 0..<(w * h) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt32(truncatingIfNeeded: state >> 56)
            for k in 0..<3 { bytes.append(UInt8(UInt32(truncatingIfNeeded: (state >> (8 * UInt64(k) + 8)) & 0xFF) * a / 255)) }
            bytes.append(UInt8(a))
        }
        return Image(pixelWidth: w, pixelHeight: h, pixels: bytes)!
    }

    /// A uniform number in `range` from a seeded generator.
    static func uniform(_ state: inout UInt64, _ range: ClosedRange<Double>) -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// The exact coordinates of pixel `(x, y)` in 1/65536 texel, or nil behind the eye (w ≤ 0).
    static func exact(_ s: ImageSampler, _ x: Int, _ y: Int) -> (u: Int, v: Int)? {
        let m = s.map, px = Double(x) + 0.5, py = Double(y) + 0.5
        let w = px * m.2 + py * m.5 + m.8
        guard w > 0 else { return nil }
        let u = (px * m.0 + py * m.3 + m.6) / w - 0.5, v = (px * m.1 + py * m.4 + m.7) / w - 0.5
        return (Int((u * 65536).rounded(.down)), Int((v * 65536).rounded(.down)))
    }

    /// The coordinates the runs give each pixel of `count` from `x` on row `y`, in 1/65536 texel
    /// (nil where a run does not exist); checks that the runs tile the pixels left to right.
    static func stepped(_ s: ImageSampler, y: Int, x: Int, count: Int) -> [(u: Int, v: Int)?] {
        var out: [(u: Int, v: Int)?] = []
        s.forEachRun(y: y, x: x, count: count) { run in
            expectEqual(run.start, x + out.count)
            expectGreaterThan(run.count, 0)
            for i in 0..<run.count {
                out.append(run.exists ? ((run.u + i * run.du) >> 8, (run.v + i * run.dv) >> 8) : nil)
            }
        }
        expectEqual(out.count, count)
        return out
    }

    /// A random projective map over a 400 × 300 device area: any rotation, ½ to 8 texels per unit
    /// of w, w between about 1.4 and 7 across the area, or (when `horizon`) crossing 0 in it.
    static func randomSampler(_ state: inout UInt64, image: Image, horizon: Bool) -> ImageSampler {
        let angle = uniform(&state, 0...(2 * .pi)), scale = uniform(&state, 0.5...8)
        let wx = uniform(&state, -0.004...0.004), wy = uniform(&state, -0.004...0.004)
        let w0 = horizon ? uniform(&state, -0.5...0.5) : 1.5 + 400 * abs(wx) + 300 * abs(wy) * 0.9
        let a = scale * cos(angle), b = scale * sin(angle)
        let tu = uniform(&state, -200...200), tv = uniform(&state, -200...200)
        // [u v w] = [x y 1] · map, with [u v] / w a rotation and scale of the pixel grid through
        // the perspective of w.
        let map = (a, b, wx, -b, a, wy, tu, tv, w0)
        return ImageSampler(image: image, map: map, isAffine: false, factor: 255)
    }

    @Test("Stepped coordinates stay within 1/16 texel (plus rounding) of the exact division")
    func coordinateBound() {
        var state: UInt64 = 0x5EED_F11F
        let image = Self.noise(64, 48, seed: 1)
        var largest = 0, behind = 0
        for trial in 0..<200 {
            let sampler = Self.randomSampler(&state, image: image, horizon: trial % 4 == 3)
            for _ in 0..<8 {
                let y = Int(Self.uniform(&state, 0...299)), x = Int(Self.uniform(&state, 0...200))
                let count = Int(Self.uniform(&state, 1...199))
                for (i, p) in Self.stepped(sampler, y: y, x: x, count: count).enumerated() {
                    let e = Self.exact(sampler, x + i, y)
                    expectEqual((p == nil), (e == nil), "existence at \(x + i),\(y), trial \(trial)")
                    guard let p, let e else {
                        behind += 1
                        continue
                    }
                    // Beyond 10¹² units (near the horizon) both clamp far outside the image.
                    guard abs(e.u) < 1_000_000_000_000, abs(e.v) < 1_000_000_000_000 else { continue }
                    largest = max(largest, abs(p.u - e.u), abs(p.v - e.v))
                }
            }
        }
        expectLessThanOrEqual(largest, Self.coordinateBound)
        // The runs do step (an exact sampler would show 0 here), and some pixels lie behind the eye.
        expectGreaterThan(largest, 65536 / 256)
        expectGreaterThan(behind, 0)
    }

    @Test("A pixel's samples do not depend on where its span starts")
    func partitionIndependent() {
        var state: UInt64 = 77
        let image = Self.noise(64, 48, seed: 2)
        for trial in 0..<40 {
            let sampler = Self.randomSampler(&state, image: image, horizon: trial % 2 == 1)
            let y = Int(Self.uniform(&state, 0...299))
            let whole = Self.stepped(sampler, y: y, x: 0, count: 400)
            var x = 0
            while x < 400 {
                let n = min(400 - x, Int(Self.uniform(&state, 1...37)))
                let part = Self.stepped(sampler, y: y, x: x, count: n)
                for i in 0..<n { expectEqual(part[i].map { [$0.u, $0.v] }, whole[x + i].map { [$0.u, $0.v] }) }
                x += n
            }
        }
    }

    /// The device-to-texel map of a `w × h` image turned by `angle` about its vertical centre line
    /// with perspective distance `d` pixels (as `m34 = −1/d`), drawn at its own size.
    static func flipSampler(_ image: Image, angle: Double, d: Double) -> ImageSampler {
        let cx = Double(image.pixelWidth) / 2, cy = Double(image.pixelHeight) / 2, k = sin(angle) / d, c = cos(angle)
        // [u v 1] · F = device homogeneous: x = cx + (u − cx)·cos / w, y = cy + (v − cy) / w,
        // w = 1 + k·(u − cx) (texel centres at i + ½).
        let forward = Matrix3(cx * k + c, cy * k, k, 0, 1, 0, cx - cx * cx * k - cx * c, -cy * k * cx, 1 - k * cx)
        return ImageSampler(image: image, map: forward.inverted()!.entries, isAffine: false, factor: 255)
    }

    @Test("Whole flip frames match the exact sampler within the stated per-channel bound")
    func flipFrames() {
        let image = Self.noise(393, 852, seed: 3)
        let w = image.pixelWidth, h = image.pixelHeight
        var row = [UInt32](repeating: 0, count: w)
        var largest = 0, differing = 0
        image.pixels.withUnsafeBytes { raw in
            let texels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for angle in [0.3, 0.9, 1.3, 1.5, 2.2, 2.9] {
                let sampler = Self.flipSampler(image, angle: angle, d: 1000)
                for y in 0..<h {
                    row.withUnsafeMutableBufferPointer { sampler.sample(texels, y: y, x: 0, count: w, into: $0.baseAddress!) }
                    for x in 0..<w {
                        let e = Self.exact(sampler, x, y).map { ImageSampler.bilinear(texels, w, h, $0.u, $0.v) } ?? 0
                        var d = 0
                        for k in 0..<4 { d = max(d, abs(Int((row[x] >> (k * 8)) & 0xFF) - Int((e >> (k * 8)) & 0xFF))) }
                        largest = max(largest, d)
                        differing += d > 0 ? 1 : 0
                    }
                }
            }
        }
        expectLessThanOrEqual(largest, Self.channelBound)
        expectGreaterThan(differing, 0)
    }

    @Test("Eight samples in SIMD lanes equal eight samples one at a time")
    func lanes() {
        let image = Self.noise(97, 61, seed: 4)
        let w = image.pixelWidth, h = image.pixelHeight
        var state: UInt64 = 99
        image.pixels.withUnsafeBytes { raw in
            let texels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var out = [UInt32](repeating: 0, count: 8)
            for _ in 0..<2000 {
                // A start and a step keeping all eight samples inside the image (16.24 fixed point).
                let u = Int(Self.uniform(&state, 40...48) * 16_777_216), v = Int(Self.uniform(&state, 25...30) * 16_777_216)
                let du = Int(Self.uniform(&state, -5...5) * 16_777_216), dv = Int(Self.uniform(&state, -3...3) * 16_777_216)
                let start = (u, v)
                out.withUnsafeMutableBufferPointer {
                    ImageSampler.bilinearLanes(texels, w, start.0, start.1, du, dv, into: $0.baseAddress!)
                }
                for k in 0..<8 {
                    let pu = (start.0 + k * du) >> 8, pv = (start.1 + k * dv) >> 8
                    expect(ImageSampler.inside(pu >> 16, pv >> 16, w, h))
                    expectEqual(out[k], ImageSampler.bilinearInside(texels, w, pu, pv))
                }
            }
            // And whole rows, lanes against pixels, through the runs of a flip.
            let sampler = Self.flipSampler(image, angle: 0.6, d: 300)
            var a = [UInt32](repeating: 0, count: w), b = a
            for y in 0..<h {
                a.withUnsafeMutableBufferPointer {
                    sampler.samplePerspective(texels, y: y, x: 0, count: w, into: $0.baseAddress!, lanes: true)
                }
                b.withUnsafeMutableBufferPointer {
                    sampler.samplePerspective(texels, y: y, x: 0, count: w, into: $0.baseAddress!, lanes: false)
                }
                expectEqual(a, b, "row \(y)")
            }
        }
    }
}
