import Foundation

/// A shape to composite with a paint under an optional clip mask: a rasterized shape, or glyph
/// masks placed as one shape (painted with a solid colour).
struct DrawOp {
    enum Coverage {
        case shape(RasterShape)
        case glyphs(GlyphRun)
    }

    let coverage: Coverage
    let paint: Paint
    let clip: Mask?
    /// Device pixels where `clip` is whole (255): composited there as if unclipped
    /// (`ClipState.whole`); empty when none is known.
    var clipWhole = IntRect.empty
    /// Device pixels the shape sets to an opaque colour whatever lies below them (coverage 255,
    /// an opaque paint, no clip mask), which shapes recorded before it need not composite
    /// (`Surface.flush(on:)`); empty when none is known.
    var opaque = IntRect.empty

    init(shape: RasterShape, paint: Paint, clip: Mask?) {
        coverage = .shape(shape); self.paint = paint; self.clip = clip
    }

    /// A shape clipped by `clip`'s mask, knowing where the mask is whole.
    init(shape: RasterShape, paint: Paint, clip: ClipState) {
        self.init(shape: shape, paint: paint, clip: clip.mask)
        if clip.mask != nil { clipWhole = clip.whole }
    }

    /// Glyph masks in one solid colour (a premultiplied pixel).
    init(glyphs: GlyphRun, color: UInt32, clip: Mask?) {
        coverage = .glyphs(glyphs); paint = .solid(color); self.clip = clip
    }

    /// The rows that hold coverage, `[minY, maxY)`.
    var rows: Range<Int> {
        switch coverage {
        case .shape(let shape): return shape.minY..<shape.maxY
        case .glyphs(let run): return run.minY..<run.maxY
        }
    }
}
