import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// A layer subclass with a value of its own, written as Core Animation's documentation asks:
/// `init(layer:)` overridden to copy the value (CALayer.init(layer:) "Override to copy or
/// initialize custom fields of the specified layer").
private final class BadgeLayer: Layer {
    var count = 0

    required init() { super.init() }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BadgeLayer { count = other.count }
    }
}

/// Layers are subclassable as `CALayer` is: required initializers, overridable members, and
/// presentation copies of the subclass's own type.
@MainActor
@Suite struct LayerSubclassingTests {
    @Test func initLayerCopiesModelValuesAndFlags() {
        let a = Layer()
        a.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        a.position = CGPoint(x: 5, y: 6)
        a.opacity = 0.25
        a.isDoubleSided = false
        a.masksToBounds = true
        let b = Layer(layer: a)
        expectEqual(b.bounds, a.bounds)
        expectEqual(b.position, a.position)
        expectEqual(b.opacity, 0.25)
        expect(!b.isDoubleSided)
        expect(b.masksToBounds)
        expectNil(b.superlayer)
        expectNil(b.delegate)
    }

    @Test func initLayerWithANonLayerKeepsTheDefaults() {
        let (b, reported) = StandardErrorDiagnostics.console.capturing { Layer(layer: "not a layer") }
        expectEqual(reported.map(\.code), ["layer.initNotALayer"])
        expectEqual(b.bounds, .zero)
        expectEqual(b.opacity, 1)
        expectEqual(b.anchorPoint, CGPoint(x: 0.5, y: 0.5))
    }

    @Test func presentationIsOfTheSubclassAndCopiesItsValues() {
        let badge = BadgeLayer()
        badge.count = 7
        badge.opacity = 0.5
        let p = badge.presentation()
        expect(p is BadgeLayer)
        expect((p as? BadgeLayer)?.count == 7)
        expect(p?.opacity == 0.5)
        // CALayer.model(): "Returns the model layer object associated with the receiver" — for a
        // presentation copy, the layer it was made from.
        expect(p?.model() === badge)
        expectIdentical(badge.model(), badge)
    }

    @Test func metatypeInitMakesTheSubclass() {
        let type: Layer.Type = BadgeLayer.self
        expect(type.init() is BadgeLayer)
    }
}
