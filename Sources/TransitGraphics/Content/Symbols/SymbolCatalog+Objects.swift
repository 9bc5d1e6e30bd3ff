import Foundation

extension SymbolCatalog {
    static let houseBody = [pt(0.5, 0.2), pt(0.78, 0.45), pt(0.78, 0.86), pt(0.22, 0.86), pt(0.22, 0.45)]
    static let bellOutline: [CGPoint] = {
        let left = [pt(0.18, 0.74), pt(0.28, 0.62), pt(0.3, 0.44)]
        return left + arcPoints(0.5, 0.44, 0.2, from: 180, to: 360) + mirrored(left).reversed()
    }()
    static let bookmarkOutline = [pt(0.26, 0.12), pt(0.74, 0.12), pt(0.74, 0.88), pt(0.5, 0.68), pt(0.26, 0.88)]
    static let folderOutline = [pt(0.1, 0.22), pt(0.38, 0.22), pt(0.46, 0.32), pt(0.9, 0.32), pt(0.9, 0.8), pt(0.1, 0.8)]
    static let trashCan = [pt(0.24, 0.26), pt(0.29, 0.88), pt(0.71, 0.88), pt(0.76, 0.26)]

    /// The gear's eight teeth: trapezoids from radius 0.27 to 0.41, 20° wide at the base.
    static let gearTeeth: [SymbolPart] = stride(from: 0, to: 360, by: 45).map { a in
        let base = arcPoints(0.5, 0.5, 0.28, from: a - 10, to: a + 10, step: 20)
        let tip = arcPoints(0.5, 0.5, 0.4, from: a - 5, to: a + 5, step: 10)
        return .fill([base[0], tip[0], tip[1], base[1]])
    }

    static let objects: [String: [SymbolPart]] = [
        "heart": heart,
        "heart.fill": heartFill,
        "star": [.loop(star)],
        "star.fill": [.fill(star)],
        "house": [
            .stroke([pt(0.12, 0.5), pt(0.5, 0.16), pt(0.88, 0.5)]),
            .stroke([pt(0.22, 0.42), pt(0.22, 0.86), pt(0.78, 0.86), pt(0.78, 0.42)]),
            .stroke([pt(0.42, 0.86), pt(0.42, 0.64), pt(0.58, 0.64), pt(0.58, 0.86)])
        ],
        "house.fill": [
            .fill(houseBody), .stroke([pt(0.12, 0.5), pt(0.5, 0.16), pt(0.88, 0.5)]),
            .cut(.box(CGRect(x: 0.42, y: 0.64, width: 0.16, height: 0.4), radius: 0.03), margin: 0)
        ],
        "gearshape": [
            .arc(center: pt(0.5, 0.5), radius: 0.28, from: 0, to: 360),
            .arc(center: pt(0.5, 0.5), radius: 0.1, from: 0, to: 360)
        ] + gearTeeth,
        "gearshape.fill": [.disc(center: pt(0.5, 0.5), radius: 0.28)] + gearTeeth
            + [.cut(.disc(center: pt(0.5, 0.5), radius: 0.06), margin: 0)],
        "magnifyingglass": [
            .arc(center: pt(0.42, 0.42), radius: 0.25, from: 0, to: 360),
            .stroke([pt(0.6, 0.6), pt(0.84, 0.84)])
        ],
        "person": [
            .arc(center: pt(0.5, 0.3), radius: 0.15, from: 0, to: 360),
            .arc(center: pt(0.5, 0.86), radius: 0.3, from: 180, to: 360),
            .stroke([pt(0.2, 0.86), pt(0.8, 0.86)])
        ],
        "person.fill": [
            .disc(center: pt(0.5, 0.3), radius: 0.15),
            .fill(arcPoints(0.5, 0.86, 0.3, from: 180, to: 360))
        ],
        "bell": [
            .loop(bellOutline), .arc(center: pt(0.5, 0.76), radius: 0.08, from: 0, to: 180),
            .stroke([pt(0.5, 0.14), pt(0.5, 0.2)])
        ],
        "bell.fill": [
            .fill(bellOutline), .arc(center: pt(0.5, 0.76), radius: 0.08, from: 0, to: 180),
            .disc(center: pt(0.5, 0.79), radius: 0.04), .stroke([pt(0.5, 0.14), pt(0.5, 0.2)])
        ],
        "trash": [
            .stroke([pt(0.16, 0.26), pt(0.84, 0.26)]),
            .stroke([pt(0.38, 0.26), pt(0.4, 0.14), pt(0.6, 0.14), pt(0.62, 0.26)]),
            .stroke(trashCan), .stroke([pt(0.42, 0.4), pt(0.43, 0.74)]), .stroke([pt(0.58, 0.4), pt(0.57, 0.74)])
        ],
        "trash.fill": [
            .stroke([pt(0.16, 0.26), pt(0.84, 0.26)]),
            .stroke([pt(0.38, 0.26), pt(0.4, 0.14), pt(0.6, 0.14), pt(0.62, 0.26)]),
            .fill(trashCan), .cut(.stroke([pt(0.42, 0.44), pt(0.43, 0.72)]), margin: -0.01),
            .cut(.stroke([pt(0.58, 0.44), pt(0.57, 0.72)]), margin: -0.01)
        ]
    ]

