/// The alpha rules every codec shares.
///
/// - Premultiply: `c' = round(c · a / 255)`, computed exactly in integers as
///   `t = c·a + 128; c' = (t + (t >> 8)) >> 8` (c·a/255 is never exactly halfway, so there is no tie).
/// - Un-premultiply: `c = min(255, round(c' · 255 / a))` for `a > 0`, computed as
///   `(c'·255 + a/2) / a`; a fully transparent pixel becomes (0, 0, 0, 0).
///
/// For every valid premultiplied pixel (`c' ≤ a`), premultiply(un-premultiply(c')) == c', so
/// encode → decode round trips are exact.
enum Premultiplication {
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 255 { return c }
        if a == 0 { return 0 }
        let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(truncatingIfNeeded: min(v, 255))
    }

    /// Un-premultiplied RGBA of the premultiplied pixel `p` packed as `r | g << 8 | b << 16 | a << 24`.
    @inline(__always)
    static func unpremultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        if a == 255 { return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }
        if a == 0 { return 0 }
        return UInt32(unpremultiply(r, a)) | UInt32(unpremultiply(g, a)) << 8
            | UInt32(unpremultiply(b, a)) << 16 | UInt32(a) << 24
    }
}
