import Foundation
import Testing
import Transit
import TransitRender
import TransitTestingReporting

/// A view whose `draw(_:)` adds a line with no current point (a Core Graphics misuse).
@MainActor
private final class CarelessView: View {
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.addLine(to: CGPoint(x: 2, y: 2))
        context.addLine(to: CGPoint(x: 8, y: 8))
        context.strokePath()
    }
}

/// Shape layers and drawn strokes agree, and a layer's drawing problems reach its window.
@MainActor
@Suite("Drawn and shape-layer strokes")
struct DrawnStrokeAgreementTests {
    /// A path with round caps and joins over a sharp corner, where cap and join pieces overlap
    /// segment pieces (the pixels a plain union of pieces would over-cover).
    static var zigzag: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 6.3, y: 30.2))
        path.addLine(to: CGPoint(x: 20.1, y: 5.7))
        path.addLine(to: CGPoint(x: 33.6, y: 30.4))
        path.addCurve(to: CGPoint(x: 10, y: 36), control1: CGPoint(x: 30, y: 39), control2: CGPoint(x: 18, y: 33))
        return path
    }

    func window(_ views: View...) -> Window {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 2)
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "A shape layer's stroke draws the pixels the same stroke drawn in a context draws",
        arguments: [
            (CGLineCap.round, CGLineJoin.round), (.square, .miter), (.butt, .bevel)
        ])
    func shapeLayerMatchesDrawnStroke(cap: CGLineCap, join: CGLineJoin) throws {
        let caps: [CGLineCap: ShapeLayerLineCap] = [.butt: .butt, .round: .round, .square: .square]
        let joins: [CGLineJoin: ShapeLayerLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
        let color = Color(red: 0.2, green: 0.4, blue: 0.9)
        let shaped = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shape = ShapeLayer()
        shape.frame = shaped.bounds
        shape.path = Self.zigzag
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = 5.5
        shape.lineCap = caps[cap] ?? .butt
        shape.lineJoin = joins[join] ?? .miter
        shaped.layer.addSublayer(shape)
        let drawn = StrokingView(frame: shaped.frame, color: color, cap: cap, join: join)
        let a = Renderer().render(window(shaped).renderTree())
        let b = Renderer().render(window(drawn).renderTree())
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 }
        }
        expectEqual(differing, 0, "\(differing) pixels differ between the shape layer and the drawn stroke")
        expect((0..<a.height).contains { y in (0..<a.width).contains { a[$0, y].a > 0 } }, "something was stroked")
    }

    @Test("A view's drawing problems are reported to its window's diagnostics, once per drawing")
    func drawingProblemsReachTheWindow() {
        let view = CarelessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = window(view)
        let log = DiagnosticLog()
        window.diagnostics = log
        _ = Renderer().render(window.renderTree())
        expectEqual(log.diagnostics.map(\.code), ["drawing.noCurrentPoint"])
        expectEqual(log.diagnostics.first?.message, "CarelessView drawing: addLine(to:): no current point")
        expectEqual(log.diagnostics.first?.severity, .warning)
    }
}

/// Strokes `DrawnStrokeAgreementTests.zigzag` in `draw(_:)` with a shape layer's settings.
@MainActor
private final class StrokingView: View {
    let color: Color, cap: CGLineCap, join: CGLineJoin

    init(frame: CGRect, color: Color, cap: CGLineCap, join: CGLineJoin) {
        self.color = color; self.cap = cap; self.join = join
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.addPath(DrawnStrokeAgreementTests.zigzag)
        context.setStrokeColor(color)
        context.setLineWidth(5.5)
        context.setLineCap(cap)
        context.setLineJoin(join)
        context.strokePath()
    }
}