    static let objects2: [String: [SymbolPart]] = [
        "photo": [
            .loop([pt(0.12, 0.2), pt(0.88, 0.2), pt(0.88, 0.8), pt(0.12, 0.8)]),
            .stroke([pt(0.14, 0.72), pt(0.38, 0.48), pt(0.56, 0.66), pt(0.66, 0.56), pt(0.86, 0.76)]),
            .disc(center: pt(0.68, 0.38), radius: 0.04)
        ],
        "bookmark": [.loop(bookmarkOutline)],
        "bookmark.fill": [.fill(bookmarkOutline)],
        "message": [
            .arc(center: pt(0.5, 0.46), radius: 0.36, from: 130, to: 480),
            .stroke([
                arcPoints(0.5, 0.46, 0.36, from: 120, to: 120)[0], pt(0.16, 0.86),
                arcPoints(0.5, 0.46, 0.36, from: 130, to: 130)[0]
            ])
        ],
        "message.fill": [
            .disc(center: pt(0.5, 0.46), radius: 0.36),
            .fill([pt(0.3, 0.7), pt(0.16, 0.86), pt(0.4, 0.78)])
        ],
        "clock": [
            .arc(center: pt(0.5, 0.5), radius: 0.4, from: 0, to: 360), .stroke([pt(0.5, 0.24), pt(0.5, 0.5), pt(0.68, 0.6)])
        ],
        "clock.fill": [
            .disc(center: pt(0.5, 0.5), radius: 0.4), .cut(.stroke([pt(0.5, 0.24), pt(0.5, 0.5), pt(0.68, 0.6)]), margin: 0)
        ],
        "folder": [.loop(folderOutline)],
        "folder.fill": [.fill(folderOutline)]
    ]

    static func ring(_ inner: [SymbolPart]) -> [SymbolPart] {
        [.arc(center: pt(0.5, 0.5), radius: 0.4, from: 0, to: 360)] + inner
    }

    static func punched(_ inner: [SymbolPart]) -> [SymbolPart] {
        [.disc(center: pt(0.5, 0.5), radius: 0.4)] + inner.map { .cut($0, margin: 0) }
    }

    /// `scaled` draws a part's points towards the centre, for marks inside circles.
    static func scaled(_ parts: [SymbolPart], _ k: Double) -> [SymbolPart] {
        func move(_ p: CGPoint) -> CGPoint { pt(0.5 + (Double(p.x) - 0.5) * k, 0.5 + (Double(p.y) - 0.5) * k) }
        return parts.map { part in
            switch part {
            case .stroke(let points): .stroke(points.map(move))
            case .disc(let c, let r): .disc(center: move(c), radius: r * k)
            default: part
            }
        }
    }

    static let infoMark: [SymbolPart] = [.disc(center: pt(0.5, 0.31), radius: 0.02), .stroke([pt(0.5, 0.45), pt(0.5, 0.7)])]

    static let enclosed: [String: [SymbolPart]] = [
        "info.circle": ring(infoMark),
        "info.circle.fill": punched(infoMark),
        "xmark.circle": ring(scaled(xmark, 0.55)),
        "xmark.circle.fill": punched(scaled(xmark, 0.55)),
        "checkmark.circle": ring(scaled(checkmark, 0.6)),
        "checkmark.circle.fill": punched(scaled(checkmark, 0.6)),
        "plus.circle": ring(scaled(plus, 0.6)),
        "plus.circle.fill": punched(scaled(plus, 0.6)),
        "ellipsis.circle": ring(scaled([0.2, 0.5, 0.8].map { .disc(center: pt($0, 0.5), radius: 0.04) }, 0.6))
    ]
}
