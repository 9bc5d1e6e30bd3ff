import Foundation
import TransitGraphics

/// Glyph masks placed under a transform that only scales (by a positive factor on each axis)
/// and moves: the one transform class drawn from masks. Rotated, skewed, mirrored or perspective
/// text has no placement and is filled from its outlines.
struct GlyphPlacement {
    /// The layer-to-device transform.
    let transform: Transform3D
    /// Device pixels per point the outlines are flattened for.
    let flattening: CGFloat
    /// The pixels a glyph's outlines must lie in to be drawn from its mask.
    let clip: IntRect

    /// The placement for the layer-to-device transform `m`, or nil when `m` rotates, skews,
    /// mirrors or projects, or nothing can be drawn.
    init?(_ m: Transform3D, flattening: CGFloat, clip: IntRect) {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, m.m11 > 0, m.m22 > 0,
            m.m11.isFinite, m.m22.isFinite, m.m41.isFinite, m.m42.isFinite, !clip.isEmpty
        else { return nil }
        transform = m
        self.flattening = flattening
        self.clip = clip
    }

    /// The masks of `glyphs` (pen positions in the layer's coordinates) placed on device pixels,
    /// or nil when one of them reaches outside the clip (the scan converter would cut its
    /// outlines there, so the group is filled from its outlines instead).
    func place(
        _ glyphs: [TextLayoutCache.Drawing.GlyphOrigin], masks: GlyphMaskCache,
        rasterizer: Rasterizer
    ) -> [GlyphRun.Placed]? {
        var placed: [GlyphRun.Placed] = []
        placed.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            let (key, face) = self.key(glyph)
            let mask = masks.mask(key, face: face) {
                GlyphMask.make(
                    glyph.font.outline(of: glyph.source, scale: flattening, tolerance: 0.1),
                    pen: glyph.origin, toDevice: transform, rasterizer: rasterizer)
            }
            let reach = mask.reach
            if reach.isEmpty { continue }
            guard reach.minX >= clip.minX, reach.minY >= clip.minY, reach.maxX <= clip.maxX, reach.maxY <= clip.maxY
            else { return nil }
            placed.append(.init(mask: mask, x: mask.left, y: mask.top))
        }
        return placed
    }

    private func key(_ glyph: TextLayoutCache.Drawing.GlyphOrigin) -> (GlyphMaskCache.Key, FontFace?) {
        let id: GlyphMaskCache.Key.Glyph, face: FontFace?
        switch glyph.source {
        case .builtIn(let character): id = .builtIn(character); face = nil
        case .face(let f, let g): id = .face(ObjectIdentifier(f), glyph: g); face = f
        }
        let m = transform
        let key = GlyphMaskCache.Key(
            glyph: id, pointSize: glyph.font.pointSize, weight: glyph.font.weight.rawValue,
            flattening: flattening, penX: glyph.origin.x, penY: glyph.origin.y,
            scaleX: Double(m.m11), scaleY: Double(m.m22),
            translationX: Double(m.m41), translationY: Double(m.m42))
        return (key, face)
    }
}
