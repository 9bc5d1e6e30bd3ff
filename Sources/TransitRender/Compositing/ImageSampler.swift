import CTransitMath
import Foundation

/// Bilinear sampling of an image through a projective map from device pixels to texels.
///
/// `map` takes a device pixel centre `(x + ½, y + ½, 1)` (row vector) to homogeneous texel
/// coordinates; texel centres sit at `i + ½`. The divide happens per pixel for perspective maps
/// (IEEE division, identical everywhere); affine maps step in 16.16 fixed point. Weights and
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
            var uh = px * m.0 + py * m.3 + m.6, vh = px * m.1 + py * m.4 + m.7, wh = px * m.2 + py * m.5 + m.8
            for i in 0..<count {
                if i & 7 == 0 { prefetch(texels, uh + m.0 * 24, vh + m.1 * 24, wh + m.2 * 24) }
                if wh > 0 {
                    let r = 65536 / wh
                    let su = uh * r - 32768, sv = vh * r - 32768
                    if abs(su) < 1e12 && abs(sv) < 1e12 {
                        out[i] = ImageSampler.bilinear(texels, w, h, ImageSampler.floor(su), ImageSampler.floor(sv))
                    } else {
                        out[i] = ImageSampler.bilinear(
                            texels, w, h, ImageSampler.fixed(su / 65536), ImageSampler.fixed(sv / 65536))
                    }
                } else {
                    out[i] = 0
                }
                uh += m.0; vh += m.1; wh += m.2
            }
        }
    }

    /// Prefetches the two texel rows a perspective sample at homogeneous `(uh, vh, wh)` will read:
    /// each row's walk through the image crosses many source rows, which the processor's own
    /// prefetcher does not foresee. A hint only; no value depends on it.
    @inline(__always) func prefetch(_ texels: UnsafePointer<UInt32>, _ uh: Double, _ vh: Double, _ wh: Double) {
        guard wh > 0 else { return }
        let u = uh / wh, v = vh / wh
        guard u >= 0, v >= 0, u < Double(width), v < Double(height) - 1 else { return }
        let at = texels + (Int(v) * width + Int(u))
        transit_prefetch(at)
        transit_prefetch(at + width)
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
        let p00: UInt32, p01: UInt32, p10: UInt32, p11: UInt32
        if UInt(bitPattern: x0) < UInt(w - 1) && UInt(bitPattern: y0) < UInt(h - 1) {
            let r0 = texels + (y0 &* w &+ x0)
            p00 = r0[0]; p01 = r0[1]; p10 = r0[w]; p11 = r0[w &+ 1]
        } else {
            let xa = min(max(x0, 0), w - 1), xb = min(max(x0 + 1, 0), w - 1)
            let ya = min(max(y0, 0), h - 1), yb = min(max(y0 + 1, 0), h - 1)
            p00 = texels[ya * w + xa]; p01 = texels[ya * w + xb]; p10 = texels[yb * w + xa]; p11 = texels[yb * w + xb]
        }
        return lerp(lerp(p00, p01, fx), lerp(p10, p11, fx), fy)
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
