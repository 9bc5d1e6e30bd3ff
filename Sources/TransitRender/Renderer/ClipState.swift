import Foundation

/// The clip in force while drawing: a pixel rectangle and, inside it, optional per-pixel
/// coverage (rounded or transformed bounds).
struct ClipState {
    /// Drawing is limited to this rectangle; when `mask` is set, it lies within the mask's bounds.
    var rect: IntRect
    var mask: Mask?
}
