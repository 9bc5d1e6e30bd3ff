import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The kept walk writes into a layer's node of the last frame only the values that may have
/// changed (the animating ones and those marked by their setters): every animatable property,
/// set, animated by a block animation and animated explicitly, must reach the kept tree frame by
/// frame exactly as a walk from scratch (which writes every value) shows it.
extension KeptRenderTreeTests {
    /// One animatable property: two values and how to set one.
    struct PropertyChange {
        let key: LayerProperty
        let a: Any, b: Any
        let set: @MainActor (Layer, Any) -> Void
    }

    /// Every animatable property (`LayerProperty`), each with two values other than its default.
    static let propertyChanges: [PropertyChange] = [
        .init(
            key: .bounds, a: CGRect(x: 0, y: 0, width: 30, height: 20), b: CGRect(x: 2, y: 3, width: 12, height: 44),
            set: { $0.bounds = $1 as! CGRect }),
        .init(key: .position, a: CGPoint(x: 7, y: 9), b: CGPoint(x: 70, y: 19), set: { $0.position = $1 as! CGPoint }),
        .init(key: .anchorPoint, a: CGPoint(x: 0, y: 1), b: CGPoint(x: 1, y: 0.25), set: { $0.anchorPoint = $1 as! CGPoint }),
        .init(key: .anchorPointZ, a: CGFloat(4), b: CGFloat(-3), set: { $0.anchorPointZ = $1 as! CGFloat }),
        .init(
            key: .transform, a: Transform3D(scaleX: 2, y: 3), b: Transform3D(CGAffineTransform(rotationAngle: 0.5)),
            set: { $0.transform = $1 as! Transform3D }),
        .init(
            key: .sublayerTransform, a: Transform3D(scaleX: 2, y: 3), b: Transform3D(translationX: 3, y: 4, z: 0),
            set: { $0.sublayerTransform = $1 as! Transform3D }),
        .init(key: .zPosition, a: CGFloat(5), b: CGFloat(-2), set: { $0.zPosition = $1 as! CGFloat }),
        .init(key: .opacity, a: CGFloat(0.25), b: CGFloat(0.75), set: { $0.opacity = $1 as! CGFloat }),
        .init(key: .backgroundColor, a: Color.red, b: Color.blue, set: { $0.backgroundColor = ($1 as! Color) }),
        .init(key: .cornerRadius, a: CGFloat(6), b: CGFloat(11), set: { $0.cornerRadius = $1 as! CGFloat }),
        .init(key: .borderWidth, a: CGFloat(2), b: CGFloat(5), set: { $0.borderWidth = $1 as! CGFloat }),
        .init(key: .borderColor, a: Color.green, b: Color.red, set: { $0.borderColor = ($1 as! Color) }),
        .init(key: .shadowColor, a: Color.blue, b: Color.green, set: { $0.shadowColor = ($1 as! Color) }),
        .init(key: .shadowOpacity, a: CGFloat(0.5), b: CGFloat(0.9), set: { $0.shadowOpacity = $1 as! CGFloat }),
        .init(key: .shadowRadius, a: CGFloat(9), b: CGFloat(1), set: { $0.shadowRadius = $1 as! CGFloat }),
        .init(
            key: .shadowOffset, a: CGSize(width: 1, height: 2), b: CGSize(width: -4, height: 6),
            set: { $0.shadowOffset = $1 as! CGSize }),
        .init(key: .rasterizationScale, a: CGFloat(2), b: CGFloat(0.5), set: { $0.rasterizationScale = $1 as! CGFloat })
    ]

    @Test func theChangesCoverEveryAnimatableProperty() {
        expectEqual(Self.propertyChanges.map(\.key), LayerProperty.allCases)
    }

    /// Each property set, then animated back by a block animation, then animated explicitly:
    /// every frame's kept tree is the tree from scratch (`keptFrame`), the set value shows, and
    /// the model value shows again once each animation has ended.
    @Test(arguments: LayerProperty.allCases)
    func everyAnimatablePropertyReachesTheKeptTree(_ key: LayerProperty) {
        let change = Self.propertyChanges[key.rawValue]
        let (w, views) = scene()
        let layer = views[2].layer
        let before = keptFrame(w).children[1].children[0]
        change.set(layer, change.a)
        w.step(to: 1 / 60)
        let set = keptFrame(w).children[1].children[0]
        expectNotEqual(set, before, "\(key) set reaches the kept tree")
        View.animate(withDuration: 0.1) { change.set(layer, change.b) }
        for f in 2...10 {
            w.step(to: Double(f) / 60)
            keptFrame(w)
        }
        let animation = BasicAnimation(keyPath: "\(key)")
        animation.fromValue = change.a
        animation.toValue = change.b
        animation.duration = 0.1
        layer.add(animation, forKey: "change")
        for f in 11...20 {
            w.step(to: Double(f) / 60)
            keptFrame(w)
        }
        expectNil(layer.animationKeys())
        change.set(layer, change.a)
        w.step(to: 21 / 60)
        expectEqual(keptFrame(w).children[1].children[0], set, "\(key) set back reaches the kept tree")
    }

    /// The kept walk writes what is marked and nothing else: a cached value changed behind the
    /// setters' back (as a setter that forgot to mark would leave it) stays out of the kept tree,
    /// while the walk from scratch shows it; once marked, it is written. (So the tests above fail
    /// for a setter that forgets its mark.)
    @Test func anUnmarkedChangeStaysOutOfTheKeptTree() {
        let (w, views) = scene()
        let layer = views[2].layer
        layer.props.cache.cornerRadius = 7
        w.step(to: 1 / 60)
        let kept = w.renderTree().root.children[1].children[0]
        let scratch = w.layer.renderTreeNode(model: false, host: w)?.children[1].children[0]
        expectEqual(kept.cornerRadius, 0)
        expectEqual(scratch?.cornerRadius, 7)
        layer.props.changedMask |= 1 << UInt32(LayerProperty.cornerRadius.rawValue)
        w.step(to: 2 / 60)
        expectEqual(keptFrame(w).children[1].children[0].cornerRadius, 7)
    }
}
