import Foundation

/// A CFF INDEX: a counted array of variable-length items (names, DICTs, charstrings, subroutines).
struct CFFIndex: Sendable {
    let data: FontData
    let count: Int
    private let offSize: Int
    /// Where the item data starts, relative to `data` (offsets are 1-based from the byte before).
    private let dataStart: Int
    /// The INDEX's total size in bytes (where the next structure starts).
    let size: Int

    init(_ cff: FontData, at offset: Int, _ what: String) throws {
        let d = try cff.slice(from: offset, what)
        count = Int(try d.u16(0))
        if count == 0 {
            data = d; offSize = 1; dataStart = 2; size = 2
            return
        }
        offSize = Int(try d.u8(2))
        guard (1...4).contains(offSize) else { throw FontError(.malformed, "\(what): offset size \(offSize)") }
        dataStart = 3 + (count + 1) * offSize - 1
        let last = try d.offset(3 + count * offSize, size: offSize)
        try d.check(dataStart, last)
        size = dataStart + last
        data = d
    }

    /// Item `i`.
    func item(_ i: Int) throws -> FontData {
        guard i >= 0, i < count else { throw FontError(.malformed, "\(data.context): item \(i) of \(count)") }
        let a = try data.offset(3 + i * offSize, size: offSize), b = try data.offset(3 + (i + 1) * offSize, size: offSize)
        guard a >= 1, b >= a else { throw FontError(.malformed, "\(data.context): offsets of item \(i) decrease") }
        return try data.slice(dataStart + a, b - a)
    }

    /// The subroutine number bias for an INDEX of this size (Type 2 charstrings).
    var bias: Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }
}

/// A CFF DICT: operator → operands (two-byte operators as 1200 + second byte).
struct CFFDict: Sendable {
    var values: [Int: [Double]] = [:]

    init(_ d: FontData) throws {
        var operands: [Double] = []
        var o = 0
        while o < d.count {
            let b0 = Int(try d.u8(o))
            switch b0 {
            case 0...21:
                var op = b0
                o += 1
                if b0 == 12 { op = 1200 + Int(try d.u8(o)); o += 1 }
                values[op] = operands
                operands = []
            case 28: operands.append(Double(try d.i16(o + 1))); o += 3
            case 29: operands.append(Double(try d.i32(o + 1))); o += 5
            case 30:
                // A real number in nibbles; only the value's magnitude is needed here.
                var text = ""
                o += 1
                var done = false
                while !done {
                    let byte = try d.u8(o); o += 1
                    for nibble in [byte >> 4, byte & 15] {
                        switch nibble {
                        case 0...9: text += String(nibble)
                        case 0xA: text += "."
                        case 0xB: text += "E"
                        case 0xC: text += "E-"
                        case 0xE: text += "-"
                        case 0xF: done = true
                        default: break
                        }
                        if done { break }
                    }
                }
                operands.append(Double(text) ?? 0)
            case 32...246: operands.append(Double(b0 - 139)); o += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try d.u8(o + 1)) + 108)); o += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try d.u8(o + 1)) - 108)); o += 2
            default: throw FontError(.malformed, "\(d.context): byte \(b0) in a DICT")
            }
            guard operands.count <= 48 else { throw FontError(.malformed, "\(d.context): too many DICT operands") }
        }
    }

    func int(_ op: Int, _ index: Int = 0) -> Int? {
        guard let v = values[op], index < v.count, v[index].isFinite, abs(v[index]) < 1e9 else { return nil }
        return Int(v[index])
    }
}
