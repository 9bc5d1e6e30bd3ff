import Foundation
import Testing
@testable import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// Colour emoji from Debian's Noto Color Emoji against `Scripts/emoji-fixtures.py`: CBLC/CBDT
/// locations, metrics and PNG bytes read with fontTools, sequences shaped by HarfBuzz, pixels
/// decoded by Pillow. Skipped with a message when the font is not installed as the fixture expects
/// (CI installs fonts-noto-color-emoji).
@Suite("Colour emoji")
struct ColorEmojiTests {
    static var fixture: [String: Any] {
        guard let data = try? Data(contentsOf: FixtureFiles.url("fonts/emoji.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return json
    }

    /// Noto Color Emoji as the fixture describes it, or nil with the reason printed.
    static func face(_ fixture: [String: Any]) -> FontFace? {
        let path = fixture["file"] as? String ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            print("skipped: \(path) is not installed (apt-get install fonts-noto-color-emoji)")
            return nil
        }
        guard (attributes[.size] as? Int) == fixture["size"] as? Int else {
            print("skipped: \(path) is not the version the fixture was made from (run Scripts/emoji-fixtures.py)")
            return nil
        }
        return try? FontFace(contentsOf: URL(fileURLWithPath: path))
    }

    static var sequences: [[String: Any]] { fixture["sequences"] as? [[String: Any]] ?? [] }

    @Test("CBLC strikes, CBDT offsets, metrics and PNG bytes match fontTools")
    func tablesMatchFontTools() throws {
        let fixture = Self.fixture
        expect(!Self.sequences.isEmpty, "Fixtures/fonts/emoji.json is missing")
        guard let face = Self.face(fixture) else { return }
        expectEqual(face.unitsPerEm, fixture["unitsPerEm"] as? Int)
        expectEqual(face.glyphCount, fixture["glyphCount"] as? Int)
        expect(face.hasColorBitmaps)
        let tables = try unwrap(face.colorBitmaps)
        let strikes = fixture["strikes"] as? [[String: Any]] ?? []
        expectEqual(tables.strikes.map(\.ppemY), strikes.map { $0["ppem"] as? Int ?? -1 })
        expectEqual(tables.strikes.map(\.startGlyph), strikes.map { $0["startGlyph"] as? Int ?? -1 })
        expectEqual(tables.strikes.map(\.endGlyph), strikes.map { $0["endGlyph"] as? Int ?? -1 })
        for entry in Self.sequences {
            let name = entry["name"] as? String ?? ""
            let glyph = entry["glyph"] as? Int ?? -1
            let strike = try unwrap(tables.strike(for: 40, covering: glyph), "\(name)")
            expectEqual(strike.ppemY, entry["ppem"] as? Int, "\(name)")
            let location = try unwrap(try tables.location(of: glyph, in: strike), "\(name)")
            expectEqual(location.subtable.indexFormat, entry["indexFormat"] as? Int, "\(name)")
            expectEqual(location.subtable.imageFormat, entry["imageFormat"] as? Int, "\(name)")
            expectEqual(location.offset, entry["offset"] as? Int, "\(name) offset in CBDT")
            expectEqual(location.length, entry["length"] as? Int, "\(name) record length")
            let bitmap = try unwrap(face.colorBitmap(ofGlyph: glyph, pixelsPerEm: 40), "\(name)")
            let metrics = entry["metrics"] as? [String: Int] ?? [:]
            expect(bitmap.width == metrics["width"] && bitmap.height == metrics["height"], "\(name) size")
            expect(bitmap.bearingX == metrics["bearingX"] && bitmap.bearingY == metrics["bearingY"], "\(name) bearings")
            expectEqual(bitmap.advance, metrics["advance"], "\(name) advance")
            expectEqual(bitmap.pngData.count, entry["pngLength"] as? Int, "\(name) PNG length")
            expectEqual(Int(CRC32.checksum([UInt8](bitmap.pngData))), entry["pngCRC32"] as? Int, "\(name) PNG bytes")
            expectEqual(face.advance(ofGlyph: glyph), entry["advance"] as? Int, "\(name) hmtx advance")
        }
    }

    @Test("The strike's PNGs decode to Pillow's pixels")
    func pixelsMatchPillow() throws {
        let fixture = Self.fixture
        guard let face = Self.face(fixture) else { return }
        for entry in Self.sequences {
            let name = entry["name"] as? String ?? ""
            let bitmap = try unwrap(face.colorBitmap(ofGlyph: entry["glyph"] as? Int ?? -1, pixelsPerEm: 109))
            let decoded = try PNGDecoder().decode(bitmap.pngData)
            expect(decoded.width == entry["pixelWidth"] as? Int && decoded.height == entry["pixelHeight"] as? Int, "\(name)")
            expectEqual(Int(CRC32.checksum(decoded.pixels)), entry["premultipliedCRC32"] as? Int, "\(name) pixels")
            for sample in entry["samples"] as? [[String: Any]] ?? [] {
                let x = sample["x"] as? Int ?? 0, y = sample["y"] as? Int ?? 0
                let p = decoded[x, y]
                expectEqual([Int(p.r), Int(p.g), Int(p.b), Int(p.a)], sample["rgba"] as? [Int], "\(name) (\(x), \(y))")
            }
        }
    }

    @Test("Emoji sequences shape to the glyphs HarfBuzz gives")
    func shapingMatchesHarfBuzz() throws {
        let fixture = Self.fixture
        guard let face = Self.face(fixture) else { return }
        let font = Font(face: face, size: 20)
        for entry in Self.sequences {
            let text = entry["text"] as? String ?? ""
            let placed = font.glyphs(for: text)
            expectEqual(placed.map(\.source), [.face(face, glyph: entry["glyph"] as? Int ?? -1)], "\(entry["name"] ?? "")")
            expectEqual(text.count, 1, "one character")
        }
        for entry in fixture["shaped"] as? [[String: Any]] ?? [] {
            let placed = font.glyphs(for: entry["text"] as? String ?? "")
            let glyphs = placed.map { source -> Int in
                if case .face(_, let g) = source.source { return g }
                return -1
            }
            expectEqual(glyphs, entry["glyphs"] as? [Int], "\(entry["name"] ?? "")")
            let advances = (entry["advances"] as? [Int] ?? []).map { CGFloat($0) * 20 / CGFloat(face.unitsPerEm) }
            expectEqual(placed.map(\.advance), advances, "\(entry["name"] ?? "") advances")
        }
    }

    @Test("Text fonts fall back to the colour face for emoji presentation, and keep text presentation")
    func fallbackByPresentation() throws {
        let fixture = Self.fixture
        guard let face = Self.face(fixture) else { return }
        let font = Font.systemFont(ofSize: 17)
        let family = Self.sequences.first { ($0["name"] as? String ?? "").hasPrefix("family") }
        let familyGlyph = family?["glyph"] as? Int ?? -1
        let placed = font.glyphs(for: "a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}b")
        expectEqual(placed.count, 3)
        expectEqual(placed.map(\.characterIndex), [0, 1, 2])
        if placed.count == 3 {
            expectEqual(placed[1].source, .face(face, glyph: familyGlyph))
            expectEqual(placed[1].advance, CGFloat(face.advance(ofGlyph: familyGlyph)) * 17 / CGFloat(face.unitsPerEm))
            expectEqual(placed[2].x, placed[1].x + placed[1].advance, "no kerning across the emoji")
        }
        func drawnInColor(_ text: String) -> Bool {
            font.glyphs(for: text).contains {
                if case .face(let f, _) = $0.source { return f.hasColorBitmaps } else { return false }
            }
        }
        // UTS #51: Emoji_Presentation characters and VS16 draw as emoji; VS15 and characters whose
        // default is text (❤ U+2764, ☺ U+263A, digits) draw as text.
        expect(drawnInColor("\u{1F600}"))
        expect(drawnInColor("\u{2764}\u{FE0F}"))
        expect(drawnInColor("#\u{FE0F}\u{20E3}"))
        expect(!drawnInColor("\u{2764}"))
        expect(!drawnInColor("\u{263A}"))
        expect(!drawnInColor("\u{263A}\u{FE0E}"))
        expect(!drawnInColor("1"))
        expect(EmojiPresentation.isEmoji("\u{1F1FA}\u{1F1F8}"))
        expect(EmojiPresentation.isEmoji("\u{1F44D}\u{1F3FD}"))
        expect(!EmojiPresentation.isEmoji("\u{1F600}\u{FE0E}"))
        expect(!EmojiPresentation.isEmoji("é"))
    }

    @Test("Area averaging shrinks the emoji exactly as 4 × 4 block means")
    func shrinkMatchesBlockMeans() throws {
        let fixture = Self.fixture
        guard let face = Self.face(fixture), let shrunk = fixture["shrunk"] as? [String: Any] else { return }
        let entry = try unwrap(Self.sequences.first { $0["glyphName"] as? String == shrunk["glyphName"] as? String })
        let bitmap = try unwrap(face.colorBitmap(ofGlyph: entry["glyph"] as? Int ?? -1, pixelsPerEm: 109))
        let decoded = try PNGDecoder().decode(bitmap.pngData)
        let w = shrunk["width"] as? Int ?? 0, h = shrunk["height"] as? Int ?? 0
        let pixels = AreaResampler.shrink(decoded.pixels, width: decoded.width, height: decoded.height, to: w, h)
        expectEqual(Int(CRC32.checksum(pixels)), shrunk["crc32"] as? Int)
        let c = 4 * ((h / 2) * w + w / 2)
        expectEqual(pixels[c..<c + 4].map(Int.init), shrunk["centre"] as? [Int])
    }

    @Test("An emoji in a label renders in its own colours at its bitmap metrics, untinted")
    func rendersInColor() throws {
        let fixture = Self.fixture
        guard Self.face(fixture) != nil, let shrunk = fixture["shrunk"] as? [String: Any] else { return }
        // 27.25 pt at scale 1: Noto's 109 ppem strike shrinks by exactly 4 (136 × 128 → 34 × 32).
        let size: CGFloat = 27.25
        let font = Font.systemFont(ofSize: size)
        let text = "A\u{1F600}"
        let layout = TextLayout(text: text, font: font)
        let line = try unwrap(layout.lines.first)
        let emoji = try unwrap(line.glyphs.last)
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: layout.size.height))
        node.content = .text(RenderNode.TextContent(text: text, fontSize: size, color: .black))
        let bitmap = Renderer().render(RenderTestSupport.tree([node], size: CGSize(width: 100, height: layout.size.height)))
        RenderTestSupport.dump(bitmap, "emoji-label")
        // Where the glyph's metrics put the image: bearing (0, 101) strike pixels, 136 × 128.
        let rect = CGRect(x: line.origin.x + emoji.x, y: line.origin.y - 101 * size / 109, width: 34, height: 32)
        // Ink outside the image's rectangle (one pixel of filtering allowed) would be misplaced.
        for y in 0..<bitmap.height {
            for x in Int(rect.maxX) + 2..<bitmap.width { expectEqual(bitmap[x, y].a, 0, "ink right of the emoji at \(x), \(y)") }
        }
        // Unrotated, the image's corner snaps to the nearest pixel and every pixel is one texel of
        // Pillow's pixels shrunk by 4 × 4 block means (over a transparent background: exactly).
        let x0 = Int(rect.minX.rounded()), y0 = Int(rect.minY.rounded())
        var block: [UInt8] = []
        for y in y0..<y0 + 32 {
            for x in x0..<x0 + 34 { let p = bitmap[x, y]; block += [p.r, p.g, p.b, p.a] }
        }
        expectEqual(Int(CRC32.checksum(block)), shrunk["crc32"] as? Int, "the emoji's pixels at (\(x0), \(y0))")
        // The centre is the emoji's yellow, not the black text colour.
        let centre = bitmap[Int(rect.midX), Int(rect.midY)]
        let expected = shrunk["centre"] as? [Int] ?? []
        let ours: [Int] = [Int(centre.r), Int(centre.g), Int(centre.b), Int(centre.a)]
        #expect(
            ours.count == expected.count && zip(ours, expected).allSatisfy { Swift.abs($0 - $1) == 0 },
            "centre \(ours) vs \(expected)")
    }

    @Test("Without a colour emoji face the library says so once and emoji fall back to outline fonts")
    func missingColorFace() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "transit-no-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let collector = NoteCollector()
        let library = FontLibrary(folders: [empty], notes: collector.sink)
        expect(!library.lacksColorEmoji)
        expectNil(library.colorEmojiFace())
        expect(library.lacksColorEmoji)
        expectNil(library.colorEmojiFace())
        expectEqual(
            collector.notes,
            [
                "transit: no colour emoji font is installed; emoji draw in outline from text fonts, "
                    + "or as boxes. Install the Debian package fonts-noto-color-emoji.\n"
            ])
    }

    @Test("Damaged colour bitmap tables throw FontError, never crash")
    func damagedTables() throws {
        let fixture = Self.fixture
        guard let path = fixture["file"] as? String, Self.face(fixture) != nil else { return }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = try SFNTDirectory(bytes)
        let cblc = try unwrap(directory.tables["CBLC"]), cbdt = try unwrap(directory.tables["CBDT"])
        let whole = try ColorBitmaps(cblc: cblc, cbdt: cbdt)
        let strike = try unwrap(whole.strikes.first)
        let last = try unwrap(strike.subtables.last)
        // A CBLC cut inside its strike records, one cut before its index subtable headers, and one
        // cut inside the last subtable's offsets.
        #expect(throws: FontError.self) { try ColorBitmaps(cblc: try cblc.slice(0, 40), cbdt: cbdt) }
        #expect(throws: FontError.self) { try ColorBitmaps(cblc: try cblc.slice(0, last.offset + 4), cbdt: cbdt) }
        let tables = try ColorBitmaps(cblc: try cblc.slice(0, last.offset + 16), cbdt: cbdt)
        #expect(throws: FontError.self) { try tables.location(of: strike.endGlyph, in: strike) }
        // A CBDT cut short: glyph images past the cut fail to read.
        let short = try ColorBitmaps(cblc: cblc, cbdt: try cbdt.slice(0, 1000))
        #expect(throws: FontError.self) { try short.bitmap(of: strike.endGlyph, in: strike) }
    }
}

