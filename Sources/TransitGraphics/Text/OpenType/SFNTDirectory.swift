import Foundation

/// The table directory of one face in an sfnt file (TrueType `.ttf`, OpenType `.otf`) or in a
/// TrueType collection (`.ttc`, a header listing several faces that share tables).
struct SFNTDirectory: Sendable {
    /// The tables by tag.
    let tables: [String: FontData]

    /// How many faces `bytes` holds: the count in a `ttcf` header, 1 for a single font.
    static func faceCount(_ bytes: [UInt8]) throws -> Int {
        let data = FontData(bytes, context: "font file")
        let tag = try data.tag(0)
        if tag == "ttcf" {
            let n = Int(try data.u32(8))
            guard n > 0, n <= 10_000 else { throw FontError(.malformed, "collection header: \(n) faces") }
            return n
        }
        guard isSFNTVersion(try data.u32(0)) else {
            throw FontError(.notAFont, "not a TrueType/OpenType font (first bytes \"\(tag)\")")
        }
        return 1
    }

    static func isSFNTVersion(_ v: UInt32) -> Bool {
        v == 0x0001_0000 || v == 0x4F54_544F /* OTTO */ || v == 0x7472_7565 /* true */
    }

    /// Reads the directory of face `index` (0 for a single font).
    init(_ bytes: [UInt8], index: Int = 0) throws {
        let file = FontData(bytes, context: "font file")
        var base = 0
        if try file.tag(0) == "ttcf" {
            let n = try SFNTDirectory.faceCount(bytes)
            guard index >= 0, index < n else {
                throw FontError(.malformed, "collection has \(n) faces; face \(index) asked for")
            }
            base = Int(try file.u32(12 + 4 * index))
        } else if index != 0 {
            throw FontError(.malformed, "a single font has only face 0; face \(index) asked for")
        }
        let header = try file.slice(from: base, "table directory")
        guard SFNTDirectory.isSFNTVersion(try header.u32(0)) else {
            if base == 0 { throw FontError(.notAFont, "not a TrueType/OpenType font (first bytes \"\(try header.tag(0))\")") }
            throw FontError(.notAFont, "face \(index): not a TrueType/OpenType table directory")
        }
        let count = Int(try header.u16(4))
        var tables: [String: FontData] = [:]
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = try header.tag(record)
            let offset = Int(try header.u32(record + 8)), length = Int(try header.u32(record + 12))
            let name = tag.trimmingCharacters(in: .whitespaces)
            guard offset <= file.count, length <= file.count - offset else {
                throw FontError(
                    .truncated,
                    "table '\(name)' (\(length) bytes at offset \(offset)) runs past the end of the file (\(file.count) bytes)")
            }
            tables[tag] = try file.slice(offset, length, name)
        }
        self.tables = tables
    }

    /// A table that must be present.
    func required(_ tag: String) throws -> FontData {
        guard let table = tables[tag] else { throw FontError(.missingTable, "the font has no '\(tag)' table") }
        return table
    }
}
