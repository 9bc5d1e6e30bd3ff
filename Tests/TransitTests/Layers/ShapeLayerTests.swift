import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@MainActor
@Suite struct ShapeLayerTests {
    /// Core Animation's documented defaults (CAShapeLayer: fillColor "defaults to opaque black",
    /// strokeColor nil, lineWidth 1, miterLimit 10, lineCap/lineJoin butt/miter, fillRule
    /// non-zero, strokeStart 0, strokeEnd 1).
    @Test func defaults() {
        let s = ShapeLayer()
        expectNil(s.path)
        expectEqual(s.fillColor, .black)
        expectNil(s.strokeColor)
        expectEqual(s.lineWidth, 1)
        expectEqual(s.miterLimit, 10)
        expectEqual(s.lineCap, .butt)
        expectEqual(s.lineJoin, .miter)
        expectEqual(s.fillRule, .nonZero)
        expectEqual(s.strokeStart, 0)
        expectEqual(s.strokeEnd, 1)
        expectNil(s.lineDashPattern)
        expectNil(s.drawnContent(model: true))
        let g = GradientLayer()
        expectNil(g.colors)
        expectNil(g.locations)
        expectEqual(g.type, .axial)
        expectEqual(g.startPoint, CGPoint(x: 0.5, y: 0))
        expectEqual(g.endPoint, CGPoint(x: 0.5, y: 1))
    }

    @Test func contentCarriesEveryParameter() {
        let s = ShapeLayer()
        s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        s.fillColor = nil; s.fillRule = .evenOdd; s.strokeColor = .red; s.lineWidth = 4
        s.lineCap = .round; s.lineJoin = .bevel; s.miterLimit = 3; s.lineDashPattern = [4, 2]
        s.lineDashPhase = 1; s.strokeStart = 0.25; s.strokeEnd = 0.5
        let expected = RenderNode.ShapeContent(
            path: s.path!, fillColor: nil, fillRule: .evenOdd, strokeColor: .red,
            lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 3,
            lineDashPattern: [4, 2], lineDashPhase: 1, strokeStart: 0.25, strokeEnd: 0.5)
        expectEqual(s.drawnContent(model: true), .shape(expected))
        // Bad input is reported and ignored.
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layer.addSublayer(s)
        s.lineWidth = -1
        s.strokeEnd = .nan
        expectEqual(s.lineWidth, 4)
        expectEqual(s.strokeEnd, 0.5)
        expectEqual(log.diagnostics(withCode: "layer.negative").count, 1)
        expectEqual(log.diagnostics(withCode: "layer.nonFinite").count, 1)
    }

    @Test func keyPathsResolveToTheShapeAndGradientValues() {
        let s = ShapeLayer()
        for key in ["path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd"] {
            expect(s.animatableSlot(forKeyPath: key)?.rootType == ShapeLayerState.self, "\(key)")
        }
        expect(s.animatableSlot(forKeyPath: "path")?.valueType == CGPath.self)
        expect(s.animatableSlot(forKeyPath: "position")?.rootType == LayerState.self)
        let g = GradientLayer()
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            expect(g.animatableSlot(forKeyPath: key)?.rootType == GradientLayerState.self, "\(key)")
        }
        expect(g.animatableSlot(forKeyPath: "colors")?.valueType == [Color].self)
        expectNil(Layer().animatableSlot(forKeyPath: "strokeEnd"))
    }

    @Test func presentationCopiesKeepTheirClassAndValues() {
        let s = ShapeLayer()
        s.strokeEnd = 0.3
        s.lineCap = .square
        let copy = s.presentation() as? ShapeLayer
        expect(copy?.strokeEnd == 0.3)
        expect(copy?.lineCap == .square)
        expect(copy?.model() === s)
        let g = GradientLayer()
        g.colors = [.red, .blue]; g.locations = [0.2, 0.8]; g.type = .conic
        let gc = g.presentation() as? GradientLayer
        expect(gc?.colors == [.red, .blue])
        expect(gc?.locations == [0.2, 0.8])
        expect(gc?.type == .conic)
    }

    /// The circular-reveal idiom: a view masked by a shape layer whose path is an oval.
    @Test func shapeLayerAsMaskReachesTheRenderTree() {
        let window = makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        let mask = ShapeLayer()
        mask.path = BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).cgPath
        view.layer.mask = mask
        let node = window.renderTree().root.children.last
        guard case .shape(let content)? = node?.mask?.content else {
            Issue.record("the mask has no shape content"); return
        }
        expectEqual(content.path, mask.path)
        expectEqual(content.fillColor, .black)
    }

    @Test func gradientContentReportsMismatchedLocations() {
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let g = GradientLayer()
        view.layer.addSublayer(g)
        g.colors = [.red, .green, .blue]
        g.locations = [0, 1]
        expectEqual(g.drawnContent(model: true), .gradient(RenderNode.GradientContent(colors: [.red, .green, .blue])))
        expectEqual(log.diagnostics(withCode: "layer.gradientLocations").count, 1)
        g.locations = [0, 0.2, 1]
        g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        expectEqual(
            g.drawnContent(model: true),
            .gradient(
                RenderNode.GradientContent(
                    colors: [.red, .green, .blue], locations: [0, 0.2, 1], startPoint: CGPoint(x: 0, y: 0.5),
                    endPoint: CGPoint(x: 1, y: 0.5))))
    }

    @Test func pathValuesAddAndScaleForAdditiveAnimations() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 5, y: 5, width: 1, height: 1), transform: nil)
        expectEqual(a.animationAdding(b), CGPath(rect: CGRect(x: 5, y: 5, width: 11, height: 11), transform: nil))
        expectEqual(a.animationScaled(by: 2), CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil))
        expectEqual(CGPath.animationValue(from: BezierPath(rect: .zero)), CGPath(rect: .zero, transform: nil))
        let locations = [CGFloat].animationValue(from: [NSNumber(value: 0.25), NSNumber(value: 1)])
        expectEqual(locations, [0.25, 1])
    }
}
