import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite("Renderer compositing oracles")
struct CompositingOracleTests {
    /// Source-over on premultiplied values, in real numbers: out = s + d·(1 − αs).
    static func over(_ s: (Double, Double, Double, Double), _ d: (Double, Double, Double, Double)) -> (
        Double, Double, Double, Double
    ) {
        (s.0 + d.0 * (1 - s.3), s.1 + d.1 * (1 - s.3), s.2 + d.2 * (1 - s.3), s.3 + d.3 * (1 - s.3))
    }

    static func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
        (Double(c.red * c.alpha), Double(c.green * c.alpha), Double(c.blue * c.alpha), Double(c.alpha))
    }

    /// Compares a pixel with real-valued components; each 8-bit rounding step may add ±0.5/255,
    /// and two steps (colour quantization, then the blend) bound the error by 1.5/255.
    static func expectPixel(
        _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ e: (Double, Double, Double, Double),
        tolerance: Double = 1.5, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let got = [p.r, p.g, p.b, p.a].map { Double($0) }
        let want = [e.0, e.1, e.2, e.3].map { $0 * 255 }
        for (g, w) in zip(got, want) {
            expectLessThanOrEqual(abs(g - w), tolerance, "pixel \(got) expected \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test("Translucent fills follow the source-over formula on premultiplied values")
    func sourceOver() {
        let background = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)
        let colors = [
            Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5), Color(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.35),
            Color(white: 0, alpha: 0.5), Color(red: 0.7, green: 0.2, blue: 0.6, alpha: 1)
        ]
        for color in colors {
            let bitmap = Renderer().render(
                RenderTestSupport.tree(
                    [RenderTestSupport.box(CGRect(x: 4, y: 4, width: 20, height: 20), color)], background: background))
            let expected = Self.over(Self.premultiplied(color), Self.premultiplied(background))
            Self.expectPixel(bitmap[10, 10], expected)
            Self.expectPixel(bitmap[1, 1], Self.premultiplied(background), tolerance: 0.5)
        }
    }

    @Test("Group opacity composites the subtree once; children with their own opacity blend with each other")
    func groupOpacity() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func scene(grouped: Bool) -> Bitmap {
            var a = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 30, height: 30), red)
            var b = RenderTestSupport.box(CGRect(x: 15, y: 15, width: 30, height: 30), blue)
            var parent = RenderNode(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            if grouped { parent.opacity = 0.5 } else { a.opacity = 0.5; b.opacity = 0.5 }
            parent.children = [a, b]
            return Renderer().render(RenderTestSupport.tree([parent], background: .white))
        }
        let white = Self.premultiplied(.white)
        let halfRed = (0.5, 0.0, 0.0, 0.5), halfBlue = (0.0, 0.0, 0.5, 0.5)
        let grouped = scene(grouped: true), separate = scene(grouped: false)
        // Overlap (30, 30): grouped shows only blue at 50 % over white …
        Self.expectPixel(grouped[30, 30], Self.over(halfBlue, white))
        // … separately, blue at 50 % over red at 50 % over white.
        Self.expectPixel(separate[30, 30], Self.over(halfBlue, Self.over(halfRed, white)))
        // Outside the overlap both agree.
        Self.expectPixel(grouped[10, 10], Self.over(halfRed, white))
        Self.expectPixel(separate[10, 10], Self.over(halfRed, white))
        expect(grouped[30, 30] != separate[30, 30])
    }

    @Test("A drop shadow's total alpha equals the shape's area times the shadow opacity")
    func shadowEnergy() {
        var node = RenderTestSupport.box(CGRect(x: 20, y: 20, width: 30, height: 20), .clear)
        node.backgroundColor = Color(white: 0, alpha: 1)
        node.shadowOpacity = 0.6
        node.shadowRadius = 4
        node.shadowOffset = CGSize(width: 0, height: 50)
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 80, height: 140)))
        RenderTestSupport.dump(bitmap, "shadow")
        // The shape's own alpha occupies rows 20..<40; the shadow sits 50 pt lower and is
        // blurred by σ = 2: sum the alpha below row 45 only.
        var shadow = 0.0
        for y in 45..<bitmap.height { for x in 0..<bitmap.width { shadow += Double(bitmap[x, y].a) / 255 } }
        // Box blurs conserve energy up to per-pixel rounding; 1 % covers the 8-bit tint.
        expectLessThan(abs(shadow - 600 * 0.6) / (600 * 0.6), 0.01, "shadow energy \(shadow)")
        // The shadow is blurred: its peak is below the full opacity at the edge of the shape's image.
        expectEqual(bitmap[35, 80].a, UInt8((0.6 * 255).rounded()))
        expect(bitmap[20, 80].a > 0 && bitmap[20, 80].a < bitmap[35, 80].a)
    }

    @Test("A mask's alpha multiplies the layer; masksToBounds clips sublayers to the rounded bounds")
    func maskAndClip() {
        var node = RenderTestSupport.box(CGRect(x: 10, y: 10, width: 40, height: 40), .white)
        var mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        mask.backgroundColor = Color(white: 0, alpha: 0.5)
        node.mask = mask
        let masked = Renderer().render(RenderTestSupport.tree([node]))
        expect(masked[15, 30].a == 128 || masked[15, 30].a == 127)
        expectEqual(masked[40, 30].a, 0)

        var clipper = RenderNode(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        clipper.masksToBounds = true
        clipper.cornerRadius = 10
        clipper.children = [RenderTestSupport.box(CGRect(x: -10, y: -10, width: 80, height: 80), .white)]
        let clipped = Renderer().render(RenderTestSupport.tree([clipper]))
        expect(clipped[5, 30].a == 0 && clipped[30, 5].a == 0)
        expectEqual(clipped[30, 30].a, 255)
        expectEqual(clipped[10, 10].a, 0)  // the rounded corner is cut away
        let exact = 1600 - (4 - Double.pi) * 100  // area of the rounded clip
        expectLessThan(abs(RenderTestSupport.totalAlpha(clipped) - exact) / exact, 0.005)
    }

    @Test("A layer facing away is culled only when it is not double-sided")
    func backFaceCulling() {
        var node = RenderTestSupport.box(CGRect(x: 12, y: 12, width: 40, height: 40), .white)
        node.transform = Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0)
        expectGreaterThan(RenderTestSupport.totalAlpha(Renderer().render(RenderTestSupport.tree([node]))), 100)
        node.isDoubleSided = false
        expectEqual(RenderTestSupport.totalAlpha(Renderer().render(RenderTestSupport.tree([node]))), 0)
        node.transform = Transform3D(rotationAngle: .pi * 0.1, x: 0, y: 1, z: 0)
        expectGreaterThan(RenderTestSupport.totalAlpha(Renderer().render(RenderTestSupport.tree([node]))), 100)
    }

    @Test("Geometry behind the eye is cut away and what is in front still draws")
    func behindTheEye() {
        var node = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 64, height: 64), .white)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 20
        // Tilted so that one half passes behind the eye plane: w = 1 − z/20 with z = y·sin(1.2)
        // reaching 29.8 at the edge, so rows with y > 20.1/0.932 ≈ 21.5 (local, from the centre)
        // have w ≤ 0 and must vanish, while the rest projects normally.
        let rotation = Transform3D(rotationAngle: 1.2, x: 1, y: 0, z: 0)
        node.transform = rotation.concatenating(perspective)
        let bitmap = Renderer().render(RenderTestSupport.tree([node]))
        expectEqual(bitmap.pixels.count, 64 * 64 * 4)
        // The local point (0, −20) (in front) lands where Transform3D maps it, and is drawn.
        let front = node.transform.apply(to: CGPoint(x: 0, y: -20))!
        expectEqual(bitmap[Int(front.x + 32), Int(front.y + 32)].a, 255)
        let w = 1 - (30 * rotation.m23) / 20
        expectLessThan(w, 0)  // local y = 30 is behind the eye
        expectNil(node.transform.apply(to: CGPoint(x: 0, y: 30)))
    }

    @Test("Siblings draw in array order, re-ordered by zPosition")
    func zOrder() {
        var a = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        let b = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 20, height: 20), .blue)
        expectEqual(Renderer().render(RenderTestSupport.tree([a, b]))[10, 10].b, 255)
        a.zPosition = 1
        expectEqual(Renderer().render(RenderTestSupport.tree([a, b]))[10, 10].r, 255)
    }

    @Test("Non-finite geometry and sizes give a safe frame, not a crash")
    func badInput() {
        var node = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        node.transform.m11 = .nan
        var infinite = RenderTestSupport.box(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20), .red)
        infinite.cornerRadius = .nan
        var shadowed = RenderTestSupport.box(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = .infinity
        var group = RenderNode(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        group.opacity = 0.5
        group.children = [
            RenderTestSupport.box(CGRect(x: 0, y: 0, width: 5, height: 5), .red),
            RenderTestSupport.box(CGRect(x: 2, y: 2, width: 5, height: 5), .blue)
        ]
        var huge = RenderTestSupport.box(CGRect(x: 0, y: 0, width: 1e30, height: 1e30), .green)
        huge.opacity = 0.5
        huge.children = [RenderTestSupport.box(CGRect(x: 0, y: 0, width: 5, height: 5), .red)]
        var farShadow = RenderTestSupport.box(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
        farShadow.shadowOpacity = 1
        farShadow.shadowRadius = 1e7
        farShadow.shadowOffset = CGSize(width: 1e9, height: -1e9)
        let bitmap = Renderer().render(RenderTestSupport.tree([node, infinite, shadowed, group, huge, farShadow]))
        expectEqual(bitmap.width, 64)
        expectEqual(
            Renderer().render(
                RenderTree(
                    size: CGSize(width: CGFloat.nan, height: 10), scale: 2,
                    root: RenderNode())
            ).width, 0)
        expectEqual(
            Renderer().render(
                RenderTree(
                    size: CGSize(width: 10, height: 10), scale: -1,
                    root: RenderNode())
            ).width, 0)
    }
}
