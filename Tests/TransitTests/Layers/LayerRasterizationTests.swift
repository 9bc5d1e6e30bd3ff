import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `Layer.shouldRasterize` and `Layer.rasterizationScale` (`CALayer`'s): Apple's defaults (false,
/// 1.0), bad scales reported and ignored, both carried to render nodes and copies, the scale
/// animatable.
@MainActor
@Suite struct LayerRasterizationTests {
    /// Apple documents `shouldRasterize` false and `rasterizationScale` 1.0 by default.
    @Test func defaultsAreCoreAnimations() {
        let layer = Layer()
        expect(!layer.shouldRasterize)
        expectEqual(layer.rasterizationScale, 1)
        expect(!layer.renderNode().shouldRasterize)
        expectEqual(layer.renderNode().rasterizationScale, 1)
    }

    /// Zero, negative and non-finite scales are reported (`layer.rasterizationScale`) and the
    /// previous value kept.
    @Test func badScalesAreReportedAndIgnored() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let layer = Layer()
        w.layer.addSublayer(layer)
        layer.rasterizationScale = 2
        for bad in [0, -1, CGFloat.nan, .infinity] { layer.rasterizationScale = bad }
        expectEqual(layer.rasterizationScale, 2)
        expectEqual(log.diagnostics(withCode: "layer.rasterizationScale").count, 4)
    }

    /// Both values reach the window's render tree, and `init(layer:)` copies them.
    @Test func reachTheRenderTreeAndCopies() {
        let (window, view) = explicitScene()
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 3
        window.step(to: 0.1)
        let node = window.renderTree().root.node(renderedBy: view.layer.renderSerial)
        expect(node?.shouldRasterize == true)
        expect(node?.rasterizationScale == 3)
        let copy = Layer(layer: view.layer)
        expect(copy.shouldRasterize)
        expectEqual(copy.rasterizationScale, 3)
        view.layer.shouldRasterize = false
        window.step(to: 0.2)
        expectEqual(window.renderTree().root.node(renderedBy: view.layer.renderSerial)?.shouldRasterize, false)
    }

    /// Apple marks `rasterizationScale` animatable: linear from 1 to 2 over 1 s, it is 1.5 at
    /// 0.5 s on screen while the model keeps its value.
    @Test func scaleAnimatesExplicitly() {
        let (window, view) = explicitScene()
        expectNotNil(view.layer.animatableSlot(forKeyPath: "rasterizationScale"))
        view.layer.add(basic("rasterizationScale", from: 1.0, to: 2.0, duration: 1), forKey: "scale")
        window.step(to: 0.5)
        expectClose(view.layer.presentationState.rasterizationScale, 1.5, within: 1e-12)
        expectEqual(view.layer.rasterizationScale, 1)
        let node = window.renderTree().root.node(renderedBy: view.layer.renderSerial)
        expectClose((node?.rasterizationScale ?? 0), 1.5, within: 1e-12)
    }
}
