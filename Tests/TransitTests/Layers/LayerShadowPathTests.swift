import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `Layer.shadowPath` (`CALayer.shadowPath`): nil by default, kept as a copy, carried by
/// presentation copies and render nodes, animated explicitly point by point and never implicitly
/// (Apple's documentation of `shadowPath`).
@MainActor
@Suite struct LayerShadowPathTests {
    @Test func isNilByDefaultAndKeepsACopy() {
        let layer = Layer()
        expectNil(layer.shadowPath)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        layer.shadowPath = path
        path.addRect(CGRect(x: 50, y: 50, width: 1, height: 1))
        expectEqual(layer.shadowPath, CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)))
        expectEqual(Layer(layer: layer).shadowPath, layer.shadowPath)
        layer.shadowPath = nil
        expectNil(layer.shadowPath)
    }

    /// The render node carries the path; setting it on a standalone layer in a window changes
    /// what is on screen at once (no default action).
    @Test func reachesTheRenderTreeWithoutAnImplicitAnimation() {
        let (window, view) = explicitScene()
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        view.layer.addSublayer(layer)
        window.step(to: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.shadowPath = rect
        expectNil(Layer.defaultAction(forKey: "shadowPath"))
        expect(layer.explicitAnimations.isEmpty)
        window.step(to: 0.1)
        expectEqual(layer.renderNode().shadowPath, rect)
        expectEqual(window.renderTree().root.node(renderedBy: layer.renderSerial)?.shadowPath, rect)
    }

    /// Linear over 1 s from a 100 × 100 square to a 200 × 50 rectangle: at 0.25 s each corner is
    /// a quarter of the way (100 + 0.25 · 100 = 125 wide, 100 − 0.25 · 50 = 87.5 high).
    @Test func animatesExplicitlyPointByPoint() {
        let (window, view) = explicitScene()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let to = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.layer.shadowPath = to
        view.layer.add(basic("shadowPath", from: from, to: to, duration: 1), forKey: "grow")
        window.step(to: 0.25)
        let expected = CGPath(rect: CGRect(x: 0, y: 0, width: 125, height: 87.5))
        expectEqual(view.layer.renderedShadowPath(model: false), expected)
        expectEqual(view.layer.presentation()?.shadowPath, expected)
        expectEqual(view.layer.shadowPath, to)
        window.step(to: 1.5)
        expectEqual(view.layer.renderedShadowPath(model: false), to)
    }
}
