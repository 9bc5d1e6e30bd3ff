import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// An object of the user's that draws, displays, lays out and answers actions for layers, as a
/// `CALayerDelegate`, recording what it was asked.
@MainActor
private final class Recorder: LayerDelegate {
    var calls: [String] = []
    var displays = false
    var answer: (any LayerAction)?
    var placesSublayers = false

    func display(_ layer: Layer) {
        guard displays else { layer.displayByDrawing(); return }
        calls.append("display")
        layer.contents = Image(pixelWidth: 1, pixelHeight: 1, pixels: [255, 0, 0, 255])
    }
    func layerWillDraw(_ layer: Layer) { calls.append("willDraw") }
    func draw(_ layer: Layer, in ctx: GraphicsContext) {
        calls.append("draw")
        ctx.setFillColor(.red)
        ctx.fill(layer.bounds)
    }
    func layoutSublayers(of layer: Layer) {
        calls.append("layout \(layer.name ?? "?") \(layer.bounds.size.width)")
        guard placesSublayers else { return }
        for sublayer in layer.sublayers ?? [] { sublayer.frame = layer.bounds.insetBy(dx: 10, dy: 10) }
    }
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
        calls.append("action \(event)")
        return answer
    }
}

/// A layer subclass that lays its sublayers out itself (`CALayer.layoutSublayers()` overridden).
private final class StackLayer: Layer {
    var passes = 0
    override func layoutSublayers() {
        passes += 1
        var y: CGFloat = 0
        for sublayer in sublayers ?? [] {
            sublayer.frame = CGRect(x: 0, y: y, width: bounds.width, height: 20)
            y += 20
        }
    }
}

@MainActor
@Suite("Layer delegates and layer layout")
struct LayerDelegateTests {
    func scene() -> (Window, Layer) {
        let (window, view) = explicitScene()
        let layer = Layer()
        layer.name = "card"
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(layer)
        window.step(to: 0)
        return (window, layer)
    }

    @Test("A standalone layer draws through its delegate only once marked, after layerWillDraw")
    func delegateDraws() throws {
        let (window, layer) = scene()
        let recorder = Recorder()
        layer.delegate = recorder
        _ = window.renderTree()
        expect(!recorder.calls.contains("draw"), "Core Animation draws a layer only after setNeedsDisplay()")
        layer.setNeedsDisplay()
        _ = window.renderTree()
        expectEqual(recorder.calls.filter { $0 == "willDraw" || $0 == "draw" }, ["willDraw", "draw"])
        let backing = try unwrap(layer.displayState.backing)
        expectEqual(backing.operations.count, 1)
        _ = window.renderTree()
        expectEqual(recorder.calls.filter { $0 == "draw" }.count, 1, "unmarked frames keep the backing")
    }

    @Test("A delegate's display(_:) replaces drawing")
    func delegateDisplays() {
        let (window, layer) = scene()
        let recorder = Recorder()
        recorder.displays = true
        layer.delegate = recorder
        layer.setNeedsDisplay()
        _ = window.renderTree()
        expectEqual(recorder.calls.filter { $0 == "display" || $0 == "draw" }, ["display"])
        expectNotNil(layer.contents)
    }

    @Test("The delegate is weak, and a view's layer keeps its view as delegate")
    func weakAndViewLayers() {
        let layer = Layer()
        do {
            let recorder = Recorder()
            layer.delegate = recorder
            expectIdentical(layer.delegate, recorder)
        }
        expectNil(layer.delegate)
        let log = DiagnosticLog()
        let window = Window(size: CGSize(width: 10, height: 10), diagnostics: log)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        view.layer.delegate = Recorder()
        expectIdentical(view.layer.delegate, view)
        expectEqual(log.diagnostics.map(\.code), ["layer.viewLayerDelegate"])
    }

    @Test("Actions are asked of the delegate first: NSNull disables, an animation runs, nil falls through")
    func delegateActions() throws {
        let (window, layer) = scene()
        let recorder = Recorder()
        layer.delegate = recorder
        recorder.answer = NSNull()
        layer.opacity = 0.5
        expectNil(layer.animation(forKey: "opacity"))
        let slow = BasicAnimation(keyPath: "opacity")
        slow.fromValue = 1.0
        slow.duration = 2
        recorder.answer = slow
        layer.opacity = 0.2
        expectEqual(layer.animation(forKey: "opacity")?.duration, 2, "the delegate's animation ran")
        recorder.answer = nil
        layer.cornerRadius = 3
        expectEqual(layer.animation(forKey: "cornerRadius")?.duration, 0.25, "the default action: the transaction's 0.25 s")
        expectEqual(recorder.calls, ["action opacity", "action opacity", "action cornerRadius"])
        window.step(to: 3)
    }

    @Test("A size change marks a standalone layer; the next layout pass asks the delegate once")
    func boundsChangeLaysOut() {
        let (window, layer) = scene()
        let recorder = Recorder()
        recorder.placesSublayers = true
        layer.delegate = recorder
        let inner = Layer()
        layer.addSublayer(inner)
        expect(layer.needsLayout(), "adding a sublayer marks the layer")
        expect(window.hasPendingLayout)
        window.step(to: 0.1)
        expectEqual(recorder.calls, ["layout card 40.0"])
        expectEqual(inner.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        expect(!layer.needsLayout())
        Transaction.begin(); Transaction.setDisableActions(true)
        layer.bounds.size = CGSize(width: 60, height: 60)
        Transaction.commit()
        layer.position = CGPoint(x: 1, y: 1)
        window.step(to: 0.2)
        let layouts = { recorder.calls.filter { $0.hasPrefix("layout") } }
        expectEqual(layouts(), ["layout card 40.0", "layout card 60.0"], "a move alone does not mark")
        expectEqual(inner.frame, CGRect(x: 10, y: 10, width: 40, height: 40))
        window.step(to: 0.3)
        expectEqual(layouts().count, 2, "nothing marked, nothing laid out")
    }

    @Test("layoutIfNeeded lays out at once, superlayers before sublayers; subclasses override layoutSublayers")
    func layoutIfNeededAndSubclasses() {
        let stack = StackLayer()
        stack.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        let rows = (0..<3).map { _ in Layer() }
        for row in rows { stack.addSublayer(row) }
        let recorder = Recorder()
        let cell = rows[1]
        cell.name = "cell"
        cell.delegate = recorder
        stack.layoutIfNeeded()
        expectEqual(stack.passes, 1)
        expectEqual(rows.map(\.frame.minY), [0, 20, 40])
        // The stack sized the cell (marking it) before the cell was passed: laid out in the same call.
        expectEqual(recorder.calls, ["layout cell 100.0"])
        stack.layoutIfNeeded()
        expectEqual(stack.passes, 1)
        stack.setNeedsLayout()
        expect(stack.needsLayout())
        stack.layoutIfNeeded()
        expectEqual(stack.passes, 2)
        expect(!stack.needsLayout())
    }

    @Test("A view's layer's layout calls go to the view")
    func viewLayersForwardLayout() {
        let (window, view) = explicitScene()
        window.step(to: 0)
        expect(!view.layer.needsLayout())
        view.layer.setNeedsLayout()
        expect(view.needsLayout)
        expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        expect(!view.needsLayout)
    }
}
