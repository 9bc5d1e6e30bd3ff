import Foundation

/// Glyph substitution from the `GSUB` table, as much as composing emoji sequences needs: the
/// lookups of the default script's (`DFLT`, else the first script's) default language system for
/// the `ccmp`, `rlig`, `liga` and `clig` features, applied in lookup-list order (OpenType layout
/// common table formats and GSUB chapter,
/// https://learn.microsoft.com/typography/opentype/spec/gsub). Lookup types read: 1 single,
/// 2 multiple (an empty sequence deletes the glyph), 4 ligature, 5 context and 6 chained context
/// (formats 1, 2 and 3 each), 7 extension. Alternate (3) and reverse chaining (8) lookups, and
/// lookup flags (skipping marks or ligatures), are not applied; no emoji font needs them.
struct GlyphSubstitution: Sendable {
    /// What a subtable does.
    enum Subtable: Sendable {
        case single([UInt16: UInt16])
        case multiple([UInt16: [UInt16]])
        /// Ligatures by first glyph, in the order the font lists them (the first that matches wins).
        case ligature([UInt16: [Ligature]])
        /// Context rules by first glyph (a rule's first input position is matched by the key or,
        /// for class-based rules, by `firstClass`).
        case context(ContextRules)
    }

    struct Ligature: Sendable {
        var components: [UInt16]
        var glyph: UInt16
    }

    /// One position of a context rule.
    enum Matcher: Sendable {
        case glyph(UInt16)
        case inClass(UInt16, ClassTable)
        case covered(Set<UInt16>)

        func matches(_ g: UInt16) -> Bool {
            switch self {
            case .glyph(let x): return g == x
            case .inClass(let c, let table): return (table.classes[g] ?? 0) == c
            case .covered(let set): return set.contains(g)
            }
        }
    }

    /// A shared class definition (class 0 is every glyph it does not list).
    final class ClassTable: Sendable {
        let classes: [UInt16: UInt16]
        init(_ classes: [UInt16: UInt16]) { self.classes = classes }
    }

    struct Rule: Sendable {
        /// Backtrack positions, nearest first.
        var backtrack: [Matcher]
        /// Input positions, the first included.
        var input: [Matcher]
        var lookahead: [Matcher]
        /// (input position, lookup index) in order.
        var records: [(sequenceIndex: Int, lookup: Int)]
    }

    struct ContextRules: Sendable {
        var coverage: Set<UInt16>
        var rules: [Rule]
    }

    /// The lookups the features use, directly or from context rules, as subtables by index (the
    /// others are not read).
    private(set) var lookups: [Int: [Subtable]] = [:]
    /// The indices of the lookups the features apply, in order.
    private(set) var featureLookups: [Int] = []

    /// No substitution.
    static let empty = GlyphSubstitution()

    private init() {}

    static let features: Set<String> = ["ccmp", "rlig", "liga", "clig"]

    init(_ gsub: FontData) throws {
        let scripts = try gsub.slice(from: Int(try gsub.u16(4)), "GSUB script list")
        let featureList = try gsub.slice(from: Int(try gsub.u16(6)), "GSUB feature list")
        let lookupList = try gsub.slice(from: Int(try gsub.u16(8)), "GSUB lookup list")
        var langSysFeatures: [Int]?
        for i in 0..<Int(try scripts.u16(0)) {
            let tag = try scripts.tag(2 + 6 * i)
            let script = try scripts.slice(from: Int(try scripts.u16(2 + 6 * i + 4)), "GSUB script")
            let defaultLangSys = Int(try script.u16(0))
            guard defaultLangSys != 0 else { continue }
            let langSys = try script.slice(from: defaultLangSys, "GSUB language system")
            let indices = try (0..<Int(try langSys.u16(4))).map { Int(try langSys.u16(6 + 2 * $0)) }
            if tag == "DFLT" || langSysFeatures == nil { langSysFeatures = indices }
            if tag == "DFLT" { break }
        }
        var selected = Set<Int>()
        for i in 0..<Int(try featureList.u16(0)) {
            guard GlyphSubstitution.features.contains(try featureList.tag(2 + 6 * i)),
                langSysFeatures?.contains(i) ?? true
            else { continue }
            let feature = try featureList.slice(from: Int(try featureList.u16(2 + 6 * i + 4)), "GSUB feature")
            for k in 0..<Int(try feature.u16(2)) { selected.insert(Int(try feature.u16(4 + 2 * k))) }
        }
        let count = Int(try lookupList.u16(0))
        featureLookups = selected.sorted().filter { $0 < count }
        var pending = featureLookups
        while let index = pending.popLast() {
            guard index < count, lookups[index] == nil else { continue }
            let lookup = try lookupList.slice(from: Int(try lookupList.u16(2 + 2 * index)), "GSUB lookup \(index)")
            let type = try lookup.u16(0)
            var subtables: [Subtable] = []
            for s in 0..<Int(try lookup.u16(4)) {
                var sub = try lookup.slice(from: Int(try lookup.u16(6 + 2 * s)), "GSUB lookup \(index)")
                var subType = type
                if type == 7 {
                    subType = try sub.u16(2)
                    sub = try sub.slice(from: Int(try sub.u32(4)), "GSUB extension")
                }
                if let subtable = try GlyphSubstitution.read(sub, type: subType) {
                    subtables.append(subtable)
                    if case .context(let rules) = subtable { pending += rules.rules.flatMap { $0.records.map(\.lookup) } }
                }
            }
            lookups[index] = subtables
        }
    }

