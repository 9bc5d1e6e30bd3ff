import Foundation

/// Composites rasterized shapes into a surface.
enum Compositor {
    /// Composites rows `rows` of `op` into `target`, leaving out the pixels `above` covers
    /// (opaque shapes recorded after `op`, see `Occluders`); `scratch` holds at least two rows
    /// of pixels.
    static func composite(
        _ op: DrawOp, rows: Range<Int>, into target: Surface, scratch: UnsafeMutablePointer<UInt32>,
        above: ArraySlice<IntRect> = []
    ) {
        let occluders = above.isEmpty ? Occluders() : Occluders(above, reaching: extent(of: op, rows: rows))
        if !occluders.isEmpty && occluders.covers(extent(of: op, rows: rows)) { return }
        // A group left to be drawn as it is read draws the rows this band reads now, and they
        // are read from where it drew them.
        var paint = op.paint
        if case .surface(let source, let factor) = paint {
            paint = .surface(source.compositeDeferred(rows: rows.clamped(to: op.rows)), factor: factor)
        }
        guard case .shape(let shape) = op.coverage else {
            if case .glyphs(let run) = op.coverage, case .solid(let color) = op.paint {
                run.composite(rows: rows, into: target, color: color, clip: op.clip, above: occluders)
            }
            return
        }
        if case .image(let sampler) = op.paint {
            sampler.image.pixels.withUnsafeBytes { raw in
                let texels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                composite(shape, op, paint, rows: rows, into: target, scratch: scratch, texels: texels, occluders)
            }
        } else {
            composite(shape, op, paint, rows: rows, into: target, scratch: scratch, texels: nil, occluders)
        }
    }

    /// The pixels `op` can change in `rows`.
    private static func extent(of op: DrawOp, rows: Range<Int>) -> IntRect {
        switch op.coverage {
        case .shape(let shape):
            return IntRect(
                minX: shape.clip.minX, minY: max(rows.lowerBound, shape.minY), maxX: shape.clip.maxX,
                maxY: min(rows.upperBound, shape.maxY))
        case .glyphs(let run):
            return IntRect(
                minX: run.minX, minY: max(rows.lowerBound, run.minY), maxX: run.maxX,
                maxY: min(rows.upperBound, run.maxY))
        }
    }

    /// Composites `shape` (the coverage of `op`) with `paint` (the op's, or its group's band).
    private static func composite(
        _ shape: RasterShape, _ op: DrawOp, _ paint: Paint, rows: Range<Int>, into target: Surface,
        scratch: UnsafeMutablePointer<UInt32>, texels: UnsafePointer<UInt32>?, _ occluders: Occluders
    ) {
        if case .solid(let color) = paint {
            return compositeSolid(shape, op, color, rows: rows, into: target, occluders)
        }
        let clip = op.clip, whole = op.clipWhole
        let sampled = samplesFromStart(paint)
        var reused = SampledRun(pixels: scratch + target.width)
        shape.sweep(rows: rows) { y, spans in
            let dst = target.row(y)
            let maskRow = clip.map { $0.row(y) }
            // The columns of this row where the clip mask is whole: composited without it.
            let unmasked = clip?.wholeColumns(row: y, orIn: whole) ?? 0..<0
            for span in spans {
                let x = Int(span.x), n = Int(span.length), cov = UInt32(span.coverage)
                if sampled {
                    // Sampled from the span's start (as the whole span is), then blended where
                    // nothing covers it.
                    let end = occluders.isEmpty ? x + n : occluders.visibleEnd(y: y, x, x + n)
                    guard end > x else { continue }
                    let samples = sample(paint, y: y, x: x, end - x, into: scratch, texels, &reused)
                    occluders.forEachVisible(y: y, x, end) { a, b in
                        forEachClipRun(a, b, maskRow, unmasked: unmasked) { a, b, mask in
                            blendSampled(paint, dst + a, samples + (a - x), b - a, cov, mask.map { UnsafePointer($0 + a) })
                        }
                    }
                } else {
                    occluders.forEachVisible(y: y, x, x + n) { a, b in
                        forEachClipRun(a, b, maskRow, unmasked: unmasked) { a, b, mask in
                            paintSpan(paint, dst, y: y, x: a, b - a, cov, mask, scratch)
                        }
                    }
                }
            }
        }
    }

    /// `composite` for a solid colour (premultiplied): the colour taken out of the paint once
    /// for the shape, not once per span; each run blended as `paintSpan` blends it.
    private static func compositeSolid(
        _ shape: RasterShape, _ op: DrawOp, _ color: UInt32, rows: Range<Int>, into target: Surface,
        _ occluders: Occluders
    ) {
        let clip = op.clip, whole = op.clipWhole
        shape.sweep(rows: rows) { y, spans in
            let dst = target.row(y)
            let maskRow = clip.map { $0.row(y) }
            let unmasked = clip?.wholeColumns(row: y, orIn: whole) ?? 0..<0
            for span in spans {
                let x = Int(span.x), n = Int(span.length), cov = UInt32(span.coverage)
                let scaled = cov == 255 ? color : Pixel.scale(color, cov)
                occluders.forEachVisible(y: y, x, x + n) { a, b in
                    forEachClipRun(a, b, maskRow, unmasked: unmasked) { a, b, mask in
                        if let mask {
                            Blend.constantMasked(dst + a, b - a, color, cov, mask + a)
                        } else {
                            Blend.constant(dst + a, b - a, scaled)
                        }
                    }
                }
            }
        }
    }

