import Foundation

/// Every animatable value of a layer, as one value: a layer's model values and its presentation
/// values (the model with running animations applied) are both `LayerState`s.
struct LayerState: Equatable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = Transform3D.identity
    var sublayerTransform = Transform3D.identity
    var zPosition: CGFloat = 0
    var opacity: CGFloat = 1
    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: Color? = Color.black
    var shadowColor: Color? = Color.black
    var shadowOpacity: CGFloat = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)

    /// The point in the bounds that the anchor point designates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width,
                y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The frame in the superlayer's space: the bounding box of the transformed bounds, as
    /// `CALayer.frame` computes it.
    var frame: CGRect {
        let a = anchorInBounds
        if transform.isIdentity {
            return CGRect(x: position.x - (a.x - bounds.minX), y: position.y - (a.y - bounds.minY),
                          width: bounds.width, height: bounds.height)
        }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let h = Homography(transform)
        let mapped = corners.compactMap { c -> CGPoint? in
            guard let p = h.apply(to: CGPoint(x: c.x - a.x, y: c.y - a.y)) else { return nil }
            return CGPoint(x: p.x + position.x, y: p.y + position.y)
        }
        return mapped.count == 4 ? CGRect.bounding(mapped) : .null
    }

    /// The local-to-parent mapping as Core Animation composes it (see `RenderNode.localToParent`).
    var localToParent: Transform3D {
        let a = anchorInBounds
        if transform.isIdentity {
            return Transform3D(translationX: position.x - a.x, y: position.y - a.y, z: zPosition - anchorPointZ)
        }
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// `sublayerTransform` about the anchor point (see `RenderNode.sublayerMapping`).
    var sublayerMapping: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorPointZ))
    }
}
