import Foundation

extension LayerProperties {
    /// Every property's bit (bit `LayerProperty.rawValue`).
    static let allFields: UInt32 = (1 << UInt32(LayerProperty.allCases.count)) - 1

    /// Writes the values on screen now (or the model values, when `model` is true) of every
    /// property straight into `node`'s fields (see `write(into:model:fields:)`).
    func write(into node: inout RenderNode, model: Bool) {
        write(into: &node, model: model, fields: Self.allFields)
    }

    /// Brings `node`, the node the window's kept walk last wrote these values into, up to date:
    /// only the properties that may be animating and those whose model value changed since
    /// (`changedMask`) are written, the others hold what they held; the changes are then
    /// forgotten. What `node` holds afterwards is what `write(into:model:)` writes.
    func writeChanges(into node: inout RenderNode) {
        let fields = animatedMask | changedMask
        changedMask = 0
        if fields != 0 { write(into: &node, model: false, fields: fields) }
    }

    /// Writes the properties of `fields` into `node`, one field at a time and with no copy of the
    /// whole state: a property whose bit in `animatedMask` is clear from the cached model value,
    /// one that may be animating from the engine (its presentation value, or its model value when
    /// `model` is true), as `presentationState()` and `model` give them. A colour equal to the one
    /// the node holds is left in place.
    func write(into node: inout RenderNode, model: Bool, fields: UInt32) {
        let animated = animatedMask
        var rest = fields
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let key = LayerProperty(rawValue: bit) else { continue }
            write(key, live: animated & (1 << UInt32(bit)) != 0, model: model, into: &node)
        }
    }

    /// Writes one property into its field of `node`: from the engine when `live`, else from `cache`.
    @inline(__always)
    private func write(_ key: LayerProperty, live: Bool, model: Bool, into node: inout RenderNode) {
        switch key {
        case .bounds: node.bounds = live ? read(bounds, model) : cache.bounds
        case .position: node.position = live ? read(position, model) : cache.position
        case .anchorPoint: node.anchorPoint = live ? read(anchorPoint, model) : cache.anchorPoint
        case .anchorPointZ: node.anchorPointZ = live ? read(anchorPointZ, model) : cache.anchorPointZ
        case .transform: node.transform = live ? read(transform, model) : cache.transform
        case .sublayerTransform: node.sublayerTransform = live ? read(sublayerTransform, model) : cache.sublayerTransform
        case .zPosition: node.zPosition = live ? read(zPosition, model) : cache.zPosition
        case .opacity: node.opacity = live ? read(opacity, model) : cache.opacity
        case .backgroundColor:
            Self.update(&node.backgroundColor, to: live ? read(backgroundColor, model) : cache.backgroundColor)
        case .cornerRadius: node.cornerRadius = live ? read(cornerRadius, model) : cache.cornerRadius
        case .borderWidth: node.borderWidth = live ? read(borderWidth, model) : cache.borderWidth
        case .borderColor: Self.update(&node.borderColor, to: live ? read(borderColor, model) : cache.borderColor)
        case .shadowColor: Self.update(&node.shadowColor, to: live ? read(shadowColor, model) : cache.shadowColor)
        case .shadowOpacity: node.shadowOpacity = live ? read(shadowOpacity, model) : cache.shadowOpacity
        case .shadowRadius: node.shadowRadius = live ? read(shadowRadius, model) : cache.shadowRadius
        case .shadowOffset: node.shadowOffset = live ? read(shadowOffset, model) : cache.shadowOffset
        case .rasterizationScale:
            node.rasterizationScale = live ? read(rasterizationScale, model) : cache.rasterizationScale
        }
    }

    /// A property's model value (when `model` is true) or presentation value.
    @inline(__always)
    private func read<V>(_ property: AnimatableProperty<V>, _ model: Bool) -> V {
        model ? property.value : property.presentationValue
    }

    /// A colour property's model value (when `model` is true) or presentation value.
    @inline(__always)
    private func read(_ property: OptionalColorProperty, _ model: Bool) -> Color? {
        model ? property.model : property.presentation
    }

    /// Stores `color` in `slot` unless it is already there (replacing a colour releases and
    /// retains its provider's storage even when nothing changed).
    @inline(__always)
    private static func update(_ slot: inout Color?, to color: Color?) {
        if slot != color { slot = color }
    }
}
