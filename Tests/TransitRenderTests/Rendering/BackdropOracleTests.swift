import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// The backdrop material's blur against Pillow (`Scripts/blur-fixtures.py`): the same three boxes
/// applied by Pillow's `BoxBlur` agree within 3 levels per channel (Pillow rounds to 8 bits after
/// each of its six passes, Transit carries 8 more bits between passes); Pillow's `GaussianBlur` of
/// the same σ agrees to a PSNR above 35 dB; saturation follows the Filter Effects matrix within 3
/// levels. Edges: both extend the picture's edge pixels outwards.
@Suite struct BackdropOracleTests {
    static let size = CGSize(width: 80, height: 60)

    static func fixture(_ name: String) throws -> Bitmap {
        try Bitmap(pngData: Data(FixtureFiles.bytes("blur/" + name)))
    }

    /// The fixture picture drawn at scale 1 under a node with a backdrop material over `frame`.
    static func render(_ backdrop: RenderNode.Backdrop?, frame: CGRect = CGRect(origin: .zero, size: size)) throws -> Bitmap {
        let source = try unwrap(Image(pngData: Data(FixtureFiles.bytes("blur/source.png"))))
        var root = RenderNode(frame: CGRect(origin: .zero, size: size))
        var picture = RenderNode(frame: root.bounds)
        picture.content = .image(source, gravity: .resize)
        var effect = RenderNode(frame: frame)
        effect.backdrop = backdrop
        root.children = [picture, effect]
        return Renderer().render(RenderTree(size: size, scale: 1, backgroundColor: .white, root: root))
    }

    /// The largest difference of any colour channel, and the PSNR over the colour channels.
    static func compare(_ a: Bitmap, _ b: Bitmap) -> (worst: Int, psnr: Double) {
        var worst = 0, squares = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                    let d = abs(Int(u) - Int(v))
                    worst = max(worst, d)
                    squares += Double(d * d)
                }
            }
        }
        let mse = squares / Double(a.width * a.height * 3)
        return (worst, mse == 0 ? .infinity : 10 * log10(255 * 255 / mse))
    }

    @Test(arguments: [3, 8]) func matchesPillowsBoxesAndGaussian(sigma: Int) throws {
        let ours = try Self.render(RenderNode.Backdrop(blurRadius: CGFloat(sigma)))
        expectEqual(Blur.boxRadii(sigma: Double(sigma)), (sigma == 3 ? [2, 2, 3] : [7, 7, 8]))
        let boxes = Self.compare(ours, try Self.fixture("box-\(sigma).png"))
        expectLessThanOrEqual(boxes.worst, 3, "box blur differs by \(boxes.worst)")
        let gauss = Self.compare(ours, try Self.fixture("gauss-\(sigma).png"))
        expectGreaterThanOrEqual(gauss.psnr, 35, "PSNR against GaussianBlur(\(sigma)): \(gauss.psnr) dB")
        let saturated = try Self.render(RenderNode.Backdrop(blurRadius: CGFloat(sigma), saturation: 1.8))
        let sat = Self.compare(saturated, try Self.fixture("saturate-\(sigma).png"))
        expectLessThanOrEqual(sat.worst, 3, "saturation differs by \(sat.worst)")
    }

    /// A material over part of the frame blurs exactly what the full-frame blur gives there (it
    /// reads the picture beyond its own bounds) and leaves the rest alone; its tint is drawn over
    /// the blur with source-over.
    @Test func aPartialMaterialBlursItsRegionOnly() throws {
        let full = try Self.render(RenderNode.Backdrop(blurRadius: 3))
        let none = try Self.render(nil)
        let frame = CGRect(x: 20, y: 10, width: 30, height: 25)
        let part = try Self.render(RenderNode.Backdrop(blurRadius: 3), frame: frame)
        for y in 0..<60 {
            for x in 0..<80 {
                let inside = frame.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let expected = inside ? full[x, y] : none[x, y]
                expect(part[x, y] == expected, "(\(x), \(y))")
            }
        }
        let tinted = try Self.render(RenderNode.Backdrop(blurRadius: 3, tintColor: Color(white: 1, alpha: 0.5)))
        let p = full[40, 30], q = tinted[40, 30]
        let red: Int = Int(q.r) - (Int(p.r) + 256) / 2, blue: Int = Int(q.b) - (Int(p.b) + 256) / 2
        expectLessThanOrEqual(abs(red), 1)
        expectLessThanOrEqual(abs(blue), 1)
    }
}
