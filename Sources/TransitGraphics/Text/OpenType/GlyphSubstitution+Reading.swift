import Foundation

extension GlyphSubstitution {
    /// A subtable of lookup type `type` (extension lookups already resolved), nil for the types
    /// that are not applied.
    static func read(_ t: FontData, type: UInt16) throws -> Subtable? {
        let format = try t.u16(0)
        switch (type, format) {
        case (1, 1):
            let delta = Int(try t.i16(4))
            var map: [UInt16: UInt16] = [:]
            for g in try coverage(t, at: 2) { map[g] = UInt16(truncatingIfNeeded: Int(g) + delta) }
            return .single(map)
        case (1, 2):
            let glyphs = try coverage(t, at: 2), n = Int(try t.u16(4))
            var map: [UInt16: UInt16] = [:]
            for (i, g) in glyphs.enumerated() where i < n { map[g] = try t.u16(6 + 2 * i) }
            return .single(map)
        case (2, 1):
            let glyphs = try coverage(t, at: 2), n = Int(try t.u16(4))
            var map: [UInt16: [UInt16]] = [:]
            for (i, g) in glyphs.enumerated() where i < n {
                let sequence = try t.slice(from: Int(try t.u16(6 + 2 * i)), "GSUB sequence")
                map[g] = try glyphArray(sequence, count: Int(try sequence.u16(0)), at: 2)
            }
            return .multiple(map)
        case (4, 1):
            let glyphs = try coverage(t, at: 2), n = Int(try t.u16(4))
            var map: [UInt16: [Ligature]] = [:]
            for (i, g) in glyphs.enumerated() where i < n {
                let set = try t.slice(from: Int(try t.u16(6 + 2 * i)), "GSUB ligature set")
                map[g] = try (0..<Int(try set.u16(0))).map { k in
                    let ligature = try set.slice(from: Int(try set.u16(2 + 2 * k)), "GSUB ligature")
                    let components = Int(try ligature.u16(2))
                    guard components >= 1 else { throw FontError(.malformed, "GSUB ligature: no components") }
                    return Ligature(
                        components: try glyphArray(ligature, count: components - 1, at: 4), glyph: try ligature.u16(0))
                }
            }
            return .ligature(map)
        case (5, _), (6, _):
            return .context(try contextRules(t, chained: type == 6, format: format))
        default:
            return nil
        }
    }

    static func coverage(_ t: FontData, at o: Int) throws -> [UInt16] {
        try KerningPairs.coverage(try t.slice(from: Int(try t.u16(o)), "GSUB coverage"))
    }

    static func classTable(_ t: FontData, at o: Int) throws -> ClassTable {
        let offset = Int(try t.u16(o))
        guard offset != 0 else { return ClassTable([:]) }
        return ClassTable(try KerningPairs.classDef(try t.slice(from: offset, "GSUB class definition")))
    }

    static func glyphArray(_ t: FontData, count: Int, at o: Int) throws -> [UInt16] {
        try t.check(o, 2 * count)
        return try (0..<count).map { try t.u16(o + 2 * $0) }
    }

    static func records(_ t: FontData, count: Int, at o: Int) throws -> [(sequenceIndex: Int, lookup: Int)] {
        try t.check(o, 4 * count)
        return try (0..<count).map { (Int(try t.u16(o + 4 * $0)), Int(try t.u16(o + 4 * $0 + 2))) }
    }

    /// Context (type 5) and chained context (type 6) subtables of formats 1 (glyphs), 2 (classes)
    /// and 3 (coverages) as rules.
    static func contextRules(_ t: FontData, chained: Bool, format: UInt16) throws -> ContextRules {
        if format == 3 { return try coverageContextRule(t, chained: chained) }
        guard format == 1 || format == 2 else { throw FontError(.unsupported, "GSUB context format \(format)") }
        return try ruleSetContextRules(t, chained: chained, byClass: format == 2)
    }