    /// Calls `body(a, b, mask)` for the runs of columns `[x0, x1)`, left to right: with the clip
    /// mask's row, except inside `unmasked`, where the mask is whole and left out (nil). A
    /// pixel's bytes are the same either way: its weight is `Pixel.mul8(f, 255)`, which is f.
    @inline(__always) private static func forEachClipRun(
        _ x0: Int, _ x1: Int, _ mask: UnsafeMutablePointer<UInt8>?, unmasked: Range<Int>,
        _ body: (Int, Int, UnsafeMutablePointer<UInt8>?) -> Void
    ) {
        let a = max(x0, unmasked.lowerBound), b = min(x1, unmasked.upperBound)
        guard mask != nil, a < b else { return body(x0, x1, mask) }
        if a > x0 { body(x0, a, mask) }
        body(a, b, nil)
        if b < x1 { body(b, x1, mask) }
    }

    /// Whether the paint's samples step along a span from its start (so a span is sampled
    /// whole, or not at all, to keep its pixels).
    @inline(__always) private static func samplesFromStart(_ paint: Paint) -> Bool {
        switch paint {
        case .gradient, .shading, .image: return true
        case .solid, .surface, .tinted: return false
        }
    }

    /// The samples of a run of one row, kept for the next rows of the same shape: a gradient
    /// whose every row is the same (`GradientSampler.isRowInvariant`) gives the same samples
    /// for a run starting at the same column with the same length.
    struct SampledRun {
        let pixels: UnsafeMutablePointer<UInt32>
        var x = 0, count = 0
    }

    /// Runs shorter than this are sampled afresh (a shape's one-pixel rims would take turns
    /// with its interior in `SampledRun`).
    static let reusedRunLength = 16

    /// Samples a paint that steps along the span (`samplesFromStart`) into `out`, or finds the
    /// samples in `reused`; returns where they are.
    @inline(__always) private static func sample(
        _ paint: Paint, y: Int, x: Int, _ n: Int, into out: UnsafeMutablePointer<UInt32>, _ texels: UnsafePointer<UInt32>?,
        _ reused: inout SampledRun
    ) -> UnsafePointer<UInt32> {
        switch paint {
        case .gradient(let gradient):
            guard gradient.isRowInvariant, n >= reusedRunLength else {
                gradient.sample(y: y, x: x, count: n, into: out)
                return UnsafePointer(out)
            }
            if reused.x != x || reused.count != n {
                // Kept for the next rows only when no row could differ (W tiny for this run).
                let kept = gradient.sample(y: y, x: x, count: n, into: reused.pixels)
                reused.x = x; reused.count = kept ? n : 0
            }
            return UnsafePointer(reused.pixels)
        case .shading(let shading): shading.sample(y: y, x: x, count: n, into: out)
        case .image(let sampler): sampler.sample(texels!, y: y, x: x, count: n, into: out)
        case .solid, .surface, .tinted: break
        }
        return UnsafePointer(out)
    }

    /// Blends sampled pixels of a paint that steps along the span over `d`.
    @inline(__always) private static func blendSampled(
        _ paint: Paint, _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ n: Int, _ cov: UInt32,
        _ mask: UnsafePointer<UInt8>?
    ) {
        if case .image(let sampler) = paint {
            Blend.row(d, s, n, Pixel.mul8(sampler.factor, cov), mask)
        } else {
            Blend.row(d, s, n, cov, mask)
        }
    }

    /// Composites `n` pixels of row `y` from column `x` at coverage `cov` with a paint that does
    /// not step along the span (not `samplesFromStart`).
    @inline(__always) private static func paintSpan(
        _ paint: Paint, _ dst: UnsafeMutablePointer<UInt32>, y: Int, x: Int, _ n: Int, _ cov: UInt32,
        _ maskRow: UnsafeMutablePointer<UInt8>?, _ scratch: UnsafeMutablePointer<UInt32>
    ) {
        switch paint {
        case .solid(let color):
            if let maskRow {
                Blend.constantMasked(dst + x, n, color, cov, maskRow + x)
            } else {
                Blend.constant(dst + x, n, cov == 255 ? color : Pixel.scale(color, cov))
            }
        case .surface(let source, let factor):
            Blend.row(
                dst + x, UnsafePointer(source.row(y) + x), n, Pixel.mul8(factor, cov),
                maskRow.map { UnsafePointer($0 + x) })
        case .tinted(let mask, let color):
            let m = mask.row(y) + x
            guard cov < 255 || maskRow != nil else {
                // Each pixel is `over(scale(color, m), d)` either way (a whole weight scales by
                // 255, which keeps a pixel), here eight at a time.
                return Blend.constantMasked(dst + x, n, color, 255, UnsafePointer(m))
            }
            for i in 0..<n { scratch[i] = Pixel.scale(color, UInt32(m[i])) }
            Blend.row(dst + x, scratch, n, cov, maskRow.map { UnsafePointer($0 + x) })
        case .gradient, .shading, .image: break
        }
    }
}
