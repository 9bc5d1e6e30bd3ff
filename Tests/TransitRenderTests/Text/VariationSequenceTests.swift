import Foundation
import Testing
@testable import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// Unicode Variation Sequences (`cmap` format 14): the tables of Debian's Noto Sans CJK against
/// `Scripts/variation-fixtures.py` (fontTools reads the tables, HarfBuzz shapes the strings), and
/// subtables built byte by byte from the OpenType specification's layout. The Noto tests skip
/// with a message when the font is not installed as the fixture expects (CI installs
/// fonts-noto-cjk).
@Suite("Variation sequences")
struct VariationSequenceTests {
    static var fixture: [String: Any] {
        guard let data = try? Data(contentsOf: FixtureFiles.url("fonts/variations.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return json
    }

    static var faces: [[String: Any]] { fixture["faces"] as? [[String: Any]] ?? [] }

    /// A face of Noto Sans CJK as the fixture describes it, or nil with the reason printed.
    static func face(_ index: Int) -> FontFace? {
        let fixture = Self.fixture
        let path = fixture["file"] as? String ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            print("skipped: \(path) is not installed (apt-get install fonts-noto-cjk)")
            return nil
        }
        guard (attributes[.size] as? Int) == fixture["size"] as? Int else {
            print("skipped: \(path) is not the version the fixture was made from (run Scripts/variation-fixtures.py)")
            return nil
        }
        return try? FontFace(contentsOf: URL(fileURLWithPath: path), index: index)
    }

    static func scalar(_ value: Any?) -> Unicode.Scalar { Unicode.Scalar(UInt32((value as? Int) ?? 0))! }

    @Test("Every selector's default ranges and non-default mappings match fontTools")
    func tablesMatchFontTools() throws {
        expect(!Self.faces.isEmpty, "Fixtures/fonts/variations.json is missing")
        for entry in Self.faces {
            let index = entry["index"] as? Int ?? -1
            guard let face = Self.face(index) else { return }
            expectEqual(face.glyphCount, entry["glyphCount"] as? Int)
            let expected = entry["selectors"] as? [[String: Any]] ?? []
            let read = face.cmap.variations.selectors
            expectEqual(read.map { Int($0.selector) }, expected.map { $0["selector"] as? Int ?? -1 }, "face \(index)")
            for (selector, want) in zip(read, expected) {
                var bytes: [UInt8] = []
                var defaults = 0
                for range in selector.defaults {
                    for base in range {
                        bytes += [UInt8(base >> 16), UInt8(base >> 8 & 0xFF), UInt8(base & 0xFF)]
                        defaults += 1
                    }
                }
                for (base, glyph) in zip(selector.bases, selector.glyphs) {
                    bytes += [
                        UInt8(base >> 16), UInt8(base >> 8 & 0xFF), UInt8(base & 0xFF), UInt8(glyph >> 8), UInt8(glyph & 0xFF)
                    ]
                }
                let name = "face \(index) U+\(String(selector.selector, radix: 16))"
                expectEqual(defaults, want["defaults"] as? Int, "\(name)")
                expectEqual(selector.bases.count, want["mappings"] as? Int, "\(name)")
                expectEqual(Int(CRC32.checksum(bytes)), want["crc32"] as? Int, "\(name)")
            }
        }
    }

    @Test("A base and selector map to the sequence's glyph, or the base's own glyph, as fontTools and HarfBuzz say")
    func samples() throws {
        for entry in Self.faces {
            let index = entry["index"] as? Int ?? -1
            guard let face = Self.face(index) else { return }
            let samples = entry["samples"] as? [[String: Any]] ?? []
            expectGreaterThan(samples.count, 10)
            for sample in samples {
                let base = Self.scalar(sample["base"]), selector = Self.scalar(sample["selector"])
                let name = "face \(index) U+\(String(base.value, radix: 16)) U+\(String(selector.value, radix: 16))"
                expectEqual(face.glyphIndex(for: base, variationSelector: selector), sample["glyph"] as? Int, "\(name)")
                expectEqual(face.glyphIndex(for: base), sample["baseGlyph"] as? Int, "\(name)")
                let mapping = face.cmap.variations.mapping(base.value, selector.value)
                switch sample["kind"] as? String {
                case "default": expectEqual(mapping, .defaultGlyph, "\(name)")
                case "glyph": expectEqual(mapping, .glyph(sample["glyph"] as? Int ?? -1), "\(name)")
                default: expectNil(mapping, "\(name)")
                }
            }
        }
    }

    @Test("Shaped strings give HarfBuzz's glyphs: variants for listed sequences, selectors never drawn")
    func shapedStrings() throws {
        for entry in Self.faces {
            let index = entry["index"] as? Int ?? -1
            guard let face = Self.face(index) else { return }
            let font = Font(face: face, size: 20)
            for shaped in entry["shaped"] as? [[String: Any]] ?? [] {
                let text = shaped["text"] as? String ?? ""
                let glyphs: [Int] = font.glyphs(for: text).map {
                    if case .face(_, let g) = $0.source { return g }
                    return -1
                }
                expectEqual(
                    glyphs, shaped["glyphs"] as? [Int],
                    "face \(index) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test("Selectors draw nothing in the built-in font either", arguments: ["A\u{FE00}", "e\u{E0100}", "\u{FE0E}x", "\u{E01EF}"])
    func selectorsNeverDraw(text: String) {
        let glyphs = FontSource.$current.withValue(.builtInOnly) { Font.systemFont(ofSize: 17).glyphs(for: text) }
        let letters = text.unicodeScalars.filter { !VariationSequences.isSelector($0) }.map { Character($0) }
        expectEqual(glyphs.map(\.source), letters.map { PlacedGlyph.Source.builtIn($0) })
    }

    // MARK: Subtables built from the specification's layout

    /// A format 14 subtable: records of (selector, default ranges (start, additionalCount),
    /// non-default mappings (base, glyph)), laid out as the OpenType specification lists the
    /// fields, with the offsets counted from the subtable's start.
    static func format14(_ records: [(UInt32, [(UInt32, UInt8)]?, [(UInt32, UInt16)]?)]) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u24(_ v: UInt32) -> [UInt8] { [UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var tail: [UInt8] = []
        var heads: [UInt8] = []
        let headerSize = 10 + 11 * records.count
        for (selector, defaults, mappings) in records {
            var defaultOffset = 0, mappingOffset = 0
            if let defaults {
                defaultOffset = headerSize + tail.count
                tail += u32(defaults.count)
                for (start, more) in defaults { tail += u24(start) + [more] }
            }
            if let mappings {
                mappingOffset = headerSize + tail.count
                tail += u32(mappings.count)
                for (base, glyph) in mappings { tail += u24(base) + u16(Int(glyph)) }
            }
            heads += u24(selector) + u32(defaultOffset) + u32(mappingOffset)
        }
        return u16(14) + u32(headerSize + tail.count) + u32(records.count) + heads + tail
    }

    static func read(_ bytes: [UInt8]) throws -> VariationSequences {
        try VariationSequences(FontData(bytes, context: "cmap format 14"))
    }

    @Test("A hand-built subtable: default ranges, non-default mappings, and sequences it does not list")
    func handBuilt() throws {
        let table = try Self.read(
            Self.format14([
                (0xFE00, [(0x4E00, 2), (0x4E10, 0)], [(0x4E01, 500), (0x4E20, 501)]),
                (0xE0100, nil, [(0x845B, 700)])
            ]))
        // The non-default list wins over an overlapping default range (the specification says a
        // base is in at most one; a mapping is the more specific statement).
        expectEqual(table.mapping(0x4E00, 0xFE00), .defaultGlyph)
        expectEqual(table.mapping(0x4E01, 0xFE00), .glyph(500))
        expectEqual(table.mapping(0x4E02, 0xFE00), .defaultGlyph)  // 0x4E00 + additionalCount 2
        expectNil(table.mapping(0x4E03, 0xFE00))
        expectEqual(table.mapping(0x4E10, 0xFE00), .defaultGlyph)
        expectEqual(table.mapping(0x4E20, 0xFE00), .glyph(501))
        expectEqual(table.mapping(0x845B, 0xE0100), .glyph(700))
        expectNil(table.mapping(0x845B, 0xFE00))
        expectNil(table.mapping(0x845B, 0xE0101))
        expect(try Self.read(Self.format14([])).selectors.isEmpty)
    }

    @Test("Damaged subtables are refused with a sentence naming the fault")
    func damaged() throws {
        let good = Self.format14([(0xFE00, [(0x4E00, 2)], [(0x4E01, 500)])])
        // Truncated anywhere: offsets and counts point past the data.
        for cut in [4, 12, good.count - 1] {
            #expect(throws: FontError.self) { try Self.read(Array(good.prefix(cut))) }
        }
        // Records, ranges and mappings out of order.
        let cases: [[UInt8]] = [
            Self.format14([(0xFE01, nil, [(1, 1)]), (0xFE00, nil, [(1, 1)])]),
            Self.format14([(0xFE00, [(0x50, 0), (0x40, 0)], nil)]),
            Self.format14([(0xFE00, [(0x40, 4), (0x42, 0)], nil)]),
            Self.format14([(0xFE00, nil, [(0x50, 1), (0x50, 2)])])
        ]
        for bytes in cases {
            #expect(throws: FontError.self) { try Self.read(bytes) }
        }
        // A count far beyond the data.
        var huge = good
        huge[6] = 0x7F
        #expect(throws: FontError.self) { try Self.read(huge) }
    }

    @Test("A cmap with a damaged format 14 subtable still maps characters; a sound one adds its sequences")
    func cmapWithFormat14() throws {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        // Format 4: "A"…"B" → glyphs 5, 6 by idDelta; the closing 0xFFFF segment.
        let format4 =
            u16(4) + u16(32) + u16(0) + u16(4) + u16(4) + u16(1) + u16(0)
            + u16(0x42) + u16(0xFFFF) + u16(0) + u16(0x41) + u16(0xFFFF)
            + u16((5 - 0x41) & 0xFFFF) + u16(1) + u16(0) + u16(0)
        func cmap(_ format14: [UInt8]) throws -> CharacterMap {
            let header = 4 + 2 * 8
            let bytes =
                u16(0) + u16(2) + u16(0) + u16(5) + u32(header) + u16(3) + u16(1) + u32(header + format14.count)
                + format14 + format4
            return try CharacterMap(FontData(bytes, context: "cmap"))
        }
        let sound = try cmap(Self.format14([(0xFE00, nil, [(0x41, 9)])]))
        expectEqual(sound.glyph(for: 0x41), 5)
        expectEqual(sound.glyph(for: 0x42), 6)
        expectEqual(sound.glyph(for: 0x41, selector: 0xFE00), 9)
        expectEqual(sound.glyph(for: 0x42, selector: 0xFE00), 6)  // not listed: the base's glyph
        var damaged = Self.format14([(0xFE00, nil, [(0x41, 9)])])
        damaged[6] = 0x7F  // a record count beyond the data
        let read = try cmap(damaged)
        expect(read.variations.selectors.isEmpty)
        expectEqual(read.glyph(for: 0x41), 5)
        expectEqual(read.glyph(for: 0x41, selector: 0xFE00), 5)
    }
}
