import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@MainActor
@Suite struct AnimatableSlotTests {
    /// `CALayer`'s animatable key paths, as Core Animation spells them (CALayer's property list
    /// and "Core Animation Extensions to Key-Value Coding").
    static let coreAnimationKeyPaths: [String] = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
        "bounds.size.height", "bounds.origin", "bounds.origin.x", "bounds.origin.y", "anchorPoint",
        "anchorPointZ", "transform", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.scale.z", "transform.rotation", "transform.rotation.x", "transform.rotation.y",
        "transform.rotation.z", "transform.translation", "transform.translation.x",
        "transform.translation.y", "transform.translation.z", "sublayerTransform",
        "sublayerTransform.scale", "sublayerTransform.rotation.z", "sublayerTransform.translation.x",
        "opacity", "zPosition", "cornerRadius", "backgroundColor", "borderWidth", "borderColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"
    ]

    @Test func everyKeyPathOfCALayerHasASlot() {
        let layer = Layer()
        for keyPath in Self.coreAnimationKeyPaths {
            expectNotNil(layer.animatableSlot(forKeyPath: keyPath), "\(keyPath)")
        }
    }

    @Test func slotsReadTheFieldTheyName() {
        var state = LayerState()
        state.position = CGPoint(x: 3, y: 4)
        state.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        state.transform = Transform3D(translationX: 7, y: 8, z: 9)
        let layer = Layer()
        func read(_ keyPath: String) -> Any? {
            layer.animatableSlot(forKeyPath: keyPath)?.access.read(from: state)
        }
        expectEqual(read("position.y") as? CGFloat, 4)
        expectEqual(read("bounds.size.width") as? CGFloat, 30)
        expectEqual(read("bounds.origin") as? CGPoint, CGPoint(x: 1, y: 2))
        expectEqual(read("transform.translation.z") as? CGFloat, 9)
        expectEqual(read("transform.translation") as? CGSize, CGSize(width: 7, height: 8))
        expectEqual(read("backgroundColor") as? Color, .clear)
        expect(layer.animatableSlot(forKeyPath: "opacity")?.valueType == CGFloat.self)
        expect(layer.animatableSlot(forKeyPath: "transform")?.valueType == Transform3D.self)
    }

    /// Writing `rotation.z` into the identity gives `CATransform3DMakeRotation(a, 0, 0, 1)`;
    /// `scale` writes all three factors; other components survive a rotation write.
    @Test func transformComponentsComposeAsCoreAnimationDescribes() {
        var t = Transform3D.identity
        t.animatedRotationZ = 0.5
        let expected = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        for (a, b) in zip(t.entries, expected.entries) { expectClose(a, b, within: 1e-9) }
        expectClose(t.animatedRotationZ, 0.5, within: 1e-9)

        var s = Transform3D(translationX: 10, y: 0, z: 0)
        s.animatedScale = 2
        expectClose(s.m11, 2, within: 1e-9)
        expectClose(s.m22, 2, within: 1e-9)
        expectClose(s.m33, 2, within: 1e-9)
        expectClose(s.m41, 10, within: 1e-9)
        s.animatedRotationZ = .pi / 2
        expectClose(s.animatedScaleX, 2, within: 1e-9)
        expectClose(s.animatedRotationZ, .pi / 2, within: 1e-9)
        // A point on the x axis turns onto the y axis, twice as far: (1,0)·S·R = (0, 2), then +10 in x.
        let p = s.apply(to: CGPoint(x: 1, y: 0))!
        expectClose(p.x, 10, within: 1e-9)
        expectClose(p.y, 2, within: 1e-9)

        var x = Transform3D.identity
        x.animatedRotationX = 0.3
        let rx = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
        for (a, b) in zip(x.entries, rx.entries) { expectClose(a, b, within: 1e-9) }
    }

    @Test func anUnknownKeyPathIsReportedOnceByName() {
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        expectNil(view.layer.slot(forKeyPath: "positon"))
        expectNil(view.layer.slot(forKeyPath: "positon"))
        let reports = log.diagnostics(withCode: "animation.unknownKeyPath")
        expectEqual(reports.count, 1)
        expectEqual(reports.first?.message.contains("\"positon\""), true)
    }
}
