/// The box passes of `BackdropBlur`: each output is the mean of the `2r + 1` inputs centred on
/// it, the line's end values repeating beyond its ends, rounded to nearest
/// (`(sum + width / 2) / width`).
extension BackdropBlur {
    /// Division by a box width without a divide instruction: `n / width` as `n × m >> 40` with
    /// `m = 2⁴⁰ / width + 1`. Writing `m × width = 2⁴⁰ + e` with `0 < e ≤ width`, the product is
    /// `n / width + n·e / (width · 2⁴⁰)`, off by less than `1 / width` whenever `n · width < 2⁴⁰`,
    /// too little to cross the next whole quotient (the remainder's fraction is at most
    /// `(width − 1) / width`), so the floor is exact. Sums stay below `(2 · 65280 + 1) · width`
    /// and σ is capped at `RenderContext.maxShadowSigma` = 200 (widths ≤ 403), so `n · width`
    /// stays below 2³⁶.
    struct Divisor {
        let half: SIMD4<UInt32>
        let multiplier: SIMD4<UInt64>

        init(width: Int) {
            half = SIMD4(repeating: UInt32(width / 2))
            multiplier = SIMD4(repeating: (UInt64(1) << 40) / UInt64(width) + 1)
        }

        /// The rounded mean of a window whose channels sum to `sum`.
        @inline(__always) func mean(_ sum: SIMD4<UInt32>) -> Pixel {
            let n = SIMD4<UInt64>(truncatingIfNeeded: sum &+ half)
            return Pixel(truncatingIfNeeded: (n &* multiplier) &>> 40)
        }
    }

    /// One horizontal box pass of radius `r` over `count` pixels from `src` into `dst`.
    static func horizontalPass(
        from src: UnsafeMutablePointer<Pixel>, to dst: UnsafeMutablePointer<Pixel>,
        count: Int, radius r: Int
    ) {
        let divisor = Divisor(width: 2 * r + 1), last = count - 1
        var sum = SIMD4<UInt32>(truncatingIfNeeded: src[0]) &* UInt32(r + 1)
        for k in 1...r { sum &+= SIMD4<UInt32>(truncatingIfNeeded: src[min(k, last)]) }
        for i in 0..<count {
            dst[i] = divisor.mean(sum)
            sum &+= SIMD4<UInt32>(truncatingIfNeeded: src[min(i + r + 1, last)])
            sum &-= SIMD4<UInt32>(truncatingIfNeeded: src[max(i - r, 0)])
        }
    }

    /// One vertical box pass of radius `r` over a `width` × `height` buffer from `src` into
    /// `dst`, producing the rows `rows` of the columns `columns` (reading those within `r` of
    /// them), row by row, with one running sum per column in `sums` (`width` entries, of which
    /// only the columns' are touched). A column's values depend on that column alone.
    static func verticalPass(
        from src: UnsafeMutablePointer<Pixel>, to dst: UnsafeMutablePointer<Pixel>,
        width w: Int, height h: Int, rows: Range<Int>, columns: Range<Int>, radius r: Int,
        sums: UnsafeMutablePointer<SIMD4<UInt32>>
    ) {
        let divisor = Divisor(width: 2 * r + 1), last = h - 1
        (sums + columns.lowerBound).initialize(repeating: .zero, count: columns.count)
        for k in (rows.lowerBound - r)...(rows.lowerBound + r) {
            let row = src + min(max(k, 0), last) * w
            for x in columns { sums[x] &+= SIMD4<UInt32>(truncatingIfNeeded: row[x]) }
        }
        for i in rows {
            let out = dst + i * w
            let entering = src + min(i + r + 1, last) * w, leaving = src + max(i - r, 0) * w
            for x in columns {
                let sum = sums[x]
                out[x] = divisor.mean(sum)
                sums[x] = sum &+ SIMD4<UInt32>(truncatingIfNeeded: entering[x]) &- SIMD4<UInt32>(truncatingIfNeeded: leaving[x])
            }
        }
    }
}
