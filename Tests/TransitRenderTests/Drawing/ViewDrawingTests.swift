import Foundation
import Testing
import Transit
import TransitRender
import TransitTestingReporting

/// A view that fills its bounds with a colour in `draw(_:)` and counts the calls.
@MainActor
final class CountingView: View {
    var draws = 0
    var rects: [CGRect] = []
    var color = Color(red: 1, green: 0, blue: 0)

    override func draw(_ rect: CGRect) {
        draws += 1
        rects.append(rect)
        guard let context = GraphicsGetCurrentContext() else { return }
        context.setFillColor(color)
        context.fill(bounds)
    }
}

/// A layer whose `draw(in:)` strokes its bounds and that redraws when its opacity changes.
final class OpacityDrawnLayer: Layer {
    var draws = 0
    override func draw(in ctx: GraphicsContext) {
        draws += 1
        ctx.setFillColor(Color(red: 0, green: 0, blue: 1))
        ctx.fill(bounds)
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "opacity" || super.needsDisplay(forKey: key) }
}

@MainActor
@Suite("Views and layers that draw")
struct ViewDrawingTests {
    func window(_ views: View...) -> Window {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 2)
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        return window
    }

    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test("draw(_:) runs when the view is first shown and after setNeedsDisplay, never otherwise")
    func drawsOnlyWhenMarked() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = window(view)
        let renderer = Renderer()
        var frame = renderer.render(window.renderTree())
        expectEqual(view.draws, 1)
        expectEqual(view.rects, [CGRect(x: 0, y: 0, width: 20, height: 20)])
        expectEqual(pixel(frame, 10, 10), [255, 0, 0, 255])
        for _ in 0..<5 { frame = renderer.render(window.renderTree()) }
        expectEqual(view.draws, 1, "unmarked frames reuse the drawing")
        view.color = Color(red: 0, green: 1, blue: 0)
        view.setNeedsDisplay(); view.setNeedsDisplay()
        frame = renderer.render(window.renderTree())
        expectEqual(view.draws, 2, "two marks, one redraw")
        expectEqual(pixel(frame, 10, 10), [0, 255, 0, 255])
        // A frame change that keeps the size does not redraw; a new size stretches the old drawing
        // (contentMode .scaleToFill) without drawing.
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        frame = renderer.render(window.renderTree())
        expectEqual(view.draws, 2)
        expectEqual(pixel(frame, 50, 10), [0, 255, 0, 255])
    }

    @Test("contentMode .redraw draws again when the bounds' size changes")
    func redrawOnResize() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .redraw
        let window = window(view)
        _ = window.renderTree()
        view.frame.origin = CGPoint(x: 5, y: 5)
        _ = window.renderTree()
        expectEqual(view.draws, 1)
        view.frame.size = CGSize(width: 25, height: 20)
        _ = window.renderTree()
        _ = window.renderTree()
        expectEqual(view.draws, 2)
        expectEqual(view.rects.last, CGRect(x: 0, y: 0, width: 25, height: 20))
    }

    @Test("setNeedsDisplay(_:) redraws the marked rectangle only, keeping the rest")
    func partialRedraw() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = window(view)
        _ = Renderer().render(window.renderTree())
        view.color = Color(red: 0, green: 0, blue: 1)
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.setNeedsDisplay(CGRect(x: 5, y: 0, width: 5, height: 5))
        let frame = Renderer().render(window.renderTree())
        expectEqual(view.draws, 2)
        expectEqual(view.rects.last, CGRect(x: 0, y: 0, width: 10, height: 5))
        expectEqual(pixel(frame, 4, 4), [0, 0, 255, 255], "inside the marked union, drawn anew")
        expectEqual(pixel(frame, 30, 30), [255, 0, 0, 255], "outside it, the old drawing stays")
    }

    @Test("A layer draws only after setNeedsDisplay, and again when a needsDisplay(forKey:) key changes")
    func layerDisplay() {
        let layer = OpacityDrawnLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.drawsAsynchronously = true
        let host = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.layer.addSublayer(layer)
        let window = window(host)
        var frame = Renderer().render(window.renderTree())
        expectEqual(layer.draws, 0, "a standalone layer draws only when asked")
        expectEqual(pixel(frame, 4, 4), [0, 0, 0, 255])
        layer.setNeedsDisplay()
        expect(layer.needsDisplay())
        frame = Renderer().render(window.renderTree())
        expectEqual(layer.draws, 1)
        expectEqual(pixel(frame, 4, 4), [0, 0, 255, 255])
        _ = window.renderTree()
        expectEqual(layer.draws, 1)
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.position = CGPoint(x: 20, y: 20)
        Transaction.commit()
        _ = window.renderTree()
        expectEqual(layer.draws, 1, "position is not a display key")
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.opacity = 0.5
        Transaction.commit()
        _ = window.renderTree()
        expectEqual(layer.draws, 2, "opacity is")
        expect(layer.drawsAsynchronously)
    }

    @Test("The backing is drawn at the window's scale, so edges are sharp at 2x, and again when the scale changes")
    func backingScale() {
        let view = CountingView(frame: CGRect(x: 0.5, y: 0, width: 20, height: 20))
        let window = window(view)
        let frame = Renderer().render(window.renderTree())
        expectEqual(pixel(frame, 1, 5), [255, 0, 0, 255])
        expectEqual(pixel(frame, 0, 5), [0, 0, 0, 255])
        expectEqual(view.draws, 1)
        window.screenScale = 3
        _ = window.renderTree()
        expectEqual(view.draws, 2, "a new scale draws again, sharp at 3x")
    }
}
