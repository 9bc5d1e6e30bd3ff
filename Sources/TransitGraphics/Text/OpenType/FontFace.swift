import Foundation

/// One face of a TrueType or OpenType font file, read in pure Swift (`CTFont`/`CGFont`'s
/// counterpart at the file level): character map, metrics, quadratic (`glyf`) or cubic (`CFF `)
/// outlines and pair kerning (`kern`, GPOS). Immutable once read, so it can be shared freely.
///
/// Reading checks every offset and length against the data: a damaged file throws `FontError`
/// with a sentence naming the table, never crashes. Colour bitmap glyphs (`CBLC`/`CBDT`, as Noto
/// Color Emoji has) are read as PNG images with their metrics (`colorBitmap(ofGlyph:pixelsPerEm:)`),
/// and `GSUB` substitutions compose emoji sequences into one glyph (`glyphs(forSequence:)`).
/// Complex shaping (Arabic joining, Indic reordering) is out of scope.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The file the face was read from, if any.
    public let url: URL?
    /// The face's index in its collection (0 for a single font).
    public let index: Int
    /// The family name from the `name` table (e.g. "DejaVu Sans").
    public let familyName: String
    /// The full name (e.g. "DejaVu Sans Bold").
    public let fullName: String
    /// The PostScript name (e.g. "DejaVuSans-Bold").
    public let postScriptName: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// Line metrics in font units: ascender (positive), descender (negative), line gap.
    public let ascender: Int, descender: Int, lineGap: Int
    /// Cap and x heights in font units (0 when the font does not say).
    public let capHeight: Int, xHeight: Int
    /// OS/2 weight class: 400 regular, 700 bold.
    public let weightClass: Int
    /// The number of glyphs.
    public let glyphCount: Int

    let cmap: CharacterMap
    let metrics: FontMetricsTables
    let trueType: TrueTypeOutlines?
    let cff: CFFOutlines?
    let kerning: KerningPairs
    let colorBitmaps: ColorBitmaps?
    let substitution: GlyphSubstitution

    /// Reads face `index` of a font file's bytes (`.ttf`, `.otf`, `.ttc`).
    public convenience init(data: Data, index: Int = 0) throws {
        try self.init(bytes: [UInt8](data), index: index, url: nil)
    }

    /// Reads face `index` of a font file.
    public convenience init(contentsOf url: URL, index: Int = 0) throws {
        let data: Data
        do { data = try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw FontError(.unreadable, "\(url.path): cannot be read")
        }
        try self.init(bytes: [UInt8](data), index: index, url: url)
    }

    init(bytes: [UInt8], index: Int, url: URL?) throws {
        self.url = url
        self.index = index
        let directory = try SFNTDirectory(bytes, index: index)
        metrics = try FontMetricsTables(directory)
        cmap = try CharacterMap(try directory.required("cmap"))
        if directory.tables["glyf"] != nil {
            trueType = try TrueTypeOutlines(directory, metrics: metrics); cff = nil
        } else if let table = directory.tables["CFF "] {
            cff = try CFFOutlines(table); trueType = nil
        } else if directory.tables["CFF2"] != nil {
            throw FontError(.unsupported, "CFF2 (variable OpenType) outlines are not read")
        } else if directory.tables["CBDT"] != nil && directory.tables["CBLC"] != nil {
            // A colour bitmap font (Noto Color Emoji) has bitmaps and no outlines.
            trueType = nil; cff = nil
        } else {
            throw FontError(.missingTable, "the font has neither 'glyf' nor 'CFF ' outlines nor 'CBDT' colour bitmaps")
        }
        if let cblc = directory.tables["CBLC"], let cbdt = directory.tables["CBDT"] {
            colorBitmaps = try ColorBitmaps(cblc: cblc, cbdt: cbdt)
        } else {
            colorBitmaps = nil
        }
        // Substitution is needed only for sequences (emoji): a damaged GSUB leaves glyphs as mapped.
        substitution = directory.tables["GSUB"].flatMap { try? GlyphSubstitution($0) } ?? .empty
        // Kerning is an optional extra: a damaged kerning table leaves the face unkerned.
        kerning = (try? KerningPairs(directory)) ?? KerningPairs.empty
        let names = (try? FontFace.names(directory)) ?? [:]
        familyName = names[16] ?? names[1] ?? "Unknown"
        fullName = names[4] ?? familyName
        postScriptName = names[6] ?? fullName.replacingOccurrences(of: " ", with: "")
        unitsPerEm = metrics.unitsPerEm
        ascender = metrics.ascender; descender = metrics.descender; lineGap = metrics.lineGap
        capHeight = metrics.capHeight; xHeight = metrics.xHeight
        weightClass = metrics.weightClass
        glyphCount = metrics.numGlyphs
    }

    /// The number of faces in a font file's bytes (1 for `.ttf`/`.otf`, the count for `.ttc`).
    public static func faceCount(in data: Data) throws -> Int { try SFNTDirectory.faceCount([UInt8](data)) }

    /// The glyph index for a scalar, 0 (`.notdef`) when the font has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int {
        let g = cmap.glyph(for: scalar.value)
        return g < glyphCount ? g : 0
    }

    /// The glyph for a scalar followed by a variation selector (U+FE00…U+FE0F, U+E0100…U+E01EF):
    /// the glyph the font's `cmap` format 14 subtable names for the sequence (a non-default
    /// Unicode Variation Sequence, such as an Adobe-Japan1 ideographic variant), else the scalar's
    /// ordinary glyph (a default sequence, or one the font does not list). Core Text applies the
    /// same table when it shapes a string; UIKit has no call of its own for it.
    public func glyphIndex(for scalar: Unicode.Scalar, variationSelector: Unicode.Scalar) -> Int {
        let g = cmap.glyph(for: scalar.value, selector: variationSelector.value)
        return g < glyphCount ? g : 0
    }

    /// Whether the font maps the scalar to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != 0 }

    /// A glyph's advance width in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        glyph >= 0 && glyph < metrics.advances.count ? Int(metrics.advances[glyph]) : 0
    }

    /// The kerning adjustment in font units between two glyphs (negative brings them closer).
    public func kerning(between left: Int, and right: Int) -> Int { kerning.adjustment(left, right) }

    /// A glyph's outline in font units (empty in a colour bitmap font, which has none). Throws
    /// when the glyph's data is damaged.
    public func outline(ofGlyph glyph: Int) throws -> GlyphPath {
        guard glyph >= 0, glyph < glyphCount else {
            throw FontError(.malformed, "glyph \(glyph) is outside 0..<\(glyphCount)")
        }
        if let trueType { return try trueType.path(glyph) }
        if let cff { return try cff.path(glyph) }
        return GlyphPath()
    }

    /// The `name` table's English (or first Unicode) strings by name ID.
    static func names(_ directory: SFNTDirectory) throws -> [Int: String] {
        guard let t = directory.tables["name"] else { return [:] }
        let count = Int(try t.u16(2)), storage = Int(try t.u16(4))
        var names: [Int: (rank: Int, text: String)] = [:]
        for i in 0..<count {
            let r = 6 + 12 * i
            let platform = try t.u16(r), encoding = try t.u16(r + 2), language = try t.u16(r + 4)
            let id = Int(try t.u16(r + 6)), length = Int(try t.u16(r + 8)), offset = Int(try t.u16(r + 10))
            let raw = Array(try t.raw(storage + offset, length))
            let text: String, rank: Int
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                var k = 0
                while k + 1 < raw.count { units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1])); k += 2 }
                text = String(decoding: units, as: UTF16.self)
                rank = platform == 3 && (language == 0x409) ? 3 : 2
            } else if platform == 1 && encoding == 0 {
                text = String(decoding: raw, as: Unicode.ASCII.self); rank = language == 0 ? 1 : 0
            } else {
                continue
            }
            if names[id].map({ $0.rank < rank }) ?? true { names[id] = (rank, text) }
        }
        return names.mapValues(\.text)
    }

    /// Faces are the same when read from the same file and index (or are the same object).
    public static func == (a: FontFace, b: FontFace) -> Bool {
        a === b || (a.url != nil && a.url == b.url && a.index == b.index)
    }

    /// Hashes the file and index.
    public func hash(into hasher: inout Hasher) {
        if let url { hasher.combine(url); hasher.combine(index) } else { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The PostScript name and where the face came from.
    public var description: String { "\(postScriptName) (\(url?.lastPathComponent ?? "data")#\(index))" }
}
