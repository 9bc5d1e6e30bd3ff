/// Bilinear samples eight at a time in SIMD lanes, for the inner loop of perspective runs.
///
/// Each pixel's four texels are read as two 64-bit pairs (the upper and the lower row), the pairs
/// of eight pixels split into their left and right texels, and the three lerps of `bilinear` run
/// on 16-bit lanes: the low byte of each lane (red, blue) and the high byte (green, alpha) apart,
/// as the packed scalar `lerp` does. The lerp's shortcuts (`f = 0`, `a = b`) give the value of its
/// formula, so the lanes give the same bytes as `bilinearInside` (`PerspectiveRunTests` checks).
/// A pair loads little-endian: its left texel is the low half, as on every platform built for.
extension ImageSampler {
    /// Eight bilinear samples from 16.24 fixed-point `u`, `v`, stepping by `du`, `dv`, whose texels
    /// are all `inside` the `w`-wide image, into `out[0..<8]`.
    @inline(__always) static func bilinearLanes(
        _ texels: UnsafePointer<UInt32>, _ w: Int, _ u: Int, _ v: Int, _ du: Int, _ dv: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        var top = SIMD8<UInt64>(), bottom = SIMD8<UInt64>()
        var fx = SIMD8<UInt32>(), fy = SIMD8<UInt32>()
        var u = u, v = v
        let stride = w &* 4
        for k in 0..<8 {
            let r0 = UnsafeRawPointer(texels + ((v >> 24) &* w &+ (u >> 24)))
            top[k] = r0.loadUnaligned(as: UInt64.self)
            bottom[k] = r0.loadUnaligned(fromByteOffset: stride, as: UInt64.self)
            fx[k] = UInt32(truncatingIfNeeded: (u >> 16) & 0xFF)
            fy[k] = UInt32(truncatingIfNeeded: (v >> 16) & 0xFF)
            u &+= du; v &+= dv
        }
        let t = unsafeBitCast(top, to: SIMD16<UInt32>.self), b = unsafeBitCast(bottom, to: SIMD16<UInt32>.self)
        let wx = unsafeBitCast(fx | (fx &<< 16), to: SIMD16<UInt16>.self)
        let wy = unsafeBitCast(fy | (fy &<< 16), to: SIMD16<UInt16>.self)
        let upper = lerp(t.evenHalf, t.oddHalf, wx), lower = lerp(b.evenHalf, b.oddHalf, wx)
        let r = lerp(unsafeBitCast(upper, to: SIMD8<UInt32>.self), unsafeBitCast(lower, to: SIMD8<UInt32>.self), wy)
        UnsafeMutableRawPointer(out).storeBytes(of: r, as: SIMD16<UInt16>.self)
    }

    /// `lerp` of eight pixel pairs, `f` repeated in both lanes of a pixel: each channel
    /// `(a·(256 − f) + b·f) / 256` truncated, in 16-bit lanes (the sum is at most 255·256).
    @inline(__always) static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ f: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let a = unsafeBitCast(a, to: SIMD16<UInt16>.self), b = unsafeBitCast(b, to: SIMD16<UInt16>.self)
        let low = SIMD16<UInt16>(repeating: 0xFF), g = SIMD16<UInt16>(repeating: 256) &- f
        let lo = ((a & low) &* g &+ (b & low) &* f) &>> 8
        let hi = ((a &>> 8) &* g &+ (b &>> 8) &* f) & SIMD16<UInt16>(repeating: 0xFF00)
        return lo | hi
    }
}
