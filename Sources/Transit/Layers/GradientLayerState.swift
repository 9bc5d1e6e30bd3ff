import Foundation

/// A gradient layer's animatable values as one record.
struct GradientLayerState: Equatable {
    var colors: [Color]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)

    /// `colors` as animations see them: none is an empty list.
    var animatedColors: [Color] {
        get { colors ?? [] }
        set { colors = newValue }
    }

    /// `locations` as animations see them: none is the even spacing drawing uses.
    var animatedLocations: [CGFloat] {
        get {
            if let locations { return locations }
            let n = colors?.count ?? 0
            return n < 2 ? Array(repeating: 0, count: n) : (0..<n).map { CGFloat($0) / CGFloat(n - 1) }
        }
        set { locations = newValue }
    }

    /// The key paths `CAGradientLayer` animates, by Core Animation's names.
    @MainActor static let slots: [String: AnimatableSlot] = {
        let gradient: @MainActor (Layer) -> AnimatedRecord<GradientLayerState>? = { ($0 as? GradientLayer)?.gradientRecord }
        let slots = [
            AnimatableSlot("colors", record: gradient, \.animatedColors),
            AnimatableSlot("locations", record: gradient, \.animatedLocations),
            AnimatableSlot("startPoint", record: gradient, \.startPoint),
            AnimatableSlot("endPoint", record: gradient, \.endPoint)
        ]
        return Dictionary(uniqueKeysWithValues: slots.map { ($0.keyPath, $0) })
    }()
}
