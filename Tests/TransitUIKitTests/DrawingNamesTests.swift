import Testing
import TransitUIKit
import TransitTestingReporting

/// UIKit drawing code, as written for iOS, compiles and draws with only its import changed.
@MainActor
@Suite("Drawing with UIKit's names")
struct DrawingNamesTests {
    @Test("UIGraphicsImageRenderer with a CGGradient built from [cgColor] as CFArray")
    func imageRendererGradient() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { context in
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let locations: [CGFloat] = [0, 1]
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
            else { return }
            context.cgContext.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 10, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        expectEqual(image.size, CGSize(width: 10, height: 10))
        expectEqual(image.pixelWidth, 20)
        // The first pixel centre is at t = 0.5 / 20: nearly all red.
        expect(image.pixels[0] > 240 && image.pixels[2] < 15 && image.pixels[3] == 255)
        let last = (20 - 1) * 4
        expect(image.pixels[last] < 15 && image.pixels[last + 2] > 240)
        expectNotNil(image.pngData())
    }

    @Test("The image context functions and UIBezierPath.fill() draw into the current context")
    func imageContext() throws {
        expectNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        UIColor.green.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 4)).fill()
        let image = try unwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        expectNil(UIGraphicsGetCurrentContext())
        expect(image.pixels[3] == 255 && image.pixels[3 * 4 + 3] == 0)
    }

    @Test("NSString drawing measures and fills glyphs with the attributes' colour")
    func stringDrawing() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let size = ("Hello" as NSString).size(withAttributes: attributes)
        expectGreaterThan(size.width, 20)
        expectGreaterThanOrEqual(size.height, 20)
        let wrapped = "Hello world, wrapped".boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        expectGreaterThan(wrapped.height, size.height * 1.5)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            ("Hello" as NSString).draw(at: .zero, withAttributes: attributes)
        }
        expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 }, "glyphs are filled")
    }
}
