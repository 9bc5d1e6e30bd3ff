import Foundation

/// The clip in force while drawing: a pixel rectangle and, inside it, optional per-pixel
/// coverage (rounded or transformed bounds).
struct ClipState {
    /// Drawing is limited to this rectangle; when `mask` is set, it lies within the mask's bounds.
    var rect: IntRect
    var mask: Mask?
    /// Pixels where `mask` is known to be whole (255), so that clipping there changes nothing: a
    /// shape composited with or without the mask gives the same bytes (`Pixel.mul8(f, 255)` is
    /// f), and an opaque one covers what lies below it. Empty when none is known; meaningless
    /// without a mask.
    var whole: IntRect = .empty
}
