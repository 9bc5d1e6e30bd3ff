import CTransitMath
import Foundation

/// Perspective sampling in runs: exact texel coordinates (one IEEE division) at the ends of runs of
/// up to `runLength` pixels, affine fixed-point steps in between, as perspective-correct span
/// renderers do.
///
/// Along a row the map is projective in the column: `u = U/W`, `v = V/W` with `U`, `V`, `W` affine.
/// Between the pixel centres of columns `a < b`, with exact coordinates `u_a`, `u_b` and
/// `W_a, W_b > 0`, at `s = (c − a)/(b − a)`:
///
///     u(s) − [u_a + s·(u_b − u_a)] = (u_b − u_a) · s(1 − s)·(W_b − W_a) / ((1 − s)·W_a + s·W_b),
///
/// so the chord deviates from the projective map by at most
/// `|u_b − u_a| · |W_b − W_a| / (4·min(W_a, W_b))` texels (the same for `v`; `W` is affine, so it
/// stays positive between two positive ends). A run whose bound exceeds `chordTolerance`
/// (1/16 texel) is halved, down to single pixels, which are exact; so is a run with an end at
/// `W ≤ 0` or not finite. The ends are floored to 1/65536 texel, the steps to 1/2²⁴ texel and the
/// stepped value to 1/65536 texel again, so a coordinate is within 1/16 + 5/65536 texel of the
/// exact per-pixel division floored to 1/65536. The bilinear weights keep 1/256 texel, so each
/// moves by at most 17 steps: a horizontal lerp of two bytes by at most 17·255/256 plus its floor
/// (17), the vertical one by 17 from those, 17·255/256 from its own weight and its floor — a
/// sample differs from the exact division's by at most 34 per channel, at a hard edge between
/// texels 255 apart; across smooth content by far less.
///
/// Runs start at columns that are multiples of their length: a pixel's samples depend on its row
/// and column only, not on where its span starts, so a frame drawn in bands, by threads or in
/// damaged rectangles has the same bytes.
extension ImageSampler {
    /// The longest run between two exact divisions, in pixels (a power of two).
    static let runLength = 16

    /// The largest deviation of a run's chord from the projective map, in texels.
    static let chordTolerance = 1.0 / 16

    /// Exact texel coordinates at one pixel centre: `su`, `sv` in 1/65536 texel (texel centres at
    /// integers), `u`, `v` those floored and clamped far outside any image.
    struct GridPoint {
        var u = 0, v = 0
        var su = 0.0, sv = 0.0
        /// The homogeneous w; the point exists only where it is positive.
        var w = 0.0
    }

    /// A run of pixels whose texel coordinates step linearly: `u`, `v` (16.24 fixed point) at the
    /// run's first pixel, `du`, `dv` per pixel; `exists` is false where the map sends the pixel
    /// behind the eye (w ≤ 0), whose sample is transparent.
    struct Run {
        var start: Int, count: Int
        var u: Int, v: Int, du: Int, dv: Int
        var exists: Bool
        /// The offset from a sample's top-left texel to the texel the next device row will read
        /// there (`nextRow`), for prefetching only.
        var nextRow: Int
    }

    /// Samples `count` pixels of row `y` from `x` on through the perspective map: runs whose
    /// texels are all inside the image eight pixels at a time in SIMD lanes where `lanes`
    /// (`bilinearLanes`, the same bytes), the others one at a time.
    @inline(__always) func samplePerspective(
        _ texels: UnsafePointer<UInt32>, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
        lanes: Bool = Blend.lanesByDefault
    ) {
        let w = width, h = height, texelCount = UInt(w &* h)
        forEachRun(y: y, x: x, count: count) { run in
            let o = out + (run.start - x)
            guard run.exists else { return o.update(repeating: 0, count: run.count) }
            var u = run.u, v = run.v, i = 0
            let lastU = (u + (run.count - 1) * run.du) >> 24, lastV = (v + (run.count - 1) * run.dv) >> 24
            guard ImageSampler.inside(u >> 24, v >> 24, w, h) && ImageSampler.inside(lastU, lastV, w, h) else {
                for i in 0..<run.count {
                    o[i] = ImageSampler.bilinear(texels, w, h, u >> 8, v >> 8)
                    u &+= run.du; v &+= run.dv
                }
                return
            }
            let next = run.nextRow
            if lanes {
                while i &+ 8 <= run.count {
                    ImageSampler.prefetch(texels, (v >> 24) &* w &+ (u >> 24) &+ next, texelCount)
                    ImageSampler.prefetch(
                        texels, ((v &+ 4 &* run.dv) >> 24) &* w &+ ((u &+ 4 &* run.du) >> 24) &+ next, texelCount)
                    ImageSampler.bilinearLanes(texels, w, u, v, run.du, run.dv, into: o + i)
                    u &+= 8 &* run.du; v &+= 8 &* run.dv; i &+= 8
                }
            }
            while i < run.count {
                ImageSampler.prefetch(texels, (v >> 24) &* w &+ (u >> 24) &+ next, texelCount)
                o[i] = ImageSampler.bilinearInside(texels, w, u >> 8, v >> 8)
                u &+= run.du; v &+= run.dv; i &+= 1
            }
        }
    }