    /// Format 3: one rule whose every position matches a coverage table.
    private static func coverageContextRule(_ t: FontData, chained: Bool) throws -> ContextRules {
        var o = 2
        func coverages() throws -> [Matcher] {
            let n = Int(try t.u16(o)); o += 2
            return try (0..<n).map { _ in
                defer { o += 2 }
                return .covered(Set(try coverage(t, at: o)))
            }
        }
        let rule: Rule
        if chained {
            let backtrack = try coverages(), input = try coverages(), lookahead = try coverages()
            let s = Int(try t.u16(o))
            rule = Rule(backtrack: backtrack, input: input, lookahead: lookahead, records: try records(t, count: s, at: o + 2))
        } else {
            let n = Int(try t.u16(2)), s = Int(try t.u16(4))
            o = 6
            let input: [Matcher] = try (0..<n).map { _ in
                defer { o += 2 }; return .covered(Set(try coverage(t, at: o)))
            }
            rule = Rule(backtrack: [], input: input, lookahead: [], records: try records(t, count: s, at: o))
        }
        guard case .covered(let first)? = rule.input.first else { return ContextRules(coverage: [], rules: []) }
        return ContextRules(coverage: first, rules: [rule])
    }

    /// The class tables of a format 2 subtable (backtrack, input, lookahead; empty for format
    /// 1, which matches glyphs), and the offset of its rule set count.
    private static func contextClasses(_ t: FontData, chained: Bool, byClass: Bool) throws
        -> (classes: [ClassTable], setsAt: Int)
    {
        let none = ClassTable([:])
        guard byClass else { return ([none, none, none], 4) }
        if chained {
            return ([try classTable(t, at: 4), try classTable(t, at: 6), try classTable(t, at: 8)], 10)
        }
        return ([none, try classTable(t, at: 4), none], 6)
    }

    /// Formats 1 and 2: rule sets, one per covered glyph (format 1) or per input class (format 2).
    private static func ruleSetContextRules(_ t: FontData, chained: Bool, byClass: Bool) throws -> ContextRules {
        let covered = try coverage(t, at: 2)
        let (classes, setsAt) = try contextClasses(t, chained: chained, byClass: byClass)
        var rules: [Rule] = []
        let setCount = Int(try t.u16(setsAt))
        for i in 0..<setCount {
            let setOffset = Int(try t.u16(setsAt + 2 + 2 * i))
            guard setOffset != 0 else { continue }
            // Format 1 sets follow the coverage order; format 2 sets are per input class.
            let first: Matcher
            if byClass {
                first = .inClass(UInt16(i), classes[1])
            } else {
                guard i < covered.count else { break }
                first = .glyph(covered[i])
            }
            let set = try t.slice(from: setOffset, "GSUB rule set")
            for k in 0..<Int(try set.u16(0)) {
                let r = try set.slice(from: Int(try set.u16(2 + 2 * k)), "GSUB rule")
                rules.append(try contextRule(r, first: first, chained: chained, byClass: byClass, classes: classes))
            }
        }
        return ContextRules(coverage: Set(covered), rules: rules)
    }

    /// One rule of a format 1 or 2 rule set, whose first input position matches `first`.
    private static func contextRule(
        _ r: FontData, first: Matcher, chained: Bool, byClass: Bool,
        classes: [ClassTable]
    ) throws -> Rule {
        func matchers(count: Int, at o: Int, _ table: ClassTable) throws -> [Matcher] {
            try glyphArray(r, count: count, at: o).map { byClass ? .inClass($0, table) : .glyph($0) }
        }
        guard chained else {
            let inputCount = Int(try r.u16(0))
            guard inputCount >= 1 else { throw FontError(.malformed, "GSUB rule: no input glyphs") }
            let s = Int(try r.u16(2))
            let rest = try matchers(count: inputCount - 1, at: 4, classes[1])
            return Rule(
                backtrack: [], input: [first] + rest, lookahead: [],
                records: try records(r, count: s, at: 4 + 2 * (inputCount - 1)))
        }
        let n = Int(try r.u16(0))
        let backtrack = try matchers(count: n, at: 2, classes[0])
        var o = 2 + 2 * n
        let inputCount = Int(try r.u16(o))
        guard inputCount >= 1 else { throw FontError(.malformed, "GSUB rule: no input glyphs") }
        let rest = try matchers(count: inputCount - 1, at: o + 2, classes[1])
        o += 2 + 2 * (inputCount - 1)
        let m = Int(try r.u16(o))
        let lookahead = try matchers(count: m, at: o + 2, classes[2])
        o += 2 + 2 * m
        let s = Int(try r.u16(o))
        return Rule(
            backtrack: backtrack, input: [first] + rest, lookahead: lookahead,
            records: try records(r, count: s, at: o + 2))
    }
}
