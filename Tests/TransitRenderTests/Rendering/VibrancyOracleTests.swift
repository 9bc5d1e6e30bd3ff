import Foundation
import Testing
@testable import TransitRender
import TransitGraphics
import TransitTestingReporting

/// Vibrant content over a material against NumPy (`Scripts/vibrancy-fixtures.py`): the blur
/// fixtures' picture under a σ = 3 material saturated by 1.8 and tinted, with content whose shape
/// (not its colour) blends the secondary label colour into the material with Core Graphics'
/// `plusDarker` (light) or `plusLighter` (dark), as `CGBlendMode` documents them. Agreement within
/// 4 levels: the blur itself agrees with Pillow within 3, and the tint and blend round once each.
@Suite struct VibrancyOracleTests {
    static let size = CGSize(width: 80, height: 60)

    static func render(dark: Bool) throws -> Bitmap {
        let source = try unwrap(Image(pngData: Data(FixtureFiles.bytes("blur/source.png"))))
        var root = RenderNode(frame: CGRect(origin: .zero, size: size))
        var picture = RenderNode(frame: root.bounds)
        picture.content = .image(source, gravity: .resize)
        var effect = RenderNode(frame: root.bounds)
        let tint = dark ? Color(white: 0.11, alpha: 0.72) : Color(white: 1, alpha: 0.7)
        effect.backdrop = RenderNode.Backdrop(blurRadius: 3, saturation: 1.8, tintColor: tint)
        var vibrant = RenderNode(frame: root.bounds)
        let colour = dark ? Color(rgb: 0xEBEBF5).withAlphaComponent(0.6) : Color(rgb: 0x3C3C43).withAlphaComponent(0.6)
        vibrant.vibrancy = RenderNode.Vibrancy(blend: dark ? .plusLighter : .plusDarker, color: colour)
        // The content's own colours are ignored: only its coverage counts.
        var full = RenderNode(frame: CGRect(x: 10, y: 20, width: 60, height: 20))
        full.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        var half = RenderNode(frame: CGRect(x: 10, y: 44, width: 60, height: 10))
        half.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
        vibrant.children = [full, half]
        effect.children = [vibrant]
        root.children = [picture, effect]
        return Renderer().render(RenderTree(size: size, scale: 1, backgroundColor: .white, root: root))
    }

    @Test(arguments: ["light", "dark"]) func matchesNumPy(variant: String) throws {
        let ours = try Self.render(dark: variant == "dark")
        let expected = try Bitmap(pngData: Data(FixtureFiles.bytes("blur/vibrancy-\(variant).png")))
        let result = BackdropOracleTests.compare(ours, expected)
        expectLessThanOrEqual(result.worst, 4, "vibrancy (\(variant)) differs by \(result.worst)")
    }

    /// The blend modes on single pixels: Apple's formulas for opaque colours, and a transparent
    /// source leaves the destination as it is.
    @Test func blendModesFollowCoreGraphicsFormulas() {
        let d: UInt32 = 0xFF40_80C0  // opaque (192, 128, 64)
        let grey: UInt32 = 0xFF60_6060  // opaque 96
        // plusDarker: max(0, D + S − 1) per channel: 192+96−255 = 33, 128+96−255 < 0 → 0.
        expectEqual(VibrancyBlend.pixel(grey, d, .plusDarker), 0xFF00_0021)
        // plusLighter: min(1, S + D): 192+96 → 255, 128+96 = 224, 64+96 = 160.
        expectEqual(VibrancyBlend.pixel(grey, d, .plusLighter), 0xFFA0_E0FF)
        expectEqual(VibrancyBlend.pixel(0, d, .plusDarker), d)
        expectEqual(VibrancyBlend.pixel(0, d, .plusLighter), d)
    }
}
