import Foundation

/// Row-level compositing loops: the inner loops of the renderer.
///
/// Each loop takes eight pixels at a time in SIMD lanes (`Lanes`) when `lanes` is true, and
/// otherwise one at a time; both give the same bytes (`BlendLaneTests` checks each path against
/// the integer oracle). An optimized build takes the lanes. An unoptimized (debug) build, where
/// every SIMD operator is an unspecialized call per lane and the lane loop runs many times
/// slower than the pixel loop, takes the pixels, so the tests' renders run at a useful speed.
enum Blend {
    #if DEBUG
    /// Whether the loops take SIMD lanes unless told otherwise: not in an unoptimized build.
    @inline(__always) static var lanesByDefault: Bool { false }
    #else
    /// Whether the loops take SIMD lanes unless told otherwise: always in an optimized build.
    @inline(__always) static var lanesByDefault: Bool { true }
    #endif

    /// `count` pixels from `d` get constant premultiplied `src` composited over them. Eight pixels
    /// at a time as 16-bit lanes: the low bytes (red, blue) and high bytes (green, alpha) of each
    /// lane are scaled separately, exactly as `Pixel.scale` does.
    @inline(__always) static func constant(
        _ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32, lanes: Bool = lanesByDefault
    ) {
        let inv = 255 &- (src >> 24)
        if inv == 0 { d.update(repeating: src, count: count); return }
        if src == 0 { return }
        var i = 0
        if lanes {
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
        }
        while i < count { d[i] = src &+ Pixel.scale(d[i], inv); i &+= 1 }
    }

