// libFuzzer harness: font files of arbitrary bytes (sfnt and .ttc directories, cmap, metrics,
// glyf and CFF outlines, kerning, CBLC/CBDT colour bitmaps, GSUB substitution, cmap format 14
// variation sequences). Built by Fuzz/run.sh; a crash or a sanitizer report is a bug,
// a thrown FontError is the expected outcome for damaged input.
import Foundation
@testable import Transit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let faces = (try? SFNTDirectory.faceCount(bytes)) ?? 1
    for index in 0..<min(faces, 4) {
        guard let face = try? FontFace(bytes: bytes, index: index, url: nil) else { continue }
        for scalar in ["A", "g", "é", "한", "漢"].compactMap(\.unicodeScalars.first) {
            let glyph = face.glyphIndex(for: scalar)
            for selector in ["\u{FE00}", "\u{FE0F}", "\u{E0100}", "\u{E01EF}"].compactMap(\.unicodeScalars.first) {
                _ = face.advance(ofGlyph: face.glyphIndex(for: scalar, variationSelector: selector))
            }
            _ = face.advance(ofGlyph: glyph)
            _ = face.kerning(between: glyph, and: face.glyphIndex(for: "V"))
            if let path = try? face.outline(ofGlyph: glyph) {
                _ = path.flattened(scale: 0.05, tolerance: 0.1) { CGPoint(x: $0, y: $1) }
            }
        }
        for glyph in 0..<min(face.glyphCount, 64) {
            _ = try? face.outline(ofGlyph: glyph)
            _ = face.colorBitmap(ofGlyph: glyph, pixelsPerEm: 20)
        }
        for sequence in ["😀", "🇺🇸", "👨‍👩‍👧", "#️⃣", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"] {
            _ = face.glyphs(forSequence: Array(sequence.unicodeScalars))
        }
    }
    return 0
}
