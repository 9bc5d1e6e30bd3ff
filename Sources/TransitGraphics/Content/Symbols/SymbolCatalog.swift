import Foundation

/// The system symbols Transit draws: one table from name to drawing, each drawing Transit's own
/// rendition of the SF Symbol of that name, in a unit box (0 … 1, y down).
///
/// The set is the symbols UIKit apps use most in bars, tabs and cells. Shapes are authored here;
/// the strokes take their width from the configuration's weight.
enum SymbolCatalog {
    /// The drawings, by name.
    static let table: [String: [SymbolPart]] = {
        var table = [String: [SymbolPart]]()
        for group in [arrows, marks, objects, objects2, enclosed] {
            table.merge(group) { first, _ in first }
        }
        return table
    }()

    static func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    /// Points along the circle around (cx, cy) from `from` to `to` degrees clockwise (y down), every
    /// `step` degrees (all multiples of 5).
    static func arcPoints(_ cx: Double, _ cy: Double, _ r: Double, from: Int, to: Int, step: Int = 15) -> [CGPoint] {
        stride(from: from, through: to, by: step).map { angle in
            let u = UnitCircle.point(step: angle / 5)
            return pt(cx + r * u.cos, cy + r * u.sin)
        }
    }

    /// The same points mirrored about the vertical centre line.
    static func mirrored(_ points: [CGPoint]) -> [CGPoint] { points.map { pt(1 - Double($0.x), Double($0.y)) } }

    static let arrows: [String: [SymbolPart]] = [
        "chevron.left": [.stroke([pt(0.62, 0.2), pt(0.36, 0.5), pt(0.62, 0.8)])],
        "chevron.right": [.stroke([pt(0.38, 0.2), pt(0.64, 0.5), pt(0.38, 0.8)])],
        "chevron.up": [.stroke([pt(0.2, 0.62), pt(0.5, 0.36), pt(0.8, 0.62)])],
        "chevron.down": [.stroke([pt(0.2, 0.38), pt(0.5, 0.64), pt(0.8, 0.38)])],
        "arrow.left": [.stroke([pt(0.16, 0.5), pt(0.84, 0.5)]), .stroke([pt(0.44, 0.22), pt(0.16, 0.5), pt(0.44, 0.78)])],
        "arrow.right": [.stroke([pt(0.16, 0.5), pt(0.84, 0.5)]), .stroke([pt(0.56, 0.22), pt(0.84, 0.5), pt(0.56, 0.78)])],
        "arrow.up": [.stroke([pt(0.5, 0.16), pt(0.5, 0.84)]), .stroke([pt(0.22, 0.44), pt(0.5, 0.16), pt(0.78, 0.44)])],
        "arrow.down": [.stroke([pt(0.5, 0.16), pt(0.5, 0.84)]), .stroke([pt(0.22, 0.56), pt(0.5, 0.84), pt(0.78, 0.56)])],
        "square.and.arrow.up": [
            .stroke([pt(0.36, 0.42), pt(0.2, 0.42), pt(0.2, 0.88), pt(0.8, 0.88), pt(0.8, 0.42), pt(0.64, 0.42)]),
            .stroke([pt(0.5, 0.12), pt(0.5, 0.62)]), .stroke([pt(0.35, 0.27), pt(0.5, 0.12), pt(0.65, 0.27)])
        ]
    ]

    static let xmark: [SymbolPart] = [.stroke([pt(0.24, 0.24), pt(0.76, 0.76)]), .stroke([pt(0.76, 0.24), pt(0.24, 0.76)])]
    static let plus: [SymbolPart] = [.stroke([pt(0.5, 0.18), pt(0.5, 0.82)]), .stroke([pt(0.18, 0.5), pt(0.82, 0.5)])]
    static let checkmark: [SymbolPart] = [.stroke([pt(0.2, 0.52), pt(0.42, 0.74), pt(0.8, 0.26)])]

