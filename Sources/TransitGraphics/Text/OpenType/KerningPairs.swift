import Foundation

/// Pair kerning from the `kern` table (format 0 subtables) and from GPOS pair adjustment lookups
/// (lookup type 2, formats 1 and 2, also through extension lookups) of the `kern` feature. Only
/// the first glyph's x-advance adjustment is applied, as horizontal left-to-right text needs.
struct KerningPairs: Sendable {
    /// One subtable: explicit pairs (kern format 0, GPOS format 1) or classes (GPOS format 2).
    enum Subtable: Sendable {
        case pairs([UInt32: Int16])
        case classes(ClassPairs)
    }

    struct ClassPairs: Sendable {
        var coverage: Set<UInt16>
        var classes1: [UInt16: UInt16]
        var classes2: [UInt16: UInt16]
        var class2Count: Int
        var values: [Int16]
    }

    /// Lookups in order, each a list of subtables. A pair takes the value of the first subtable
    /// of each lookup that applies to it (format 1: lists the pair; format 2: covers the first
    /// glyph); the values of successive lookups add up, as OpenType layout applies them.
    private(set) var lookups: [[Subtable]] = []

    /// No kerning.
    static let empty = KerningPairs()

    private init() {}

    init(_ directory: SFNTDirectory) throws {
        if let gpos = directory.tables["GPOS"] { try readGPOS(gpos) }
        if lookups.isEmpty, let kern = directory.tables["kern"] { try readKern(kern) }
    }

    var isEmpty: Bool { lookups.isEmpty }

