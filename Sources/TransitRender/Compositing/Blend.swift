import Foundation

/// Row-level compositing loops: the inner loops of the renderer.
enum Blend {
    /// `count` pixels from `d` get constant premultiplied `src` composited over them.
    @inline(__always) static func constant(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32) {
        let inv = 255 &- (src >> 24)
        if inv == 0 { d.update(repeating: src, count: count); return }
        if src == 0 { return }
        var i = 0
        let raw = UnsafeMutableRawPointer(d)
        let inv16 = SIMD16<UInt16>(repeating: UInt16(inv))
        let half = SIMD16<UInt16>(repeating: 128)
        let srcv = SIMD4<UInt32>(repeating: src)
        while i + 4 <= count {
            let px = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            var t = SIMD16<UInt16>(truncatingIfNeeded: px) &* inv16 &+ half
            t = (t &+ (t &>> 8)) &>> 8
            let scaled = unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: t), to: SIMD4<UInt32>.self)
            raw.storeBytes(of: scaled &+ srcv, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        while i < count { d[i] = src &+ Pixel.scale(d[i], inv); i &+= 1 }
    }

    /// Constant `src` over `count` pixels, each weighted by a mask byte.
    @inline(__always) static func constantMasked(_ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32,
                                                 _ coverage: UInt32, _ mask: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let f = Pixel.mul8(coverage, UInt32(mask[i]))
            if f == 0 { continue }
            d[i] = Pixel.over(f == 255 ? src : Pixel.scale(src, f), d[i])
        }
    }

    /// Per-pixel sources `s` over `d`, all weighted by `factor` (0…255) and, when given, a mask.
    @inline(__always) static func row(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ count: Int,
                                      _ factor: UInt32, _ mask: UnsafePointer<UInt8>?) {
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
