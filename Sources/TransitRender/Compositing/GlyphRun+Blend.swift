import Foundation

extension GlyphRun {
    /// Pixels `columns` of row `d` get `color` composited over them at coverage `c`, times the
    /// clip mask when given (all three indexed by device column): per pixel what compositing the
    /// filled shape's spans does (`Blend.constant`, `Blend.constantMasked`). Coverage is read
    /// eight bytes at a time: eight zeros are passed over, eight whole pixels of an opaque colour
    /// unclipped are set to it, and other eights are blended in SIMD lanes.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>, _ columns: Range<Int>,
        _ color: UInt32, _ clip: UnsafePointer<UInt8>?
    ) {
        let opaque = color >> 24 == 255 && clip == nil
        var x = columns.lowerBound
        let end = columns.upperBound
        while x + 8 <= end {
            let eight = UnsafeRawPointer(c + x).loadUnaligned(as: UInt64.self)
            if eight == 0 {
                x += 8
                continue
            }
            if opaque && eight == ~0 {
                (d + x).update(repeating: color, count: 8)
            } else {
                blendEight(d + x, c + x, color, clip.map { $0 + x })
            }
            x += 8
        }
        if x < end { blendPixels(d, c, x..<end, color, clip) }
    }

    /// `blend` for eight pixels, one in each lane: `over(scale(color, f), d)` with `f` the
    /// coverage times the clip byte, which is `d` itself where `f` is 0 and `color` where `f` is
    /// 255 and the colour is opaque (`scale` by 255 keeps every byte and by 0 clears it), so no
    /// pixel needs a branch.
    @inline(__always) private static func blendEight(
        _ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>, _ color: UInt32, _ clip: UnsafePointer<UInt8>?
    ) {
        var f = SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(c).loadUnaligned(as: SIMD8<UInt8>.self))
        if let clip {
            let m = SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(clip).loadUnaligned(as: SIMD8<UInt8>.self))
            let t = f &* m &+ 128
            f = (t &+ (t &>> 8)) &>> 8
        }
        let s = scale(SIMD8(repeating: color), f)
        let pixels = UnsafeMutableRawPointer(d)
        let below = pixels.loadUnaligned(as: SIMD8<UInt32>.self)
        pixels.storeBytes(of: s &+ scale(below, 255 &- (s &>> 24)), as: SIMD8<UInt32>.self)
    }

    /// `Pixel.scale` in each lane.
    @inline(__always) private static func scale(_ p: SIMD8<UInt32>, _ f: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF), half = SIMD8<UInt32>(repeating: 0x0080_0080)
        let rb = (p & low) &* f &+ half
        let ag = ((p &>> 8) & low) &* f &+ half
        return (((rb &+ ((rb &>> 8) & low)) &>> 8) & low) | ((ag &+ ((ag &>> 8) & low)) & ~low)
    }

    /// `blend` one pixel at a time.
    @inline(__always) private static func blendPixels(
        _ d: UnsafeMutablePointer<UInt32>, _ c: UnsafePointer<UInt8>, _ columns: Range<Int>,
        _ color: UInt32, _ clip: UnsafePointer<UInt8>?
    ) {
        if let clip {
            for i in columns where c[i] != 0 {
                let f = Pixel.mul8(UInt32(c[i]), UInt32(clip[i]))
                if f == 0 { continue }
                d[i] = Pixel.over(f == 255 ? color : Pixel.scale(color, f), d[i])
            }
        } else if color >> 24 == 255 {
            // Opaque: a fully covered pixel takes the colour.
            for i in columns where c[i] != 0 {
                let f = UInt32(c[i])
                d[i] = f == 255 ? color : Pixel.over(Pixel.scale(color, f), d[i])
            }
        } else {
            for i in columns where c[i] != 0 {
                let f = UInt32(c[i])
                d[i] = Pixel.over(f == 255 ? color : Pixel.scale(color, f), d[i])
            }
        }
    }
}
