import Foundation

/// A layer that keeps its sublayers in three dimensions (`CATransformLayer`).
///
/// A plain layer flattens its sublayers into its own plane; a transform layer does not: its
/// sublayers (and theirs, through nested transform layers) are placed in its superlayer's 3-D
/// space and drawn back to front by depth (the z of each sublayer's bounds centre there), so
/// planes at different z cover each other by depth rather than by order. As Core Animation
/// documents, a transform layer draws nothing of its own: its background, border, contents,
/// shadow, mask and `masksToBounds` are ignored, and its opacity applies to each sublayer on its
/// own.
open class TransformLayer: Layer {
    /// Creates a transform layer (`CATransformLayer()`).
    public required init() {
        super.init()
        preserves3D = true
    }

    /// Creates a transform layer holding a copy of another layer's values
    /// (`CALayer.init(layer:)`).
    public required init(layer: Any) {
        super.init(layer: layer)
        preserves3D = true
    }
}
