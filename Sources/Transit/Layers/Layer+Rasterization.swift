import Foundation

/// Rasterization (`CALayer.shouldRasterize`, `CALayer.rasterizationScale`): a layer and its
/// sublayers drawn once into a bitmap and composited from it while nothing in them changes.
extension Layer {
    /// Whether the layer and its sublayers are rendered as one bitmap before compositing
    /// (`CALayer.shouldRasterize`); false by default.
    ///
    /// Apple documents that a rasterized layer "is rendered as a bitmap in its local coordinate
    /// space and then composited to the destination", that its shadow is rasterized and included
    /// in the bitmap, and that "the current opacity of the layer is not rasterized". Transit does
    /// exactly that: the bitmap holds the layer's shadow, background, content, sublayers, border
    /// and mask at `rasterizationScale` pixels per point of the layer's bounds; the layer's
    /// transform, position and opacity apply when it is composited, the bitmap sampled
    /// bilinearly (Transit's one image filter, for minification and magnification alike, which
    /// stands in for `minificationFilter` and `magnificationFilter`, not modelled).
    ///
    /// The renderer keeps the bitmap between frames and draws it again only when something inside
    /// it changes: any value of the layer except its position, transform, `zPosition` and
    /// opacity (so its bounds, anchor point, colours, content, shadow, mask and
    /// `rasterizationScale` do), and anything in its sublayers (their values, content, order, or
    /// a sublayer added or removed). Moving, scaling, rotating or fading the layer reuses the
    /// bitmap. A kept bitmap is dropped when a whole frame is drawn without it, and the oldest
    /// ones go when the kept bitmaps pass the renderer's byte budget.
    ///
    /// Decisions where Apple's documentation is silent: a layer whose subtree holds a backdrop
    /// material or vibrancy (which show what lies behind the layer, outside any bitmap of its
    /// own), a transform layer (`CATransformLayer`, which keeps its sublayers in 3-D), and a
    /// layer whose bitmap alone would pass the budget are drawn directly, as if the flag were
    /// off. Setting the flag does not animate.
    public var shouldRasterize: Bool {
        get { displayState.shouldRasterize }
        set { displayState.shouldRasterize = newValue }
    }

    /// The scale of the rasterized bitmap relative to the layer's coordinate space
    /// (`CALayer.rasterizationScale`): bitmap pixels per point of the bounds; 1 by default;
    /// animatable (key path `rasterizationScale`).
    ///
    /// Apple documents the default of 1.0, "which indicates that the layer should be rasterized at
    /// its current size", and that "larger values magnify the content and smaller values shrink
    /// it". A layer on a 2× screen rasterized at 1 is drawn at one pixel per point and magnified
    /// two times when composited, so it looks soft, as on iOS; set the screen's scale for a
    /// sharp bitmap. A value that is not finite and positive is reported
    /// (`layer.rasterizationScale`) and ignored, keeping the previous value.
    public var rasterizationScale: CGFloat {
        get { props.rasterizationScale.value }
        set {
            guard newValue.isFinite, newValue > 0 else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layer.rasterizationScale",
                        "\(describe).rasterizationScale set to \(newValue); must be finite and positive, ignored"))
                return
            }
            setModel(props.rasterizationScale, newValue, .rasterizationScale)
        }
    }
}
