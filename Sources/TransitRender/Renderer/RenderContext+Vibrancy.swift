import Foundation

extension RenderContext {
    /// Draws a vibrant node (`RenderNode.Vibrancy`): the node and its subtree are drawn into an
    /// offscreen group as they are, and the group's alpha (times the clip and the opacity of
    /// ungrouped ancestors) becomes the coverage through which the vibrancy's colour is blended
    /// into what is already drawn, with `plusDarker` or `plusLighter`. The content's own colours
    /// do not show; its shape does, in the hue of the material behind it.
    func drawVibrant(
        _ node: RenderNode, _ vibrancy: RenderNode.Vibrancy, toDevice m: Transform3D,
        into target: Surface, clip: ClipState, alpha: Double
    ) {
        let rect = subtreeBounds(node, m).intersection(clip.rect).intersection(target.bounds)
        guard !rect.isEmpty else { return }
        var plain = node
        plain.vibrancy = nil
        let group = Surface(bounds: rect)
        draw(plain, toDevice: m, into: group, clip: ClipState(rect: rect, mask: nil), alpha: 1)
        group.flush(on: workers)
        target.flush(on: workers)
        let color = Pixel.premultiplied(vibrancy.color)
        let factor = Pixel.factor(alpha)
        for y in rect.minY..<rect.maxY {
            let src = group.row(y), dst = target.row(y), mask = clip.mask?.row(y)
            for x in rect.minX..<rect.maxX {
                var k = Pixel.mul8(src[x] >> 24, factor)
                if let mask { k = Pixel.mul8(k, UInt32(mask[x])) }
                if k == 0 { continue }
                dst[x] = VibrancyBlend.pixel(Pixel.scale(color, k), dst[x], vibrancy.blend)
            }
        }
    }
}

/// The additive blend modes of vibrancy on premultiplied RGBA8 pixels.
///
/// Apple documents them for opaque colours: `plusLighter` is `R = MIN(1, S + D)` and `plusDarker`
/// is `R = MAX(0, 1 - ((1 - D) + (1 - S)))` (`CGBlendMode`). On premultiplied pixels, with source
/// alpha `Sa` and destination alpha `Da`: `plusLighter` adds every channel, alpha included, and
/// clamps to 1; `plusDarker` takes the alpha of source-over, `Ra = Sa + Da − Sa·Da`, and
/// `R = MAX(0, Ra − ((Da − D) + (Sa − S)))`, which is Apple's formula when both are opaque and leaves
/// the destination unchanged where the source is transparent.
enum VibrancyBlend {
    /// `source` blended into `destination`.
    static func pixel(_ source: UInt32, _ destination: UInt32, _ blend: RenderNode.Vibrancy.Blend) -> UInt32 {
        let sa = Int(source >> 24), da = Int(destination >> 24)
        var out: UInt32
        switch blend {
        case .plusLighter:
            out = UInt32(min(255, sa + da)) << 24
            for shift: UInt32 in [0, 8, 16] {
                let v = Int((source >> shift) & 0xFF) + Int((destination >> shift) & 0xFF)
                out |= UInt32(min(255, v)) << shift
            }
        case .plusDarker:
            let ra = sa + da - Int(Pixel.mul8(UInt32(sa), UInt32(da)))
            out = UInt32(ra) << 24
            for shift: UInt32 in [0, 8, 16] {
                let sc = Int((source >> shift) & 0xFF), dc = Int((destination >> shift) & 0xFF)
                out |= UInt32(max(0, ra - (da - dc) - (sa - sc))) << shift
            }
        }
        return out
    }
}
