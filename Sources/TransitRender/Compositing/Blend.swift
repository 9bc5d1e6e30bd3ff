import Foundation

/// Row-level compositing loops: the inner loops of the renderer.
enum Blend {
    /// `count` pixels from `d` get constant premultiplied `src` composited over them. Eight pixels
    /// at a time as 16-bit lanes: the low bytes (red, blue) and high bytes (green, alpha) of each
    /// lane are scaled separately, exactly as `Pixel.scale` does.
    @inline(__always) static func constant(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32) {
        let inv = 255 &- (src >> 24)
        if inv == 0 { d.update(repeating: src, count: count); return }
        if src == 0 { return }
        var i = 0
        let raw = UnsafeMutableRawPointer(d)
        let f = SIMD16<UInt16>(repeating: UInt16(inv))
        let half = SIMD16<UInt16>(repeating: 0x80)
        let low = SIMD16<UInt16>(repeating: 0x00FF)
        let high = SIMD16<UInt16>(repeating: 0xFF00)
        let s = unsafeBitCast(SIMD8<UInt32>(repeating: src), to: SIMD16<UInt16>.self)
        while i &+ 8 <= count {
            let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            var lo = (v & low) &* f &+ half
            lo = (lo &+ (lo &>> 8)) &>> 8
            var hi = (v &>> 8) &* f &+ half
            hi = (hi &+ (hi &>> 8)) & high
            raw.storeBytes(of: (lo | hi) &+ s, toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            i &+= 8
        }
        while i < count { d[i] = src &+ Pixel.scale(d[i], inv); i &+= 1 }
    }

    /// Constant `src` over `count` pixels, each weighted by a mask byte.
    @inline(__always) static func constantMasked(
        _ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32,
        _ coverage: UInt32, _ mask: UnsafePointer<UInt8>
    ) {
        for i in 0..<count {
            let f = Pixel.mul8(coverage, UInt32(mask[i]))
            if f == 0 { continue }
            d[i] = Pixel.over(f == 255 ? src : Pixel.scale(src, f), d[i])
        }
    }

    /// Per-pixel sources `s` over `d`, all weighted by `factor` (0…255) and, when given, a mask.
    @inline(__always) static func row(
        _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ count: Int,
        _ factor: UInt32, _ mask: UnsafePointer<UInt8>?
    ) {
        if let mask {
            for i in 0..<count {
                let f = Pixel.mul8(factor, UInt32(mask[i]))
                if f == 0 { continue }
                d[i] = Pixel.over(f == 255 ? s[i] : Pixel.scale(s[i], f), d[i])
            }
        } else if factor == 255 {
            for i in 0..<count {
                let p = s[i]
                let a = p >> 24
                if a == 255 { d[i] = p } else if p != 0 { d[i] = Pixel.over(p, d[i]) }
            }
        } else {
            for i in 0..<count where s[i] != 0 { d[i] = Pixel.over(Pixel.scale(s[i], factor), d[i]) }
        }
    }
}