@Suite("Colour bitmap formats")
struct ColorBitmapFormatTests {
    @Test("Every CBLC index format (1-5) and CBDT image format (17, 18, 19) reads as fontTools reads it")
    func everyFormatMatchesFontTools() throws {
        let formats = try unwrap(ColorEmojiTests.fixture["formats"] as? [String: Any], "Fixtures/fonts/emoji.json is missing")
        // A committed subset: runs without any font installed.
        let face = try FontFace(contentsOf: FixtureFiles.url("fonts/emoji-formats.ttf"))
        let tables = try unwrap(face.colorBitmaps)
        let strikes = formats["strikes"] as? [[String: Any]] ?? []
        expectEqual(tables.strikes.count, strikes.count)
        var seen: Set<[Int]> = []
        for (strike, expected) in zip(tables.strikes, strikes) {
            let ppem = expected["ppem"] as? Int ?? -1
            let label = "ppem \(ppem)"
            expectEqual(strike.ppemY, ppem)
            let sub = try unwrap(strike.subtables.first)
            expectEqual(sub.indexFormat, expected["indexFormat"] as? Int, "\(label)")
            expectEqual(sub.imageFormat, expected["imageFormat"] as? Int, "\(label)")
            seen.insert([sub.indexFormat, sub.imageFormat])
            for glyph in expected["glyphs"] as? [[String: Any]] ?? [] {
                let g = glyph["glyph"] as? Int ?? -1
                let location = try unwrap(try tables.location(of: g, in: strike), "\(label) glyph \(g)")
                expectEqual(location.offset, glyph["offset"] as? Int, "\(label) glyph \(g) offset")
                expectEqual(location.length, glyph["length"] as? Int, "\(label) glyph \(g) length")
                // The strike the face picks for exactly its size.
                let bitmap = try unwrap(face.colorBitmap(ofGlyph: g, pixelsPerEm: Double(ppem)), "\(label) glyph \(g)")
                expectEqual(bitmap.pixelsPerEm, ppem)
                let m = glyph["metrics"] as? [String: Int] ?? [:]
                expectEqual(
                    [bitmap.width, bitmap.height, bitmap.bearingX, bitmap.bearingY, bitmap.advance],
                    [m["width"], m["height"], m["bearingX"], m["bearingY"], m["advance"]].map { $0 ?? -1 },
                    "\(label) glyph \(g) metrics")
                expectEqual(bitmap.pngData.count, glyph["pngLength"] as? Int, "\(label) glyph \(g) PNG length")
                expectEqual(Int(CRC32.checksum([UInt8](bitmap.pngData))), glyph["pngCRC32"] as? Int, "\(label) glyph \(g) PNG")
            }
            for g in expected["missing"] as? [Int] ?? [] {
                expectNil(try tables.location(of: g, in: strike), "\(label): glyph \(g) is not in the sparse subtable")
            }
        }
        expectEqual(seen, [[1, 17], [2, 19], [3, 18], [4, 17], [5, 19]])
    }
}