    var isEmpty: Bool { featureLookups.isEmpty }

    /// The glyphs after the features' lookups.
    func apply(_ input: [Int]) -> [Int] {
        guard !featureLookups.isEmpty, input.allSatisfy({ $0 >= 0 && $0 <= 0xFFFF }) else { return input }
        var glyphs = input.map { UInt16($0) }
        for lookup in featureLookups {
            var i = 0, steps = 0
            // Every step consumes or deletes a glyph; the bound only guards against a font whose
            // multiple substitutions keep inserting.
            while i < glyphs.count && steps < 64 * (input.count + 1) {
                i = apply(lookup: lookup, at: i, to: &glyphs, depth: 0) ?? i + 1
                steps += 1
            }
        }
        return glyphs.map(Int.init)
    }

    /// Applies the first subtable of `lookup` that matches at `i`; returns the position after
    /// what it consumed, or nil when none applies.
    private func apply(lookup: Int, at i: Int, to glyphs: inout [UInt16], depth: Int) -> Int? {
        guard let subtables = lookups[lookup], i < glyphs.count, depth < 8 else { return nil }
        let g = glyphs[i]
        for subtable in subtables {
            switch subtable {
            case .single(let map):
                guard let out = map[g] else { continue }
                glyphs[i] = out
                return i + 1
            case .multiple(let map):
                guard let out = map[g] else { continue }
                glyphs.replaceSubrange(i...i, with: out)
                return i + out.count
            case .ligature(let map):
                guard let ligatures = map[g] else { continue }
                for ligature in ligatures {
                    let n = ligature.components.count
                    guard i + n < glyphs.count,
                        ligature.components.enumerated().allSatisfy({ glyphs[i + 1 + $0.offset] == $0.element })
                    else { continue }
                    glyphs.replaceSubrange(i...(i + n), with: [ligature.glyph])
                    return i + 1
                }
            case .context(let rules):
                guard rules.coverage.contains(g) else { continue }
                for rule in rules.rules where matches(rule, at: i, in: glyphs) {
                    var end = i + rule.input.count
                    for record in rule.records {
                        let p = i + record.sequenceIndex
                        guard p < end, p < glyphs.count else { continue }
                        let before = glyphs.count
                        _ = apply(lookup: record.lookup, at: p, to: &glyphs, depth: depth + 1)
                        end += glyphs.count - before
                    }
                    // Past the input as it now stands (at `i` when the input was deleted).
                    return max(end, i)
                }
            }
        }
        return nil
    }

    private func matches(_ rule: Rule, at i: Int, in glyphs: [UInt16]) -> Bool {
        guard i >= rule.backtrack.count, i + rule.input.count + rule.lookahead.count <= glyphs.count else { return false }
        for (k, m) in rule.backtrack.enumerated() where !m.matches(glyphs[i - 1 - k]) { return false }
        for (k, m) in rule.input.enumerated() where !m.matches(glyphs[i + k]) { return false }
        let after = i + rule.input.count
        for (k, m) in rule.lookahead.enumerated() where !m.matches(glyphs[after + k]) { return false }
        return true
    }
}
