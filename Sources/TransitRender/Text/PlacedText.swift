import Foundation
import TransitGraphics

/// How one colour group of a text drawing is drawn under a placement: from glyph masks (a run,
/// or nothing when no glyph covers a pixel), or from its outlines.
enum GroupDrawing {
    case masks(GlyphRun?)
    case outlines
}

/// A text drawing's colour groups placed for one transform and clip, kept so that text that
/// stays put between frames reuses its glyph runs without looking up each glyph's mask again.
///
/// Found by the layout entry (by identity), the drawing (device scale and origin), the transform's
/// scale and translation and the clip; reused only for the same grouping of segments by colour.
/// Its runs hold their own coverage (no mask), counted in the mask cache's budget for placed
/// texts. A reused placement holds the runs a fresh one would make.
final class PlacedText: @unchecked Sendable {
    struct Key: Hashable {
        var entry: ObjectIdentifier
        var scale: CGFloat, originX: CGFloat, originY: CGFloat
        var m11: CGFloat, m22: CGFloat, m41: CGFloat, m42: CGFloat
        var clipMinX: Int, clipMinY: Int, clipMaxX: Int, clipMaxY: Int

        init(_ entry: TextLayoutCache.Entry, scale: CGFloat, origin: CGPoint, transform m: Transform3D, clip: IntRect) {
            self.entry = ObjectIdentifier(entry)
            self.scale = scale; originX = origin.x; originY = origin.y
            m11 = m.m11; m22 = m.m22; m41 = m.m41; m42 = m.m42
            clipMinX = clip.minX; clipMinY = clip.minY; clipMaxX = clip.maxX; clipMaxY = clip.maxY
        }
    }

    /// Keeps the entry alive, so its identity in the key stays its own.
    let entry: TextLayoutCache.Entry
    let groups: [[Int]]
    let drawings: [GroupDrawing]
    /// The memory its runs hold, in bytes.
    let byteCount: Int

    init(entry: TextLayoutCache.Entry, groups: [[Int]], drawings: [GroupDrawing]) {
        self.entry = entry; self.groups = groups; self.drawings = drawings
        byteCount = drawings.reduce(0) { total, drawing in
            if case .masks(let run?) = drawing { return total + run.byteCount }
            return total
        }
    }
}
