import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// The decoder against PNGs written by other encoders (pypng for every colour type, bit depth,
/// tRNS and Adam7; Pillow with its own deflate and filter choices). The expected pixels were
/// computed independently in Python from the written samples (see Fixtures/make_fixtures.py).
@Suite struct PNGDecoderFixtureTests {
    static let names: [String] = (try? FixtureFiles.lines("png/manifest.txt")) ?? []

    @Test func manifestCoversEveryColourTypeAndDepth() {
        // 5 grey depths, 3 grey tRNS, 2 depths × (grey+alpha, RGB, RGBA), 2 RGB tRNS, 4 depths × 2
        // palettes: 24, twice (plain and Adam7), plus 5 Pillow files.
        expectEqual(Self.names.count, 53)
    }

    @Test(arguments: names)
    func decodesToIndependentlyComputedPixels(_ name: String) throws {
        let data = Data(try FixtureFiles.bytes("png/\(name).png"))
        let expected = try FixtureFiles.bytes("png/\(name).rgba")
        let bitmap = try Bitmap(pngData: data)
        expectEqual(bitmap.width * bitmap.height * 4, expected.count)
        expectEqual(bitmap.pixels, expected)
    }

    @Test(arguments: names)
    func reencodesLosslessly(_ name: String) throws {
        let bitmap = try Bitmap(pngData: Data(try FixtureFiles.bytes("png/\(name).png")))
        let again = try Bitmap(pngData: try unwrap(bitmap.pngData()))
        expectEqual(again, bitmap)
    }

    @Test func imageConvenienceKeepsScale() throws {
        let data = Data(try FixtureFiles.bytes("png/rgba8.png"))
        let image = try unwrap(Image(pngData: data, scale: 2))
        expectEqual(image.pixelWidth, 13)
        expectEqual(image.pixelHeight, 11)
        expectEqual(image.size, CGSize(width: 6.5, height: 5.5))
        expectNil(Image(pngData: Data([1, 2, 3])))
        expectNil(Image(pngData: data, scale: 0))
    }
}
