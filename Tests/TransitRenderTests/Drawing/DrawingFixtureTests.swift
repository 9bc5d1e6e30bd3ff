import Foundation
import Testing
import TransitRender
import TransitTestingReporting

/// Core Graphics drawing through `GraphicsContext`, rasterized by the renderer, against cairo
/// painting the same calls (`Scripts/drawing-fixtures.py`): fills under both rules, strokes
/// (joins, caps, miter limit, curves), dashes, linear and radial gradients with and without
/// extension, clips under both rules, transforms, global alpha, blend modes and a 2x scale.
@Suite("Drawing against cairo")
struct DrawingFixtureTests {
    @Test("Every scene matches cairo's pixels at PSNR ≥ 40 dB")
    func scenesMatchCairo() throws {
        let scenes = try DrawingScene.load()
        expectGreaterThanOrEqual(scenes.count, 13, "Fixtures/drawing/scenes.json is missing scenes")
        for scene in scenes {
            let context = GraphicsContext(size: CGSize(width: scene.size, height: scene.size), scale: scene.scale)
            DrawingScene.replay(scene.calls, into: context)
            let image = try unwrap(context.makeDrawing().rasterized(scale: scene.scale))
            let reference = try Bitmap(pngData: Data(contentsOf: FixtureFiles.url("drawing/\(scene.name).png")))
            expectEqual(image.pixelWidth, reference.width, "\(scene.name): size")
            expectEqual(image.pixelHeight, reference.height, "\(scene.name): size")
            let psnr = DrawingScene.psnr(image.pixels, reference.pixels)
            if ProcessInfo.processInfo.environment["TRANSIT_DRAWING_REPORT"] != nil {
                print("\(scene.name): \(String(format: "%.2f", psnr)) dB")
                try Bitmap(width: image.pixelWidth, height: image.pixelHeight, pixels: image.pixels)?.pngData()?
                    .write(to: URL(fileURLWithPath: "/tmp/transit-drawing-\(scene.name).png"))
            }
            expectGreaterThanOrEqual(psnr, 40, "\(scene.name): PSNR \(psnr) dB against cairo")
        }
    }
}
