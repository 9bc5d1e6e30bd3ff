import Foundation

/// A bounds-checked big-endian view of part of a font file. Every read checks its range and throws
/// `FontError` (`.truncated`) naming `context` instead of reading past the end.
struct FontData: Sendable {
    /// The whole file.
    let bytes: [UInt8]
    /// Where this view starts in `bytes`.
    let start: Int
    /// The view's length.
    let count: Int
    /// What the view holds, for error messages (e.g. "cmap").
    let context: String

    init(_ bytes: [UInt8], context: String = "font") {
        self.bytes = bytes; self.start = 0; self.count = bytes.count; self.context = context
    }

    private init(bytes: [UInt8], start: Int, count: Int, context: String) {
        self.bytes = bytes; self.start = start; self.count = count; self.context = context
    }

    /// A sub-view of `length` bytes at `offset`.
    func slice(_ offset: Int, _ length: Int, _ what: String? = nil) throws -> FontData {
        try check(offset, length)
        return FontData(bytes: bytes, start: start + offset, count: length, context: what ?? context)
    }

    /// The view from `offset` to its end.
    func slice(from offset: Int, _ what: String? = nil) throws -> FontData {
        try check(offset, 0)
        return FontData(bytes: bytes, start: start + offset, count: count - offset, context: what ?? context)
    }

    func check(_ offset: Int, _ length: Int) throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw FontError(.truncated, "\(context): \(length) bytes at offset \(offset) run past its end (\(count) bytes)")
        }
    }

    func u8(_ o: Int) throws -> UInt8 {
        try check(o, 1)
        return bytes[start + o]
    }

    func u16(_ o: Int) throws -> UInt16 {
        try check(o, 2)
        let p = start + o
        return UInt16(bytes[p]) << 8 | UInt16(bytes[p + 1])
    }

    func i16(_ o: Int) throws -> Int16 { Int16(bitPattern: try u16(o)) }

    func u24(_ o: Int) throws -> UInt32 {
        try check(o, 3)
        let p = start + o
        return UInt32(bytes[p]) << 16 | UInt32(bytes[p + 1]) << 8 | UInt32(bytes[p + 2])
    }

    func u32(_ o: Int) throws -> UInt32 {
        try check(o, 4)
        let p = start + o
        return UInt32(bytes[p]) << 24 | UInt32(bytes[p + 1]) << 16 | UInt32(bytes[p + 2]) << 8 | UInt32(bytes[p + 3])
    }

    func i32(_ o: Int) throws -> Int32 { Int32(bitPattern: try u32(o)) }

    /// An unsigned offset of `size` bytes (1…4), as CFF INDEX offsets are stored.
    func offset(_ o: Int, size: Int) throws -> Int {
        switch size {
        case 1: return Int(try u8(o))
        case 2: return Int(try u16(o))
        case 3: return Int(try u24(o))
        case 4: return Int(try u32(o))
        default: throw FontError(.malformed, "\(context): offset size \(size) is not 1 to 4")
        }
    }

    /// A four-character table tag.
    func tag(_ o: Int) throws -> String {
        try check(o, 4)
        let p = start + o
        return String(decoding: bytes[p..<p + 4], as: Unicode.ASCII.self)
    }

    /// Raw bytes.
    func raw(_ o: Int, _ length: Int) throws -> ArraySlice<UInt8> {
        try check(o, length)
        return bytes[(start + o)..<(start + o + length)]
    }
}
