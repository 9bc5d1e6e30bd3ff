import Foundation

/// Bilinear sampling of an image through a projective map from device pixels to texels.
///
/// `map` takes a device pixel centre `(x + ½, y + ½, 1)` (row vector) to homogeneous texel
/// coordinates; texel centres sit at `i + ½`. Perspective maps divide exactly (IEEE division,
/// identical everywhere) at the ends of short runs and step affinely in between, within a stated
/// tolerance (see `samplePerspective`); affine maps step in 16.16 fixed point. Weights and
/// blending are 8-bit integer maths. Samples outside the image clamp to its edge (the shape being
/// filled is the image's own quad, so only its anti-aliased rim reaches there).
struct ImageSampler {
    let image: Image
    var width: Int { image.pixelWidth }
    var height: Int { image.pixelHeight }
    /// Row-major 3×3: `[u v w] = [x y 1] · map`.
    let map: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    let isAffine: Bool
    /// Opacity as a byte factor.
    let factor: UInt32

    /// Samples `count` pixels of row `y` from `x` on; `texels` is the image's pixel memory.
    func sample(_ texels: UnsafePointer<UInt32>, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = map
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        let w = width, h = height
        if isAffine {
            let u0 = px * m.0 + py * m.3 + m.6 - 0.5, v0 = px * m.1 + py * m.4 + m.7 - 0.5
            var u = ImageSampler.fixed(u0), v = ImageSampler.fixed(v0)
            let du = ImageSampler.fixed(m.0), dv = ImageSampler.fixed(m.1)
            if du == 0x10000 && dv == 0 && u & 0xFF00 == 0 && v & 0xFF00 == 0 {
                // One texel per pixel on texel centres: both weights are 0, so the bilinear sample
                // is the (edge-clamped) texel itself; copied directly, bit for bit the same.
                let row = min(max(v >> 16, 0), h - 1) * w, x0 = u >> 16
                for i in 0..<count { out[i] = texels[row + min(max(x0 + i, 0), w - 1)] }
                return
            }
            for i in 0..<count {
                out[i] = ImageSampler.bilinear(texels, w, h, u, v)
                u &+= du; v &+= dv
            }
        } else {
            samplePerspective(texels, y: y, x: x, count: count, into: out)
        }
    }

    /// ⌊v⌋ for |v| < 2⁶³ by truncation and correction (no libm call).
    @inline(__always) static func floor(_ v: Double) -> Int {
        let t = Int(v)
        return Double(t) > v ? t - 1 : t
    }

    /// A texel coordinate in 16.16 fixed point, floored, clamped far outside any image (a
    /// truncating conversion plus a correction: no libm call).
    @inline(__always) static func fixed(_ v: Double) -> Int {
        let s = v * 65536
        return floor(s.isNaN ? 0 : (s < -1e12 ? -1e12 : (s > 1e12 ? 1e12 : s)))
    }

    /// The bilinear sample at 16.16 texel coordinates (texel centres at integers); outside the
    /// image the edge texels repeat.
    @inline(__always) static func bilinear(_ texels: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ u: Int, _ v: Int) -> UInt32 {
        let x0 = u >> 16, y0 = v >> 16
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 0xFF), fy = UInt32(truncatingIfNeeded: (v >> 8) & 0xFF)
        if inside(x0, y0, w, h) { return bilinearInside(texels, w, u, v) }
        let xa = min(max(x0, 0), w - 1), xb = min(max(x0 + 1, 0), w - 1)
        let ya = min(max(y0, 0), h - 1), yb = min(max(y0 + 1, 0), h - 1)
        let p00 = texels[ya * w + xa], p01 = texels[ya * w + xb], p10 = texels[yb * w + xa], p11 = texels[yb * w + xb]
        return lerp(lerp(p00, p01, fx), lerp(p10, p11, fx), fy)
    }

    /// Whether the texels `(x0, y0)` to `(x0 + 1, y0 + 1)` are all in a `w × h` image.
    @inline(__always) static func inside(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int) -> Bool {
        UInt(bitPattern: x0) < UInt(w - 1) && UInt(bitPattern: y0) < UInt(h - 1)
    }

    /// `bilinear` where the four texels are known to be `inside` the image: no clamping.
    @inline(__always) static func bilinearInside(_ texels: UnsafePointer<UInt32>, _ w: Int, _ u: Int, _ v: Int) -> UInt32 {
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 0xFF), fy = UInt32(truncatingIfNeeded: (v >> 8) & 0xFF)
        let r0 = texels + ((v >> 16) &* w &+ (u >> 16))
        return lerp(lerp(r0[0], r0[1], fx), lerp(r0[w], r0[w &+ 1], fx), fy)
    }

    /// `a·(256 − f)/256 + b·f/256` per channel, truncated (f in 0…255).
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        let g = 256 &- f
        let rb = ((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8
        let ag = ((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f
        return (rb & 0x00FF_00FF) | (ag & 0xFF00_FF00)
    }
}
