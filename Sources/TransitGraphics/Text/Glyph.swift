import Foundation

/// One glyph of the built-in font: its advance and its centre-line strokes, in font units
/// (1000 per em, baseline at y = 0, y up). Parsed once from `GlyphTable`.
struct Glyph: Sendable {
    /// The advance width in font units at the regular weight.
    let advance: Double
    /// Polylines in font units; each is drawn with round caps and joins.
    let strokes: [[(x: Double, y: Double)]]

    /// Parses a design (see `GlyphTable` for the command syntax). Malformed commands are skipped.
    init(advance: Double, spec: String) {
        self.advance = advance
        var strokes: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        let tokens = spec.split(separator: " ")
        var i = 0
        func numbers(_ token: Substring) -> [Double] { token.split(separator: ",").compactMap { Double($0) } }
        while i < tokens.count {
            let command = tokens[i]
            let args = i + 1 < tokens.count ? numbers(tokens[i + 1]) : []
            i += 2
            switch command {
            case "M" where args.count == 2:
                if !current.isEmpty { strokes.append(current) }
                current = [(args[0], args[1])]
            case "L" where args.count == 2:
                current.append((args[0], args[1]))
            case "N":
                i -= 1
                if !current.isEmpty { strokes.append(current) }
                current = []
            case "E" where args.count == 6:
                let a0 = Int(args[4]) / 5, a1 = Int(args[5]) / 5
                let step = a1 >= a0 ? 1 : -1
                var k = a0
                while true {
                    let p = UnitCircle.point(step: k)
                    current.append((args[0] + args[2] * p.cos, args[1] + args[3] * p.sin))
                    if k == a1 { break }
                    k += step
                }
            default:
                break
            }
        }
        if !current.isEmpty { strokes.append(current) }
        self.strokes = strokes
    }

    /// The glyphs of the built-in font by Unicode scalar value.
    static let all: [UInt32: Glyph] = GlyphTable.designs.mapValues { Glyph(advance: $0.advance, spec: $0.strokes) }

    /// The box drawn for characters the font lacks.
    static let replacement = Glyph(advance: GlyphTable.replacement.advance, spec: GlyphTable.replacement.strokes)

    /// The glyph for a character: its single Unicode scalar's design, tabs as spaces, anything
    /// else the replacement box.
    static func forCharacter(_ character: Character) -> Glyph {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return replacement }
        if first == "\t" { return all[0x20] ?? replacement }
        return all[first.value] ?? replacement
    }
}
