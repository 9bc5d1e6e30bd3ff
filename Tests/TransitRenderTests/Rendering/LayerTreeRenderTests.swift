import Foundation
import Testing
import Transit
@testable import TransitRender
import TransitTestingReporting

/// The layer tree drawn: contents with every gravity, contentsRect, masks made of layer trees,
/// transform layers depth-sorted.
@MainActor
@Suite("Layer trees rendered")
struct LayerTreeRenderTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let black: [UInt8] = [0, 0, 0, 255]

    func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    /// An opaque image of `w`×`h` pixels whose quadrants are red, green (top), blue, white (bottom).
    func quadrants(_ w: Int, _ h: Int, scale: CGFloat = 1) -> Image {
        var bytes: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w {
                switch (x < w / 2, y < h / 2) {
                case (true, true): bytes += [255, 0, 0, 255]
                case (false, true): bytes += [0, 255, 0, 255]
                case (true, false): bytes += [0, 0, 255, 255]
                case (false, false): bytes += [255, 255, 255, 255]
                }
            }
        }
        return Image(pixelWidth: w, pixelHeight: h, scale: scale, pixels: bytes)!
    }

    func window(_ w: CGFloat, _ h: CGFloat) -> Window {
        let window = Window(size: CGSize(width: w, height: h))
        window.makeKeyAndVisible()
        return window
    }

    @Test("contentsGravity places the natural size (pixels over contentsScale) exactly")
    func gravityGeometry() {
        // 40×20 pixels at contentsScale 2: natural size 20×10 points, in bounds (10, 5, 100, 60).
        let image = quadrants(40, 20)
        let b = CGRect(x: 10, y: 5, width: 100, height: 60)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let expected: [(RenderNode.ContentGravity, CGRect)] = [
            (.center, CGRect(x: 50, y: 30, width: 20, height: 10)),
            (.top, CGRect(x: 50, y: 5, width: 20, height: 10)),
            (.bottom, CGRect(x: 50, y: 55, width: 20, height: 10)),
            (.left, CGRect(x: 10, y: 30, width: 20, height: 10)),
            (.right, CGRect(x: 90, y: 30, width: 20, height: 10)),
            (.topLeft, CGRect(x: 10, y: 5, width: 20, height: 10)),
            (.topRight, CGRect(x: 90, y: 5, width: 20, height: 10)),
            (.bottomLeft, CGRect(x: 10, y: 55, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 90, y: 55, width: 20, height: 10)),
            (.resize, b),
            // Fit: scale min(100/20, 60/10) = 5 → 100×50, centred vertically.
            (.resizeAspect, CGRect(x: 10, y: 10, width: 100, height: 50)),
            // Fill: scale max(5, 6) = 6 → 120×60, centred horizontally.
            (.resizeAspectFill, CGRect(x: 0, y: 5, width: 120, height: 60))
        ]
        for (gravity, rect) in expected {
            let r = RenderContext.contentsRect(image, gravity: gravity, scale: 2, rect: unit, in: b)
            expectEqual(r, rect, "\(gravity)")
        }
        // contentsRect selects half the width: natural size 10×10.
        let half = RenderContext.contentsRect(
            image, gravity: .center, scale: 2,
            rect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), in: b)
        expectEqual(half, CGRect(x: 55, y: 30, width: 10, height: 10))
    }

    @Test("contentsRect samples the sub-image: the top-right quadrant fills the layer")
    func contentsRectSubImage() {
        let w = window(16, 16)
        let layer = Layer()
        layer.frame = w.bounds
        layer.contents = quadrants(8, 8)
        w.layer.addSublayer(layer)
        let whole = Renderer().render(w.renderTree())
        expectEqual(rgba(whole, 2, 2), Self.red)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let part = Renderer().render(w.renderTree())
        // 4 texels over 16 pixels: from pixel 2 on (sample 3.5 + (x + ½)/4 ≥ 4.125) every sample
        // lies in texels 4…7 across; down to row 12 (−0.5 + 12.5/4 = 2.625 < 3) in rows 0…3.
        for y in 0...12 { for x in 2..<16 { expectEqual(rgba(part, x, y), Self.green, "\(x),\(y)") } }
    }

    @Test("contents draws under the sublayers and above the background, on a view's layer too")
    func contentsOrder() {
        let w = window(10, 10)
        let v = View(frame: w.bounds)
        v.backgroundColor = .blue
        v.layer.contents = Image(color: .red, size: CGSize(width: 10, height: 5))
        v.layer.contentsGravity = .top
        let sub = Layer()
        sub.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        sub.backgroundColor = Color(red: 0, green: 1, blue: 0)
        v.layer.addSublayer(sub)
        w.addSubview(v)
        let b = Renderer().render(w.renderTree())
        expectEqual(rgba(b, 2, 2), Self.green)  // sublayer over contents
        expectEqual(rgba(b, 7, 2), Self.red)  // contents (top half) over background
        expectEqual(rgba(b, 7, 7), Self.blue)  // background
    }

    @Test("A mask made of a layer tree masks by the union of its sublayers")
    func maskLayerTree() {
        let w = window(20, 20)
        let v = View(frame: w.bounds)
        v.backgroundColor = .red
        let mask = Layer()
        mask.frame = v.bounds
        let a = Layer(); a.frame = CGRect(x: 0, y: 0, width: 10, height: 10); a.backgroundColor = .black
        let b = Layer(); b.frame = CGRect(x: 10, y: 10, width: 10, height: 10); b.backgroundColor = .black
        let c = Layer(); c.frame = CGRect(x: -10, y: 0, width: 10, height: 10); c.backgroundColor = .black
        mask.addSublayer(a); mask.addSublayer(b); b.addSublayer(c)  // c sits in the bottom-left quadrant
        v.layer.mask = mask
        w.addSubview(v)
        let bitmap = Renderer().render(w.renderTree())
        expectEqual(rgba(bitmap, 5, 5), Self.red)  // a
        expectEqual(rgba(bitmap, 15, 15), Self.red)  // b
        expectEqual(rgba(bitmap, 5, 15), Self.red)  // c, a sublayer of a sublayer
        expectEqual(rgba(bitmap, 15, 5), Self.black)  // not covered: the window's black shows
    }

    /// Two parallel planes 20 points apart in z, the nearer one added first.
    func planes(in host: Layer) {
        let near = Layer()
        near.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        near.backgroundColor = .red
        near.transform = Transform3D(translationX: 0, y: 0, z: 10)
        let far = Layer()
        far.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        far.backgroundColor = .blue
        far.transform = Transform3D(translationX: 0, y: 0, z: -10)
        host.addSublayer(near)
        host.addSublayer(far)
    }

    @Test("A transform layer draws its sublayers by depth; a plain layer by order")
    func transformLayerDepthSort() {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        func render(_ host: Layer) -> Bitmap {
            let w = window(20, 20)
            host.frame = w.bounds
            w.layer.sublayerTransform = perspective
            planes(in: host)
            w.layer.addSublayer(host)
            return Renderer().render(w.renderTree())
        }
        // Flattened: the later sibling (far, blue) covers the earlier; preserved in 3-D: the
        // nearer plane (red, z = +10, toward the viewer with m34 = −1/500) covers the farther.
        expectEqual(rgba(render(Layer()), 10, 10), Self.blue)
        expectEqual(rgba(render(TransformLayer()), 10, 10), Self.red)
        // Nested transform layers keep depth too: the far plane inside a second transform layer
        // moved further back, the near one in front.
        let outer = TransformLayer(), inner = TransformLayer()
        let w = window(20, 20)
        w.layer.sublayerTransform = perspective
        outer.frame = w.bounds; inner.frame = w.bounds
        inner.transform = Transform3D(translationX: 0, y: 0, z: 30)  // inner's planes: z 40 and 20
        planes(in: inner)
        let back = Layer(); back.frame = w.bounds; back.backgroundColor = .black
        back.transform = Transform3D(translationX: 0, y: 0, z: 30)  // between: z 30
        outer.addSublayer(inner); outer.addSublayer(back)
        w.layer.addSublayer(outer)
        expectEqual(rgba(Renderer().render(w.renderTree()), 10, 10), Self.red)
        inner.sublayers?.first?.removeFromSuperlayer()  // only the z = 20 plane left
        expectEqual(rgba(Renderer().render(w.renderTree()), 10, 10), Self.black)
    }

    @Test("zPosition orders a standalone sublayer among subviews; isDoubleSided hides a turned layer")
    func zPositionAndDoubleSided() {
        let w = window(10, 10)
        let sub = Layer()
        sub.frame = w.bounds
        sub.backgroundColor = .red
        sub.zPosition = 1  // added first, but above the later subview
        w.layer.addSublayer(sub)
        let v = View(frame: w.bounds)
        v.backgroundColor = .blue
        w.addSubview(v)
        expectEqual(rgba(Renderer().render(w.renderTree()), 5, 5), Self.red)
        // Turned half a revolution about y, the layer shows its back: single-sided, it vanishes.
        sub.transform = Transform3D.identity.rotated(by: .pi, x: 0, y: 1, z: 0)
        w.step(to: 1)  // past the implicit animation of a standalone layer
        expectEqual(rgba(Renderer().render(w.renderTree()), 5, 5), Self.red)
        sub.isDoubleSided = false
        expectEqual(rgba(Renderer().render(w.renderTree()), 5, 5), Self.blue)
    }

    @Test("A scene using the layer tree renders as composed")
    func scene() throws {
        let w = window(120, 80)
        w.backgroundColor = Color(white: 0.9)
        let card = View(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        let photo = Layer()
        photo.frame = CGRect(x: 5, y: 5, width: 50, height: 30)
        photo.contents = quadrants(8, 8)
        photo.contentsGravity = .resizeAspectFill
        photo.masksToBounds = true
        card.layer.addSublayer(photo)
        let circle = Layer(); circle.frame = CGRect(x: 10, y: 38, width: 20, height: 20)
        circle.cornerRadius = 10; circle.backgroundColor = .white
        card.layer.addSublayer(circle)
        w.addSubview(card)
        let box = TransformLayer()
        box.frame = CGRect(x: 80, y: 20, width: 30, height: 30)
        var p = Transform3D.identity
        p.m34 = -1 / 200
        box.transform = p.rotated(by: 0.5, x: 0, y: 1, z: 0)
        planes(in: box)
        w.layer.addSublayer(box)
        let bitmap = Renderer().render(w.renderTree())
        RenderTestSupport.dump(bitmap, "layer-tree-scene")
        expectEqual(rgba(bitmap, 30, 58), [255, 255, 255, 255])  // the circle over the card
        expectEqual(rgba(bitmap, 15, 20)[3], 255)
    }
}
