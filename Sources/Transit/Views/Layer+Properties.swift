import Foundation

/// The animatable properties of a layer (the key paths Core Animation animates).
enum LayerProperty: Int, CaseIterable, Sendable {
    case bounds, position, anchorPoint, transform, sublayerTransform, zPosition, opacity
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
}

extension Layer {
    /// Sets a model value.
    func set<V>(_ key: WritableKeyPath<LayerState, V>, _ value: V, _ property: LayerProperty) {
        modelState[keyPath: key] = value
    }

    /// The values on screen now: the model with running animations applied.
    var presentationState: LayerState { presented ?? modelState }
}
