import Foundation

/// A layer's shadow shape as a record that explicit animations stack on (see `AnimatedRecord`):
/// `CALayer.shadowPath` animates the way `CAShapeLayer.path` does, so it is kept the way a shape
/// layer keeps its path rather than in the property table.
struct LayerShadowPathState: Equatable {
    var path: CGPath?

    /// `path` as animations see it: no path is an empty one.
    var animatedPath: CGPath {
        get { path ?? CGMutablePath() }
        set { path = newValue }
    }
}

extension Layer {
    /// The shape of the layer's shadow (`CALayer.shadowPath`), in the layer's coordinates; `nil`
    /// by default.
    ///
    /// With a path, the shadow is the path filled with the non-zero winding rule, blurred by
    /// `shadowRadius`, moved by `shadowOffset` and tinted with `shadowColor` and `shadowOpacity`,
    /// instead of the layer's composited alpha channel; the layer's content plays no part in it,
    /// so the renderer need not draw the layer offscreen to cast it (Apple's documentation of
    /// `shadowPath` recommends one for this reason). A rectangle's shadow costs the least: its
    /// blur is computed from two one-dimensional profiles.
    ///
    /// As Apple documents for `CGPath` properties, setting it does not animate implicitly; an
    /// explicit animation of the `"shadowPath"` key path (`BasicAnimation`, `KeyframeAnimation`,
    /// `SpringAnimation`) moves it point by point between paths with the same elements, as
    /// `ShapeLayer.path` moves. A layer `mask` masks a path's shadow too, where the layer draws.
    public var shadowPath: CGPath? {
        get { shadowPathRecord?.model.path }
        set {
            if newValue == nil && shadowPathRecord == nil { return }
            editableShadowPathRecord.model.path = newValue?.copy()
        }
    }

    /// The record of `shadowPath`, made on first use.
    var editableShadowPathRecord: AnimatedRecord<LayerShadowPathState> {
        if let record = shadowPathRecord { return record }
        let record = AnimatedRecord(LayerShadowPathState())
        shadowPathRecord = record
        return record
    }

    /// The shadow path on screen now (or the model's, for a model render tree).
    func renderedShadowPath(model: Bool) -> CGPath? {
        guard let record = shadowPathRecord else { return nil }
        return model ? record.model.path : record.presentation.path
    }

    /// The slot explicit animations of `"shadowPath"` resolve to.
    static let shadowPathSlot = AnimatableSlot("shadowPath", record: { $0.editableShadowPathRecord }, \.animatedPath)
}
