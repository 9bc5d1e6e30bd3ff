import Foundation
import Testing
import TransitRender
import TransitTestingReporting

/// The graphics state, shadows, images and clearing of `GraphicsContext`, against Core Graphics'
/// documented behaviour and exact pixel arithmetic.
@Suite("Graphics context")
struct GraphicsContextTests {
    func pixel(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test("saveGState/restoreGState restore colours and the CTM but not the path; the CTM composes as documented")
    func graphicsState() {
        let c = GraphicsContext(size: CGSize(width: 10, height: 10))
        c.translateBy(x: 3, y: 4)
        c.saveGState()
        c.scaleBy(x: 2, y: 2)
        // ctm = scale × translate: a user point p maps to 2p + (3, 4).
        expectEqual(CGPoint(x: 1, y: 1).applying(c.ctm), CGPoint(x: 5, y: 6))
        c.setFillColor(.red)
        c.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        c.restoreGState()
        expectEqual(c.ctm, CGAffineTransform(translationX: 3, y: 4))
        expect(!c.isPathEmpty, "the path is not part of the graphics state")
        // The rectangle was added under the scaled CTM: (3, 4)–(5, 6) in base space, so its
        // bounding box in today's user space (translated only) is (0, 0, 2, 2).
        expectEqual(c.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 2, height: 2))
        c.fillPath()
        expect(c.isPathEmpty, "painting consumes the path")
        c.restoreGState()  // unbalanced: ignored, as Core Graphics ignores it
        let image = c.makeDrawing().rasterized(scale: 1)!
        expectEqual(pixel(image, 3, 4), [0, 0, 0, 255], "filled in black: the red fill colour was restored away")
    }

    @Test("A shadow with blur 0 is the shape moved by the offset (y down in a UIKit context), in the shadow colour")
    func hardShadow() {
        let c = GraphicsContext(size: CGSize(width: 32, height: 32))
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        c.setFillColor(.red)
        c.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
        let image = c.makeDrawing().rasterized(scale: 1)!
        expectEqual(pixel(image, 6, 6), [255, 0, 0, 255])
        expectEqual(pixel(image, 18, 18), [0, 0, 0, 128])
        expectEqual(pixel(image, 18, 2), [0, 0, 0, 0], "nothing above: positive heights fall downwards")
    }

    @Test("A blurred shadow keeps the shape's coverage (the blur only spreads it)")
    func softShadow() {
        let c = GraphicsContext(size: CGSize(width: 64, height: 64))
        c.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: .black)
        c.setFillColor(Color(red: 0, green: 0, blue: 1, alpha: 1))
        c.fill(CGRect(x: 24, y: 24, width: 16, height: 16))
        let image = c.makeDrawing().rasterized(scale: 1)!
        var outside = 0, shadowed = 0
        for y in 0..<64 {
            for x in 0..<64 where !(24..<40).contains(x) || !(24..<40).contains(y) {
                let a = Int(image.pixels[(y * 64 + x) * 4 + 3])
                outside += a
                if a > 0 { shadowed += 1 }
            }
        }
        expectGreaterThan(shadowed, 400, "the shadow spreads around the square")
        expectGreaterThan(outside, 0, "and carries less than half the square's coverage outside it")
        expectLessThan(outside, 16 * 16 * 255 / 2, "and carries less than half the square's coverage outside it")
    }

    @Test("draw(_:in:) draws images upside down as Core Graphics does in a UIKit context; drawUpright does not")
    func images() throws {
        let image = try unwrap(Image(pixelWidth: 1, pixelHeight: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let c = GraphicsContext(size: CGSize(width: 2, height: 2))
        c.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        c.drawUpright(image, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        let out = c.makeDrawing().rasterized(scale: 1)!
        expectEqual(pixel(out, 0, 0), [0, 0, 255, 255])
        expectEqual(pixel(out, 0, 1), [255, 0, 0, 255])
        expectEqual(pixel(out, 1, 0), [255, 0, 0, 255])
        expectEqual(pixel(out, 1, 1), [0, 0, 255, 255])
    }

    @Test("clear(_:) makes a rectangle transparent whatever the blend mode; an opaque drawing starts black")
    func clearing() {
        let c = GraphicsContext(size: CGSize(width: 4, height: 4), isOpaque: true)
        expectEqual(pixel(c.makeDrawing().rasterized(scale: 1)!, 0, 0), [0, 0, 0, 255])
        c.setFillColor(.green)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        c.setBlendMode(.multiply)
        c.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = c.makeDrawing().rasterized(scale: 1)!
        expectEqual(pixel(image, 1, 1), [0, 0, 0, 0])
        expectEqual(pixel(image, 3, 1), [0, 255, 0, 255])
    }

    @Test("Gradients without extension paint only between their ends; clipping to an empty path hides everything")
    func gradientEndsAndEmptyClip() throws {
        let g = try unwrap(Gradient(colors: [.red, .blue]))
        let c = GraphicsContext(size: CGSize(width: 10, height: 1))
        c.drawLinearGradient(g, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [.drawsAfterEndLocation])
        let image = c.makeDrawing().rasterized(scale: 1)!
        expectEqual(pixel(image, 0, 0), [0, 0, 0, 0], "before the start: nothing")
        expectEqual(pixel(image, 9, 0), [0, 0, 255, 255], "after the end: the end colour, extended")
        let hidden = GraphicsContext(size: CGSize(width: 4, height: 4))
        hidden.clip()
        hidden.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        expectEqual(pixel(hidden.makeDrawing().rasterized(scale: 1)!, 1, 1), [0, 0, 0, 0])
    }
}
