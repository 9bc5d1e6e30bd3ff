import Foundation

/// Combines an operation drawn alone (a scratch surface) with the destination under a blend mode.
///
/// The separable modes use the W3C Compositing and Blending Level 1 formulas (which Core Graphics'
/// PDF blend modes follow) on premultiplied pixels: `r = S·(1−Da) + D·(1−Sa) + B̂(S, D)`, with
/// `B̂ = Sa·Da·B(S/Sa, D/Da)` written in premultiplied terms. `clear` keeps `D·(1 − coverage)` and
/// `copy` gives `S + D·(1 − coverage)`: both replace the destination only where the shape covers.
enum DrawingBlend {
    /// Combines `source` into `target` over `rect` (device pixels); `coverage` (a mask of the
    /// shape under the clip, over the target's bounds) is needed by `clear` and `copy`.
    static func combine(_ source: Surface, into target: Surface, rect: IntRect, mode: BlendMode, coverage: Mask?) {
        let r = rect.intersection(source.bounds).intersection(target.bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            let s = source.row(y), d = target.row(y)
            let m = coverage?.row(y)
            for x in r.minX..<r.maxX {
                d[x] = pixel(s[x], d[x], mode: mode, coverage: m.map { UInt32($0[x]) } ?? 0)
            }
        }
    }

    static func pixel(_ s: UInt32, _ d: UInt32, mode: BlendMode, coverage: UInt32) -> UInt32 {
        switch mode {
        case .normal: return Pixel.over(s, d)
        case .clear: return Pixel.scale(d, 255 - coverage)
        case .copy: return s &+ Pixel.scale(d, 255 - coverage)
        default:
            if s == 0 { return d }
            let sa = Int(s >> 24), da = Int(d >> 24)
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 24, by: 8) {
                let sc = Int((s >> UInt32(shift)) & 0xFF), dc = Int((d >> UInt32(shift)) & 0xFF)
                let v = channel(sc, sa, dc, da, mode)
                out |= UInt32(max(0, min(255, v))) << UInt32(shift)
            }
            let a = sa + da - (sa * da + 127) / 255
            return out | UInt32(max(0, min(255, a))) << 24
        }
    }

    /// One premultiplied colour channel of a separable mode, in 0…255 with rounding.
    private static func channel(_ sc: Int, _ sa: Int, _ dc: Int, _ da: Int, _ mode: BlendMode) -> Int {
        // Products are in 255² units; divided back once at the end.
        let keep = sc * (255 - da) + dc * (255 - sa)
        let mixed: Int
        switch mode {
        case .multiply: mixed = sc * dc
        case .screen: mixed = sc * da + dc * sa - sc * dc
        case .overlay:
            mixed = 2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
        case .darken: mixed = min(sc * da, dc * sa)
        case .lighten: mixed = max(sc * da, dc * sa)
        default: mixed = sc * da
        }
        return (keep + mixed + 127) / 255
    }
}
