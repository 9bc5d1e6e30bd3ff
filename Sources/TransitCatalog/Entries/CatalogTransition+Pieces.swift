import Foundation

/// Entries that cut screens into pieces or stack them as cards. Numbers are Transit's choices
/// unless a source is named.
extension CatalogTransition {
    /// The old screen parts in the middle like doors, each half sliding out to its side, while
    /// the new one behind grows from 0.8 out of a 0.5 shading. 0.6 s (Transit's choice).
    public static func portal() -> CatalogTransition {
        CatalogTransition(
            name: "portal", summary: "the old screen opens like two doors; the new one grows from 0.8 behind",
            duration: 0.6, effect: .portal)
    }

    /// The old screen bursts into a grid of `columns` columns (and as many rows as keep the
    /// pieces square), each piece flying out along its own direction from the centre (0.3 to
    /// 0.7 of the screen's longer side), turning, shrinking to half and fading over the last
    /// 70 %, over the new screen. Directions and turns come from a fixed seed, so every run is
    /// the same. 0.8 s, ease in-out (Transit's choice). `columns` is 1…32; other values are clamped
    /// and reported.
    public static func explode(columns: Int = 6) -> CatalogTransition {
        let n = min(32, max(1, columns))
        var entry = CatalogTransition(
            name: n == 6 ? "explode" : "explode-\(n)",
            summary: "the old screen bursts into \(n) columns of pieces that fly apart",
            duration: 0.8, effect: .explode(columns: n))
        if n != columns { entry.problems.append("explode(columns: \(columns)): columns must be 1…32; \(n) used") }
        return entry
    }

    /// The old screen steps back (scale 0.9, dimmed to 0.3) over the first 60 %, and the new one
    /// rises from the bottom edge over the last 70 %, on top: a card dealt over a card. 0.7 s
    /// (Transit's choice).
    public static func cards() -> CatalogTransition {
        CatalogTransition(
            name: "cards", summary: "the old screen steps back; the new one is dealt over it from below",
            duration: 0.7, effect: .cards)
    }

    /// The presenter is scaled back to 0.92 behind a card with rounded corners (radius 10),
    /// dimmed to 0.25, while the new screen slides up from the bottom edge as a card whose
    /// corners round to 10 on the way and square as it lands; on a critically damped spring
    /// settling in 0.5 s (UIKit's cover vertical timing; scale and radius are Transit's choice).
    public static func deck() -> CatalogTransition {
        CatalogTransition(
            name: "deck", summary: "the presenter scales back behind a rounded card sliding up over it",
            duration: 0.5, timing: SpringTimingParameters(dampingRatio: 1), effect: .deck)
    }
}

extension TransitionEffect {
    static let portal = TransitionEffect { canvas in
        let doors = canvas.slices(of: canvas.fromView, columns: 2, rows: 1)
        canvas.sendToBack(canvas.toView)
        if let to = canvas.toView { canvas.prepare(to) }
        let shade = canvas.shade(over: canvas.toView)
        let half = canvas.bounds.width / 2
        return { p in
            if doors.count == 2 {
                doors[0].layer.transform = Transform3D(translationX: -half * p, y: 0)
                doors[1].layer.transform = Transform3D(translationX: half * p, y: 0)
            }
            canvas.toView?.layer.transform = move(.zero, scale: mix(0.8, 1, p))
            shade?.alpha = 0.5 * (1 - p)
        }
    }

    /// A deterministic generator (a 64-bit linear congruential generator, Knuth's MMIX
    /// constants) for the explode pieces.
    struct Scatter {
        var state: UInt64
        mutating func next() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(state >> 11) / CGFloat(UInt64(1) << 53)
        }
    }

    static func explode(columns: Int) -> TransitionEffect {
        TransitionEffect { canvas in
            let size = canvas.bounds.size
            let rows = max(1, Int((CGFloat(columns) * size.height / max(1, size.width)).rounded()))
            let pieces = canvas.slices(of: canvas.fromView, columns: columns, rows: rows)
            var scatter = Scatter(state: 0x5EED)
            let centre = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
            let flights: [(dx: CGFloat, dy: CGFloat, turn: CGFloat)] = pieces.map { piece in
                let c = piece.center
                let reach = max(size.width, size.height) * (0.3 + 0.4 * scatter.next())
                var dx = c.x - centre.x, dy = c.y - centre.y
                let length = max(1, (dx * dx + dy * dy).squareRoot())
                dx = dx / length * reach + (scatter.next() - 0.5) * size.width * 0.2
                dy = dy / length * reach + (scatter.next() - 0.5) * size.height * 0.2
                return (dx, dy, (scatter.next() - 0.5) * 2 * .pi)
            }
            return { p in
                for (piece, f) in zip(pieces, flights) {
                    piece.layer.transform = Transform3D(rotationAngle: f.turn * p, x: 0, y: 0, z: 1)
                        .concatenating(Transform3D(scaleX: mix(1, 0.5, p), y: mix(1, 0.5, p)))
                        .concatenating(Transform3D(translationX: f.dx * p, y: f.dy * p))
                    piece.alpha = 1 - window(p, 0.3, 1)
                }
            }
        }
    }

    static let cards = TransitionEffect { canvas in
        canvas.bringToFront(canvas.toView)
        for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) { canvas.prepare(view) }
        let shade = canvas.shade(over: canvas.fromView)
        let height = canvas.bounds.height
        return { p in
            let back = window(p, 0, 0.6), rise = window(p, 0.3, 1)
            canvas.fromView?.layer.transform = move(.zero, scale: mix(1, 0.9, back))
            shade?.alpha = 0.3 * back
            canvas.toView?.layer.transform = Transform3D(translationX: 0, y: height * (1 - rise))
        }
    }

    static let deck = TransitionEffect { canvas in
        canvas.bringToFront(canvas.toView)
        for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) {
            canvas.prepare(view)
            view.layer.masksToBounds = true
        }
        let shade = canvas.shade(over: canvas.fromView)
        let height = canvas.bounds.height
        return { p in
            canvas.fromView?.layer.transform = move(.zero, scale: mix(1, 0.92, p))
            canvas.fromView?.layer.cornerRadius = 10 * min(1, max(0, p))
            shade?.alpha = 0.25 * p
            canvas.toView?.layer.transform = Transform3D(translationX: 0, y: height * (1 - p))
            canvas.toView?.layer.cornerRadius = 10 * min(1, max(0, 1 - p)) * (p > 0 ? 1 : 0)
        }
    }
}
