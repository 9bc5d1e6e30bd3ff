import Foundation

/// Flattened glyph outlines, kept so text-heavy frames do not re-read and re-flatten the same
/// glyphs. Keyed by the glyph, the font's size and weight and the device scale (which sets the
/// flattening tolerance); outlines are polygons in points relative to the glyph origin, so the
/// renderer places them at any (subpixel) pen position exactly and needs no position in the key.
/// Bounded: the cache empties itself when it holds more than 8,192 glyphs.
enum GlyphCache {
    struct Key: Hashable {
        var source: PlacedGlyph.Source
        var pointSize: CGFloat
        var weight: CGFloat
        /// Device pixels per point (sets the flattening).
        var scale: CGFloat
    }

    static let shared = BoundedCache<Key, [[CGPoint]]>(capacity: 8192)
}

extension Font {
    /// The outline of a placed glyph as closed polygons in points (y down, origin on the baseline
    /// at the glyph's origin), filled with the non-zero rule, flattened so it stays within
    /// `tolerance` device pixels of the true curves at `scale` pixels per point. Cached.
    public func outline(of source: PlacedGlyph.Source, scale: CGFloat = 1, tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let key = GlyphCache.Key(
            source: source, pointSize: pointSize, weight: weight.rawValue,
            scale: s)
        return GlyphCache.shared.value(key) {
            switch source {
            case .builtIn(let character):
                return strokeOutline(for: character, scale: s, tolerance: tolerance)
            case .face(let face, let glyph):
                // A glyph whose data is damaged draws nothing rather than failing the frame.
                guard let path = try? face.outline(ofGlyph: glyph) else { return [] }
                let u = Double(pointSize) / Double(face.unitsPerEm)
                return path.flattened(scale: u * Double(s), tolerance: Double(tolerance)) { x, y in
                    CGPoint(x: x * u, y: -y * u)
                }
            }
        }
    }
}
