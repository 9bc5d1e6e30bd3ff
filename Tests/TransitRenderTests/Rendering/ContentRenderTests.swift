import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite("Renderer content: text and images")
struct ContentRenderTests {
    @Test("Rendered text has ink only inside its measured box", arguments: [Font.Weight.light, .regular, .black])
    func textInkInsideMeasuredBox(weight: Font.Weight) {
        let font = Font.systemFont(ofSize: 20, weight: weight)
        let string = "Hg{Quick} jump @ 42!"
        let layout = TextLayout(text: string, font: font)
        var label = RenderNode(frame: CGRect(x: 7, y: 9, width: layout.size.width, height: layout.size.height))
        label.content = .text(.init(text: string, fontSize: 20, weight: weight.rawValue, color: .black))
        let scale: CGFloat = 2
        let size = CGSize(width: layout.size.width + 20, height: 50)
        let bitmap = Renderer().render(RenderTestSupport.tree([label], size: size, scale: scale))
        RenderTestSupport.dump(bitmap, "text-\(weight.rawValue)")
        // The box in pixels; ink may touch the pixels the box's edges pass through.
        let minX = Int((7 * scale).rounded(.down)), maxX = Int(((7 + layout.size.width) * scale).rounded(.up))
        let minY = Int((9 * scale).rounded(.down)), maxY = Int(((9 + layout.size.height) * scale).rounded(.up))
        var ink = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 0 {
                ink += 1
                expectGreaterThanOrEqual(x, minX, "ink at \(x),\(y)")
                expectLessThan(x, maxX, "ink at \(x),\(y)")
                expectGreaterThanOrEqual(y, minY, "ink at \(x),\(y)")
                expectLessThan(y, maxY, "ink at \(x),\(y)")
            }
        }
        expectGreaterThan(ink, 500)
    }

    @Test("Unknown characters draw a visible box; a wider string draws more ink")
    func replacementAndInk() {
        func ink(_ text: String) -> Double {
            var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            node.content = .text(.init(text: text, fontSize: 20, color: .black))
            return RenderTestSupport.totalAlpha(Renderer().render(RenderTestSupport.tree([node])))
        }
        expectGreaterThan(ink("\u{4E2D}"), 10)
        expectEqual(ink(" "), 0)
        expectGreaterThan(ink("ll"), ink("l") * 1.8)
    }

    @Test("An image drawn at its own size and a pixel-aligned position is copied exactly")
    func identityImageCopy() {
        var pixels: [UInt8] = []
        var seed: UInt32 = 7
        for _ in 0..<(16 * 8) {
            seed = seed &* 1664525 &+ 1013904223
            let a = UInt8(seed >> 24), r = UInt8(UInt32(a) * ((seed >> 8) & 0xff) / 255)
            pixels += [r, UInt8(UInt32(a) * ((seed >> 16) & 0xff) / 255), a / 2, a]
        }
        let image = Image(pixelWidth: 16, pixelHeight: 8, pixels: pixels)!
        var node = RenderNode(frame: CGRect(x: 3, y: 5, width: 16, height: 8))
        node.content = .image(image, gravity: .resize)
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 24, height: 16)))
        for y in 0..<8 {
            for x in 0..<16 {
                let i = (y * 16 + x) * 4
                let p = bitmap[x + 3, y + 5]
                expectEqual([p.r, p.g, p.b, p.a], Array(pixels[i..<(i + 4)]), "texel \(x),\(y)")
            }
        }
    }

    @Test("Bilinear magnification interpolates linearly between texel centres")
    func bilinear() {
        let image = Image(pixelWidth: 2, pixelHeight: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])!
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        node.content = .image(image, gravity: .resize)
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 200, height: 4)))
        // Texel centres map to x = 50 and x = 150; between them red falls linearly.
        expect(bitmap[10, 2].r == 255 && bitmap[190, 2].b == 255)
        for x in stride(from: 50, through: 149, by: 11) {
            let t = (Double(x) + 0.5 - 50) / 100
            // 8-bit weights (fx truncated to 1/256) and truncating lerps: within 2/255.
            expectLessThanOrEqual(abs(Double(bitmap[x, 2].r) - 255 * (1 - t)), 2, "x \(x)")
            expectEqual(bitmap[x, 2].a, 255)
        }
    }

    @Test("Content gravity places the image as contentsGravity does")
    func gravity() {
        let image = Image(color: .red, size: CGSize(width: 10, height: 5))!
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        expectEqual(
            RenderContext.imageRect(image, gravity: .resizeAspect, in: bounds), CGRect(x: 0, y: 10, width: 40, height: 20))
        expectEqual(
            RenderContext.imageRect(image, gravity: .resizeAspectFill, in: bounds), CGRect(x: -20, y: 0, width: 80, height: 40))
        expectEqual(RenderContext.imageRect(image, gravity: .center, in: bounds), CGRect(x: 15, y: 17.5, width: 10, height: 5))
        expectEqual(RenderContext.imageRect(image, gravity: .bottomRight, in: bounds), CGRect(x: 30, y: 35, width: 10, height: 5))
        expectEqual(RenderContext.imageRect(image, gravity: .topLeft, in: bounds), CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test("A perspective image keeps its corner texels at the corners Transform3D gives")
    func perspectiveImage() {
        // Four quadrants of distinct colours; the rotated card shows each near its projected corner.
        var pixels: [UInt8] = []
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 0, 255]]
        for y in 0..<40 { for x in 0..<40 { pixels += colors[(y < 20 ? 0 : 2) + (x < 20 ? 0 : 1)] } }
        let image = Image(pixelWidth: 40, pixelHeight: 40, pixels: pixels)!
        var node = RenderNode(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        node.content = .image(image, gravity: .resize)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 100
        node.transform = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0).concatenating(perspective)
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 100, height: 100)))
        RenderTestSupport.dump(bitmap, "perspective-image")
        let local = [CGPoint(x: -16, y: -16), CGPoint(x: 16, y: -16), CGPoint(x: -16, y: 16), CGPoint(x: 16, y: 16)]
        for (i, p) in local.enumerated() {
            let q = node.transform.apply(to: p)!
            let pixel = bitmap[Int(q.x + 50), Int(q.y + 50)]
            expectEqual([pixel.r, pixel.g, pixel.b, pixel.a], colors[i], "quadrant \(i) at \(q)")
        }
    }
}
