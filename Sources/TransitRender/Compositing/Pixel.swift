import Foundation

#if _endian(big)
#error("Pixel maths assumes little-endian RGBA8 words")
#endif

/// Premultiplied RGBA8 pixel arithmetic on 32-bit words (R in the low byte, A in the high byte),
/// exact to the nearest integer: `x·f/255` is computed as `(t + (t >> 8)) >> 8` with `t = x·f + 128`,
/// two channels at a time in 16-bit lanes.
enum Pixel {
    /// Every channel multiplied by `f / 255` (f in 0…255), rounded to nearest.
    @inline(__always) static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        let ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        return (((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF)
            | ((ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00)
    }

    /// Source over destination, premultiplied: `s + d·(255 − αs)/255`.
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// `a·b/255` for bytes, rounded to nearest.
    @inline(__always) static func mul8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// A colour as a premultiplied pixel, components clamped to 0…1 and rounded to nearest
    /// (alpha multiplied by `opacity` first).
    static func premultiplied(_ color: Color, opacity: Double = 1) -> UInt32 {
        let c = color.clamped
        let o = opacity.isNaN ? 0 : min(1, max(0, opacity))
        let a = Double(c.alpha) * o
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(Double(c.red) * a) | byte(Double(c.green) * a) << 8 | byte(Double(c.blue) * a) << 16 | byte(a) << 24
    }

    /// An opacity 0…1 as a byte factor.
    static func factor(_ opacity: Double) -> UInt32 {
        opacity.isNaN ? 0 : UInt32((min(1, max(0, opacity)) * 255).rounded())
    }
}
