import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Layer properties: anchor point, sublayer transform, model versus presentation, render nodes.
@MainActor
@Suite struct LayerTests {
    @Test func anchorPointIsTheFixedPointOfTheTransform() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        root.addSubview(v)
        v.layer.anchorPoint = CGPoint(x: 0, y: 0)
        v.layer.position = CGPoint(x: 100, y: 100)  // frame back at (100, 100)
        expectEqual(v.frame, CGRect(x: 100, y: 100, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotating about the top-left corner: local (0, 0) stays at (100, 100); local (100, 0)
        // turns to (100, 200) in y-down coordinates. 1e-9 absorbs cos(π/2) ≠ 0.
        let a = v.convert(CGPoint(x: 0, y: 0), to: root), b = v.convert(CGPoint(x: 100, y: 0), to: root)
        expectClose(a.x, 100, within: 1e-9)
        expectClose(a.y, 100, within: 1e-9)
        expectClose(b.x, 100, within: 1e-9)
        expectClose(b.y, 200, within: 1e-9)
    }

    @Test func sublayerTransformAppliesAboutTheParentsAnchor() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(parent); parent.addSubview(child)
        parent.layer.sublayerTransform = Transform3D(scaleX: 2, y: 2)
        // Scaling by 2 about the parent's centre (100, 100): the child's origin (0, 0) ↦ (−100, −100).
        expectEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: -100, y: -100))
        expectEqual(parent.convert(CGPoint(x: -100, y: -100), to: child), .zero)
    }

    @Test func presentationIsASnapshotDistinctFromTheModel() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.layer.opacity = 0 })
        w.step(to: 0.5)
        let snapshot = v.layer.presentation()!
        expectNotIdentical(snapshot, v.layer)
        expectNil(snapshot.delegate)
        expectEqual(snapshot.opacity, 0.5)
        expectEqual(v.layer.opacity, 0)
        expectIdentical(v.layer.model(), v.layer)
        w.step(to: 0.75)
        expectEqual(snapshot.opacity, 0.5)  // frozen
        expectEqual(v.layer.presentation()!.opacity, 0.25)
    }

    @Test func renderNodeCarriesLayerDecoration() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        v.layer.anchorPoint = CGPoint(x: 1, y: 1)
        v.layer.zPosition = 3
        v.layer.isDoubleSided = false
        v.layer.shadowOpacity = 0.4
        v.layer.shadowRadius = -2  // negative radii are treated as 0
        v.layer.cornerRadius = -1
        var t = Transform3D.identity
        t.m34 = -1 / 500
        v.layer.transform = t
        w.addSubview(v)
        let node = w.renderTree().root.children[0]
        expectEqual(node.anchorPoint, CGPoint(x: 1, y: 1))
        expectEqual(node.position, CGPoint(x: 20, y: 20))
        expectEqual(node.zPosition, 3)
        expect(!node.isDoubleSided)
        expectEqual(node.transform.m34, -1 / 500)
        expectEqual(node.shadowOpacity, 0.4)
        expectEqual(node.shadowRadius, 0)
        expectEqual(node.cornerRadius, 0)
    }
}
