import Foundation
import Testing
@testable import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// Colour emoji drawn through a Core Graphics context (`NSString.draw(at:withAttributes:)` and
/// friends go through ``GraphicsContext/draw(_:at:color:)``), against Pillow's pixels of Noto
/// Color Emoji in `Fixtures/fonts/emoji.json`.
@Suite("Colour emoji in a context")
@MainActor
struct ColorEmojiDrawingTests {
    @Test("An emoji drawn in an image renderer is the strike's image, shrunk and placed as in a label")
    func emojiInImageRenderer() throws {
        let fixture = ColorEmojiTests.fixture
        guard ColorEmojiTests.face(fixture) != nil, let shrunk = fixture["shrunk"] as? [String: Any] else { return }
        // 27.25 pt at scale 1: Noto's 109 ppem strike shrinks by exactly 4 (136 × 128 → 34 × 32).
        let size: CGFloat = 27.25
        let layout = TextLayout(text: "A\u{1F600}", font: Font.systemFont(ofSize: size))
        let line = try unwrap(layout.lines.first)
        let emoji = try unwrap(line.glyphs.last)
        let image = GraphicsImageRenderer(size: CGSize(width: 100, height: layout.size.height)).image { context in
            context.cgContext.draw(layout, at: .zero, color: .black)
        }
        // Where the glyph's metrics put the image: bearing (0, 101) strike pixels, 136 × 128,
        // its corner snapped to the nearest pixel.
        let x0 = Int((line.origin.x + emoji.x).rounded()), y0 = Int((line.origin.y - 101 * size / 109).rounded())
        var block: [UInt8] = []
        for y in y0..<y0 + 32 {
            let row = (y * image.pixelWidth + x0) * 4
            block += image.pixels[row..<row + 34 * 4]
        }
        expectEqual(Int(CRC32.checksum(block)), shrunk["crc32"] as? Int, "the emoji's pixels at (\(x0), \(y0))")
        // The "A" before it is drawn from its outline in the text colour.
        let inked = (0..<image.pixelHeight).contains { y in
            (0..<x0).contains { x in image.pixels[(y * image.pixelWidth + x) * 4 + 3] > 0 }
        }
        expect(inked, "the letter is drawn too")
    }
}
