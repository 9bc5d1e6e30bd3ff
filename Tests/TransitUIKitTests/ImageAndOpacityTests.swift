import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// `UIImage.withRenderingMode(_:)` (an image view draws a template image's alpha in its tint
/// colour, the original otherwise) and `UIView.isOpaque` (true by default; a standalone
/// `CALayer` is not opaque).
@MainActor @Suite struct ImageAndOpacityTests {
    /// A 2×2 image: opaque red on the left column, transparent on the right.
    static func halfRed() -> UIImage {
        UIImage(
            pixelWidth: 2, pixelHeight: 2,
            pixels: [
                255, 0, 0, 255, 0, 0, 0, 0,
                255, 0, 0, 255, 0, 0, 0, 0
            ])!
    }

    static func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func renderingModeIsKeptAndSharesThePixels() {
        let image = Self.halfRed()
        expectEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        expectEqual(template.renderingMode, .alwaysTemplate)
        expectEqual(template.pixels, image.pixels)
        expectEqual(template.size, image.size)
        expectNotEqual(template, image)
        expectIdentical(template.withRenderingMode(.alwaysTemplate), template)
    }

    @Test func anImageViewFillsATemplatesAlphaWithItsTint() {
        let host = TestHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        imageView.image = Self.halfRed().withRenderingMode(.alwaysTemplate)
        imageView.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(imageView)
        host.runUntilIdle()
        var bitmap = host.render()
        // Left half: the opaque pixels in the tint; right half: transparent over white.
        expectEqual(Self.rgba(bitmap, 3, 10), [0, 0, 255, 255])
        expectEqual(Self.rgba(bitmap, 16, 10), [255, 255, 255, 255])
        imageView.image = Self.halfRed().withRenderingMode(.alwaysOriginal)
        host.runUntilIdle()
        bitmap = host.render()
        expectEqual(Self.rgba(bitmap, 3, 10), [255, 0, 0, 255])
    }

    @Test func viewsAreOpaqueByDefaultLayersAreNot() {
        let view = UIView()
        expect(view.isOpaque)
        expect(view.layer.isOpaque)
        view.isOpaque = false
        expect(!view.layer.isOpaque)
        expect(!CALayer().isOpaque)
    }
}
