import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Shape and gradient layer values animating on the window's engine.
@MainActor
@Suite struct ShapeLayerAnimationTests {
    func scene<L: Layer>(_ layer: L) -> (Window, L) {
        let (window, view) = explicitScene()
        view.layer.addSublayer(layer)
        return (window, layer)
    }

    /// Linear 0 → 1 over 2 s: halfway at 1 s (the oracle of ExplicitAnimationTests, on `strokeEnd`).
    @Test func strokeEndAnimatesExplicitly() {
        let (window, shape) = scene(ShapeLayer())
        shape.add(basic("strokeEnd", from: 0.0, to: 1.0, duration: 2), forKey: "draw")
        window.step(to: 1)
        expectClose(shape.presentationShape.strokeEnd, 0.5, within: 1e-12)
        expectEqual((shape.presentation() as? ShapeLayer)?.strokeEnd, shape.presentationShape.strokeEnd)
        expectEqual(shape.strokeEnd, 1)
    }

    /// The circular reveal: an oval path from a point at the centre to a 200-point circle; linear
    /// over 1 s, at 0.25 s the path is the oval a quarter of the way, point by point.
    @Test func pathAnimatesBetweenOvals() {
        let (window, shape) = scene(ShapeLayer())
        let from = BezierPath(ovalIn: CGRect(x: 100, y: 100, width: 0, height: 0)).cgPath
        let to = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 200)).cgPath
        shape.path = to
        shape.add(basic("path", from: from, to: to, duration: 1), forKey: "reveal")
        window.step(to: 0.25)
        expectEqual(shape.presentationShape.path, CGPath(ellipseIn: CGRect(x: 75, y: 75, width: 50, height: 50), transform: nil))
        guard case .shape(let content)? = shape.drawnContent(model: false) else { Issue.record("no content"); return }
        expectEqual(content.path.boundingBox, CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    /// Setting a value of a standalone layer in a window animates it implicitly for 0.25 s from
    /// the old value (Core Animation's default action); the transaction sets no timing function,
    /// and an animation without one is paced linearly (CAAnimation.timingFunction).
    @Test func settingAStandaloneShapeValueAnimatesImplicitly() {
        let (window, shape) = scene(ShapeLayer())
        window.step(to: 0)
        shape.lineWidth = 11
        expectEqual(shape.lineWidth, 11)
        window.step(to: 0.125)
        expectClose(shape.presentationShape.lineWidth, 6, within: 1e-9)
        window.step(to: 0.25)
        expectEqual(shape.presentationShape.lineWidth, 11)
        // Disabled actions change it at once.
        Transaction.begin(); Transaction.setDisableActions(true)
        shape.lineWidth = 2
        Transaction.commit()
        expectEqual(shape.presentationShape.lineWidth, 2)
    }

    @Test func gradientColorsAnimateElementByElement() {
        let (window, gradient) = scene(GradientLayer())
        gradient.colors = [.red, .blue]
        gradient.add(basic("colors", from: [Color.red, Color.blue], to: [Color.blue, Color.red], duration: 1), forKey: nil)
        window.step(to: 0.5)
        let mid = Color(red: 0.5, green: 0, blue: 0.5)
        expectEqual(gradient.presentationGradient.colors, [mid, mid])
        gradient.add(
            basic(
                "locations", from: [NSNumber(value: 0), NSNumber(value: 1)], to: [NSNumber(value: 0.5), NSNumber(value: 1)],
                duration: 1), forKey: nil)
        window.step(to: 1)
        expectEqual(gradient.presentationGradient.locations, [0.25, 1])
    }
}