    /// The adjustment in font units between two glyphs.
    func adjustment(_ left: Int, _ right: Int) -> Int {
        guard left >= 0, right >= 0, left <= 0xFFFF, right <= 0xFFFF else { return 0 }
        let l = UInt16(left), r = UInt16(right)
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .pairs(let pairs):
                    guard let v = pairs[UInt32(l) << 16 | UInt32(r)] else { continue }
                    total += Int(v)
                case .classes(let t):
                    guard t.coverage.contains(l) else { continue }
                    let c1 = Int(t.classes1[l] ?? 0), c2 = Int(t.classes2[r] ?? 0)
                    let i = c1 * t.class2Count + c2
                    if c2 < t.class2Count, i < t.values.count { total += Int(t.values[i]) }
                }
                break
            }
        }
        return total
    }

    mutating func readKern(_ kern: FontData) throws {
        let version = try kern.u16(0)
        guard version == 0 else { return }  // Apple's version 1 tables are not read.
        let count = Int(try kern.u16(2))
        var o = 4
        var pairs: [UInt32: Int16] = [:]
        defer { if !pairs.isEmpty { lookups.append([.pairs(pairs)]) } }
        for _ in 0..<count {
            let length = Int(try kern.u16(o + 2)), coverage = try kern.u16(o + 4)
            // Format 0, horizontal, not cross-stream, not minimum values.
            if coverage >> 8 == 0 && coverage & 0x7 == 1 {
                let n = Int(try kern.u16(o + 6))
                try kern.check(o + 14, 6 * n)
                for i in 0..<n {
                    let p = o + 14 + 6 * i
                    let key = UInt32(try kern.u16(p)) << 16 | UInt32(try kern.u16(p + 2))
                    if pairs[key] == nil { pairs[key] = try kern.i16(p + 4) }
                }
            }
            guard length > 0 else { break }
            o += length
        }
    }

    mutating func readGPOS(_ gpos: FontData) throws {
        let features = try gpos.slice(from: Int(try gpos.u16(6)), "GPOS feature list")
        let lookupList = try gpos.slice(from: Int(try gpos.u16(8)), "GPOS lookup list")
        // The kern feature of the Latin script's default language (else the default script's,
        // else every kern feature).
        let scripts = try gpos.slice(from: Int(try gpos.u16(4)), "GPOS script list")
        var scriptFeatures: [String: [Int]] = [:]
        for i in 0..<Int(try scripts.u16(0)) {
            let tag = try scripts.tag(2 + 6 * i)
            let script = try scripts.slice(from: Int(try scripts.u16(2 + 6 * i + 4)))
            let defaultLangSys = Int(try script.u16(0))
            guard defaultLangSys != 0 else { continue }
            let langSys = try script.slice(from: defaultLangSys)
            scriptFeatures[tag] = try (0..<Int(try langSys.u16(4))).map { Int(try langSys.u16(6 + 2 * $0)) }
        }
        let allowed = scriptFeatures["latn"] ?? scriptFeatures["DFLT"]
        var indices = Set<Int>()
        for i in 0..<Int(try features.u16(0)) {
            guard try features.tag(2 + 6 * i) == "kern", allowed?.contains(i) ?? true else { continue }
            let feature = try features.slice(from: Int(try features.u16(2 + 6 * i + 4)))
            for k in 0..<Int(try feature.u16(2)) { indices.insert(Int(try feature.u16(4 + 2 * k))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        for index in indices.sorted() where index < lookupCount {
            let lookup = try lookupList.slice(from: Int(try lookupList.u16(2 + 2 * index)), "GPOS lookup \(index)")
            let type = try lookup.u16(0)
            var subtables: [Subtable] = []
            defer { if !subtables.isEmpty { lookups.append(subtables) } }
            for s in 0..<Int(try lookup.u16(4)) {
                var sub = try lookup.slice(from: Int(try lookup.u16(6 + 2 * s)))
                var subType = type
                if type == 9 {
                    subType = try sub.u16(2)
                    sub = try sub.slice(from: Int(try sub.u32(4)))
                }
                if subType == 2, let subtable = try KerningPairs.readPairPos(sub) { subtables.append(subtable) }
            }
        }
    }

    /// The size in bytes of a ValueRecord with `format`, and the offset of XAdvance in it.
    static func valueRecord(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
        var size = 0, xAdvance: Int?
        for bit in 0..<8 where format & (1 << bit) != 0 {
            if bit == 2 { xAdvance = size }
            size += 2
        }
        return (size, xAdvance)
    }

    static func readPairPos(_ t: FontData) throws -> Subtable? {
        let format = try t.u16(0)
        let coverage = try KerningPairs.coverage(try t.slice(from: Int(try t.u16(2)), "GPOS coverage"))
        let v1 = KerningPairs.valueRecord(try t.u16(4)), v2 = KerningPairs.valueRecord(try t.u16(6))
        guard let x = v1.xAdvance else { return nil }
        if format == 1 {
            var pairs: [UInt32: Int16] = [:]
            let setCount = Int(try t.u16(8))
            for (i, first) in coverage.enumerated() where i < setCount {
                let set = try t.slice(from: Int(try t.u16(10 + 2 * i)), "GPOS pair set")
                let n = Int(try set.u16(0)), stride = 2 + v1.size + v2.size
                try set.check(2, n * stride)
                for k in 0..<n {
                    let p = 2 + k * stride
                    let key = UInt32(first) << 16 | UInt32(try set.u16(p))
                    if pairs[key] == nil { pairs[key] = try set.i16(p + 2 + x) }
                }
            }
            return .pairs(pairs)
        } else if format == 2 {
            let classes1 = try KerningPairs.classDef(try t.slice(from: Int(try t.u16(8)), "GPOS class definition"))
            let classes2 = try KerningPairs.classDef(try t.slice(from: Int(try t.u16(10)), "GPOS class definition"))
            let c1 = Int(try t.u16(12)), c2 = Int(try t.u16(14)), stride = v1.size + v2.size
            try t.check(16, c1 * c2 * stride)
            var values: [Int16] = []
            values.reserveCapacity(c1 * c2)
            for i in 0..<(c1 * c2) { values.append(try t.i16(16 + i * stride + x)) }
            return .classes(
                ClassPairs(
                    coverage: Set(coverage), classes1: classes1, classes2: classes2,
                    class2Count: c2, values: values))
        }
        return nil
    }

    /// The glyphs a Coverage table lists, in coverage-index order.
    static func coverage(_ t: FontData) throws -> [UInt16] {
        var glyphs: [UInt16] = []
        switch try t.u16(0) {
        case 1:
            let n = Int(try t.u16(2))
            try t.check(4, 2 * n)
            for i in 0..<n { glyphs.append(try t.u16(4 + 2 * i)) }
        case 2:
            for i in 0..<Int(try t.u16(2)) {
                let start = try t.u16(4 + 6 * i), end = try t.u16(6 + 6 * i)
                guard start <= end, end - start < 0x8000 else { throw FontError(.malformed, "GPOS coverage: bad range") }
                for g in start...end { glyphs.append(g) }
            }
        default:
            throw FontError(.malformed, "GPOS coverage: unknown format")
        }
        return glyphs
    }

    /// A ClassDef table as glyph → class (class 0 omitted).
    static func classDef(_ t: FontData) throws -> [UInt16: UInt16] {
        var classes: [UInt16: UInt16] = [:]
        switch try t.u16(0) {
        case 1:
            let first = Int(try t.u16(2)), n = Int(try t.u16(4))
            try t.check(6, 2 * n)
            for i in 0..<n where first + i <= 0xFFFF { classes[UInt16(first + i)] = try t.u16(6 + 2 * i) }
        case 2:
            for i in 0..<Int(try t.u16(2)) {
                let start = try t.u16(4 + 6 * i), end = try t.u16(6 + 6 * i), c = try t.u16(8 + 6 * i)
                guard start <= end else { throw FontError(.malformed, "GPOS class definition: bad range") }
                for g in start...end { classes[g] = c }
            }
        default:
            throw FontError(.malformed, "GPOS class definition: unknown format")
        }
        return classes
    }
}
