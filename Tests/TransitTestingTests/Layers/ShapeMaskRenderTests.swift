import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// Shape and gradient layers drawn through a window, end to end.
@MainActor
@Suite struct ShapeMaskRenderTests {
    /// The circular-reveal idiom: a red view masked by a shape layer holding an oval path shows red
    /// only inside the circle; the covered area is πr² (up to the rim's rounding and the curve's
    /// approximation, see PathRenderTests).
    @Test func ovalShapeMaskRevealsACircle() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        let mask = ShapeLayer()
        mask.path = BezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        view.layer.mask = mask
        let frame = host.render()
        expect(frame[50, 50] == (255, 0, 0, 255))
        // Outside the circle: the window's black.
        expect(frame[22, 22] == (0, 0, 0, 255))
        var red = 0.0
        for y in 0..<100 { for x in 0..<100 { red += Double(frame[x, y].r) / 255 } }
        expectClose(red, Double.pi * 900, within: 0.01 * Double.pi * 900, "\(red)")
    }

    @Test func gradientLayerAsAMaskFadesTheView() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        host.window.addSubview(view)
        let fade = GradientLayer()
        fade.frame = view.bounds
        fade.colors = [.black, .clear]
        view.layer.mask = fade
        let frame = host.render()
        // Top opaque, bottom gone, halfway about half (unpremultiplied blend: alpha is linear).
        expect(frame[50, 0].r > 250 && frame[50, 99].r < 5)
        expectLessThanOrEqual(abs(Int(frame[50, 50].r) - 127), 3)
    }
}