    static let marks: [String: [SymbolPart]] = [
        "xmark": xmark,
        "plus": plus,
        "minus": [.stroke([pt(0.18, 0.5), pt(0.82, 0.5)])],
        "checkmark": checkmark,
        "ellipsis": [0.2, 0.5, 0.8].map { .disc(center: pt($0, 0.5), radius: 0.04) },
        "list.bullet": [0.25, 0.5, 0.75].flatMap { y -> [SymbolPart] in
            [.disc(center: pt(0.16, y), radius: 0.03), .stroke([pt(0.34, y), pt(0.86, y)])]
        },
        "circle": [.arc(center: pt(0.5, 0.5), radius: 0.4, from: 0, to: 360)],
        "circle.fill": [.disc(center: pt(0.5, 0.5), radius: 0.4)],
        "square": [.loop([pt(0.14, 0.14), pt(0.86, 0.14), pt(0.86, 0.86), pt(0.14, 0.86)])],
        "square.fill": [.fill([pt(0.14, 0.14), pt(0.86, 0.14), pt(0.86, 0.86), pt(0.14, 0.86)])],
        "play": [.loop(playTriangle)],
        "play.fill": [.fill(playTriangle)],
        "pause": [.loop(pauseBar(0.3)), .loop(pauseBar(0.7))],
        "pause.fill": [.fill(pauseBar(0.3)), .fill(pauseBar(0.7))]
    ]

    static let playTriangle = [pt(0.3, 0.2), pt(0.78, 0.5), pt(0.3, 0.8)]
    static func pauseBar(_ x: Double) -> [CGPoint] {
        [pt(x - 0.06, 0.2), pt(x + 0.06, 0.2), pt(x + 0.06, 0.8), pt(x - 0.06, 0.8)]
    }

    /// The heart: two circles of radius 0.19 meeting at the centre line, and the lines tangent to
    /// them at 135° and 45° meeting at the bottom point.
    static let heartLeftTangent = pt(0.31 - 0.19 * 0.7071067811865476, 0.39 + 0.19 * 0.7071067811865476)
    static let heartBottom = pt(0.5, 0.39 + 0.19 * 0.7071067811865476 + (0.5 - (0.31 - 0.19 * 0.7071067811865476)))
    static let heart: [SymbolPart] = [
        .arc(center: pt(0.31, 0.39), radius: 0.19, from: 135, to: 360),
        .arc(center: pt(0.69, 0.39), radius: 0.19, from: 180, to: 405),
        .stroke([heartLeftTangent, heartBottom, mirrored([heartLeftTangent])[0]])
    ]
    static let heartFill: [SymbolPart] = [
        .disc(center: pt(0.31, 0.39), radius: 0.19), .disc(center: pt(0.69, 0.39), radius: 0.19),
        .fill([heartLeftTangent, pt(0.31, 0.39), pt(0.69, 0.39), mirrored([heartLeftTangent])[0], heartBottom])
    ]

    /// The five-pointed star around (0.5, 0.54): outer radius 0.4, inner 0.17, its points at
    /// −90° + k·72° (cos and sin of 18° and 54° from their closed forms with √5).
    static let star: [CGPoint] = {
        let s5 = 5.0.squareRoot()
        let c18 = (10 + 2 * s5).squareRoot() / 4, s18 = (s5 - 1) / 4
        let c54 = (10 - 2 * s5).squareRoot() / 4, s54 = (1 + s5) / 4
        // Directions of the ten vertices, clockwise from the top, y down.
        let dirs: [(Double, Double)] = [
            (0, -1), (c54, -s54), (c18, -s18), (c18, s18), (c54, s54),
            (0, 1), (-c54, s54), (-c18, s18), (-c18, -s18), (-c54, -s54)
        ]
        return dirs.enumerated().map { i, d in
            let r = i.isMultiple(of: 2) ? 0.42 : 0.18
            return pt(0.5 + r * d.0, 0.54 + r * d.1)
        }
    }()
}
