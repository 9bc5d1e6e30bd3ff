import Foundation

/// Cubic outlines from a `CFF ` table: the charstrings of a name-keyed or CID-keyed font (Noto
/// CJK is CID-keyed: FDSelect picks each glyph's Private DICT and local subroutines).
struct CFFOutlines: Sendable {
    let charStrings: CFFIndex
    let globalSubrs: CFFIndex
    /// Local subroutines per font DICT (one entry for name-keyed fonts).
    let localSubrs: [CFFIndex?]
    /// Font DICT index per glyph (empty for name-keyed fonts: always 0).
    let fdSelect: [UInt8]

    init(_ cff: FontData) throws {
        guard try cff.u8(0) == 1 else {
            throw FontError(.unsupported, "CFF: major version \(try cff.u8(0)) (only CFF 1 is read)")
        }
        let names = try CFFIndex(cff, at: Int(try cff.u8(2)), "CFF name index")
        let topDicts = try CFFIndex(cff, at: names.size + Int(try cff.u8(2)), "CFF top DICT index")
        let strings = try CFFIndex(cff, at: Int(try cff.u8(2)) + names.size + topDicts.size, "CFF string index")
        let globalStart = Int(try cff.u8(2)) + names.size + topDicts.size + strings.size
        globalSubrs = try CFFIndex(cff, at: globalStart, "CFF global subroutines")
        let top = try CFFDict(try topDicts.item(0))
        if let type = top.int(1206), type != 2 { throw FontError(.unsupported, "CFF: charstring type \(type)") }
        guard let charStringsOffset = top.int(17) else { throw FontError(.malformed, "CFF: no CharStrings offset") }
        charStrings = try CFFIndex(cff, at: charStringsOffset, "CFF charstrings")
        func subrs(_ dict: CFFDict) throws -> CFFIndex? {
            guard let size = dict.int(18, 0), let offset = dict.int(18, 1) else { return nil }
            let priv = try CFFDict(try cff.slice(offset, size, "CFF private DICT"))
            guard let local = priv.int(19) else { return nil }
            return try CFFIndex(cff, at: offset + local, "CFF local subroutines")
        }
        if let fdArrayOffset = top.int(1236), let fdSelectOffset = top.int(1237) {
            let fdArray = try CFFIndex(cff, at: fdArrayOffset, "CFF FDArray")
            localSubrs = try (0..<fdArray.count).map { try subrs(try CFFDict(try fdArray.item($0))) }
            fdSelect = try CFFOutlines.readFDSelect(
                try cff.slice(from: fdSelectOffset, "CFF FDSelect"),
                glyphs: charStrings.count)
        } else {
            localSubrs = [try subrs(top)]
            fdSelect = []
        }
    }

    static func readFDSelect(_ d: FontData, glyphs: Int) throws -> [UInt8] {
        switch try d.u8(0) {
        case 0:
            return Array(try d.raw(1, glyphs))
        case 3:
            let n = Int(try d.u16(1))
            var result = [UInt8](repeating: 0, count: glyphs)
            for i in 0..<n {
                let first = Int(try d.u16(3 + 3 * i)), fd = try d.u8(5 + 3 * i)
                let next = Int(try d.u16(6 + 3 * i))
                guard first <= next else { throw FontError(.malformed, "CFF FDSelect: ranges out of order") }
                let upper = min(next, glyphs)
                if first < upper { for g in first..<upper { result[g] = fd } }
            }
            return result
        default:
            throw FontError(.unsupported, "CFF FDSelect: format \(try d.u8(0))")
        }
    }

    /// The outline of glyph `index`.
    func path(_ index: Int) throws -> GlyphPath {
        let fd = index < fdSelect.count ? Int(fdSelect[index]) : 0
        var machine = Type2Charstring(global: globalSubrs, local: fd < localSubrs.count ? localSubrs[fd] : nil)
        try machine.run(try charStrings.item(index), depth: 0)
        machine.closeContour()
        return machine.path
    }
}
