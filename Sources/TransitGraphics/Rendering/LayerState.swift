import Foundation

/// Every animatable value of a layer, as one value: a layer's model values and its presentation
/// values (the model with running animations applied) are both `LayerState`s.
package struct LayerState: Equatable {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = Transform3D.identity
    package var sublayerTransform = Transform3D.identity
    package var zPosition: CGFloat = 0
    package var opacity: CGFloat = 1
    /// The background fill; held as plain components (see `FixedColor`).
    package var backgroundColor: Color? {
        get { storedBackgroundColor?.color }
        set { storedBackgroundColor = newValue.map(FixedColor.init) }
    }
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    /// The border colour; held as plain components (see `FixedColor`).
    package var borderColor: Color? {
        get { storedBorderColor?.color }
        set { storedBorderColor = newValue.map(FixedColor.init) }
    }
    /// The shadow colour; held as plain components (see `FixedColor`).
    package var shadowColor: Color? {
        get { storedShadowColor?.color }
        set { storedShadowColor = newValue.map(FixedColor.init) }
    }
    package var shadowOpacity: CGFloat = 0
    package var shadowRadius: CGFloat = 3
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var rasterizationScale: CGFloat = 1
    private var storedBackgroundColor: FixedColor?
    private var storedBorderColor: FixedColor? = FixedColor(.black)
    private var storedShadowColor: FixedColor? = FixedColor(.black)

    /// A state holding `CALayer`'s defaults (the field defaults above); a layer's property
    /// table (`LayerProperties.table` in Transit) reads and writes the fields one by one.
    package init() {}

    /// The point in the bounds that the anchor point designates.
    package var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The frame in the superlayer's space: the bounding box of the transformed bounds, as
    /// `CALayer.frame` computes it.
    package var frame: CGRect {
        let a = anchorInBounds
        if transform.isIdentity {
            return CGRect(
                x: position.x - (a.x - bounds.minX), y: position.y - (a.y - bounds.minY),
                width: bounds.width, height: bounds.height)
        }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
        ]
        let h = Homography(transform)
        let mapped = corners.compactMap { c -> CGPoint? in
            guard let p = h.apply(to: CGPoint(x: c.x - a.x, y: c.y - a.y)) else { return nil }
            return CGPoint(x: p.x + position.x, y: p.y + position.y)
        }
        return mapped.count == 4 ? CGRect.bounding(mapped) : .null
    }

    /// The local-to-parent mapping as Core Animation composes it (see `RenderNode.localToParent`).
    package var localToParent: Transform3D {
        let a = anchorInBounds
        if transform.isIdentity {
            return Transform3D(translationX: position.x - a.x, y: position.y - a.y, z: zPosition - anchorPointZ)
        }
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// `sublayerTransform` about the anchor point (see `RenderNode.sublayerMapping`).
    package var sublayerMapping: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorPointZ))
    }
}

/// A colour's components without a dynamic provider: what layer states hold, so that a state is
/// plain data, copied without reference counting on every frame (layers hold resolved colours
/// only; see `Color`).
private struct FixedColor: Equatable {
    var red, green, blue, alpha: CGFloat

    init(_ color: Color) {
        red = color.red; green = color.green; blue = color.blue; alpha = color.alpha
    }

    var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
