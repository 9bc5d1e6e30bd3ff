import Foundation
import Testing
@testable import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

@Suite("Font files")
struct FontFaceTests {
    @Test("Metrics, character map, advances, outlines and kerning match fontTools")
    func matchesFontTools() throws {
        expect(!OpenTypeFixtures.faces.isEmpty, "fixtures/fonts/expected.json is missing")
        for entry in OpenTypeFixtures.faces {
            guard let face = OpenTypeFixtures.face(entry) else { continue }
            let name = "\(face)"
            expectEqual(face.postScriptName, entry["postScriptName"] as? String, "\(name)")
            expectEqual(face.familyName, entry["familyName"] as? String, "\(name)")
            for key in ["unitsPerEm", "glyphCount", "ascender", "descender", "lineGap", "capHeight", "xHeight", "weightClass"] {
                let ours: Int =
                    switch key {
                    case "unitsPerEm": face.unitsPerEm
                    case "glyphCount": face.glyphCount
                    case "ascender": face.ascender
                    case "descender": face.descender
                    case "lineGap": face.lineGap
                    case "capHeight": face.capHeight
                    case "xHeight": face.xHeight
                    default: face.weightClass
                    }
                expectEqual(ours, entry[key] as? Int, "\(name) \(key)")
            }
            for glyph in entry["glyphs"] as? [[String: Any]] ?? [] {
                let character = (glyph["character"] as? String ?? "").unicodeScalars.first!
                let index = face.glyphIndex(for: character)
                expectEqual(index, glyph["glyph"] as? Int, "\(name) U+\(String(character.value, radix: 16))")
                expectEqual(face.advance(ofGlyph: index), glyph["advance"] as? Int, "\(name) \(character) advance")
                let ours = OpenTypeFixtures.commands(try face.outline(ofGlyph: index))
                let theirs = OpenTypeFixtures.commands(glyph["path"] as? [[Any]] ?? [])
                expectEqual(ours.count, theirs.count, "\(name) \(character): \(ours.count) vs \(theirs.count) commands")
                // Exact for TrueType (integers, implied midpoints are halves); 1e-9 allows the
                // CFF readers' different order of adding 16.16 fixed-point operands.
                let close = zip(ours, theirs).allSatisfy { a, b in
                    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
                }
                expect(close, "\(name) \(character) outline differs")
            }
            for pair in entry["kerning"] as? [[String: Any]] ?? [] {
                let text = pair["pair"] as? String ?? ""
                let scalars = Array(text.unicodeScalars)
                let value = face.kerning(between: face.glyphIndex(for: scalars[0]), and: face.glyphIndex(for: scalars[1]))
                expectEqual(value, pair["value"] as? Int, "\(name) kerning \(text)")
            }
        }
    }

    @Test("Text drawn through the renderer matches FreeType's rendering (PSNR ≥ 30 dB)")
    func matchesFreeType() throws {
        for entry in OpenTypeFixtures.renders {
            let name = entry["name"] as? String ?? ""
            guard let face = OpenTypeFixtures.face(entry) else { continue }
            let reference = try PNGDecoder().decode(try Data(contentsOf: FixtureFiles.url("fonts/reference-\(name).png")))
            let width = reference.width, height = reference.height
            let font = Font(face: face, size: CGFloat(entry["pixels"] as? Int ?? 0))
            let origin = entry["origin"] as? [Double] ?? [0, 0]
            var node = RenderNode(
                frame: CGRect(
                    x: origin[0], y: origin[1] - Double(font.ascender),
                    width: Double(width) - origin[0], height: Double(font.lineHeight)))
            node.content = .text(
                RenderNode.TextContent(
                    text: entry["text"] as? String ?? "", fontSize: font.pointSize,
                    color: .black, face: face))
            let tree = RenderTestSupport.tree([node], size: CGSize(width: width, height: height))
            let bitmap = Renderer().render(tree)
            RenderTestSupport.dump(bitmap, "freetype-\(name)")
            var squared = 0.0
            for y in 0..<height {
                for x in 0..<width {
                    let ours = Double(bitmap.pixels[4 * (y * width + x) + 3])
                    let theirs = Double(reference.pixels[4 * (y * width + x)])
                    squared += (ours - theirs) * (ours - theirs)
                }
            }
            let mse = squared / Double(width * height)
            let psnr = mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
            if ProcessInfo.processInfo.environment["TRANSIT_DRAWING_REPORT"] != nil {  // the figures, on request
                print("PSNR against FreeType, \(name): \(String(format: "%.2f", psnr)) dB")
            }
            expectGreaterThanOrEqual(psnr, 30, "\(name): PSNR \(psnr) dB")
        }
    }

    @Test("Damaged files throw FontError with a message, never crash")
    func malformed() throws {
        #expect(throws: FontError.self) { try FontFace(data: Data()) }
        do {
            _ = try FontFace(data: Data("hello, world".utf8))
            Issue.record("text read as a font")
        } catch let error as FontError {
            expectEqual(error.kind, .notAFont)
            expect(error.message.contains("not a TrueType/OpenType font"))
        }
        // A collection header that claims more faces than it has.
        let ttc: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 1, 0]
        #expect(throws: FontError.self) { try FontFace(data: Data(ttc), index: 1) }
        #expect(throws: FontError.self) { try FontFace(data: Data(ttc), index: 5) }

        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard let original = FileManager.default.contents(atPath: path) else {
            print("skipped: \(path) is not installed (apt-get install fonts-dejavu-core)")
            return
        }
        let bytes = [UInt8](original)
        // Truncated anywhere: an error or (when only unused tables are cut) a face, no trap.
        for length in stride(from: 0, to: bytes.count, by: bytes.count / 97) {
            _ = try? FontFace(data: Data(bytes[..<length]))
        }
        // Bytes overwritten in a deterministic pattern: every glyph of what still reads is read.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<40 {
            var damaged = bytes
            for _ in 0..<64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let at = Int(state >> 33) % damaged.count
                damaged[at] = UInt8(truncatingIfNeeded: state >> 17)
            }
            guard let face = try? FontFace(data: Data(damaged)) else { continue }
            for glyph in stride(from: 0, to: face.glyphCount, by: 7) { _ = try? face.outline(ofGlyph: glyph) }
            _ = face.kerning(between: 36, and: 57)
        }
    }

    @Test("A damaged table names itself in the error")
    func errorNamesTable() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard let original = FileManager.default.contents(atPath: path) else { return }
        var bytes = [UInt8](original)
        // Point the 'head' table record past the end of the file.
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<count where String(decoding: bytes[(12 + 16 * i)..<(16 + 16 * i)], as: UTF8.self) == "head" {
            bytes[12 + 16 * i + 8] = 0x7F
        }
        do {
            _ = try FontFace(data: Data(bytes))
            Issue.record("a head table past the end was accepted")
        } catch let error as FontError {
            expectEqual(error.kind, .truncated)
            expect(error.message.contains("head"), "\(error.message)")
        }
    }
}
