import Foundation

extension Font {
    /// The outline of a character as closed polygons in points, to be filled with the non-zero
    /// winding rule (`CTFontCreatePathForGlyph`'s counterpart). Coordinates are y-down with the
    /// origin on the baseline at the glyph's left edge. `tolerance` is the largest allowed
    /// deviation of the polygons from the true curves, in the same units as the coordinates after
    /// `scale` (e.g. device pixels). A face's glyph is its flattened outline; a character of the
    /// built-in stroke font is a capsule per stroke segment (see `strokeOutline(for:scale:tolerance:)`).
    public func glyphOutline(
        for character: Character, scale: CGFloat = 1,
        tolerance: CGFloat = 0.1
    ) -> [[CGPoint]] {
        guard let face, let scalar = Font.scalars(of: character).first else {
            return strokeOutline(for: character, scale: scale, tolerance: tolerance)
        }
        return outline(of: .face(face, glyph: face.glyphIndex(for: scalar)), scale: scale, tolerance: tolerance)
    }

    /// The built-in stroke font's outline of a character: each stroke segment becomes a capsule
    /// (a rectangle with round ends), all wound the same way, so their union gives round caps and
    /// joins.
    func strokeOutline(for character: Character, scale: CGFloat = 1, tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        guard pointSize > 0 else { return [] }
        let glyph = Glyph.forCharacter(character)
        let u = Double(unit), dx = spreadUnits
        let radius = strokeUnits / 2 * u
        let step = Font.arcStep(radius: radius * Double(scale), tolerance: Double(tolerance))
        var polygons: [[CGPoint]] = []
        for stroke in glyph.strokes {
            let points = stroke.map { (x: ($0.x + dx) * u, y: -$0.y * u) }
            guard let first = points.first else { continue }
            if points.allSatisfy({ $0 == first }) {
                // A dot: slightly larger than the stroke, as type designers draw them.
                polygons.append(Font.capsule(first, first, radius: radius * 1.25, step: step))
                continue
            }
            for i in 1..<points.count {
                polygons.append(Font.capsule(points[i - 1], points[i], radius: radius, step: step))
            }
        }
        return polygons
    }

    /// The angular step (in 5° table steps) for round ends of `radius`, the largest of 5°, 10°,
    /// 20°, 30°, 60°, 90° whose chord stays within `tolerance` of the arc (5° at the finest).
    static func arcStep(radius: Double, tolerance: Double) -> Int {
        for steps in [18, 12, 6, 4, 2] {
            let half = UnitCircle.point(step: steps / 2).cos
            if radius * (1 - half) <= tolerance { return steps }
        }
        return 1
    }

    /// A capsule around the segment a→b: a half circle about b, then one about a.
    static func capsule(
        _ a: (x: Double, y: Double), _ b: (x: Double, y: Double),
        radius r: Double, step: Int
    ) -> [CGPoint] {
        let vx = b.x - a.x, vy = b.y - a.y
        let length = (vx * vx + vy * vy).squareRoot()
        let dx = length > 0 ? vx / length : 1, dy = length > 0 ? vy / length : 0
        let nx = -dy, ny = dx
        var polygon: [CGPoint] = []
        var k = -18
        while k <= 18 {
            let p = UnitCircle.point(step: k)
            polygon.append(CGPoint(x: b.x + r * (p.cos * dx + p.sin * nx), y: b.y + r * (p.cos * dy + p.sin * ny)))
            k += step
        }
        k = 18
        while k <= 54 {
            let p = UnitCircle.point(step: k)
            polygon.append(CGPoint(x: a.x + r * (p.cos * dx + p.sin * nx), y: a.y + r * (p.cos * dy + p.sin * ny)))
            k += step
        }
        return polygon
    }
}
