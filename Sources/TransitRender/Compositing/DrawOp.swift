import Foundation

/// A shape to composite with a paint under an optional clip mask.
struct DrawOp {
    let shape: RasterShape
    let paint: Paint
    let clip: Mask?
}
