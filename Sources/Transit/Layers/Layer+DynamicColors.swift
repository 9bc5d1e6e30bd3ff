import Foundation

/// Dynamic colours on layers. As in Core Animation, whose `CGColor`s are static, a layer holds
/// fixed colours only: a dynamic colour (`Color(dynamicProvider:)`, `Color.systemBackground`)
/// given to `backgroundColor`, `borderColor` or `shadowColor` (or a shape layer's `fillColor` and
/// `strokeColor`, a gradient layer's `colors`) is resolved as it is set, with the
/// traits of the view the layer belongs to (its delegate, or the nearest view above it), as UIKit
/// code resolves with `UITraitCollection.current` inside a view's methods. The getters return the
/// resolved colour.
///
/// What UIKit does for the colours a view sets on its own layer, Transit does for a view's layer:
/// when the view's traits change (a new interface style on its window, an
/// `overrideUserInterfaceStyle` above it, a move under a differently styled superview), the
/// dynamic colour last given to each of those three properties is resolved again and set, before
/// `traitCollectionDidChange(_:)` runs (animated when the change happens inside an animation
/// block). Standalone sublayers keep the colour they were given, as `CALayer`s do in UIKit: set
/// them again in `traitCollectionDidChange(_:)`.
extension Layer {
    /// The traits dynamic colours set on this layer resolve with: its view's, the nearest view's
    /// above it, or none outside any view.
    var environmentTraits: TraitCollection {
        var layer: Layer? = self
        while let current = layer {
            if let view = current.owningView { return view.traitCollection }
            layer = current.superlayer
        }
        return TraitCollection()
    }

    /// `color` resolved with `environmentTraits` when it is dynamic (what a layer stores for a
    /// colour property that holds no `source`: shape and gradient colours).
    func resolvingAsSet(_ color: Color) -> Color {
        color.isDynamic ? color.resolvedColor(with: environmentTraits) : color
    }

    /// `color` resolved with `environmentTraits` when it is dynamic; `nil` stays `nil`.
    func resolvingAsSet(_ color: Color?) -> Color? { color.map { resolvingAsSet($0) } }

    /// Resolves again, with `traits`, each dynamic colour given to the background, border and
    /// shadow colours, and sets the result where it differs.
    func resolveDynamicColors(with traits: TraitCollection) {
        let rows: [(OptionalColorProperty, LayerProperty)] = [
            (props.backgroundColor, .backgroundColor), (props.borderColor, .borderColor), (props.shadowColor, .shadowColor)
        ]
        for (property, key) in rows {
            guard let source = property.source else { continue }
            let resolved = source.resolvedColor(with: traits)
            if resolved != property.model { property.setModel(resolved) { set(property.color, $0, key) } }
            property.source = source
        }
    }
}