    /// The sampler's map: nine doubles, copied without reference counting (the sampler's image
    /// is counted each time a copy of the sampler is made).
    typealias Map = (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// Calls `body` with the runs covering `count` pixels of row `y` from `x` on, left to right.
    @inline(__always) func forEachRun(y: Int, x: Int, count: Int, _ body: (Run) -> Void) {
        ImageSampler.forEachRun(map, width: width, y: y, x: x, count: count, body)
    }

    /// `forEachRun(y:x:count:_:)` for the map `m` of a `width`-texel-wide image.
    @inline(__always) static func forEachRun(
        _ m: Map, width: Int, y: Int, x: Int, count: Int, _ body: (Run) -> Void
    ) {
        guard count > 0 else { return }
        let py = Double(y) + 0.5
        let row = (py * m.3 + m.6, py * m.4 + m.7, py * m.5 + m.8)
        let n = ImageSampler.runLength, end = x + count
        var a = x & ~(n - 1)
        var pa = point(m, a, row)
        let next = nextRow(m, width: width, pa)
        while a < end {
            let pb = point(m, a + n, row)
            let clip = max(a, x)..<min(a + n, end)
            if let run = ImageSampler.run(a, n, pa, pb, clip, nextRow: next) {
                body(run)
            } else {
                split(m, a, n, pa, pb, clip, row, nextRow: next, body)
            }
            pa = pb
            a += n
        }
    }

    /// The offset from the top-left texel a sample at `p` reads to the lower texel row the same
    /// column reads on the next device row (`∂u/∂y = (m₃ − u·m₅)/w`, `∂v/∂y = (m₄ − v·m₅)/w`),
    /// for prefetching: each device row's walk through the image crosses many source rows, which
    /// the processor's own prefetcher does not foresee. Zero where it is not finite or not small.
    @inline(__always) static func nextRow(_ m: Map, width: Int, _ p: GridPoint) -> Int {
        guard p.w > 0 else { return 0 }
        let u = p.su / 65536 + 0.5, v = p.sv / 65536 + 0.5
        let du = (m.3 - u * m.5) / p.w, dv = (m.4 - v * m.5) / p.w + 1
        guard abs(du) < 64, abs(dv) < 64 else { return 0 }
        return Int(dv.rounded()) * width + Int(du.rounded())
    }

    /// The pixels `clip` of the run of `n` pixels from column `a` (ends `pa` at `a`, `pb` at
    /// `a + n`) as one stepped run, or nil where its chord bound fails (to be split).
    @inline(__always) static func run(
        _ a: Int, _ n: Int, _ pa: GridPoint, _ pb: GridPoint, _ clip: Range<Int>, nextRow: Int
    ) -> Run? {
        if n == 1 {
            return Run(
                start: clip.lowerBound, count: clip.count, u: pa.u << 8, v: pa.v << 8, du: 0, dv: 0, exists: pa.w > 0,
                nextRow: nextRow)
        }
        guard chordHolds(pa, pb) else { return nil }
        let shift = n.trailingZeroBitCount, k = clip.lowerBound - a
        let du = ((pb.u - pa.u) << 8) >> shift, dv = ((pb.v - pa.v) << 8) >> shift
        return Run(
            start: clip.lowerBound, count: clip.count, u: (pa.u << 8) + k * du, v: (pa.v << 8) + k * dv, du: du, dv: dv,
            exists: true, nextRow: nextRow)
    }

    /// The runs of `clip` within the run of `n` pixels from column `a` whose chord bound failed:
    /// its halves, each stepped or split again.
    private static func split(
        _ m: Map, _ a: Int, _ n: Int, _ pa: GridPoint, _ pb: GridPoint, _ clip: Range<Int>, _ row: (Double, Double, Double),
        nextRow: Int, _ body: (Run) -> Void
    ) {
        let half = n / 2, pm = point(m, a + half, row)
        func part(_ start: Int, _ p0: GridPoint, _ p1: GridPoint) {
            let lo = max(start, clip.lowerBound), hi = min(start + half, clip.upperBound)
            guard lo < hi else { return }
            let part = lo..<hi
            if let run = ImageSampler.run(start, half, p0, p1, part, nextRow: nextRow) {
                body(run)
            } else {
                split(m, start, half, p0, p1, part, row, nextRow: nextRow, body)
            }
        }
        part(a, pa, pm)
        part(a + half, pm, pb)
    }

    /// Whether both points exist (w > 0) and the chord between them is within `chordTolerance` of the
    /// projective map: `max(|Δsu|, |Δsv|) · |Δw| ≤ 4 · 65536 · tolerance · min(w)` (false for NaN).
    @inline(__always) static func chordHolds(_ a: GridPoint, _ b: GridPoint) -> Bool {
        guard a.w > 0, b.w > 0 else { return false }
        let d = max(abs(b.su - a.su), abs(b.sv - a.sv))
        return d * abs(b.w - a.w) <= 4 * 65536 * chordTolerance * min(a.w, b.w)
    }

    /// The exact texel coordinates of the centre of column `c` on the row whose homogeneous offsets
    /// are `row`: one division.
    @inline(__always) static func point(_ m: Map, _ c: Int, _ row: (Double, Double, Double)) -> GridPoint {
        let px = Double(c) + 0.5
        let wh = px * m.2 + row.2
        guard wh > 0 else { return GridPoint() }
        let r = 65536 / wh
        let su = (px * m.0 + row.0) * r - 32768, sv = (px * m.1 + row.1) * r - 32768
        if abs(su) < 1e12 && abs(sv) < 1e12 {
            return GridPoint(u: ImageSampler.floor(su), v: ImageSampler.floor(sv), su: su, sv: sv, w: wh)
        }
        return GridPoint(u: ImageSampler.fixed(su / 65536), v: ImageSampler.fixed(sv / 65536), su: su, sv: sv, w: wh)
    }

    /// Asks for the cache line of texel `index` when it is one of the image's `count` texels (a
    /// hint only: no value depends on it).
    @inline(__always) static func prefetch(_ texels: UnsafePointer<UInt32>, _ index: Int, _ count: UInt) {
        if UInt(bitPattern: index) < count { transit_prefetch(texels + index) }
    }
}