    /// Constant `src` over `count` pixels, each weighted by a mask byte. Eight pixels at a time
    /// as 16-bit lanes (`Lanes`), each pixel exactly as the scalar `Pixel.over(Pixel.scale(src,
    /// f), d)`; a zero weight leaves the pixel as it is, as that formula does.
    @inline(__always) static func constantMasked(
        _ d: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32,
        _ coverage: UInt32, _ mask: UnsafePointer<UInt8>, lanes: Bool = lanesByDefault
    ) {
        var i = 0
        if lanes {
            let raw = UnsafeMutableRawPointer(d)
            let s = Lanes.pixels(SIMD8<UInt32>(repeating: src))
            let opaque = coverage == 255 && src >> 24 == 255
            while i &+ 8 <= count {
                // Eight zero mask bytes leave the pixels as they are; eight whole ones under
                // whole coverage leave an opaque colour to replace them.
                if Lanes.areZero(mask + i) { i &+= 8; continue }
                if opaque && Lanes.areWhole(mask + i) {
                    (d + i).update(repeating: src, count: 8)
                    i &+= 8
                    continue
                }
                let f = Lanes.mul8(coverage, Lanes.bytes(mask + i))
                let scaled = Lanes.scale(s, Lanes.factors(f))
                let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                raw.storeBytes(of: Lanes.over(scaled, v), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
            }
        }
        while i < count {
            let f = Pixel.mul8(coverage, UInt32(mask[i]))
            if f != 0 { d[i] = Pixel.over(f == 255 ? src : Pixel.scale(src, f), d[i]) }
            i &+= 1
        }
    }

    /// Per-pixel sources `s` over `d`, all weighted by `factor` (0…255) and, when given, a mask.
    /// Eight pixels at a time as 16-bit lanes (`Lanes`), each pixel exactly as the scalar
    /// `Pixel.over(Pixel.scale(s, f), d)`: a transparent source or a zero weight leaves the pixel
    /// as it is, and an opaque one at full weight replaces it, as that formula does.
    @inline(__always) static func row(
        _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ count: Int,
        _ factor: UInt32, _ mask: UnsafePointer<UInt8>?, lanes: Bool = lanesByDefault
    ) {
        var i = 0
        if lanes {
            let raw = UnsafeMutableRawPointer(d), source = UnsafeRawPointer(s)
            let constant = Lanes.factors(SIMD8<UInt32>(repeating: factor))
            var memo = Lanes.Memo()
            while i &+ 8 <= count {
                var p = source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                if let mask, !(factor == 255 && Lanes.areWhole(mask + i)) {
                    if Lanes.areZero(mask + i) { i &+= 8; continue }
                    p = Lanes.scale(p, Lanes.factors(Lanes.mul8(factor, Lanes.bytes(mask + i))))
                } else if factor != 255 {
                    // A group or image faded over what is below: runs of the same eight pixels
                    // over the same eight (flat colours) are blended once.
                    let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                    raw.storeBytes(of: memo.over(p, constant, v), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                    i &+= 8
                    continue
                } else if Lanes.areOpaque(p) {
                    // Opaque sources at full weight replace the pixels (`over` adds the
                    // destination scaled by zero).
                    raw.storeBytes(of: p, toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                    i &+= 8
                    continue
                }
                let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                raw.storeBytes(of: Lanes.over(p, v), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
            }
        }
        while i < count {
            let f = mask.map { Pixel.mul8(factor, UInt32($0[i])) } ?? factor
            if f != 0 && s[i] != 0 { d[i] = Pixel.over(f == 255 ? s[i] : Pixel.scale(s[i], f), d[i]) }
            i &+= 1
        }
    }
}

/// Eight premultiplied pixels as sixteen 16-bit lanes (two per pixel: red and green, blue and
/// alpha), with the pixel arithmetic of `Pixel` done lane-wise. Each channel's product
/// `x·f + 128` fits a lane (at most 65153) and so does `t + (t >> 8)`, so every result equals
/// `Pixel`'s on each pixel; the sum of `over` is taken in 32-bit lanes, as `Pixel.over` takes it.
enum Lanes {
    /// The pixels' words as lanes.
    @inline(__always) static func pixels(_ p: SIMD8<UInt32>) -> SIMD16<UInt16> {
        unsafeBitCast(p, to: SIMD16<UInt16>.self)
    }

    /// Eight bytes from `p`, widened.
    @inline(__always) static func bytes(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt32> {
        SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
    }

    /// Whether the eight bytes from `p` are all zero (one 64-bit load).
    @inline(__always) static func areZero(_ p: UnsafePointer<UInt8>) -> Bool {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) == 0
    }

    /// Whether the eight bytes from `p` are all 255 (one 64-bit load).
    @inline(__always) static func areWhole(_ p: UnsafePointer<UInt8>) -> Bool {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) == UInt64.max
    }

    /// Whether all eight pixels are opaque (alpha 255): the alpha bytes of the pixels' words
    /// taken together with `&` in four 64-bit words (a lane-wise `==` of the vectors compiles
    /// to a loop over the lanes through memory).
    @inline(__always) static func areOpaque(_ p: SIMD16<UInt16>) -> Bool {
        let w = unsafeBitCast(p, to: (UInt64, UInt64, UInt64, UInt64).self)
        let alpha: UInt64 = 0xFF00_0000_FF00_0000
        return w.0 & w.1 & w.2 & w.3 & alpha == alpha
    }

    /// Whether the two vectors hold the same bits (four 64-bit words compared, as `areOpaque`).
    @inline(__always) static func areEqual(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> Bool {
        let w = unsafeBitCast(a ^ b, to: (UInt64, UInt64, UInt64, UInt64).self)
        return w.0 | w.1 | w.2 | w.3 == 0
    }

    /// Eight sources scaled by constant factors over eight destinations, the last result kept:
    /// the same sources over the same destinations give it again without the arithmetic (the
    /// result depends on nothing else). Looked up after a run of results found there; after a
    /// miss, the next `missedRun` eights are blended without looking, so varied pixels pay
    /// little for the lookups.
    struct Memo {
        private var source = SIMD16<UInt16>(), below = SIMD16<UInt16>()
        private var result = SIMD8<UInt32>()
        private var known = false
        private var skipped = 0

        /// Eights blended without looking after a miss.
        static let missedRun = 7

        /// `over(scale(p, factors), v)`.
        @inline(__always) mutating func over(_ p: SIMD16<UInt16>, _ factors: SIMD16<UInt16>, _ v: SIMD16<UInt16>)
            -> SIMD8<UInt32>
        {
            if skipped == 0 {
                if known && Lanes.areEqual(p, source) && Lanes.areEqual(v, below) { return result }
                skipped = Memo.missedRun
            } else {
                skipped &-= 1
            }
            result = Lanes.over(Lanes.scale(p, factors), v)
            source = p
            below = v
            known = true
            return result
        }
    }

    /// `a·b/255` rounded to nearest, per pixel (`Pixel.mul8`).
    @inline(__always) static func mul8(_ a: UInt32, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let t = b &* a &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Per-pixel byte factors spread over both lanes of each pixel.
    @inline(__always) static func factors(_ f: SIMD8<UInt32>) -> SIMD16<UInt16> {
        pixels(f | (f &<< 16))
    }

    /// Every channel times its pixel's factor / 255, rounded to nearest (`Pixel.scale`).
    @inline(__always) static func scale(_ v: SIMD16<UInt16>, _ f: SIMD16<UInt16>) -> SIMD16<UInt16> {
        var lo = (v & 0x00FF) &* f &+ 0x80
        lo = (lo &+ (lo &>> 8)) &>> 8
        var hi = (v &>> 8) &* f &+ 0x80
        hi = (hi &+ (hi &>> 8)) & 0xFF00
        return lo | hi
    }

    /// Source over destination, premultiplied (`Pixel.over`).
    @inline(__always) static func over(_ s: SIMD16<UInt16>, _ d: SIMD16<UInt16>) -> SIMD8<UInt32> {
        let src = unsafeBitCast(s, to: SIMD8<UInt32>.self)
        let inverse = 255 &- (src &>> 24)
        return src &+ unsafeBitCast(scale(d, factors(inverse)), to: SIMD8<UInt32>.self)
    }
}
